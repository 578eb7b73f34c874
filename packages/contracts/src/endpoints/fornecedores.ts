import { z } from '../zod-setup.js';
import { naColuna, normalizadoAte, semColuna } from '../colunas.js';
import {
  endpoint,
  respostaCriadoComSenha,
  respostaSenhaResetada,
  respostaMsg,
  paginacaoQuery,
  paginaSchema,
} from '../envelope.js';
import { CAPACIDADES } from '../capabilities.js';
import { ARQUIVO_PDF, comImpressao, respostaImpressao } from './impressoes.js';
import { cpfValido, normalizarCpf } from '../documentos.js';
import {
  cnpj,
  email,
  emailOpcional,
  enderecoSchema,
  id,
  idParam,
  MAIOR_ID,
  MAIOR_ID_ESTADO,
  obrigatorio,
  opcional,
  telefoneObrigatorio,
} from '../campos.js';
import {
  MSG_CONTA_EMPRESA,
  contaSalvaSchema,
  dadosEmpresaLidosSchema,
  dadosEmpresaSchema,
  enderecoEmpresaLidoSchema,
  enderecoLidoSchema as enderecoContaLidoSchema,
  loginLidoSchema,
  textoOuNulo,
} from './perfis.js';

/**
 * The supplier's own account, logo and showroom video (spec 2 §2 "Suppliers", §5 "Supplier
 * account", §7 "Suppliers", §8 "Accounts, logo and password"). The people issue extends this file
 * with the supplier list and form.
 */

/** Every text of these screens, verbatim where spec 2 §8 has one. */
export const MSG_FORNECEDORES = {
  ...MSG_CONTA_EMPRESA,
  emailBloqueado: 'O email de login não pode ser alterado depois que a conta foi verificada',
  logoSalva: 'Logo salva com sucesso',
  erroCarregarLogo: 'Erro ao carregar a logo',
  erroSalvarLogo: 'Erro ao salvar a logo',
  logoDeOutro: 'Você só pode alterar a logo da sua própria empresa.',
  escolhaImagem: 'Escolha uma imagem',
  videoSalvo: 'Vídeo salvo com sucesso',
  videoExcluido: 'Vídeo excluído com sucesso',
  erroSalvarVideo: 'Erro ao salvar o vídeo',
  erroExcluirVideo: 'Erro ao excluir vídeo',
  videoTipo: 'Envie um vídeo MP4, WebM ou MOV.',
  videoTamanho: 'O vídeo deve ter no máximo 50 MB.',
  videoDuracao: 'O vídeo deve ter no máximo 60 segundos.',
  videoDuracaoIlegivel: 'Não foi possível ler a duração do vídeo. Envie um vídeo MP4, WebM ou MOV.',
  videoVazio: 'Escolha um vídeo',
} as const;

/**
 * The logo: the browser crops and sends a JPEG 2048 px wide (spec 1 §5 "Image crop"); the server
 * re-encodes whatever arrives. 5 MB is far above such a JPEG and keeps the data URL (4/3 larger)
 * inside the API's 12 MB JSON limit.
 */
export const LOGO = { maxBytes: 5 * 1024 * 1024, larguraMaxima: 2048 } as const;

/**
 * The showroom video (decision 7: at most 60 s, checked by the browser; the server re-checks size
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
 * Uploads the showroom video (spec 2 §2 "Vídeo Showroom", decision 7): the raw file as the body,
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

/* ---------------------------------------------------------------------------------------------
 * Suppliers maintenance (spec 2 §2 "Suppliers", §4 "Supplier ativo", §5 "Supplier registration"
 * and "Rating", §6, §7 "Suppliers", §8 "Suppliers"; decision 1): the list, 'Cadastro de
 * Fornecedor', delete, password reset, block, ratings and the per-representative activation.
 * ------------------------------------------------------------------------------------------- */

