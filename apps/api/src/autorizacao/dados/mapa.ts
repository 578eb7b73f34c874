import { ok, type Tabela } from '../tipos.js';

// The stand map (spec 1 §2.10, §7 "GET/POST /api/stands/{id}"). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// The caller's own round is the one its administrador organises (the others take part in it);
// another owner's is another administrador's. Both rounds are open (the world's are dated today).

export const MAPA: Tabela = {
  // Public: anyone sees any round's map (only codes and names, never values or owners).
  'GET /api/stands/:id': {
    objeto: 'rodada',
    proprio: [ok, ok, ok, ok, ok, ok, ok],
    outro: [ok, ok, ok, ok, ok, ok, ok],
  },
  // Naming a stand: rodada.gerir_stands (the master any round, an administrador its own; another
  // administrador's round is invisible to it: 404); the other roles are refused by role.
  'POST /api/stands/:id': {
    objeto: 'rodada',
    proprio: [ok, ok, 403, 403, 403, 401, 403],
    outro: [ok, 404, 403, 403, 403, 401, 403],
  },
};
