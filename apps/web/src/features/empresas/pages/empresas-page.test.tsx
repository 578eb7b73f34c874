// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AcoesDe, clientes } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import EmpresasPage from './empresas-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

/** A store of customer 40; `acoes` says what the caller may do with it. */
function empresa(id: number, nome: string, padrao: boolean, acoes: AcoesDe<'loja'>): clientes.LojaLida {
  return {
    id,
    razao_social: `${nome} Ltda`,
    nome_fantasia: nome,
    cnpj: '11222333000181',
    ie: null,
    padrao,
    endereco: null,
    acoes,
  };
}

/** Opens /empresas as customer 40, its list answering `lista`; `outras` answers the rest. */
function abrir(lista: ReturnType<ServidorFalso>, outras: ServidorFalso = () => undefined) {
  return renderizarTela(<EmpresasPage />, {
    rota: '/empresas',
    usuario: usuarioDe('cliente', 40),
    servidor: (req) => (req.url === '/api/clientes/40/lojas/listar' ? lista : outras(req)),
    destinos: ['/empresas/cadastrar', '/empresas/:id/editar'],
  });
}

describe('/empresas, Minhas Empresas (spec 2 §2 "Companies")', () => {
  it('carregando: a tabela diz que está carregando', () => {
    abrir(ok({ lojas: [] }));
    expect(screen.getByText('Carregando…')).toBeTruthy();
  });

  it("erro do servidor (500): 'Erro ao listar empresas' na tabela e no aviso", async () => {
    abrir(erro(500, 'Erro interno'));
    expect(await screen.findByText('Erro ao listar empresas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(avisos()).toContain('Erro ao listar empresas');
  });

  it('sem rede: a mensagem de conexão', async () => {
    abrir('sem-rede');
    expect(await screen.findByText(MSG_SEM_CONEXAO)).toBeTruthy();
  });

  it("sem empresas: 'Nenhuma empresa cadastrada', e Adicionar leva ao cadastro", async () => {
    abrir(ok({ lojas: [] }));
    expect(await screen.findByText('Nenhuma empresa cadastrada')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Adicionar/ }).getAttribute('href')).toBe('/empresas/cadastrar');
  });

  it('os botões de cada linha seguem as acoes dela: a padrão não se exclui; sem editar, nenhum botão', async () => {
    abrir(
      ok({
        lojas: [
          empresa(1, 'Matriz', true, { editar: true, excluir: false }),
          empresa(2, 'Filial', false, { editar: true, excluir: true }),
          empresa(3, 'Trancada', false, { editar: false, excluir: false }),
        ],
      }),
    );
    const excluirMatriz = await screen.findByRole<HTMLButtonElement>('button', { name: 'Excluir Matriz' });
    expect(excluirMatriz.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Editar Matriz' }).getAttribute('href')).toBe(
      '/empresas/1/editar',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Excluir Filial' }).disabled).toBe(false);
    expect(screen.getByText('Trancada')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar Trancada' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir Trancada' })).toBeNull();
  });

  it('excluir pede confirmação, envia o pedido e avisa a mensagem do servidor', async () => {
    const { requisicoes } = abrir(
      ok({ lojas: [empresa(2, 'Filial', false, { editar: true, excluir: true })] }),
      (req) =>
        req.url === '/api/clientes/40/lojas/2/excluir'
          ? erro(409, 'Esta empresa tem pedidos e não pode ser excluída')
          : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Filial' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir empresa' });
    expect(within(dialogo).getByText('Excluir a empresa Filial (11.222.333/0001-81)?')).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(avisos()).toContain('Esta empresa tem pedidos e não pode ser excluída'), {
      timeout: 5000,
    });
    expect(requisicoes.some((r) => r.metodo === 'POST' && r.url === '/api/clientes/40/lojas/2/excluir')).toBe(
      true,
    );
  });
});
