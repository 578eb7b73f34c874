// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rodadas } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import { respostaDaLista } from '../teste-stands';
import StandsPage from './stands-page';

const { MSG_RODADAS: MSG } = rodadas;
const LISTAR = '/api/rodadas/7/stands?';

function linha(id: number, nome: string | null, extra: Partial<rodadas.StandLista> = {}): rodadas.StandLista {
  return {
    id,
    codigo: null,
    nome,
    valor: '1500.50',
    proprietario_tipo: 'avulso',
    proprietario_id: null,
    avulso_nome: 'JOÃO',
    proprietario_nome: 'JOÃO',
    tipo: 'Avulso',
    acoes: { editar: true, excluir: true },
    ...extra,
  };
}

const resposta = (stands: rodadas.StandLista[], aberta = true) => respostaDaLista(stands, aberta);

function abrir(servidor: ServidorFalso, tipo: 'administrador' | 'master' = 'administrador') {
  return renderizarTela(<StandsPage />, {
    rota: '/rodadas/:rodada_id/stands',
    url: '/rodadas/7/stands',
    usuario: usuarioDe(tipo, 3),
    servidor,
    destinos: [
      '/rodadas',
      '/rodadas/:rodada_id/stands/adicionar',
      '/rodadas/:rodada_id/stands/:stand_id/editar',
    ],
  });
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/rodadas/:rodada_id/stands (spec 3 §2 "Stands list")', () => {
  it('mostra Nome, Proprietário, Tipo e Valor em R$, com o nome da rodada', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR)
        ? resposta([
            linha(1, 'STAND AZUL', { codigo: 'A1' }),
            linha(2, 'STAND VERDE', {
              valor: '12345.00',
              proprietario_tipo: 'fornecedor',
              proprietario_id: 4,
              avulso_nome: null,
              proprietario_nome: 'Malharia Bela',
              tipo: 'Fornecedor',
            }),
          ])
        : undefined,
    );
    const tabela = await screen.findByRole('table', { name: 'Stands' });
    await within(tabela).findByText('STAND AZUL');
    expect(within(tabela).getByText('Código A1')).toBeTruthy();
    expect(within(tabela).getByText('R$ 1.500,50')).toBeTruthy();
    expect(within(tabela).getByText('R$ 12.345,00')).toBeTruthy();
    expect(within(tabela).getByText('Malharia Bela')).toBeTruthy();
    expect(within(tabela).getByText('Fornecedor')).toBeTruthy();
    expect(screen.getByText('Moda Sul')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adicionar' }).getAttribute('href')).toBe(
      '/rodadas/7/stands/adicionar',
    );
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/rodadas');
    expect(screen.getByRole('link', { name: 'Editar STAND AZUL' }).getAttribute('href')).toBe(
      '/rodadas/7/stands/1/editar',
    );
    // There are stands: no Copiar.
    expect(screen.queryByRole('button', { name: 'Copiar' })).toBeNull();
  });

  it("sem stands: 'Sem registros' e Copiar; rodada encerrada: nem Adicionar, nem Copiar, nem ações", async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? resposta([]) : undefined));
    expect(await screen.findByText('Sem registros')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
    cleanup();
    abrir((req) =>
      req.url.startsWith(LISTAR)
        ? resposta([linha(1, 'ANTIGO', { acoes: { editar: false, excluir: false } })], false)
        : undefined,
    );
    expect(await screen.findByText('ANTIGO')).toBeTruthy();
    expect(screen.getByText(/Rodada encerrada/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Adicionar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });

  it('excluir pede confirmação; confirmado, chama a API e avisa', async () => {
    let excluido = false;
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(LISTAR)) return resposta(excluido ? [] : [linha(9, 'STAND X')]);
      if (req.metodo === 'POST' && req.url === '/api/rodadas/7/stands/9/excluir') {
        excluido = true;
        return ok({ msg: 'Stand excluido com sucesso' });
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir STAND X' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir stand' });
    expect(requisicoes.some((r) => r.metodo === 'POST')).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(avisos()).toContain('Stand excluido com sucesso'));
    expect(await screen.findByText('Sem registros')).toBeTruthy();
  });

  it('Copiar: escolhe a rodada de origem e copia', async () => {
    let copiado = false;
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(LISTAR)) return resposta(copiado ? [linha(1, 'COPIADO')] : []);
      if (req.url === '/api/rodadas/7/stands/copiar/rodadas')
        return ok({ rodadas: [{ id: 3, nome: 'Edição 2029', data_inicio: '2029-03-01', stands: 12 }] });
      if (req.metodo === 'POST' && req.url === '/api/rodadas/7/stands/copiar/3') {
        copiado = true;
        return ok({ msg: 'Stands copiados com sucesso', copiados: 12 });
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Copiar stands' });
    const botao = within(dialogo).getByRole('button', { name: 'Copiar' });
    expect(botao.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await within(dialogo).findByRole('radio', { name: /Edição 2029/ }));
    expect(within(dialogo).getByText(/01\/03\/2029 · 12 stands/)).toBeTruthy();
    fireEvent.click(botao);
    await waitFor(() => expect(avisos()).toContain('Stands copiados com sucesso'));
    expect(requisicoes.filter((r) => r.url === '/api/rodadas/7/stands/copiar/3')).toHaveLength(1);
    expect(await screen.findByText('COPIADO')).toBeTruthy();
  });

  it("Copiar recusado: a mensagem do servidor; falha sem explicação: 'Erro ao copiar stands'", async () => {
    let status = 422;
    abrir((req) => {
      if (req.url.startsWith(LISTAR)) return resposta([]);
      if (req.url.endsWith('/copiar/rodadas'))
        return ok({ rodadas: [{ id: 3, nome: 'Edição 2029', data_inicio: '2029-03-01', stands: 1 }] });
      if (req.metodo === 'POST') return erro(status, status === 422 ? MSG.rodadaEncerrada : 'Erro interno');
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Copiar stands' });
    fireEvent.click(await within(dialogo).findByRole('radio', { name: /Edição 2029/ }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.rodadaEncerrada));
    status = 500;
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.erroCopiarStands));
  });

  it("erro do servidor: 'Erro ao listar stands' com Tentar novamente; sem rede: sem conexão", async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? erro(500, 'Erro interno') : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.erroListarStands);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.queryByText('Sem registros')).toBeNull();
    cleanup();
    abrir((req) => (req.url.startsWith(LISTAR) ? 'sem-rede' : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_SEM_CONEXAO);
  });

  it('rodada de outro administrador (404): Rodada não encontrada, com Voltar', async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? erro(404, 'Registro não encontrado.') : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain('Rodada não encontrada');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/rodadas');
  });

  it('a busca vai ao servidor', async () => {
    const { requisicoes } = abrir((req) => (req.url.startsWith(LISTAR) ? resposta([]) : undefined));
    await screen.findByText('Sem registros');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'azul' } });
    await waitFor(() => expect(requisicoes.some((r) => r.url.includes('busca=azul'))).toBe(true));
    // With a search and nothing found, the round may still have stands: no Copiar.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Copiar' })).toBeNull());
  });
});
