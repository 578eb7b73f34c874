// The catalogue module's public entry (ADR 013, module boundaries): sizes, colours and categories
// (spec 3 §7 "Sizes", "Colours"; spec 1 §7 categories).
export { rotasCatalogo } from './catalogo.routes.js';
