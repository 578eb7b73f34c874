/**
 * The fornecedores module's public entry (issue 10 §2): other modules reach the suppliers only
 * through what is exported here, never through its services or repositories.
 */
export { rotasFornecedores } from './fornecedores.routes.js';
export { listarFornecedoresLoja } from './fornecedores-manutencao.service.js';
export {
  carregarPermitido as carregarFornecedorPermitido,
  recurso as fornecedorAutorizavel,
} from './fornecedores-acesso.js';
