import { z } from '../zod-setup.js';
import { acoesSchema } from '../acoes.js';
import { naColuna, SENHA_HASH, semColuna } from '../colunas.js';
import {
  endpoint,
  paginacaoQuery,
  paginaSchema,
  respostaSenhaResetada,
  senhaTemporariaSchema,
} from '../envelope.js';
import { tipoSchema } from '../roles.js';
import { CAPACIDADES } from '../capabilities.js';
import { MSG } from '../messages.js';

export const usuarioListaSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('Nome do perfil do papel'),
  email: z.string(),
  tipo: tipoSchema,
  verificado: z.boolean(),
  ativo: z.boolean(),
  acoes: acoesSchema('usuario').describe(
    'O que o master pode fazer com este login (ADR 013); no próprio: só editar (spec D12)',
  ),
});
export type UsuarioLista = z.infer<typeof usuarioListaSchema>;

/** The one catalogue of the users screen (spec 2 §7 "Users", §8 "Users"). */
export const MSG_USUARIOS = {
  erroListarUsuarios: 'Erro ao listar usuários',
  erroResetarSenhaUsuario: 'Erro ao resetar a senha do usuário',
  usuarioCadastrado: 'Usuário cadastrado com sucesso',
  usuarioAtualizado: 'Usuário atualizado com sucesso',
  usuarioExcluido: 'Usuário excluído com sucesso',
  usuarioAtivado: 'Usuário ativado com sucesso',
  usuarioInativado: 'Usuário inativado com sucesso',
  usuarioEmailEmUso: 'Este email já está cadastrado',
  usuarioComRegistros: 'Este usuário possui registros e não pode ser excluído; inative-o',
  usuarioProprioInativar: 'Você não pode inativar o seu próprio usuário',
  usuarioProprioExcluir: 'Você não pode excluir o seu próprio usuário',
  usuarioProprioResetar: 'Para trocar a sua própria senha, use Alterar Senha',
} as const;

/** Search text: leading spaces are ignored (spec 2 §2 "users list with search"). */
const buscaSchema = z
  .string()
  .max(100)
  .optional()
  .transform((s) => s?.trimStart() || undefined)
  .describe('Parte do nome ou do email');

/** The `:id` of a user in the path. */
const idParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).describe('Id do usuário'),
});

/** Users list, master only (spec D12; spec 2 §7 "Users"). */
export const listarUsuarios = endpoint({
  method: 'GET',
  path: '/api/usuarios/listar',
  summary: 'Lista os usuários (paginada, com busca por nome ou email)',
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  query: paginacaoQuery.extend({
    busca: buscaSchema,
    tipo: tipoSchema.optional(),
  }),
  response: z.object({ usuarios: paginaSchema.extend({ data: z.array(usuarioListaSchema) }) }),
});

/** At most this many rows from /listar-todos: an unpaginated list must still be bounded. */
export const LIMITE_LISTAR_TODOS = 1000;

/**
 * Every user without pagination (spec 2 §7 "GET /api/usuarios/listar-todos"), for selects and
 * exports. Bounded to LIMITE_LISTAR_TODOS rows, newest first: `truncado` tells the caller more
 * exist and it should use the paginated /listar with a search instead.
 */
export const listarTodosUsuarios = endpoint({
  method: 'GET',
  path: '/api/usuarios/listar-todos',
  summary: `Lista todos os usuários, sem paginação (no máximo ${LIMITE_LISTAR_TODOS}; veja "truncado")`,
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  query: z.object({ busca: buscaSchema, tipo: tipoSchema.optional() }),
  response: z.object({
    usuarios: z.array(usuarioListaSchema),
    total: z.number().int().describe('Quantos usuários atendem ao filtro (pode passar do limite)'),
    limite: z.number().int().describe('Máximo de linhas devolvidas'),
    truncado: z.boolean().describe('Verdadeiro quando há mais usuários do que o limite'),
  }),
});

/** A temporary password answer (spec D1): shown once, never stored in clear. */
const senhaTemporariaResposta = respostaSenhaResetada;

/**
 * Resets a user's password (spec 2 §7 "POST /api/usuarios/resetar-senha {id}", spec D1): a new
 * random temporary password, which the owner must replace at the next login; the user's open
 * sessions end.
 */
export const resetarSenha = endpoint({
  method: 'POST',
  path: '/api/usuarios/resetar-senha',
  summary: 'Reseta a senha de um usuário (gera uma senha temporária e encerra as sessões dele)',
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  body: z.object({ id: z.number().int().positive().max(2_147_483_647).describe('Id do usuário') }),
  response: senhaTemporariaResposta,
});

/** Master sets a temporary password for one user: the same as resetting it (spec D1). */
export const alterarSenhaDoUsuario = endpoint({
  method: 'POST',
  path: '/api/usuarios/:id/alterarsenha',
  summary: 'Define uma senha temporária para o usuário (igual a resetar-senha)',
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  params: idParams,
  response: senhaTemporariaResposta,
});

/**
 * Activates or inactivates a login (spec 2 §7 "POST /api/usuarios/{id}/inativar"): an inactive
 * user cannot log in and loses the open sessions. Without `ativo` it toggles the current state.
 */
export const inativarUsuario = endpoint({
  method: 'POST',
  path: '/api/usuarios/:id/inativar',
  summary: 'Inativa ou ativa um usuário (sem "ativo", inverte o estado atual)',
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  params: idParams,
  body: z
    .object({ ativo: z.boolean().optional().describe('Estado desejado; ausente inverte o atual') })
    // A POST without a body reaches the validator as null.
    .nullish(),
  response: z.object({ msg: z.string(), ativo: z.boolean() }),
});

