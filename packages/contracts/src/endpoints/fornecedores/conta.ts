import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { naColuna, semColuna } from '../../colunas.js';
import { endpoint } from '../../envelope.js';
import { MSG_FORNECEDORES } from './comum.js';
import { email, emailOpcional, enderecoSchema, id, telefoneObrigatorio } from '../../campos.js';
import {
  contaSalvaSchema,
  dadosEmpresaLidosSchema,
  dadosEmpresaSchema,
  enderecoEmpresaLidoSchema,
  textoOuNulo,
  loginLidoSchema,
} from '../perfis.js';

/**
 * The supplier's own account, logo and showroom video (spec 2 §2 "Suppliers", §5 "Supplier
 * account", §7 "Suppliers", §8 "Accounts, logo and password"). The suppliers maintenance lives in
 * the other files of this folder.
 */

/**
 * The logo: the browser crops and sends a JPEG 2048 px wide (spec 1 §5 "Image crop"); the server
 * re-encodes whatever arrives. 5 MB is far above such a JPEG and keeps the data URL (4/3 larger)
 * inside the API's 12 MB JSON limit.
 */
export const LOGO = { maxBytes: 5 * 1024 * 1024, larguraMaxima: 2048 } as const;

/**
 * The showroom video (spec D7: at most 60 s, checked by the browser; the server re-checks size
 * and type). 50 MB holds a minute of 1080p H.264 at ~6 Mbit/s; one extra second absorbs rounding,
 * as the gallery's 30 s accepts 31.
 */
export const VIDEO_SHOWROOM = {
  tipos: ['video/mp4', 'video/webm', 'video/quicktime'],
  maxBytes: 50 * 1024 * 1024,
  duracaoMaxima: 60,
  tolerancia: 1,
} as const;

/**
 * The supplier account's address: street (the spec's "logradouro"), number, district, state, city,
 * CEP, telefone and celular required (spec 2 §5); email2 exists on supplier addresses only (§3).
 */
export const enderecoFornecedorSchema = enderecoSchema.extend({
  telefone: naColuna('enderecos.telefone', telefoneObrigatorio()),
  celular: naColuna('enderecos.celular', telefoneObrigatorio()),
  email2: naColuna('enderecos.email2', emailOpcional()),
});

/** The Dados tab (spec 2 §5 "Supplier account"); `user.email` is the login. */
export const fornecedorContaSchema = dadosEmpresaSchema.extend({
  endereco: enderecoFornecedorSchema,
  user: z.object({
    email: naColuna('users.email', email()).describe(
      'Email de login; não pode mudar depois que a conta foi verificada',
    ),
  }),
});
export type FornecedorContaEntrada = z.input<typeof fornecedorContaSchema>;

/** An address as stored (every part may still be empty on an account not yet completed). */
export const enderecoLidoSchema = enderecoEmpresaLidoSchema.extend({
  email: textoOuNulo,
  email2: textoOuNulo,
});

/** The account as GET answers it. */
export const fornecedorContaLidaSchema = dadosEmpresaLidosSchema.extend({
  verificado: z.boolean().describe('Cadastro completo; depois dele o email de login fica bloqueado'),
  logo: textoOuNulo.describe('URL da logo (/arquivos/...)'),
  endereco: enderecoLidoSchema,
  user: loginLidoSchema,
  acoes: acoesSchema('perfil').describe('O que o fornecedor pode fazer com a própria conta (ADR 013)'),
});

/** Loads the caller's own account (spec 2 §7); `id` is accepted for the spec's shape and ignored. */
export const listarConfig = endpoint({
  method: 'GET',
  path: '/api/fornecedores/config/listar',
  summary:
    'Dados da conta do fornecedor logado e o vídeo do showroom (sempre a própria conta; o id é ignorado)',
  tag: 'Fornecedores',
  roles: ['fornecedor'],
  permiteCadastroIncompleto: true,
  query: z.object({ id: z.coerce.number().int().optional().describe('Ignorado: sempre a própria conta') }),
  response: z.object({
    fornecedor: fornecedorContaLidaSchema,
    video: textoOuNulo.describe('URL do vídeo do showroom (/arquivos/...) ou null'),
  }),
});

