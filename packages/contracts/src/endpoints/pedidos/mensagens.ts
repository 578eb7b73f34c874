/**
 * The texts of the orders area (spec 3 §8 "Orders"; issue 13 §6 checkout). Quantity and grade
 * messages are the shop's (MSG_LOJA): the server answers a cart line with the same words the
 * quantity dialog shows.
 */
export const MSG_PEDIDOS = {
  pedidoSalvo: 'Pedido salvo com sucesso',
  erroSalvarPedido: 'Erro ao salvar pedido! Verifique os dados e tente novamente',
  obrigatorio: 'Obrigatório',
  carrinhoVazio: 'Seu carrinho de compras está vazio',
  valorNegativo: 'O valor não pode ser negativo',
  percentualInvalido: 'Percentual inválido: um número de 0 a 100, com até 4 casas',
  entregaAntesDeHoje: (hoje: string) => `A data de entrega não pode ser anterior a hoje (${hoje})`,
  formaPagamentoInvalida: 'Forma de pagamento inválida',
  soDeposito: 'Pedidos de cliente só podem ser pagos por Depósito',
  produtoRepetido: 'O mesmo produto aparece mais de uma vez no pedido',
  produtoIndisponivel: (codigo: string) => `O produto ${codigo} não está disponível para pedidos`,
  produtoNaoEncontrado: 'Produto não encontrado',
  produtoDeOutroFornecedor: 'Todos os produtos do pedido devem ser do mesmo fornecedor',
  gradeForaDoProduto: (codigo: string) =>
    `A grade do produto ${codigo} tem cor ou tamanho que ele não oferece`,
  gradeRepetida: (codigo: string) => `A grade do produto ${codigo} repete uma cor e tamanho`,
  fornecedorInativo: (nome: string) => `O fornecedor ${nome} não está recebendo pedidos`,
  semPerfilCliente: 'Complete o seu cadastro de cliente antes de finalizar a compra',
  lojaNaoEncontrada: 'Empresa não encontrada',
  clienteNaoEncontrado: 'Cliente não encontrado',
  fornecedorObrigatorio: 'Informe o fornecedor do pedido',
  fornecedorNaoRepresentado: 'Você não representa este fornecedor',
  rodadaNaoEncontrada: 'Rodada não encontrada',
  rodadaSemPedidos: 'Esta rodada não permite pedidos',
  descontoMaiorQueBruto: 'O desconto não pode ser maior que o valor do pedido',
  taxaMaiorQueBruto: 'A taxa não pode passar de 100% do valor do pedido',
  representanteSemDesconto: 'Desconto e taxa não podem ser alterados pelo representante',
  uuidEmUso: 'Este pedido já foi salvo com outros dados; recarregue a lista de pedidos',
  uuidDeOutro: 'Identificador de pedido já usado; gere um novo pedido',
  pedidoNaoEncontrado: 'Pedido não encontrado',
  // Issue 14 (order form, lists, lookups).
  pedidoAtualizado: 'Pedido atualizado com sucesso',
  codigoNaoEncontrado: 'Código não encontrado',
  pedidoNaoEditavel: 'Este pedido não pode mais ser alterado',
  fornecedorNaoAlteravel: 'O fornecedor de um pedido não pode ser alterado',
  periodoInvertido: 'A data inicial não pode ser posterior à data final',
  rodadaObrigatoria: 'Selecione uma rodada',
  identificadorInvalido: 'Identificador do pedido inválido',
  clienteNaoAlteravel: 'O cliente de um pedido feito na loja não pode ser alterado',
  // Issue 15 (offline orders, spec 1 §8 "Offline order saved").
  pedidoSalvoOffline: 'Pedido salvo com sucesso!',
  pedidoAtualizadoOffline: 'Pedido atualizado com sucesso!',
} as const;
