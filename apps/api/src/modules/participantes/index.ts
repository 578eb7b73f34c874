// The round participants module's public entry (ADR 013, module boundaries): spec 3 §2 "Round
// participants", §7. Other modules (stands: an owner must take part in the round) may read the
// participation through this file only.
export { rotasParticipantes } from './participantes.routes.js';
export { jaParticipam, type TipoParticipante } from './participantes-alterar.repository.js';
