import { ok, type Linha, type Tabela } from '../tipos.js';

// The participants of a round (spec 3 §2 "Round participants", §6, §7; issue 11 §4, §6, §8).
// Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// Family `rodada` (alvos.ts): the own round is the administrador's, with the fornecedor,
// representante and cliente callers as participants; the other one is another administrador's.
// The master manages every round like its administrador (rodada.policy.ts podeGerirRodada).

/** Seeing the lists and printing them: managers and a representante taking part (read-only). */
const VER_PROPRIA: Linha = [ok, ok, 403, ok, 403, 401, 403];
const VER_OUTRA: Linha = [ok, 404, 403, 404, 403, 401, 403];
/** Changing them: the round's administrador and the master (the representante: 403 by role). */
const GERIR_PROPRIA: Linha = [ok, ok, 403, 403, 403, 401, 403];
const GERIR_OUTRA: Linha = [ok, 404, 403, 403, 403, 401, 403];

const ver = { objeto: 'rodada', proprio: VER_PROPRIA, outro: VER_OUTRA } as const;
const gerir = { objeto: 'rodada', proprio: GERIR_PROPRIA, outro: GERIR_OUTRA } as const;

export const PARTICIPANTES: Tabela = {
  'GET /api/rodadas/:id/fornecedores/rodada': ver,
  'GET /api/rodadas/:id/clientes/rodada': ver,
  'GET /api/rodadas/:id/representantes/rodada': ver,
  'GET /api/rodadas/:id/fornecedores': gerir,
  'GET /api/rodadas/:id/clientes': gerir,
  'GET /api/rodadas/:id/representantes': gerir,
  'POST /api/rodadas/:id/fornecedor/:fornecedor_id/salvar': gerir,
  'POST /api/rodadas/:id/fornecedor/:fornecedor_id/excluir': gerir,
  'POST /api/rodadas/:id/cliente/:cliente_id/salvar': gerir,
  'POST /api/rodadas/:id/cliente/:cliente_id/excluir': gerir,
  'POST /api/rodadas/:id/representante/:representante_id/salvar': gerir,
  'POST /api/rodadas/:id/representante/:representante_id/excluir': gerir,
  'POST /api/rodadas/:id/clientes/:cliente_id/prazo': gerir,
  'POST /api/rodadas/:id/clientes/:cliente_id/inscrever': gerir,
  'POST /api/rodadas/:id/clientes/:cliente_id/inscrever/cancelar': gerir,
  'POST /api/rodadas/:id/importar/clientes': gerir,
  'POST /api/rodadas/:id/importar/fornecedores': gerir,
  'POST /api/rodadas/:id/importar/representantes': gerir,
  // spec 3 §6: the representante prints the client labels (and sees these lists, so prints them).
  'GET /api/impressoes/rodadas/:id/clientes': ver,
  'GET /api/impressoes/rodadas/:id/etiquetas/clientes': ver,
  'GET /api/impressoes/rodadas/:id/fornecedores': ver,
};
