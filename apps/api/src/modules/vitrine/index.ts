// The shop module's public entry (ADR 013, module boundaries): the public product search, products
// by id and a product's grid (spec 3 §7 "Products"; issue 12 §7).
export { rotasVitrine } from './vitrine.routes.js';
export {
  buscaPeloIndiceDeTexto,
  buscar as buscarProdutosDaVitrine,
  consultasDaBusca,
  type FiltrosBusca,
} from './vitrine.repository.js';
