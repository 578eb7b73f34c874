// The rounds module's public entry (ADR 013, module boundaries).
export { rotasRodadas } from './rodadas.routes.js';
export { rodadaDoAtor } from './rodadas-acesso.repository.js';
export { carregarRodadaAutorizavel, exigirRodada, exigirRodadaAberta } from './rodada-autorizada.js';
