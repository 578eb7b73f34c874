import { z } from '../zod-setup.js';
import { naColuna, SENHA_HASH, semColuna } from '../colunas.js';
import { endpoint } from '../envelope.js';

/**
 * Every text of the sign-up, validation-code and password-reset flow (spec 1 §4, §5, §8), verbatim
 * where the spec has one ('carecteres' corrected, spec README). The server sends them and the web
 * shows them; tests compare against them.
 */
export const MSG_CONTAS = {
  campoObrigatorio: 'Campo obrigatório',
  nomeCurto: 'O nome deve ter no mínimo 3 caracteres',
  emailInvalido: 'Email inválido',
  emailObrigatorio: 'O email é obrigatório',
  senhasDiferentes: 'As senhas devem ser iguais',
  senhaCurta: 'Precisa ter 6 ou mais caracteres',
  tipoInvalido: 'Escolha representante, fornecedor ou cliente',
  termosObrigatorios: 'É preciso ler e aceitar os termos de uso',
  erroCadastrar: 'Erro ao cadastrar usuário',
  emailJaCadastrado: 'Este email já está cadastrado',
  contaCriada: 'Conta criada! Enviamos um código de validação para o seu email.',
  salvandoTitulo: 'Aguarde...',
  salvandoTexto: 'Só um momento, estamos criando sua conta',
  codigoTamanho: 'O código tem 6 caracteres',
  codigoInvalido: 'Código inválido ou expirado. Confira o código ou peça um novo.',
  codigoBloqueado: 'Este código foi bloqueado depois de 5 tentativas erradas. Peça um novo código.',
  codigoReenviado: 'Enviamos um novo código para o seu email.',
  codigoJaEnviado:
    'Já enviamos um código para este email. Confira sua caixa de entrada (e o spam) ou peça um novo código.',
  muitosCodigos: 'Muitos códigos pedidos para este email. Aguarde uma hora e tente novamente.',
  muitosCadastros: 'Muitos cadastros feitos a partir desta rede. Aguarde uma hora e tente novamente.',
  contaValidada: 'Conta validada com sucesso!',
  facaLogin: 'Conta validada! Entre com seu email e senha para continuar.',
  resetSolicitado: 'Se este email estiver cadastrado, enviamos um código para criar uma nova senha.',
  codigoConfirmado: 'Código confirmado. Escolha sua nova senha.',
  senhaAlterada: 'Senha alterada com sucesso!',
} as const;

const email = naColuna(
  'users.email',
  z
    .string({
      error: (i) => (i.input === undefined ? MSG_CONTAS.campoObrigatorio : MSG_CONTAS.emailInvalido),
    })
    .trim()
    .min(1, MSG_CONTAS.campoObrigatorio)
    .max(255, MSG_CONTAS.emailInvalido)
    .pipe(z.email(MSG_CONTAS.emailInvalido)),
).describe('Email da conta');

/** Email of the reset and resend steps (spec 1 §5: 'O email é obrigatório'). */
export const emailObrigatorio = naColuna(
  'users.email',
  z
    .string({ error: MSG_CONTAS.emailObrigatorio })
    .trim()
    .min(1, MSG_CONTAS.emailObrigatorio)
    .max(255, MSG_CONTAS.emailInvalido),
).describe('Email da conta');

/** A 6-character code (spec 1 §5); typed in any case, compared in upper case. */
export const codigoSchema = semColuna(
  'comparado com o hash guardado',
  z
    .string({ error: MSG_CONTAS.codigoTamanho })
    .trim()
    .length(6, MSG_CONTAS.codigoTamanho)
    .transform((c) => c.toUpperCase()),
).describe('Código de 6 caracteres recebido por email');

/** A password chosen by its owner: at least 6 characters (spec 1 §5, §9). */
export const senhaNova = semColuna(
  SENHA_HASH,
  z
    .string({ error: MSG_CONTAS.campoObrigatorio })
    .min(1, MSG_CONTAS.campoObrigatorio)
    .min(6, MSG_CONTAS.senhaCurta)
    .max(255),
);

/** Roles a visitor may sign up as (spec 1 §6); master and administrador are never self-created. */
export const TIPOS_CADASTRO = ['representante', 'fornecedor', 'cliente'] as const;

/** The sign-up form fields (spec 1 §5); the terms have their own dialog and join in the payload. */
export const camposCadastroSchema = z.object({
  tipo: z
    .enum(TIPOS_CADASTRO, {
      error: (i) => (i.input === undefined ? MSG_CONTAS.campoObrigatorio : MSG_CONTAS.tipoInvalido),
    })
    .describe('Papel da nova conta: representante, fornecedor ou cliente'),
  nome: naColuna(
    ['users.nome', 'clientes.nome', 'fornecedores.nome_fantasia', 'representantes.nome_fantasia'],
    z
      .string({ error: MSG_CONTAS.campoObrigatorio })
      .trim()
      .min(1, MSG_CONTAS.campoObrigatorio)
      .min(3, MSG_CONTAS.nomeCurto)
      .max(255),
  ).describe('Nome (vira o nome do perfil: nome do cliente ou nome fantasia)'),
  email,
  // The spec gives no password rule at sign-up; we ask the same 6 characters as a reset, so the
  // two ways of choosing a password agree.
  password: senhaNova.describe('Senha (6 ou mais caracteres)'),
  confirm_password: semColuna(
    SENHA_HASH,
    z.string({ error: MSG_CONTAS.campoObrigatorio }).min(1, MSG_CONTAS.campoObrigatorio).max(255),
  ).describe('Confirmação da senha'),
});

