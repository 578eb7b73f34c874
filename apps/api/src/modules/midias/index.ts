// The product gallery module's public entry (spec 3 §2 "Product gallery", §7; ADR 005 uploads).
export { rotasMidias } from './midias.routes.js';