/** Texts of the suppliers screens, verbatim where spec 2 §8 "Suppliers" has one. */
export const MSG_MANUTENCAO_FORNECEDORES = {
  erroListar: 'Erro ao listar fornecedores',
  erroExcluir: 'Erro ao excluir fornecedor',
  erroExcluirAvaliacao: 'Erro ao excluir avaliação',
  erroSalvarAvaliacao: 'Erro ao salvar avaliação',
  erroListarAvaliacoes: 'Erro ao listar avaliações',
  erroResetar: 'Erro ao resetar a senha deste fornecedor',
  erroBloquear: 'Erro ao bloquear a conta deste fornecedor',
  erroAtivarDesativar: 'Erro ao ativar/desativar fornecedor',
  erroImprimir: 'Erro ao imprimir listagem de fornecedores',
  erroSalvar: 'Erro ao salvar fornecedor',
  erroEditar: 'Erro ao editar fornecedor',
  erroCarregarCidades: 'Erro ao carregar cidades',
  erroDetalhar: 'Erro ao carregar os dados do fornecedor',
  salvo: 'Fornecedor salvo com sucesso',
  atualizado: 'Fornecedor atualizado com sucesso',
  excluido: 'Fornecedor excluído com sucesso',
  /** Decision 1 and spec 2 §8: 'Senha resetada com sucesso. Nova senha: {secret}'. */
  senhaResetada: 'Senha resetada com sucesso',
  desativado: 'Fornecedor desativado com sucesso',
  ativado: 'Fornecedor ativado com sucesso',
  avaliacaoSalva: 'Avaliação salva com sucesso',
  avaliacaoExcluida: 'Avaliação excluída com sucesso',
  cnpjEmUso: 'Este CNPJ já está cadastrado como fornecedor',
  emailEmUso: 'Este email já está cadastrado',
  /** ADR 007: a login e-mail is changed only by its user or by the master. */
  emailSoMaster: 'Somente o master altera o email de login do fornecedor',
  cidadeForaDoEstado: MSG_FORNECEDORES.cidadeForaDoEstado,
  possuiRegistros:
    'Este fornecedor possui produtos, pedidos ou participação em rodadas e não pode ser excluído; desative-o',
  avaliacaoDeOutro: 'Você só pode excluir as suas próprias avaliações',
  avaliarEmNomeDeOutro: 'Você só pode avaliar em seu próprio nome',
  /** spec 2 §5 "Rating": rating and comentario are required ('Campo Obrigatório'). */
  obrigatorioAvaliacao: 'Campo Obrigatório',
  notaInvalida: 'A nota vai de 0,5 a 5, em meias estrelas',
  dataInvalida: 'Data inválida',
  dataFutura: 'A data de nascimento não pode ser futura',
} as const;
const MSG_M = MSG_MANUTENCAO_FORNECEDORES;

/** The most ratings GET listar-avaliacoes answers (newest first): the dialog scrolls within 30vh. */
export const LIMITE_AVALIACOES = 200;
/** Longest comment of a rating. */
export const MAX_COMENTARIO = 2000;

/** Whether y-m-d is a real calendar day (29/02 only in leap years). */
function diaExiste(ano: number, mes: number, dia: number): boolean {
  if (mes < 1 || mes > 12 || dia < 1) return false;
  return dia <= new Date(Date.UTC(ano, mes, 0)).getUTCDate();
}

/**
 * An optional date of birth typed 'dd/mm/aaaa' (the date mask) or sent 'aaaa-mm-dd': a real calendar
 * day from 1900 on and not in the future; stored 'aaaa-mm-dd'; empty becomes null.
 */
