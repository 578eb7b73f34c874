import { ok, type Tabela } from '../tipos.js';

// A round's stands (spec 3 §2 "Stands list", §6 "Stands (list/form): administrador", §7 "Stands";
// issue 11: the master manages them as the round's administrador). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// The caller's own round (alvos.ts, family 'rodada' / 'stand') is the one `adm` organises; another
// owner's is organised by another administrador (404 for `adm`: it may not know it exists). Both
// rounds are open today, so every change the policy allows reaches the service (a copy into a
// round that already has stands answers 422, a refusal on the merits).

/** Who manages the round's stands: the master any round, the administrador its own. */
const PROPRIA = [ok, ok, 403, 403, 403, 401, 403] as const;
const OUTRA = [ok, 404, 403, 403, 403, 401, 403] as const;
/** Its own round's path with another round's stand: 404 for everyone who gets that far. */
const VIZINHO = [404, 404, 403, 403, 403, 401, 403] as const;

const daRodada = { objeto: 'rodada', proprio: PROPRIA, outro: OUTRA } as const;
const doStand = { objeto: 'stand', proprio: PROPRIA, outro: OUTRA, vizinho: VIZINHO } as const;

export const STANDS: Tabela = {
  'GET /api/rodadas/:id/stands': daRodada,
  'POST /api/rodadas/:id/stands/salvar': daRodada,
  'GET /api/rodadas/:id/stands/proprietarios': daRodada,
  'GET /api/rodadas/:id/stands/:stand_id/editar': doStand,
  'POST /api/rodadas/:id/stands/:stand_id/atualizar': doStand,
  'POST /api/rodadas/:id/stands/:stand_id/excluir': doStand,
  'GET /api/rodadas/:id/stands/:stand_id/proprietario': doStand,
  'GET /api/rodadas/:id/stands/copiar/rodadas': daRodada,
  // The source is the caller's own round (chamadas.ts): copying it into itself, or into a round
  // that has stands, is refused on the merits (422) once authorized.
  'POST /api/rodadas/:id/stands/copiar/:origem_id': daRodada,
  'GET /api/impressoes/rodada/:id/stands': daRodada,
};
