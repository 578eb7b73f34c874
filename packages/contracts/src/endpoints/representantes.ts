import { z } from '../zod-setup.js';
import { naColuna } from '../colunas.js';
import {
  endpoint,
  respostaCriadoComSenha,
  respostaSenhaResetada,
  respostaMsg,
  paginacaoQuery,
  paginaSchema,
} from '../envelope.js';
import { CAPACIDADES } from '../capabilities.js';
import {
  cnpj,
  email,
  enderecoSchema,
  idParam,
  obrigatorio,
  opcional,
  telefoneObrigatorio,
} from '../campos.js';
import { ARQUIVO_PDF, comImpressao, respostaImpressao } from './impressoes.js';
import {
  MSG_CONTA_EMPRESA,
  contaSalvaSchema,
  dadosEmpresaLidosSchema,
  dadosEmpresaSchema,
  enderecoEmpresaLidoSchema,
  loginLidoSchema,
  textoOuNulo,
} from './perfis.js';

/**
 * The representative's own account (spec 2 §2 "Representatives", §5 "Representative account").
 * spec 2 §7 gives no path for it ("path not shown"): GET /api/representantes/conta and
 * POST /api/representantes/conta/salvar. /api/representantes/config/* is the customer config a
 * representative edits for a client, left to the people issue, which also extends this file.
 */

/** Every text of the screen, verbatim where spec 2 §8 has one. */
export const MSG_REPRESENTANTES = {
  ...MSG_CONTA_EMPRESA,
  bancoInvalido: 'Banco inválido',
  contaTipoInvalido: 'Escolha Conta Corrente ou Conta Poupança',
  erroCarregarBancos: 'Erro ao carregar os bancos',
} as const;

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

/* ---------------------------------------------------------------------------------------------
 * Representatives maintenance (administrador, master) and the client links (spec 2 §2
 * "Representatives", §3 "representante", §5 "Representative form", §6, §7, §8 "Representatives").
 * ------------------------------------------------------------------------------------------- */

/** Texts of the representatives screens, verbatim where spec 2 §8 has one. */
export const MSG_MANUTENCAO_REPRESENTANTES = {
  erroBuscar: 'Erro ao buscar representantes',
  erroExcluir: 'Erro ao excluir representante',
  erroResetarSenha: 'Erro ao resetar a senha deste representante',
  erroImprimir: 'Erro ao imprimir listagem de representantes',
  erroEditar: 'Erro ao editar representante',
  erroSalvar: 'Erro ao salvar representante',
  salvo: 'Representante salvo com sucesso',
  atualizado: 'Representante atualizado com sucesso',
  excluido: 'Representante excluído com sucesso',
  comClientes: 'Este representante tem clientes vinculados e não pode ser excluído',
  comRegistros: 'Este representante possui pedidos ou outros registros e não pode ser excluído',
  bancoInvalido: MSG_REPRESENTANTES.bancoInvalido,
  contaTipoInvalido: MSG_REPRESENTANTES.contaTipoInvalido,
  cidadeForaDoEstado: MSG_REPRESENTANTES.cidadeForaDoEstado,
  emailEmUso: MSG_REPRESENTANTES.emailEmUso,
  /** ADR 007: a login e-mail is changed only by its user or by the master. */
  emailSoMaster: 'Somente o master altera o email de login do representante',
  // The client links (spec 2 §6 "Customer on representatives"); §8 has no text for them.
  vinculado: 'Representante vinculado com sucesso',
  desvinculado: 'Representante desvinculado com sucesso',
  clienteDesvinculado: 'Cliente desvinculado com sucesso',
  erroVincular: 'Erro ao vincular representante',
  erroDesvincular: 'Erro ao desvincular representante',
  erroDetalhar: 'Erro ao carregar os dados do representante',
  jaVinculado: 'Você já está vinculado a este representante',
  vinculoPendente: 'O vínculo com este representante está pendente',
  naoVinculado: 'Você não está vinculado a este representante',
} as const;

/** Link status of a client with a representative (spec 2 §3): 0 Pendente, 1 Confirmado, 2 none. */
export const VINCULO_STATUS = { pendente: 0, confirmado: 1, naoVinculado: 2 } as const;
/** The chip of each status on the client's list (spec 2 §3: Pendente red, Confirmado green). */
export const VINCULO_ROTULO: Record<number, string | undefined> = { 0: 'Pendente', 1: 'Confirmado' };

/** The `:id` of a representative in the path. */
const idRepresentanteParams = z.object({ id: idParam('Id do representante') });

