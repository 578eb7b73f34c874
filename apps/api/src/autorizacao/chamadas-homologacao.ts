import type { Chamada, ContextoDaChamada } from './chamadas.js';

// How the authorization matrix calls the approval and notification endpoints
// (dados/homologacao.ts, dados/notificacoes.ts): bodies that pass the contracts.

const idDe = (c: ContextoDaChamada) => {
  if (!c.alvo) throw new Error('chamada de homologação sem objeto');
  return c.alvo.id;
};

export const CHAMADAS_HOMOLOGACAO: Readonly<Record<string, Chamada>> = {
  'GET /api/produtos/homologacao': (c) => ({ query: { produto_id: idDe(c) } }),
  'POST /api/produtos/:id/homologar': () => ({ body: { status: 1 } }),
  'POST /api/produtos/:id/renovar-vencido': () => ({ body: { resposta: 1 } }),
  'POST /api/notificacoes/:id/responder': () => ({ body: {} }),
};