/**
 * Saves the Dados tab (spec 2 §7): marks the account verified and answers the refreshed user,
 * which replaces the one on the device (spec 2 §4). The video travels on its own route.
 */
export const salvarConfig = endpoint({
  method: 'POST',
  path: '/api/fornecedores/config/salvar',
  summary: 'Salva os dados da conta do fornecedor logado (marca a conta como verificada) e devolve o usuário',
  tag: 'Fornecedores',
  roles: ['fornecedor'],
  permiteCadastroIncompleto: true,
  body: z.object({ fornecedor: fornecedorContaSchema }),
  response: contaSalvaSchema,
});

const paramsFornecedor = z.object({ id: id().describe('Id do fornecedor (só o próprio)') });

/** The supplier's logo (spec 2 §7); only the caller's own supplier id (403 otherwise). */
export const listarLogo = endpoint({
  method: 'GET',
  path: '/api/fornecedores/:id/logo/listar',
  summary: 'URL da logo do fornecedor logado (só o próprio id)',
  tag: 'Fornecedores',
  roles: ['fornecedor'],
  permiteCadastroIncompleto: true,
  params: paramsFornecedor,
  response: z.object({ logo: textoOuNulo.describe('URL da logo (/arquivos/...) ou null') }),
});

/**
 * Saves the logo (spec 2 §7 `{logo}`): a data URL the server decodes, checks and re-encodes as
 * JPEG at most 2048 px wide without metadata (docs/decisions/005-uploads.md).
 */
export const salvarLogo = endpoint({
  method: 'POST',
  path: '/api/fornecedores/:id/logo/salvar',
  summary: 'Salva a logo (data URL de uma imagem; regravada como JPEG de até 2048 px de largura)',
  tag: 'Fornecedores',
  roles: ['fornecedor'],
  permiteCadastroIncompleto: true,
  params: paramsFornecedor,
  body: z.object({
    logo: semColuna(
      'data URL: a imagem vira um arquivo (arquivos)',
      z.string({ error: MSG_FORNECEDORES.escolhaImagem }).min(1, MSG_FORNECEDORES.escolhaImagem),
    ).describe('data:image/jpeg;base64,... (também PNG ou WebP)'),
  }),
  response: z.object({ msg: z.string(), logo: z.string().describe('URL da nova logo') }),
});

/**
 * Uploads the showroom video (spec 2 §2 "Vídeo Showroom", spec D7): the raw file as the body,
 * replacing the previous one.
 */
export const salvarVideo = endpoint({
  method: 'POST',
  path: '/api/fornecedores/config/video/salvar',
  summary:
    'Envia o vídeo do showroom: o corpo é o próprio arquivo (Content-Type video/mp4, video/webm ou ' +
    'video/quicktime, até 50 MB; cabeçalho opcional X-Nome-Arquivo) e substitui o anterior',
  tag: 'Fornecedores',
  roles: ['fornecedor'],
  permiteCadastroIncompleto: true,
  upload: {
    tipos: VIDEO_SHOWROOM.tipos,
    maxBytes: VIDEO_SHOWROOM.maxBytes,
    msgTipo: MSG_FORNECEDORES.videoTipo,
    msgTamanho: MSG_FORNECEDORES.videoTamanho,
  },
  response: z.object({ msg: z.string(), video: z.string().describe('URL do vídeo') }),
});

/** Deletes the showroom video; succeeds also when there is none. */
export const excluirVideo = endpoint({
  method: 'POST',
  path: '/api/fornecedores/config/video/excluir',
  summary: 'Exclui o vídeo do showroom do fornecedor logado',
  tag: 'Fornecedores',
  roles: ['fornecedor'],
  permiteCadastroIncompleto: true,
  response: z.object({ msg: z.string() }),
});
