import { z } from '../../zod-setup.js';
import { endpoint } from '../../envelope.js';
import { idParam } from '../../campos.js';
import { MSG_FORNECEDORES as MSG_M } from './comum.js';
import { fornecedorListaSchema } from './lista.js';

// The representative's own suppliers and its per-representative switch (spec 2 §4 "A
// per-representative activation is sent as status 0 or 1", §7 "Suppliers").

/** The `:id` of the caller's own representante profile. */
const idRepresentanteParams = z.object({
  id: idParam('Id do representante; só o do próprio usuário (outro: 404)'),
});

/**
 * The suppliers a representante carries (spec 2 §7 "GET /api/representantes/{id}/fornecedores"),
 * each with its own ativo_representante; only the caller's own id (404 otherwise). Not paginated: a
 * representante carries a handful of suppliers.
 */
export const listarFornecedoresDoRepresentante = endpoint({
  method: 'GET',
  path: '/api/representantes/:id/fornecedores',
  summary: 'Fornecedores que o representante logado representa, com o seu ativo_representante',
  tag: 'Fornecedores',
  roles: ['representante'],
  params: idRepresentanteParams,
  response: z.object({
    fornecedores: z.array(
      fornecedorListaSchema.extend({
        ativo_representante: z.boolean(),
        representa: z.boolean(),
      }),
    ),
  }),
});

/**
 * Switches a supplier on or off for the calling representante only (spec 2 §4 "A per-representative
 * activation is sent as status 0 or 1", §7 "POST /api/representantes/{id}/fornecedor/{fornecedor_id}
 * /ativacao {status}"). Status 1 on a supplier it does not carry yet starts carrying it; status 0
 * on one it does not carry changes nothing. Another representante's id answers 404.
 */
export const ativacaoFornecedorRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/:id/fornecedor/:fornecedor_id/ativacao',
  summary: 'Ativa (1) ou desativa (0) um fornecedor só para o representante logado',
  tag: 'Fornecedores',
  roles: ['representante'],
  params: idRepresentanteParams.extend({ fornecedor_id: idParam('Id do fornecedor') }),
  body: z.object({
    status: z.coerce
      .number({ error: 'Campo obrigatório' })
      .int('Informe 0 ou 1')
      .refine((n) => n === 0 || n === 1, 'Informe 0 ou 1')
      .describe('1 ativa, 0 desativa'),
  }),
  response: z.object({
    msg: z.string().describe(`'${MSG_M.ativado}' ou '${MSG_M.desativado}'`),
    ativo_representante: z.boolean(),
  }),
});