/** 'As senhas devem ser iguais' on the confirmation (spec 1 §5). */
const senhasIguais = (d: { password: string; confirm_password: string }) => d.password === d.confirm_password;
const opcoesSenhasIguais = {
  path: ['confirm_password'],
  message: MSG_CONTAS.senhasDiferentes,
  // Compare even when another field is wrong, so every message shows at once.
  when: (p: { value: unknown }) => {
    const v = p.value as { password?: unknown; confirm_password?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v.confirm_password === 'string';
  },
};

/** The sign-up form as the web validates it before the terms of use. */
export const formularioCadastroSchema = camposCadastroSchema.refine(senhasIguais, opcoesSenhasIguais);
export type FormularioCadastro = z.input<typeof formularioCadastroSchema>;

/** The new-user payload (spec 1 §3 "New user payload", §5): the form plus the accepted terms. */
export const novoUsuarioSchema = camposCadastroSchema
  .extend({
    termos: z
      .boolean({ error: MSG_CONTAS.termosObrigatorios })
      .refine((v) => v, MSG_CONTAS.termosObrigatorios)
      .describe("Termos de uso aceitos ('Li e Aceito')"),
  })
  .refine(senhasIguais, opcoesSenhasIguais);
export type NovoUsuario = z.input<typeof novoUsuarioSchema>;

const respostaMsg = z.object({ msg: z.string() });

/** Sign-up (spec 1 §4, §7): creates the account and mails the validation code. */
export const salvarUsuario = endpoint({
  method: 'POST',
  path: '/api/usuarios/salvar',
  summary:
    'Cadastro de uma nova conta (cliente, fornecedor ou representante); envia o código de validação por email',
  tag: 'Contas',
  roles: 'public',
  body: novoUsuarioSchema,
  response: respostaMsg.extend({ email: z.string().describe('Email da conta criada (minúsculo)') }),
});

/** Validates the account with the mailed code (spec 1 §7). */
export const validarCodigoAtivacao = endpoint({
  method: 'POST',
  path: '/api/password/email/codigo-ativacao',
  summary: 'Valida a conta com o código enviado por email',
  tag: 'Contas',
  roles: 'public',
  body: z.object({ email: emailObrigatorio, codigo: codigoSchema }),
  response: respostaMsg,
});

/** Sends a new validation code, invalidating the previous one (spec 1 §7). */
export const reenviarCodigoAtivacao = endpoint({
  method: 'POST',
  path: '/api/password/email/codigo-ativacao-reenviar',
  summary: 'Envia um novo código de validação da conta (o anterior deixa de valer)',
  tag: 'Contas',
  roles: 'public',
  body: z.object({ email: emailObrigatorio }),
  response: respostaMsg,
});

/**
 * Starts a password reset (spec 1 §4, §7). Answers alike for unknown emails. A code sent less than
 * 30 minutes ago and `reenviar` false: 409 with `motivo: 'codigo_ja_enviado'` (status 2).
 */
export const solicitarReset = endpoint({
  method: 'POST',
  path: '/api/password/email',
  summary: 'Pede um código para criar uma nova senha',
  tag: 'Contas',
  roles: 'public',
  body: z.object({
    email: emailObrigatorio,
    reenviar: z.boolean().default(false).describe('Envia um novo código mesmo que um ainda valha'),
  }),
  response: respostaMsg,
});

/** Checks a reset code without using it up (spec 1 §7). */
export const conferirCodigoReset = endpoint({
  method: 'POST',
  path: '/api/password/email/codigo-reset',
  summary: 'Confere o código de redefinição de senha (sem consumi-lo)',
  tag: 'Contas',
  roles: 'public',
  body: z.object({ email: emailObrigatorio, codigo: codigoSchema }),
  response: respostaMsg,
});

/** Sets the new password with the reset code, and ends every open session of the account. */
export const novaSenhaReset = endpoint({
  method: 'POST',
  path: '/api/password/email/nova-senha-reset',
  summary: 'Define a nova senha com o código de redefinição (encerra as sessões abertas)',
  tag: 'Contas',
  roles: 'public',
  body: z.object({
    email: emailObrigatorio,
    codigo: codigoSchema,
    nova_senha: senhaNova.describe('Nova senha (6 ou mais caracteres)'),
  }),
  response: respostaMsg,
});
