// The products module's public entry (ADR 013, module boundaries): a supplier's products, managed by
// it or the master (spec 3 §2, §7 "Products"). The other catalogue services (approval, expiry, shop)
// answer the same rows with linhasDeProdutos and read a product with produtoVisivel.
export { rotasProdutos } from './produtos.routes.js';
export { linhasDeProdutos, produtoVisivel } from './produtos.service.js';
export { buscar as buscarProduto, type ProdutoLido } from './produtos.repository.js';
