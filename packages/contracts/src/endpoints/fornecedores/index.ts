/**
 * The suppliers' contracts (spec 2 §2 "Suppliers", §5, §6, §7 "Suppliers", §8), one file per use
 * case: the supplier's own account (conta), 'Cadastro de Fornecedor' (cadastro), the list, details
 * and print (lista), delete/reset/block (gestao), ratings (avaliacoes) and the representative's own
 * switch (representante). Imported as `fornecedores` from @rodada/contracts.
 */
export * from './conta.js';
export { MSG_FORNECEDORES } from './comum.js';
export * from './cadastro.js';
export * from './lista.js';
export * from './gestao.js';
export * from './avaliacoes.js';
export * from './representante.js';
