/**
 * The texts of the shop, the cart and checkout (spec 1 §2.5, §5 "Quantity dialog", §8; spec 3 §2
 * "Checkout", §5 "Supplier checkout"; issue 13). One catalogue for the screens and the API answers
 * behind them. 'mútiplo' of the spec is corrected (spec README: obvious typos are corrected).
 */
export const MSG_LOJA = {
  // Quantity / grade dialog (spec 1 §5).
  quantidadeInvalida: 'Quantidade inválida',
  quantidadeMinima: (n: number) => `Quantidade mínima: ${n}`,
  quantidadeMultiplo: (n: number) =>
    `A quantidade selecionada para este produto deve ser um múltiplo de ${n}`,
  gradeDiferente: 'Quantidade total diferente da quantidade rateada nas cores/tamanhos',
  // Storefront (spec 1 §2.5, §8).
  nenhumProduto: 'Nenhum produto encontrado :(',
  erroCarregarProdutos: 'Erro ao carregar produtos',
  erroCarregarBanners: 'Erro ao carregar banners',
  linkCopiado: 'Link para compartilhamento copiado para a área de transferência',
  // Checkout (spec 3 §2 "Checkout", §5 "Supplier checkout").
  carrinhoVazio: 'Seu carrinho de compras está vazio',
  erroSalvarPedido: 'Erro ao salvar pedido! Verifique os dados e tente novamente',
  pedidoSalvo: 'Pedido salvo com sucesso',
} as const;
