// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG_PRODUTOS, notificacoes } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import {
  erro,
  ok,
  pagina,
  renderizarTela,
  usuarioDe,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import NotificacoesPage from './notificacoes-page';

// spec 1 §2.7 (notifications screen), §7 Notifications, §8 'Erro ao listar as notificações'.

const { MSG_NOTIFICACOES: MSG } = notificacoes;
const LISTAR = '/api/notificacoes/listar';

const VENCIDO: notificacoes.Notificacao = {
  id: 5,
  tipo: 4,
  mensagem: MSG_PRODUTOS.notificacaoVencido('BL-01', 'Blusa de linho'),
  remetente_tipo: 'sistema',
  remetente_nome: 'Rodada',
  produto_id: 9,
  produto: { id: 9, codigo: 'BL-01', descricao: 'Blusa de linho' },
  resposta: null,
  data: '2030-03-10T15:00:00.000Z',
};
const AVISO: notificacoes.Notificacao = {
  ...VENCIDO,
  id: 6,
  tipo: 1,
  mensagem: 'A rodada começou!',
  remetente_nome: 'Organização',
  produto_id: null,
  produto: null,
};

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

function abrir(servidor: ServidorFalso) {
  return renderizarTela(<NotificacoesPage />, {
    rota: '/notificacoes',
    usuario: usuarioDe('fornecedor', 2),
    servidor,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/notificacoes (spec 1 §2.7)', () => {
  it('título e a lista; a tipo 4 pergunta "Ainda vende este produto?" com Sim e Não', async () => {
    abrir((req) => (req.url.includes(LISTAR) ? pagina('notificacoes', [VENCIDO, AVISO]) : undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Notificações' })).toBeTruthy();
    const pergunta = await screen.findByRole('article', { name: VENCIDO.mensagem });
    expect(within(pergunta).getByText(MSG_PRODUTOS.aindaVende)).toBeTruthy();
    expect(within(pergunta).getByRole('button', { name: 'Sim' })).toBeTruthy();
    expect(within(pergunta).getByRole('button', { name: 'Não' })).toBeTruthy();
    const aviso = screen.getByRole('article', { name: 'A rodada começou!' });
    expect(within(aviso).getByText(/Organização · 10\/03\/2030/)).toBeTruthy();
    expect(within(aviso).getByRole('button', { name: MSG.marcarLida })).toBeTruthy();
    expect(within(aviso).queryByRole('button', { name: 'Sim' })).toBeNull();
  });

  it('responder Sim envia 1, a notificação sai da lista e a contagem do menu cai', async () => {
    let respondida = false;
    const { requisicoes } = abrir((req) => {
      if (req.url.includes(LISTAR)) return pagina('notificacoes', respondida ? [AVISO] : [VENCIDO, AVISO]);
      if (req.url.endsWith('/api/notificacoes/5/responder')) {
        respondida = true;
        return ok({ msg: MSG.respondida, contagem: 1 });
      }
      return undefined;
    });
    useEstadoLocal.setState({ contagemNotificacoes: 2 });
    const pergunta = await screen.findByRole('article', { name: VENCIDO.mensagem });
    fireEvent.click(within(pergunta).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: VENCIDO.mensagem })).toBeNull());
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toEqual({ resposta: 1 });
    expect(useEstadoLocal.getState().contagemNotificacoes).toBe(1);
    expect(avisos()).toContain(MSG.respondida);
  });

  it('Não envia 2; marcar como lida não envia resposta', async () => {
    const { requisicoes } = abrir((req) => {
      if (req.url.includes(LISTAR)) return pagina('notificacoes', [VENCIDO, AVISO]);
      if (req.metodo === 'POST') return ok({ msg: MSG.respondida, contagem: 0 });
      return undefined;
    });
    const pergunta = await screen.findByRole('article', { name: VENCIDO.mensagem });
    fireEvent.click(within(pergunta).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(requisicoes.filter((r) => r.metodo === 'POST')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: MSG.marcarLida }));
    await waitFor(() => expect(requisicoes.filter((r) => r.metodo === 'POST')).toHaveLength(2));
    const posts = requisicoes.filter((r) => r.metodo === 'POST');
    expect(posts[0]).toMatchObject({ corpo: { resposta: 2 } });
    expect(posts[0]!.url).toContain('/api/notificacoes/5/responder');
    expect(posts[1]).toMatchObject({ corpo: {} });
    expect(posts[1]!.url).toContain('/api/notificacoes/6/responder');
  });

  it('vazia: "Nenhuma notificação no momento"', async () => {
    abrir((req) => (req.url.includes(LISTAR) ? pagina('notificacoes', []) : undefined));
    expect(await screen.findByText(MSG.vazio)).toBeTruthy();
  });

  it('erro: "Erro ao listar as notificações" com Tentar novamente; sem rede: a mensagem de conexão', async () => {
    let falhar = true;
    abrir((req) =>
      req.url.includes(LISTAR) ? (falhar ? erro(500, 'x') : pagina('notificacoes', [AVISO])) : undefined,
    );
    expect(await screen.findByText(MSG.erroListar)).toBeTruthy();
    falhar = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'A rodada começou!' })).toBeTruthy();
    cleanup();
    abrir(() => 'sem-rede');
    expect(await screen.findByText(MSG_SEM_CONEXAO)).toBeTruthy();
  });

  it('falha ao responder: ignorada (spec 1 §8), a notificação fica', async () => {
    abrir((req) => {
      if (req.url.includes(LISTAR)) return pagina('notificacoes', [VENCIDO]);
      if (req.metodo === 'POST') return erro(409, MSG.jaRespondida);
      return undefined;
    });
    const pergunta = await screen.findByRole('article', { name: VENCIDO.mensagem });
    fireEvent.click(within(pergunta).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(within(pergunta).getByRole('button', { name: 'Sim' })).toHaveProperty('disabled', false),
    );
    expect(avisos()).toEqual([]);
  });
});
