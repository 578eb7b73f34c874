import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { naColuna } from '../../colunas.js';
import { endpoint } from '../../envelope.js';
import { MSG_REPRESENTANTES } from './comum.js';
import { email, enderecoSchema, obrigatorio, telefoneObrigatorio } from '../../campos.js';
import {
  contaSalvaSchema,
  dadosEmpresaLidosSchema,
  dadosEmpresaSchema,
  enderecoEmpresaLidoSchema,
  loginLidoSchema,
  textoOuNulo,
} from '../perfis.js';

/**
 * The representative's own account (spec 2 §2 "Representatives", §5 "Representative account").
 * spec 2 §7 gives no path for it ("path not shown"): GET /api/representantes/conta and
 * POST /api/representantes/conta/salvar. /api/representantes/config/* is the customer config a
 * representative edits for a client, left to the people issue, which also extends this file.
 */

/** Account types (spec 2 §3 fixed lists), stored as the label itself. */
export const CONTA_TIPOS = ['Conta Corrente', 'Conta Poupança'] as const;
export type ContaTipo = (typeof CONTA_TIPOS)[number];

/**
 * The representative account form (spec 2 §5): every field required. The address has no email of
 * its own here: the form's email is the login (`user.email`).
 */
export const representanteContaSchema = dadosEmpresaSchema.extend({
  banco: naColuna(
    'representantes.banco',
    z
      .string({ error: 'Campo obrigatório' })
      .trim()
      .min(1, 'Campo obrigatório')
      .max(3, MSG_REPRESENTANTES.bancoInvalido)
      .regex(/^\d{3}$/, MSG_REPRESENTANTES.bancoInvalido),
  ).describe('Código COMPE do banco (GET /api/bancos)'),
  agencia: naColuna('representantes.agencia', obrigatorio('Campo obrigatório', 10)),
  conta: naColuna('representantes.conta', obrigatorio('Campo obrigatório', 20)),
  conta_tipo: z.enum(CONTA_TIPOS, {
    error: (i) =>
      i.input === undefined || i.input === null || i.input === ''
        ? 'Campo obrigatório'
        : MSG_REPRESENTANTES.contaTipoInvalido,
  }),
  endereco: enderecoSchema.omit({ email: true }).extend({
    telefone: naColuna('enderecos.telefone', telefoneObrigatorio()),
    celular: naColuna('enderecos.celular', telefoneObrigatorio()),
  }),
  user: z.object({ email: naColuna('users.email', email()).describe('Email de login') }),
});
export type RepresentanteContaEntrada = z.input<typeof representanteContaSchema>;

/** The account as GET answers it (parts may be empty until the first save). */
export const representanteContaLidaSchema = dadosEmpresaLidosSchema.extend({
  banco: textoOuNulo,
  agencia: textoOuNulo,
  conta: textoOuNulo,
  conta_tipo: textoOuNulo,
  verificado: z.boolean().describe('Cadastro completo; antes dele não há Cancelar (spec 2 §4)'),
  endereco: enderecoEmpresaLidoSchema,
  user: loginLidoSchema,
  acoes: acoesSchema('perfil'),
});

/** Loads the caller's own account. */
export const buscarConta = endpoint({
  method: 'GET',
  path: '/api/representantes/conta',
  summary: 'Dados da conta do representante logado',
  tag: 'Representantes',
  roles: ['representante'],
  permiteCadastroIncompleto: true,
  response: z.object({ representante: representanteContaLidaSchema }),
});

/**
 * Saves the account (spec 2 §7 "Representative account save {representante} returns user"): marks
 * it verified and answers the refreshed user, which replaces the one on the device (spec 2 §4).
 */
export const salvarConta = endpoint({
  method: 'POST',
  path: '/api/representantes/conta/salvar',
  summary:
    'Salva os dados da conta do representante logado (marca a conta como verificada) e devolve o usuário',
  tag: 'Representantes',
  roles: ['representante'],
  permiteCadastroIncompleto: true,
  body: z.object({ representante: representanteContaSchema }),
  response: contaSalvaSchema,
});