export const dataNascimento = () =>
  z
    .string()
    .nullish()
    .transform((v, ctx) => {
      const s = v?.trim();
      if (!s) return null;
      const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
      const [ano, mes, dia] = br
        ? [Number(br[3]), Number(br[2]), Number(br[1])]
        : iso
          ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
          : [0, 0, 0];
      if (ano < 1900 || !diaExiste(ano, mes, dia)) {
        ctx.addIssue({ code: 'custom', message: MSG_M.dataInvalida });
        return z.NEVER;
      }
      const data = `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
      // The business day in São Paulo (decision 4): a birth on "today" there is accepted.
      const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      if (data > hoje) {
        ctx.addIssue({ code: 'custom', message: MSG_M.dataFutura });
        return z.NEVER;
      }
      return data;
    });

/** An optional CPF: empty becomes null, otherwise valid (repeated digits refused, spec 2 §5). */
export const cpfOpcional = (msg = 'CPF Inválido') =>
  normalizadoAte(
    11,
    z
      .string()
      .nullish()
      .transform((v, ctx) => {
        const s = v?.trim();
        if (!s) return null;
        const n = normalizarCpf(s);
        if (!cpfValido(n)) {
          ctx.addIssue({ code: 'custom', message: msg });
          return z.NEVER;
        }
        return n;
      }),
  );

/**
 * The address of 'Cadastro de Fornecedor' (spec 2 §5 "Supplier registration": rua, numero, bairro,
 * estado, cidade, cep and telefone required; the contact e-mails optional but valid).
 */
export const enderecoCadastroFornecedorSchema = enderecoSchema.extend({
  estado_id: id().max(MAIOR_ID_ESTADO, 'Estado inválido').describe('Código IBGE do estado'),
  cidade_id: id().max(MAIOR_ID, 'Cidade inválida').describe('Código IBGE da cidade (do estado escolhido)'),
  telefone: naColuna('enderecos.telefone', telefoneObrigatorio()),
  email2: naColuna('enderecos.email2', emailOpcional()),
});

/**
 * 'Cadastro de Fornecedor' (spec 2 §2, §3 "fornecedor", §5 "Supplier registration"): the Fornecedor
 * section (company, partner and address) and the Usuário section (the login e-mail, the spec's
 * "usuário", required). CNPJ numeric or alphanumeric (decision 5); CPF optional but valid.
 */
export const fornecedorCadastroSchema = z.object({
  razao_social: naColuna('fornecedores.razao_social', obrigatorio()).describe('Razão Social'),
  nome_fantasia: naColuna('fornecedores.nome_fantasia', obrigatorio()).describe('Nome Fantasia'),
  cnpj: naColuna('fornecedores.cnpj', cnpj()).describe(
    'CNPJ numérico ou alfanumérico (decisão 5); único entre os fornecedores',
  ),
  ie: naColuna('fornecedores.ie', opcional(20)).describe('Inscrição Estadual'),
  nome_socio: naColuna('fornecedores.nome_socio', opcional()).describe('Nome do sócio'),
  cpf: naColuna('fornecedores.cpf', cpfOpcional()).describe('CPF do sócio (opcional; com ou sem máscara)'),
  data_nascimento: naColuna('fornecedores.data_nascimento', dataNascimento()).describe(
    "Data de nascimento do sócio: 'dd/mm/aaaa' ou 'aaaa-mm-dd'",
  ),
  endereco: enderecoCadastroFornecedorSchema,
  user: z.object({
    email: naColuna('users.email', email()).describe(
      'Email de login (único); ao atualizar, só o master o muda (ADR 007); outro papel precisa mandar o atual',
    ),
  }),
});
export type FornecedorCadastroEntrada = z.input<typeof fornecedorCadastroSchema>;
export type FornecedorCadastro = z.output<typeof fornecedorCadastroSchema>;

/** One supplier row of /fornecedores (spec 2 §2: Nome Fantasia with 'Desativado', Razão Social, CNPJ, Cidade). */
export const fornecedorListaSchema = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  razao_social: textoOuNulo,
  cnpj: textoOuNulo.describe('14 caracteres, sem máscara (decisão 5)'),
  cidade: textoOuNulo.describe('Nome da cidade do endereço'),
  local: textoOuNulo.describe('\'Cidade/UF\' (spec 2 §3 "local")'),
  ativo: z.boolean().describe('Chave do administrador/master (spec 2 §4); falso mostra "Desativado"'),
  ativo_representante: z
    .boolean()
    .nullable()
    .describe(
      'Só para o representante: o fornecedor está ativo para ele (falso quando ainda não o representa); ' +
        'nulo para os outros papéis',
    ),
  representa: z
    .boolean()
    .nullable()
    .describe(
      'Só para o representante: ele representa este fornecedor (preferência dele; não dá direito de ' +
        'editar, ADR 007); nulo para os outros',
    ),
  editavel: z
    .boolean()
    .describe(
      'Quem chama pode abrir o Cadastro de Fornecedor (e, sendo administrador ou master, resetar a senha, ' +
        'bloquear e excluir) deste fornecedor (ADR 007)',
    ),
});
export type FornecedorLista = z.infer<typeof fornecedorListaSchema>;

/**
 * Suppliers list (spec 2 §7 "GET /api/fornecedores/listar"), paginated and searched on the server.
 * Scope: master and administrador see every supplier (they manage them); a representante sees the
 * active suppliers, to pick the ones it carries, plus the ones it carries even when deactivated,
 * each with its own ativo_representante.
 */
export const listarFornecedores = endpoint({
  method: 'GET',
  path: '/api/fornecedores/listar',
  summary:
    'Lista os fornecedores (paginada; busca por nome fantasia, razão social, CNPJ ou cidade). ' +
    'Master e administrador veem todos; o representante, os ativos e os que representa',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.listar'],
  query: paginacaoQuery.extend({
    busca: z
      .string()
      .max(100)
      .optional()
      .transform((s) => s?.trimStart() || undefined)
      .describe('Parte do nome fantasia, da razão social, do CNPJ (com ou sem máscara) ou da cidade'),
  }),
  response: z.object({
    fornecedores: paginaSchema.extend({ data: z.array(fornecedorListaSchema) }),
  }),
});

/** One supplier of the shop's supplier filter (spec 1 §2.4). */
export const fornecedorLojaSchema = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  logo: textoOuNulo.describe('URL da logo (/arquivos/...) ou null'),
});

/**
 * The active suppliers for the shop's supplier select (spec 1 §2.4, spec 2 §7 "GET
 * /api/fornecedores/listar/loja"): public, sorted by trade name; a deactivated supplier (or one whose
 * login is inactive) is left out.
 */
export const listarFornecedoresLoja = endpoint({
  method: 'GET',
  path: '/api/fornecedores/listar/loja',
  summary: 'Fornecedores ativos para o filtro da loja (id, nome fantasia e logo); público',
  tag: 'Fornecedores',
  roles: 'public',
  response: z.object({ fornecedores: z.array(fornecedorLojaSchema) }),
});

/**
 * Registers a supplier (spec 2 §7 "POST /api/fornecedores/salvar", §5 "Supplier registration"): its
 * login with a random temporary password shown once and to be changed at the first login (decision
 * 1), the profile and the address. The supplier completes its account on /fornecedor/minha-conta.
 * A representante who registers a supplier carries it from then on.
 */
export const salvarFornecedor = endpoint({
  method: 'POST',
  path: '/api/fornecedores/salvar',
  summary:
    'Cadastra um fornecedor com senha temporária (mostrada uma vez); o representante passa a representá-lo',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.adicionar'],
  body: fornecedorCadastroSchema,
  response: respostaCriadoComSenha(MSG_M.salvo, 'Id do fornecedor criado'),
});

/** The `:id` of a supplier in the path. */
const idFornecedorParams = z.object({ id: idParam('Id do fornecedor') });

/** An address of 'Cadastro de Fornecedor' as stored (parts may be empty on an account not completed). */
export const enderecoCadastroLidoSchema = enderecoLidoSchema.nullable();

/** A supplier as 'Cadastro de Fornecedor' loads it. */
export const fornecedorCadastroLidoSchema = z.object({
  id: z.number().int(),
  razao_social: textoOuNulo,
  nome_fantasia: z.string(),
  cnpj: textoOuNulo.describe('14 caracteres, sem máscara'),
  ie: textoOuNulo,
  nome_socio: textoOuNulo,
  cpf: textoOuNulo.describe('11 dígitos, sem máscara'),
  data_nascimento: textoOuNulo.describe("'aaaa-mm-dd'"),
  ativo: z.boolean(),
  verificado: z
    .boolean()
    .describe('Conta completa pelo fornecedor: o representante que o cadastrou deixa de editá-lo (ADR 007)'),
  endereco: enderecoCadastroLidoSchema,
  user: loginLidoSchema,
});
export type FornecedorCadastroLido = z.infer<typeof fornecedorCadastroLidoSchema>;

/**
 * One supplier for 'Cadastro de Fornecedor' (spec 2 §7 "GET /api/fornecedores/{id}/editar"), with the
 * partner's personal data and the login e-mail (ADR 007): the master any; an administrador a supplier
 * in a round it organises or that it registered; a representante only a supplier it registered that
 * has not completed its own account. 404 for anyone else (carrying the supplier does not count).
 */
export const editarFornecedor = endpoint({
  method: 'GET',
  path: '/api/fornecedores/:id/editar',
  summary:
    'Dados de um fornecedor para edição (administrador: das suas rodadas ou que cadastrou; ' +
    'representante: só o que cadastrou, enquanto não completou a conta)',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.editar'],
  params: idFornecedorParams,
  response: z.object({ fornecedor: fornecedorCadastroLidoSchema }),
});

/**
 * Updates a supplier (spec 2 §7 "POST /api/fornecedores/{id}/atualizar"): same body and rules as
 * salvar, same people as editar (404 otherwise). Only the master changes the login e-mail (422 on
 * user.email for the others, ADR 007).
 */
export const atualizarFornecedor = endpoint({
  method: 'POST',
  path: '/api/fornecedores/:id/atualizar',
  summary: 'Atualiza um fornecedor (quem pode editá-lo, ADR 007); só o master muda o email de login',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.editar'],
  params: idFornecedorParams,
  body: fornecedorCadastroSchema,
  response: respostaMsg(MSG_M.atualizado),
});

/** An address as the details dialog shows it, with the city and state names. */
export const enderecoDetalheSchema = enderecoContaLidoSchema.extend({
  email2: textoOuNulo,
  local: textoOuNulo,
});

/**
 * The read-only details dialog of /fornecedores (spec 2 §2 "The details dialog is read-only"); path
 * not shown in the spec. Any supplier the caller may list; the partner's personal data (name, CPF,
 * birth date) are not part of it.
 */
export const detalharFornecedor = endpoint({
  method: 'GET',
  path: '/api/fornecedores/:id/detalhar',
  summary: 'Detalhes de um fornecedor (somente leitura; sem os dados pessoais do sócio)',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.listar'],
  params: idFornecedorParams,
  response: z.object({
    fornecedor: fornecedorListaSchema.extend({
      ie: textoOuNulo,
      logo: textoOuNulo.describe('URL da logo (/arquivos/...) ou null'),
      endereco: enderecoDetalheSchema.nullable(),
    }),
  }),
});

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
 * Resets a supplier's password (spec 2 §7 "POST /api/fornecedores/{id}/resetar", decision 1): a
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

/** A rating as listed (spec 2 §3 "avaliacao"). */
export const avaliacaoSchema = z.object({
  id: z.number().int(),
  rating: z.number().describe('De 0,5 a 5, em meias estrelas'),
  comentario: z.string(),
  representante_id: z.number().int().describe('Autor; só ele pode excluir'),
  fornecedor_id: z.number().int(),
  created_at: z.string().describe('Instante ISO 8601'),
  representante: z.object({ nome_fantasia: z.string() }),
});
export type Avaliacao = z.infer<typeof avaliacaoSchema>;

/**
 * The ratings of a supplier (spec 2 §7 "GET /api/fornecedores/{id}/listar-avaliacoes (returns
 * avaliacoes, ativo)"), newest first, at most LIMITE_AVALIACOES. `ativo` is, for a representante,
 * whether the supplier is active for it (ativo_representante; false when it does not carry it) and,
 * for the other roles, the supplier's own ativo.
 */
export const listarAvaliacoes = endpoint({
  method: 'GET',
  path: '/api/fornecedores/:id/listar-avaliacoes',
  summary: 'Avaliações de um fornecedor, das mais novas para as mais antigas',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.listar'],
  params: idFornecedorParams,
  response: z.object({
    avaliacoes: z.array(avaliacaoSchema),
    ativo: z
      .boolean()
      .describe('Representante: ativo para ele (ativo_representante); outros papéis: o ativo do fornecedor'),
  }),
});

/**
 * The rating's stars: 0,5 to 5 in half steps. None chosen (MUI Rating's null, which coerces to 0, or
 * a missing field) reads 'Campo Obrigatório'.
 */
const notaAvaliacao = z.coerce
  .number({ error: MSG_M.obrigatorioAvaliacao })
  .refine((n) => n !== 0, MSG_M.obrigatorioAvaliacao)
  .refine((n) => n >= 0.5 && n <= 5 && Number.isInteger(n * 2), MSG_M.notaInvalida);

/** The rating form (spec 2 §5 "Rating": rating and comentario required, 'Campo Obrigatório'). */
export const avaliacaoFormSchema = z.object({
  rating: notaAvaliacao.describe('Estrelas: 0,5 a 5, em meias estrelas (nula ou 0: nenhuma escolhida)'),
  comentario: naColuna(
    'avaliacoes.comentario',
    z
      .string({ error: MSG_M.obrigatorioAvaliacao })
      .trim()
      .min(1, MSG_M.obrigatorioAvaliacao)
      .max(MAX_COMENTARIO, `No máximo ${MAX_COMENTARIO} caracteres`),
  ),
});
export type AvaliacaoFormEntrada = z.input<typeof avaliacaoFormSchema>;

/**
 * Saves a representante's rating of a supplier (spec 2 §7 "POST
 * /api/fornecedores/salvar-avaliacao-representante {rating, comentario, representante_id,
 * fornecedor_id}"). representante_id, when sent, must be the caller's own (403 otherwise); the
 * supplier must be one the caller may see (404 otherwise). Several ratings per pair are allowed.
 */
export const salvarAvaliacao = endpoint({
  method: 'POST',
  path: '/api/fornecedores/salvar-avaliacao-representante',
  summary: 'Salva uma avaliação do representante logado sobre um fornecedor',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.avaliar'],
  body: avaliacaoFormSchema.extend({
    fornecedor_id: id().max(MAIOR_ID, 'Fornecedor inválido').describe('Fornecedor avaliado'),
    representante_id: z.coerce
      .number()
      .int()
      .positive()
      .max(MAIOR_ID)
      .optional()
      .describe('O próprio representante (opcional; outro id: 403)'),
  }),
  response: z.object({ msg: z.string().describe(`'${MSG_M.avaliacaoSalva}'`), avaliacao: avaliacaoSchema }),
});

/** Deletes a rating; only its author may (spec 2 §6), others get 403. */
export const excluirAvaliacao = endpoint({
  method: 'POST',
  path: '/api/fornecedores/excluir-avaliacao-representante/:id',
  summary: 'Exclui uma avaliação do próprio representante',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.avaliar'],
  params: z.object({ id: idParam('Id da avaliação') }),
  response: respostaMsg(MSG_M.avaliacaoExcluida),
});

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

/** The most suppliers one printed list holds (the list's scope and search apply first). */
export const LIMITE_IMPRESSAO_FORNECEDORES = 5000;

/**
 * Prints the suppliers list (spec 2 §7 "GET /api/impressoes/fornecedores/listar" with
 * {impressao: remota|local, rodada_id}): the same scope and search as /api/fornecedores/listar, every
 * page (at most LIMITE_IMPRESSAO_FORNECEDORES rows). Local answers the PDF; remota queues it on the
 * selected round's print island (decision 13).
 */
export const imprimirFornecedores = endpoint({
  method: 'GET',
  path: '/api/impressoes/fornecedores/listar',
  summary: 'Imprime a lista de fornecedores (PDF, ou envia à Ilha de Impressão da rodada)',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.listar'],
  query: comImpressao({
    busca: z
      .string()
      .max(100)
      .optional()
      .transform((s) => s?.trimStart() || undefined)
      .describe('A mesma busca da lista'),
  }),
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});
