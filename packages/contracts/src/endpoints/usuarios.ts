import { z } from '../zod-setup.js';
import { endpoint, paginacaoQuery, paginaSchema } from '../envelope.js';
import { tipoSchema } from '../roles.js';
import { CAPACIDADES } from '../capabilities.js';

export const usuarioListaSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('Nome do perfil do papel'),
  email: z.string(),
  tipo: tipoSchema,
  verificado: z.boolean(),
  ativo: z.boolean(),
});

/** Users list, master only (decision 12; spec 2 §7 "Users"). */
export const listarUsuarios = endpoint({
  method: 'GET',
  path: '/api/usuarios/listar',
  summary: 'Lista os usuários (paginada, com busca por nome ou email)',
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  query: paginacaoQuery.extend({
    busca: z
      .string()
      .max(100)
      .optional()
      .transform((s) => s?.trimStart() || undefined)
      .describe('Parte do nome ou do email'),
    tipo: tipoSchema.optional(),
  }),
  response: z.object({ usuarios: paginaSchema.extend({ data: z.array(usuarioListaSchema) }) }),
});
