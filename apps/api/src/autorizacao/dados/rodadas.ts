import { ok, type Tabela } from '../tipos.js';

// Rounds (spec 3 §2 "Rounds list", "Round form", §6, §7 "Rounds"; spec 1 §2.10 the floor plan).
// Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// The caller's own round (alvos.ts) is rodadas.propria: organised by the administrador, with the
// fornecedor, representante and cliente callers as participants; another owner's is rodadas.outra
// (another administrador's, with none of the callers). Both are open today. A held account sees
// no round (ADR 008).

/** Who may see the round (podeVerRodada): the master all, the others their own. */
const VER_PROPRIA = [ok, ok, ok, ok, ok, 401, 403] as const;
const VER_OUTRA = [ok, 404, 404, 404, 404, 401, 403] as const;

/** Master and the round's administrador (podeEditarRodada); the other roles are refused by role. */
const GERIR_PROPRIA = [ok, ok, 403, 403, 403, 401, 403] as const;
const GERIR_OUTRA = [ok, 404, 403, 403, 403, 401, 403] as const;

/** Master only (spec 3 §6 "Round add"). */
const SO_MASTER = [ok, 403, 403, 403, 403, 401, 403] as const;

/** Anyone, no login (the stand map is public, spec 1 §2.10). */
const PUBLICO = [ok, ok, ok, ok, ok, ok, ok] as const;

export const RODADAS: Tabela = {
  'GET /api/rodadas/listar': { objeto: 'sem objeto', todos: [ok, ok, ok, ok, ok, 401, 403] },
  'GET /api/rodadas/:id/abrir': { objeto: 'rodada', proprio: VER_PROPRIA, outro: VER_OUTRA },
  'GET /api/rodadas/cliente': { objeto: 'sem objeto', todos: [403, 403, 403, 403, ok, 401, 403] },
  'GET /api/rodadas/administradores': { objeto: 'sem objeto', todos: SO_MASTER },
  'GET /api/rodadas/:id/administradores': { objeto: 'rodada', proprio: GERIR_PROPRIA, outro: GERIR_OUTRA },
  'POST /api/rodadas/salvar': { objeto: 'sem objeto', todos: SO_MASTER },
  'POST /api/rodadas/:id/atualizar': { objeto: 'rodada', proprio: GERIR_PROPRIA, outro: GERIR_OUTRA },
  'GET /api/rodadas/:id/planta': { objeto: 'rodada', proprio: PUBLICO, outro: PUBLICO },
};
