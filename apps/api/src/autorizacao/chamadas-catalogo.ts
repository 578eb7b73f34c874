import type { Chamada, ContextoDaChamada } from './chamadas.js';

// How the authorization matrix calls the catalogue endpoints (dados/catalogo.ts): the product of
// GET /api/tamanhos/{produtoId} is the cell's object, and each save or rename sends a name nobody
// used yet (a repeated one would answer 409, which counts as authorized anyway).

let sequencia = 0;
const produto = (c: ContextoDaChamada) => {
  if (!c.alvo) throw new Error('chamada do catálogo sem produto');
  return { params: { produtoId: c.alvo.id } };
};
const tamanho: Chamada = () => ({ body: { tamanho: `MTZ-N${++sequencia}` } });
const cor: Chamada = () => ({ body: { nome: `MATRIZ NOVA ${++sequencia}` } });

export const CHAMADAS_CATALOGO: Readonly<Record<string, Chamada>> = {
  'GET /api/tamanhos/:produtoId': produto,
  'POST /api/tamanhos/salvar': tamanho,
  'POST /api/tamanhos/:id/atualizar': tamanho,
  'POST /api/cores/salvar': cor,
  'POST /api/cores/:id/atualizar': cor,
};
