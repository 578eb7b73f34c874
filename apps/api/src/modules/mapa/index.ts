// The stand map module's public entry (ADR 013, module boundaries).
export { rotasMapa } from './mapa.routes.js';