/** Search text of the lists: leading spaces ignored (spec 2 §5). */
const buscaSchema = z
  .string()
  .max(100)
  .optional()
  .transform((s) => s?.trimStart() || undefined)
  .describe('Parte do nome fantasia, razão social, CNPJ, cidade ou email');

/** The bank of the form: optional here (spec 2 §5 lists it required only on the account page). */
const bancoOpcional = z
  .string()
  .trim()
  .max(3, MSG_REPRESENTANTES.bancoInvalido)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\d{3}$/.test(v), MSG_REPRESENTANTES.bancoInvalido)
  .describe('Código COMPE do banco (GET /api/bancos); opcional');

/** The account type of the form: optional; when given, one of CONTA_TIPOS. */
const contaTipoOpcional = z
  .union([z.enum(CONTA_TIPOS), z.literal(''), z.null()], { error: MSG_REPRESENTANTES.contaTipoInvalido })
  .optional()
  .transform((v) => (v ? v : null))
  .describe("'Conta Corrente' ou 'Conta Poupança'; opcional");

/**
 * The representative form of /representantes/adicionar and /representantes/{id}/editar (spec 2 §5
 * "Representative form"): nome_fantasia, cnpj, rua, numero, bairro, estado, cidade, cep and the
 * login (usuário) required; CNPJ valid (numeric or alphanumeric, decision 5); the address e-mail
 * optional but valid; bank data optional (the representative completes it on its account page).
 */
export const representanteFormSchema = z.object({
  nome_fantasia: naColuna('representantes.nome_fantasia', obrigatorio()).describe('Nome Fantasia'),
  razao_social: naColuna('representantes.razao_social', opcional(255)).describe('Razão Social (opcional)'),
  cnpj: naColuna('representantes.cnpj', cnpj('CNPJ Inválido')).describe(
    'CNPJ numérico ou alfanumérico (decisão 5), com ou sem máscara',
  ),
  ie: naColuna('representantes.ie', opcional(20)).describe('Inscrição Estadual (opcional)'),
  banco: naColuna('representantes.banco', bancoOpcional),
  agencia: naColuna('representantes.agencia', opcional(10)).describe('Agência (opcional)'),
  conta: naColuna('representantes.conta', opcional(20)).describe('Conta (opcional)'),
  conta_tipo: contaTipoOpcional,
  endereco: enderecoSchema.describe('Endereço; telefone, celular e email opcionais'),
  user: z.object({
    email: naColuna('users.email', email('E-mail inválido')).describe(
      'Email de login (usuário; único, sem diferenciar maiúsculas)',
    ),
  }),
});
export type RepresentanteFormEntrada = z.input<typeof representanteFormSchema>;
export type RepresentanteForm = z.output<typeof representanteFormSchema>;

/** One representative as the administrador's and master's list shows it (spec 2 §2, §3). */
export const representanteListaSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('O nome fantasia (spec 2 §2: "Nome (nome_fantasia)")'),
  nome_fantasia: z.string(),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable().describe('14 caracteres, sem máscara (decisão 5); a coluna "CPF/CNPJ"'),
  cidade: z.string().nullable().describe('Nome da cidade do endereço'),
  local: z.string().nullable().describe("'Cidade/UF'"),
  email: z.string().describe('Email de login'),
  editavel: z
    .boolean()
    .describe(
      'Quem chama pode editar, resetar a senha e excluir este representante (master: todos; ' +
        'administrador: os das suas rodadas e os que cadastrou; ADR 007)',
    ),
});
export type RepresentanteLista = z.infer<typeof representanteListaSchema>;

/**
 * Representatives list (spec 2 §7 "GET /api/representantes/listar"): administrador and master see
 * all (spec 2 §6), paginated and searched on the server, by trade name. `editavel` says, per row,
 * whether the caller maintains it (ADR 007).
 */
export const listarRepresentantes = endpoint({
  method: 'GET',
  path: '/api/representantes/listar',
  summary: 'Lista os representantes (paginada, com busca)',
  tag: 'Representantes',
  roles: ['administrador', 'master'],
  query: paginacaoQuery.extend({ busca: buscaSchema }),
  response: z.object({
    representantes: paginaSchema.extend({ data: z.array(representanteListaSchema) }),
  }),
});

/** At most this many rows from /listar/lista (a picker): `truncado` says more exist. */
export const LIMITE_LISTA_CURTA = 1000;

/**
 * Every representative as id and trade name, for pickers (spec 2 §7 "GET
 * /api/representantes/listar/lista"; the master picks a client's representative, spec 2 §5).
 * Sorted by name; bounded to LIMITE_LISTA_CURTA rows, narrowed by `busca`.
 */
