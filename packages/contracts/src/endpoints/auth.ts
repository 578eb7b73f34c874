import { z } from '../zod-setup.js';
import { naColuna, SENHA_HASH, semColuna } from '../colunas.js';
import { endpoint } from '../envelope.js';
import { TODOS, tipoSchema } from '../roles.js';

export const credenciaisSchema = z.object({
  // A failed login is counted under the typed email (login_tentativas, ADR 002).
  email: naColuna(
    ['users.email', 'login_tentativas.email'],
    z.string({ error: 'O email é obrigatório' }).trim().min(1, 'O email é obrigatório').max(255),
  ).describe('Email de login'),
  password: semColuna(
    SENHA_HASH,
    z.string({ error: 'A senha é obrigatória' }).min(1, 'A senha é obrigatória').max(255),
  ).describe('Senha'),
});

const idOuNulo = z.number().int().nullable();
const nomeOuNulo = z.string().nullable();

/** The user as the device stores it (spec 1 §3 "Locally stored user" and the login fields). */
export const usuarioLogadoSchema = z.object({
  id: z.number().int(),
  tipo: tipoSchema,
  nome: z.string(),
  email: z.string(),
  verificado: z.boolean().describe('Cadastro completo; falso obriga a ir a /{tipo}/minha-conta'),
  trocar_senha: z.boolean().describe('Senha temporária: o usuário deve definir uma nova (spec D1)'),
  cliente_id: idOuNulo,
  cliente_nome: nomeOuNulo,
  fornecedor_id: idOuNulo,
  fornecedor_nome: nomeOuNulo,
  representante_id: idOuNulo.describe(
    'Para representante, o próprio perfil; para cliente, o representante principal',
  ),
  representante_nome: nomeOuNulo,
  administrador_id: idOuNulo,
  administrador_nome: nomeOuNulo,
  master_nome: nomeOuNulo,
});
export type UsuarioLogado = z.infer<typeof usuarioLogadoSchema>;

const respostaLogin = usuarioLogadoSchema.extend({
  api_token: z
    .string()
    .describe('Token de acesso (Bearer), válido por 365 dias; também enviado no cookie api_token'),
});

/** Login (spec 1 §7). */
export const logar = endpoint({
  method: 'POST',
  path: '/api/logar',
  summary: 'Login com email e senha',
  tag: 'Autenticação',
  roles: 'public',
  body: credenciaisSchema,
  response: respostaLogin,
});

/** Generic login (spec 1 §7 `POST /login`): same contract as /api/logar. */
export const login = endpoint({ ...logar, path: '/login', summary: 'Login (rota genérica)' });

/** Revokes the caller's token and clears the cookie. */
export const logout = endpoint({
  method: 'POST',
  path: '/api/logout',
  summary: 'Encerra a sessão (revoga o token)',
  tag: 'Autenticação',
  roles: TODOS,
  permiteTrocarSenha: true,
  permiteCadastroIncompleto: true,
  response: z.object({ msg: z.string() }),
});

/** The logged-in user, to refresh the device's stored copy. */
export const usuarioLogado = endpoint({
  method: 'GET',
  path: '/api/usuarios/logado',
  summary: 'Dados do usuário da sessão',
  tag: 'Autenticação',
  roles: TODOS,
  permiteTrocarSenha: true,
  permiteCadastroIncompleto: true,
  response: usuarioLogadoSchema,
});
