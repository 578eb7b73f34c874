import { z } from '../../zod-setup.js';
import { endpoint, respostaMsg, respostaSenhaResetada } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { MSG_FORNECEDORES as MSG_M, idFornecedorParams } from './comum.js';

// The maintenance actions on one supplier of /fornecedores (spec 2 §2 "Dialogs exist for delete,
// password reset, activation", §4 "Supplier ativo"; spec D1; ADR 007).

/**
 * Deletes a supplier: profile, login (its sessions end), address, logo, video and ratings (spec 2 §2
 * "Dialogs exist for delete"). One with products, orders, bookings or round participation is kept
 * (409): it should be deactivated instead. The master any; an administrador only a supplier in a
 * round it organises or that it registered (404 otherwise, ADR 007).
 */
export const excluirFornecedor = endpoint({
  method: 'POST',
  path: '/api/fornecedores/:id/excluir',
  summary: 'Exclui um fornecedor sem histórico (409 se tem produtos, pedidos ou rodadas)',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.gerir'],
  params: idFornecedorParams,
  response: respostaMsg(MSG_M.excluido),
});

/**
 * Resets a supplier's password (spec 2 §7 "POST /api/fornecedores/{id}/resetar", spec D1): a
 * random temporary password, stored hashed and to be changed at the next login, shown once; every
 * session of the supplier ends. It also reactivates a deactivated supplier (spec 2 §4: "cannot log
 * in until reactivated or its password is reset"). Same people as excluir (ADR 007); the temporary
 * password handed out is written to the audit trail (never the password itself).
 */
export const resetarFornecedor = endpoint({
  method: 'POST',
  path: '/api/fornecedores/:id/resetar',
  summary: 'Gera uma senha temporária para o fornecedor (mostrada uma vez) e o reativa',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.gerir'],
  params: idFornecedorParams,
  response: respostaSenhaResetada,
});

/**
 * Blocks or unblocks a supplier (spec 2 §4 "Supplier ativo": 1 → 0 desativar, 0 → 1 ativar): the
 * supplier's ativo and its login's ativo move together; deactivating ends its sessions. Same
 * people as excluir (ADR 007).
 */
export const bloquearFornecedor = endpoint({
  method: 'POST',
  path: '/api/fornecedores/:id/bloquear',
  summary: 'Alterna o fornecedor entre ativo e desativado (o login acompanha)',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.gerir'],
  params: idFornecedorParams,
  response: z.object({
    msg: z.string().describe(`'${MSG_M.desativado}' ou '${MSG_M.ativado}'`),
    ativo: z.boolean().describe('O novo estado'),
  }),
});