export const listarRepresentantesCurta = endpoint({
  method: 'GET',
  path: '/api/representantes/listar/lista',
  summary: `Lista curta dos representantes (id e nome fantasia) para seleção; no máximo ${LIMITE_LISTA_CURTA}`,
  tag: 'Representantes',
  roles: ['master', 'administrador'],
  query: z.object({ busca: buscaSchema }),
  response: z.object({
    representantes: z.array(z.object({ id: z.number().int(), nome_fantasia: z.string() })),
    truncado: z.boolean().describe('Verdadeiro quando há mais representantes do que o limite'),
  }),
});

/** The stored address of a representative, with the city and state names. */
const enderecoRepresentanteLidoSchema = z.object({
  rua: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  estado_id: z.number().int().nullable(),
  estado: z.string().nullable().describe('Sigla do estado (UF)'),
  cidade_id: z.number().int().nullable(),
  cidade: z.string().nullable(),
  cep: z.string().nullable().describe('8 dígitos (decisão 6)'),
  telefone: z.string().nullable().describe('Só dígitos'),
  celular: z.string().nullable().describe('Só dígitos'),
  email: z.string().nullable().describe('Email de contato do endereço'),
});

/** One representative for the edit form. */
export const representanteEdicaoSchema = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  ie: z.string().nullable(),
  banco: z.string().nullable(),
  agencia: z.string().nullable(),
  conta: z.string().nullable(),
  conta_tipo: z.string().nullable(),
  endereco: enderecoRepresentanteLidoSchema.nullable(),
  user: loginLidoSchema,
});
export type RepresentanteEdicao = z.infer<typeof representanteEdicaoSchema>;

/**
 * Creates a representative (spec 2 §7 "POST /api/representantes/salvar", §5): the login (e-mail
 * validated, the account still to be completed on /representante/minha-conta) and its profile,
 * with a random temporary password shown once and to be changed at the first login (decision 1).
 */
export const salvarRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/salvar',
  summary: 'Cadastra um representante com senha temporária (mostrada uma vez)',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.adicionar'],
  body: representanteFormSchema,
  response: respostaCriadoComSenha(MSG_MANUTENCAO_REPRESENTANTES.salvo, 'Id do representante criado'),
});

/**
 * One representative for the edit form (spec 2 §7 "GET /api/representantes/{id}/editar"): the
 * master any; an administrador one of its rounds or that it registered (404 otherwise, ADR 007).
 */
export const editarRepresentante = endpoint({
  method: 'GET',
  path: '/api/representantes/:id/editar',
  summary: 'Dados de um representante para edição',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.editar'],
  params: idRepresentanteParams,
  response: z.object({ representante: representanteEdicaoSchema }),
});

/**
 * Updates a representative (spec 2 §7 "POST /api/representantes/{id}/atualizar"): the same form;
 * only the master changes the login e-mail (422 on user.email for the others, ADR 007), and a new
 * one must be free (the password stays). The master any; an administrador only a representative of
 * its rounds or that it registered (404 otherwise), as for editar, excluir and resetar.
 */
export const atualizarRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/:id/atualizar',
  summary: 'Atualiza os dados de um representante',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.editar'],
  params: idRepresentanteParams,
  body: representanteFormSchema,
  response: respostaMsg(MSG_MANUTENCAO_REPRESENTANTES.atualizado),
});

/**
 * Deletes a representative, profile and login (spec 2 §7 "POST /api/representantes/{id}/excluir",
 * returns status and msg). One with linked clients (confirmed links, or main representative of a
 * client) or with history (orders, rounds, shipments, receipts) is kept: 409 with the reason.
 * Same people as editar (ADR 007).
 */
export const excluirRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/:id/excluir',
  summary: 'Exclui um representante (409 se tem clientes vinculados ou pedidos)',
  tag: 'Representantes',
  roles: ['administrador', 'master'],
  params: idRepresentanteParams,
  response: respostaMsg(MSG_MANUTENCAO_REPRESENTANTES.excluido),
});

/**
 * Resets a representative's password (spec 2 §7 "POST /api/representantes/{id}/resetar", decision
 * 1): a new random temporary password, to be replaced at the next login; its sessions end. Same
 * people as editar (ADR 007); the handout is written to the audit trail, never the password.
 */
export const resetarSenhaRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/:id/resetar',
  summary: 'Reseta a senha de um representante (senha temporária; encerra as sessões dele)',
  tag: 'Representantes',
  roles: ['administrador', 'master'],
  params: idRepresentanteParams,
  response: respostaSenhaResetada,
});