/** Name of a login: required, at least 3 characters (spec 1 §5 "New user"). */
const nomeSchema = naColuna(
  ['users.nome', 'administradores.nome'],
  z
    .string({ error: 'Campo obrigatório' })
    .trim()
    .min(1, 'Campo obrigatório')
    .min(3, 'O nome deve ter no mínimo 3 caracteres')
    .max(255, 'No máximo 255 caracteres'),
);

/** Login e-mail, trimmed and lower-cased; 'Email Inválido' (spec 2 §5). */
const emailSchema = naColuna(
  'users.email',
  z
    .string({ error: 'Campo obrigatório' })
    .trim()
    .min(1, 'Campo obrigatório')
    .max(255, 'No máximo 255 caracteres')
    .toLowerCase()
    .pipe(z.email('Email Inválido')),
);

/** Body of /cadastrar and /{id}/atualizar. */
export const usuarioFormSchema = z.object({
  nome: nomeSchema.describe('Nome da pessoa'),
  email: emailSchema.describe('Email de login (único, sem diferenciar maiúsculas)'),
});
export type UsuarioForm = z.input<typeof usuarioFormSchema>;

/**
 * Creates an administrador login (spec 2 §7 "POST /api/usuarios/cadastrar"; the payload is not
 * shown, so: {nome, email}). The other roles are created by their own screens. The account starts
 * with a temporary password shown once (spec D1).
 */
export const cadastrarUsuario = endpoint({
  method: 'POST',
  path: '/api/usuarios/cadastrar',
  summary: 'Cadastra um administrador com senha temporária (mostrada uma vez)',
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  body: usuarioFormSchema,
  response: z.object({
    msg: z.string(),
    id: z.number().int(),
    senha: senhaTemporariaSchema,
  }),
});

export const usuarioDetalheSchema = usuarioListaSchema.extend({
  email_validado: z.boolean(),
  trocar_senha: z.boolean(),
  ultimo_login_em: z.string().nullable().describe('Instante ISO 8601 do último login'),
  created_at: z.string().describe('Instante ISO 8601 do cadastro'),
});

/** One user for the edit form (spec 2 §7 "GET /api/usuarios/{id}/editar"). */
export const editarUsuario = endpoint({
  method: 'GET',
  path: '/api/usuarios/:id/editar',
  summary: 'Dados de um usuário para edição',
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  params: idParams,
  response: z.object({ usuario: usuarioDetalheSchema }),
});

/** Updates a login's name and e-mail (spec 2 §7 "POST /api/usuarios/{id}/atualizar"). */
export const atualizarUsuario = endpoint({
  method: 'POST',
  path: '/api/usuarios/:id/atualizar',
  summary: 'Atualiza nome e email de um usuário (email único)',
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  params: idParams,
  body: usuarioFormSchema,
  response: z.object({ msg: z.string(), usuario: usuarioDetalheSchema }),
});

/**
 * Deletes a login without history (spec 2 §7 "POST /api/usuarios/{id}/excluir"): a user whose
 * profile has orders, products or rounds is kept (409) and should be inactivated instead.
 */
export const excluirUsuario = endpoint({
  method: 'POST',
  path: '/api/usuarios/:id/excluir',
  summary: 'Exclui um usuário sem registros (com registros: 409, inative-o)',
  tag: 'Usuários',
  roles: CAPACIDADES['usuarios.gerir'],
  params: idParams,
  response: z.object({ msg: z.string() }),
});

/** New password: at least 6 characters (spec 1 §5 "New password"). */
const novaSenhaSchema = semColuna(
  SENHA_HASH,
  z
    .string({ error: 'Campo obrigatório' })
    .min(1, 'Campo obrigatório')
    .min(6, 'Precisa ter 6 ou mais caracteres')
    .max(255, 'No máximo 255 caracteres'),
);

/**
 * The change-password form (spec 2 §5 "Change password", §7 payload): all required, the new one
 * with 6 or more characters, the confirmation equal, and the new one different from the current.
 */
export const alterarSenhaSchema = z
  .object({
    currentPassword: semColuna(
      SENHA_HASH,
      z.string({ error: 'Campo obrigatório' }).min(1, 'Campo obrigatório').max(255),
    ).describe('Senha atual'),
    newPassword: novaSenhaSchema.describe('Nova senha'),
    confirmPassword: semColuna(
      SENHA_HASH,
      z.string({ error: 'Campo obrigatório' }).min(1, 'Campo obrigatório').max(255),
    ).describe('Confirmação da nova senha'),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'As senhas devem ser iguais' });
    }
    if (v.newPassword && v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: MSG.senhaNovaIgualAtual });
    }
  });
export type AlterarSenha = z.input<typeof alterarSenhaSchema>;

/**
 * The caller changes their own password (spec 2 §7 "Change password": path not shown, so
 * /api/usuarios/alterar-senha). Open to a user holding a temporary password (spec D1): it is
 * how they get out of it. The caller's other sessions end; this one stays.
 */
export const alterarSenha = endpoint({
  method: 'POST',
  path: '/api/usuarios/alterar-senha',
  summary: 'Altera a própria senha (encerra as outras sessões do usuário)',
  tag: 'Usuários',
  roles: CAPACIDADES['senha.alterar'],
  permiteTrocarSenha: true,
  permiteCadastroIncompleto: true,
  body: alterarSenhaSchema,
  response: z.object({ msg: z.string() }),
});
