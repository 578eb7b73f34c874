// The public entry of the customers module (issue 10 §2): what other modules may use from it.
// Anything not exported here (repositories, helpers) is the module's own.

export { rotasClientes } from './clientes.routes.js';
export {
  escopoDoAtor,
  listarClientes,
  listarClientesDoAdministrador,
  listarClientesDoFornecedor,
  listarClientesDoRepresentante,
} from './clientes-listas.service.js';
export {
  ativarDesativarCliente,
  editarCliente,
  excluirCliente,
  exigirCnpjDoCliente,
  salvarCliente,
} from './clientes-manutencao.service.js';
export { atualizarCliente } from './clientes-atualizar.service.js';
export { listarContaCliente, salvarContaCliente } from './clientes.service.js';
export { editarLoja, listarLojas } from './lojas.service.js';
export { imprimirClientes, imprimirFichaCliente } from './clientes-impressao.service.js';
export type { Escopo as EscopoDeClientes } from './clientes-escopo.repository.js';
// The customer scopes' SQL, shared with the orders' client picker (issue 13 §6, /api/pedidos/clientes).
export {
  colunasVinculos,
  filtroBusca as filtroBuscaDeClientes,
  filtroEscopo as filtroEscopoDeClientes,
} from './clientes-escopo.repository.js';