/** The read-only details dialog (spec 2 §2: nome, CNPJ, address, celular, telefone, email). */
export const representanteDetalheSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('Nome fantasia'),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  endereco: enderecoRepresentanteLidoSchema.nullable(),
  email: z.string().describe('Email de contato (o do endereço; senão, o de login)'),
});
export type RepresentanteDetalhe = z.infer<typeof representanteDetalheSchema>;

/** A representative's details (spec 2 §7 "GET /api/representante/{id}/detalhar"). */
export const detalharRepresentante = endpoint({
  method: 'GET',
  path: '/api/representante/:id/detalhar',
  summary: 'Detalhes de um representante (somente leitura)',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.listar'],
  params: idRepresentanteParams,
  response: z.object({ representante: representanteDetalheSchema }),
});

/** `:id` of the customer: only the caller's own (another answers 404). */
const clienteParams = z.object({ id: idParam('Id do cliente (só o do próprio cliente)') });

/** One representative on the client's list, with the client's link status. */
export const representanteDoClienteSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('Nome fantasia'),
  nome_fantasia: z.string(),
  cidade: z.string().nullable(),
  local: z.string().nullable().describe("'Cidade/UF'"),
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .describe('Vínculo do cliente: 0 Pendente, 1 Confirmado, 2 não vinculado'),
});
export type RepresentanteDoCliente = z.infer<typeof representanteDoClienteSchema>;

/**
 * The client's 'Minhas Representações' (spec 2 §7 "GET /api/clientes/{id}/representantes"): every
 * representative with the client's link status, its links first (Confirmado, then Pendente), then
 * by name; a client sees those it is not linked to as well (status 2), so it can link to one.
 * Paginated and searched on the server.
 */
export const listarRepresentantesDoCliente = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/representantes',
  summary: 'Representantes com o status do vínculo do cliente (os vínculos primeiro)',
  tag: 'Representantes',
  roles: ['cliente'],
  params: clienteParams,
  query: paginacaoQuery.extend({ busca: buscaSchema }),
  response: z.object({
    representantes: paginaSchema.extend({ data: z.array(representanteDoClienteSchema) }),
  }),
});

/**
 * Links or unlinks the client with a representative (spec 2 §7 "POST
 * /api/clientes/{id}/representante/relacionar {representante, acao}"): acao 1 Vincular, allowed only
 * when not linked (status 2), confirms the link at once; acao 0 Desvincular, only when confirmed
 * (status 1). Any other state answers 409. The first link also makes the representative the
 * client's main one; unlinking the main one clears it.
 */
export const relacionarRepresentante = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/representante/relacionar',
  summary: 'Vincula (acao 1) ou desvincula (acao 0) o cliente de um representante',
  tag: 'Representantes',
  roles: ['cliente'],
  params: clienteParams,
  body: z.object({
    representante: idParam('Id do representante'),
    acao: z
      .union([z.literal(0), z.literal(1)], { error: 'Informe 1 (vincular) ou 0 (desvincular)' })
      .describe('1 vincular, 0 desvincular'),
  }),
  response: z.object({
    msg: z.string(),
    vinculo: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .describe('O status do vínculo depois da ação'),
  }),
});

/**
 * The representative drops its link with a client (spec 2 §7 "POST
 * /api/representantes/{id}/clientes/{id}/desvincular"): its own id only; the link may be pending
 * or confirmed (none: 404). A client whose main representative it was loses it.
 */
export const desvincularCliente = endpoint({
  method: 'POST',
  path: '/api/representantes/:id/clientes/:cliente_id/desvincular',
  summary: 'O representante desfaz o vínculo com um cliente',
  tag: 'Representantes',
  roles: ['representante'],
  params: idRepresentanteParams.extend({ cliente_id: idParam('Id do cliente') }),
  response: respostaMsg(MSG_MANUTENCAO_REPRESENTANTES.clienteDesvinculado),
});

/** The most representatives one printed list holds (the search applies first). */
export const LIMITE_IMPRESSAO_REPRESENTANTES = 5000;

/**
 * Prints the representatives list (spec 2 §7 "GET /api/impressoes/representantes/listar"): what the
 * caller's /representantes shows, every page (at most LIMITE_IMPRESSAO_REPRESENTANTES rows), with
 * its search: for a client 'Minhas Representações' with the link status, for the administrador and
 * the master every representative with CNPJ, city, phones and e-mail. Local answers the PDF;
 * remota queues it on the selected round's print island (decision 13).
 */
export const imprimirRepresentantes = endpoint({
  method: 'GET',
  path: '/api/impressoes/representantes/listar',
  summary: 'Imprime a lista de representantes (PDF, ou envia à Ilha de Impressão da rodada)',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.listar'],
  query: comImpressao({ busca: buscaSchema }),
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});
