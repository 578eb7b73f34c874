import { rodada_clientes, rodada_fornecedores, rodada_representantes } from '../db/schema/index.js';
import type { Chamada, ContextoDaChamada } from './chamadas.js';

// How the authorization matrix calls the round participants endpoints (dados/participantes.ts):
// the cell's round is `alvo.rodada`; the participant acted on is the master's supplier, client or
// representative of the world (in no round), put into the cell's round first where the call
// needs a participant, so that every permitted cell of one endpoint finds one (the cells share
// their world, and the master's removal runs before the administrador's).

const rodadaDe = (c: ContextoDaChamada) => {
  if (!c.alvo?.rodada) throw new Error('chamada de participantes sem rodada');
  return c.alvo.rodada;
};

const fornecedor = (c: ContextoDaChamada) => c.m.fornecedores.master.id;
const cliente = (c: ContextoDaChamada) => c.m.clientes.master.id;
const representante = (c: ContextoDaChamada) => c.m.representantes.master.id;

/** Puts the master's supplier in the cell's round (already there: nothing). */
async function comFornecedor(c: ContextoDaChamada) {
  await c.t.deps.db
    .insert(rodada_fornecedores)
    .values({ rodada_id: rodadaDe(c), fornecedor_id: fornecedor(c) })
    .onConflictDoNothing();
  return { params: { fornecedor_id: fornecedor(c) } };
}
async function comCliente(c: ContextoDaChamada) {
  await c.t.deps.db
    .insert(rodada_clientes)
    .values({ rodada_id: rodadaDe(c), cliente_id: cliente(c) })
    .onConflictDoNothing();
  return { params: { cliente_id: cliente(c) } };
}
async function comRepresentante(c: ContextoDaChamada) {
  await c.t.deps.db
    .insert(rodada_representantes)
    .values({ rodada_id: rodadaDe(c), representante_id: representante(c) })
    .onConflictDoNothing();
  return { params: { representante_id: representante(c) } };
}

/** A CSV of one line (its CNPJ names nobody: the report refuses it, 200). */
const csv: Chamada = () => ({
  bruto: { tipo: 'text/csv', conteudo: Buffer.from('CNPJ;Nome\n11.222.333/0001-81;Matriz\n') },
});

/** Printing to the island of the cell's round (spec D13; the world's rounds are on today). */
const naIlha: Chamada = (c) => ({ query: { impressao: 'remota', rodada_id: rodadaDe(c) } });

export const CHAMADAS_PARTICIPANTES: Readonly<Record<string, Chamada>> = {
  'POST /api/rodadas/:id/fornecedor/:fornecedor_id/salvar': (c) => ({
    params: { fornecedor_id: fornecedor(c) },
  }),
  'POST /api/rodadas/:id/fornecedor/:fornecedor_id/excluir': comFornecedor,
  'POST /api/rodadas/:id/cliente/:cliente_id/salvar': (c) => ({ params: { cliente_id: cliente(c) } }),
  'POST /api/rodadas/:id/cliente/:cliente_id/excluir': comCliente,
  'POST /api/rodadas/:id/representante/:representante_id/salvar': (c) => ({
    params: { representante_id: representante(c) },
  }),
  'POST /api/rodadas/:id/representante/:representante_id/excluir': comRepresentante,
  'POST /api/rodadas/:id/clientes/:cliente_id/prazo': async (c) => ({
    ...(await comCliente(c)),
    body: { prazo: '30/60/90' },
  }),
  'POST /api/rodadas/:id/clientes/:cliente_id/inscrever': comCliente,
  'POST /api/rodadas/:id/clientes/:cliente_id/inscrever/cancelar': comCliente,
  'POST /api/rodadas/:id/importar/clientes': csv,
  'POST /api/rodadas/:id/importar/fornecedores': csv,
  'POST /api/rodadas/:id/importar/representantes': csv,
  'GET /api/impressoes/rodadas/:id/clientes': naIlha,
  'GET /api/impressoes/rodadas/:id/etiquetas/clientes': naIlha,
  'GET /api/impressoes/rodadas/:id/fornecedores': naIlha,
};
