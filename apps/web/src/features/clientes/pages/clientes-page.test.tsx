// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AcoesDe, clientes } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import {
  erro,
  ok,
  pagina,
  renderizarTela,
  usuarioDe,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import ClientesPage from './clientes-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TODAS: AcoesDe<'cliente'> = {
  editar: true,
  excluir: true,
  ativar: true,
  imprimir: true,
  alterar_email: true,
  alterar_cnpj: false,
  alterar_ie: false,
  alterar_representante: true,
};
const NENHUMA: AcoesDe<'cliente'> = {
  editar: false,
  excluir: false,
  ativar: false,
  imprimir: false,
  alterar_email: false,
  alterar_cnpj: false,
  alterar_ie: false,
  alterar_representante: false,
};

/** A row of the customer list; `acoes` says what the caller may do with it. */
function linha(id: number, nome: string, acoes: AcoesDe<'cliente'>): clientes.ClienteLista {
  return {
    id,
    nome,
    razao_social: `${nome} Ltda`,
    nome_fantasia: nome,
    cnpj: '12ABC34501DE35',
    responsavel_nome: 'Aurora Lima',
    representante_id: 30,
    representante_nome: 'Rep Um',
    cidade_estado: 'São Paulo/SP',
    telefone: '1130612200',
    celular: null,
    email: `${id}@c.test`,
    ativo: true,
    novo_cadastro: false,
    pedidos_rodada: null,
    valor_rodada: null,
    acoes,
  };
}

/** A server whose customer lists (any role's) answer `lista`. */
const servidorDaLista =
  (lista: ReturnType<ServidorFalso>): ServidorFalso =>
  ({ url }) =>
    /\/clientes(\?|$)|\/clientes\/listar/.test(url) ? lista : undefined;

const abrirMenu = (nome: string) => fireEvent.click(screen.getByRole('button', { name: `Ações de ${nome}` }));
const itensDoMenu = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

describe('/clientes (spec 2 §2 "Customers")', () => {
  it('carregando: a tabela diz que está carregando', () => {
    renderizarTela(<ClientesPage />, {
      rota: '/clientes',
      usuario: usuarioDe('master'),
      servidor: servidorDaLista(pagina('clientes', [])),
    });
    expect(screen.getByText('Carregando…')).toBeTruthy();
  });

  it("erro do servidor (500): 'Erro ao listar clientes' na tabela e no aviso, com 'Tentar novamente'", async () => {
    renderizarTela(<ClientesPage />, {
      rota: '/clientes',
      usuario: usuarioDe('master'),
      servidor: servidorDaLista(erro(500, 'Erro interno')),
    });
    expect(await screen.findByText('Erro ao listar clientes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(avisos()).toContain('Erro ao listar clientes');
  });

  it('sem rede: a mensagem de conexão', async () => {
    renderizarTela(<ClientesPage />, {
      rota: '/clientes',
      usuario: usuarioDe('master'),
      servidor: servidorDaLista('sem-rede'),
    });
    expect(await screen.findByText(MSG_SEM_CONEXAO)).toBeTruthy();
  });

  it("lista vazia: 'Nenhum cliente encontrado'", async () => {
    renderizarTela(<ClientesPage />, {
      rota: '/clientes',
      usuario: usuarioDe('master'),
      servidor: servidorDaLista(pagina('clientes', [])),
    });
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeTruthy();
  });

  it('cada papel lê a sua lista: o fornecedor, a dele; o representante, a dele', async () => {
    const { requisicoes } = renderizarTela(<ClientesPage />, {
      rota: '/clientes',
      usuario: usuarioDe('fornecedor', 20),
      servidor: servidorDaLista(pagina('clientes', [linha(1, 'Aurora', TODAS)])),
    });
    await screen.findByText('Aurora');
    expect(requisicoes[0]?.url).toMatch(/^\/api\/fornecedores\/20\/clientes\?/);
    cleanup();
    const outra = renderizarTela(<ClientesPage />, {
      rota: '/clientes',
      usuario: usuarioDe('representante', 30),
      servidor: servidorDaLista(pagina('clientes', [linha(1, 'Aurora', TODAS)])),
    });
    await screen.findByText('Aurora');
    expect(outra.requisicoes[0]?.url).toMatch(/^\/api\/representantes\/30\/clientes\?/);
  });

  it('o menu da linha mostra só o que as acoes da linha permitem, seja qual for o papel', async () => {
    renderizarTela(<ClientesPage />, {
      rota: '/clientes',
      // The master's role: the menu still follows each row's acoes, not the role.
      usuario: usuarioDe('master'),
      servidor: servidorDaLista(
        pagina('clientes', [
          linha(1, 'Aurora', TODAS),
          linha(2, 'Bazar', NENHUMA),
          linha(3, 'Central', { ...NENHUMA, imprimir: true, excluir: true }),
        ]),
      ),
    });
    await screen.findByText('Aurora');
    abrirMenu('Aurora');
    expect(itensDoMenu()).toEqual(['Editar', 'Detalhes', 'Imprimir', 'Desativar', 'Excluir']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    abrirMenu('Bazar');
    expect(itensDoMenu()).toEqual(['Detalhes']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    abrirMenu('Central');
    expect(itensDoMenu()).toEqual(['Detalhes', 'Imprimir', 'Excluir']);
  });

  it('desativar pede confirmação e envia ativo: false; o aviso é a mensagem do servidor', async () => {
    const { requisicoes } = renderizarTela(<ClientesPage />, {
      rota: '/clientes',
      usuario: usuarioDe('representante', 30),
      servidor: (req) =>
        req.url === '/api/clientes/1/ativardesativar'
          ? ok({ msg: 'Cliente desativado com sucesso', ativo: false })
          : servidorDaLista(pagina('clientes', [linha(1, 'Aurora', TODAS)]))(req),
    });
    await screen.findByText('Aurora');
    abrirMenu('Aurora');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Desativar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Desativar cliente' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(avisos()).toContain('Cliente desativado com sucesso'), { timeout: 5000 });
    expect(requisicoes.find((r) => r.metodo === 'POST')).toMatchObject({
      url: '/api/clientes/1/ativardesativar',
      corpo: { ativo: false },
    });
  });

  it('excluir recusado (409): o aviso é a mensagem do servidor', async () => {
    renderizarTela(<ClientesPage />, {
      rota: '/clientes',
      usuario: usuarioDe('fornecedor', 20),
      servidor: (req) =>
        req.metodo === 'DELETE'
          ? erro(409, 'Este cliente tem pedidos com você e não pode ser excluído')
          : servidorDaLista(pagina('clientes', [linha(1, 'Aurora', TODAS)]))(req),
    });
    await screen.findByText('Aurora');
    abrirMenu('Aurora');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir cliente' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(
      () => expect(avisos()).toContain('Este cliente tem pedidos com você e não pode ser excluído'),
      { timeout: 5000 },
    );
  });
});
