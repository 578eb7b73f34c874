import { z } from '../zod-setup.js';
import { naColuna, normalizadoAte } from '../colunas.js';
import { endpoint, respostaCriadoComSenha, respostaMsg, paginacaoQuery, paginaSchema } from '../envelope.js';
import { CAPACIDADES } from '../capabilities.js';
import { ARQUIVO_PDF, comImpressao, impressaoQuery, respostaImpressao } from './impressoes.js';
import { cnpjValido, cpfValido, normalizarCep, normalizarCnpj, normalizarCpf } from '../documentos.js';
import {
  cnpj,
  cpf,
  email,
  emailOpcional,
  enderecoSchema,
  idParam,
  MAIOR_ID,
  MAIOR_ID_ESTADO,
  obrigatorio,
  opcional,
  telefoneObrigatorio,
  telefoneOpcional,
} from '../campos.js';
import {
  MSG_CONTA,
  consultaDaConta,
  contaSalvaSchema,
  enderecoLidoSchema,
  idDaConta,
  loginLidoSchema,
} from './perfis.js';

// Defined with what every role's account shares; re-exported here, where the customer page reads them.
export { MSG_CONTA, enderecoLidoSchema, type EnderecoLido } from './perfis.js';

/**
 * The customer's address on the account page (spec 2 §5 "Customer account"): the store address
 * parts required, at least one of telefone and celular (the message on both fields). The address
 * e-mail is not typed: the server copies the login e-mail into it.
 */
export const enderecoContaClienteSchema = enderecoSchema.omit({ email: true }).superRefine(
  (e, ctx) => {
    if (e.telefone || e.celular) return;
    for (const campo of ['telefone', 'celular'] as const) {
      ctx.addIssue({ code: 'custom', path: [campo], message: MSG_CONTA.telefoneOuCelular });
    }
  },
  // Checked even when another address field is wrong, so every message shows at once.
  { when: (p) => typeof p.value === 'object' && p.value !== null },
);

/** The login e-mail of the account pages (spec 2 §5 general messages: 'Email Inválido'). */
const emailDeLogin = z.object({
  email: naColuna('users.email', email('Email Inválido')).describe(
    'Email de login (único, sem diferenciar maiúsculas)',
  ),
});

/**
 * The customer's account (spec 2 §2 "Customer account", §5). The store block (razao_social,
 * nome_fantasia, cnpj, ie, endereco) is the default store: required on the first save, which
 * completes the account; a completed account may leave it out (its stores are edited on /empresas)
 * and then only nome, e-mail and the responsável change. `nome` absent keeps the current name.
 */
export const contaClienteSchema = z.object({
  id: idDaConta('cliente'),
  nome: naColuna(['clientes.nome', 'users.nome'], obrigatorio().optional()).describe(
    'Nome do cliente (conta já completa); ausente mantém o atual',
  ),
  razao_social: naColuna(['clientes.razao_social', 'lojas.razao_social'], obrigatorio().optional()).describe(
    'Razão Social da loja padrão',
  ),
  nome_fantasia: naColuna(
    ['clientes.nome_fantasia', 'lojas.nome_fantasia'],
    obrigatorio().optional(),
  ).describe('Nome Fantasia da loja padrão'),
  cnpj: naColuna(['clientes.cnpj', 'lojas.cnpj'], cnpj().optional()).describe(
    'CNPJ numérico ou alfanumérico (decisão 5), com ou sem máscara',
  ),
  ie: naColuna(['clientes.ie', 'lojas.ie'], opcional(20)).describe('Inscrição Estadual (opcional)'),
  responsavel_nome: naColuna('clientes.responsavel_nome', obrigatorio()).describe('Nome do Responsável'),
  responsavel_cpf: naColuna('clientes.responsavel_cpf', cpf()).describe('CPF do Responsável'),
  user: emailDeLogin,
  endereco: enderecoContaClienteSchema.optional().describe('Endereço da loja padrão'),
});
export type ContaClienteEntrada = z.input<typeof contaClienteSchema>;

/** The body of POST /api/clientes/config/salvar; the web form holds the same shape. */
export const salvarContaClienteBody = z.object({ cliente: contaClienteSchema });

/** The parts of the store block the first save cannot go without (spec 2 §5 "Customer account"). */
export const CAMPOS_LOJA_OBRIGATORIOS = ['razao_social', 'nome_fantasia', 'cnpj', 'endereco'] as const;

const lojaPadraoSchema = z.object({
  id: z.number().int(),
  razao_social: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string().describe('14 caracteres, sem máscara'),
  ie: z.string().nullable(),
  endereco: enderecoLidoSchema.nullable(),
});

/** The caller's customer account as the page loads it. */
export const contaClienteLidaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  cnpj: z.string().nullable().describe('14 caracteres, sem máscara'),
  ie: z.string().nullable(),
  responsavel_nome: z.string().nullable(),
  responsavel_cpf: z.string().nullable().describe('11 dígitos, sem máscara'),
  novo_cadastro: z
    .boolean()
    .describe('Conta ainda não completa (verificado falso): o formulário pede a loja'),
  user: loginLidoSchema,
  endereco: enderecoLidoSchema.nullable().describe('Endereço do cliente'),
  loja: lojaPadraoSchema.nullable().describe('A loja padrão (empresa padrão), quando existe'),
});
export type ContaClienteLida = z.infer<typeof contaClienteLidaSchema>;

/**
 * Loads the caller's own customer account (spec 2 §7 "GET /api/clientes/config/listar?id"). The
 * `id` only names the caller's own cliente: any other id answers 404, never someone else's data.
 */
export const listarContaCliente = endpoint({
  method: 'GET',
  path: '/api/clientes/config/listar',
  summary: 'Dados da conta do cliente logado (cliente, loja padrão e email de login)',
  tag: 'Clientes',
  roles: ['cliente'],
  permiteCadastroIncompleto: true,
  query: consultaDaConta('cliente'),
  response: z.object({ cliente: contaClienteLidaSchema }),
});

/**
 * Saves the caller's customer account (spec 2 §7 "POST /api/clientes/config/salvar", §4 "Account
 * verification"): the first save creates the default store with its address and completes the
 * account (verificado); a changed e-mail becomes the new login (the password stays). Answers the
 * refreshed login user, which replaces the device's copy.
 */
export const salvarContaCliente = endpoint({
  method: 'POST',
  path: '/api/clientes/config/salvar',
  summary: 'Salva a conta do cliente logado; o primeiro salvamento cria a loja padrão e conclui o cadastro',
  tag: 'Clientes',
  roles: ['cliente'],
  permiteCadastroIncompleto: true,
  body: salvarContaClienteBody,
  response: contaSalvaSchema,
});

// ---------------------------------------------------------------------------------------------
// A customer's stores, "empresas" on screen (spec 2 §2 "Companies", §5 "Company form" and "Store",
// §7): the customer's own on /empresas, and any customer's that the caller may see or edit on the
// customer form (/clientes/{id}/editar).
// ---------------------------------------------------------------------------------------------

/**
 * A CNPJ belongs to one customer (issue 9 §6, ADR 007): its profile and its stores; the message
 * names the conflict, never who holds it.
 */
const CNPJ_DE_OUTRO_CLIENTE = 'CNPJ já cadastrado para outro cliente';

/** Texts of /empresas and its form that the server sends (spec 2 §8), compared by the tests. */
export const MSG_EMPRESAS = {
  erroListar: 'Erro ao listar empresas',
  salva: 'Empresa salva com sucesso',
  atualizada: 'Empresa atualizada com sucesso',
  excluida: 'Empresa excluída com sucesso',
  padraoNaoExclui: 'A empresa padrão não pode ser excluída',
  usadaEmPedidos: 'Esta empresa tem pedidos e não pode ser excluída',
  erroSalvar: 'Erro ao salvar empresa',
  erroExcluir: 'Erro ao excluir empresa',
  cnpjDeOutroCliente: CNPJ_DE_OUTRO_CLIENTE,
} as const;

/** At most this many stores are listed for one customer (a customer has few). */
export const LIMITE_LOJAS = 200;

/**
 * The store's address on /empresas: telefone and e-mail required; CEP required with more than 7
 * digits (spec 3 §5 "Company form", the more specific passage; 'CEP inválido').
 */
export const enderecoLojaSchema = enderecoSchema.extend({
  telefone: naColuna('enderecos.telefone', telefoneObrigatorio()),
  celular: naColuna('enderecos.celular', telefoneOpcional()),
  email: naColuna('enderecos.email', email('E-mail inválido')),
});

/** A store of the customer's /empresas form (spec 2 §5 "Company form"); the web validates with it. */
export const lojaEntradaSchema = z.object({
  razao_social: naColuna(['clientes.razao_social', 'lojas.razao_social'], obrigatorio()).describe(
    'Razão Social',
  ),
  nome_fantasia: naColuna(['clientes.nome_fantasia', 'lojas.nome_fantasia'], obrigatorio()).describe(
    'Nome Fantasia',
  ),
  cnpj: naColuna('lojas.cnpj', cnpj('CNPJ inválido')).describe(
    'CNPJ numérico ou alfanumérico (decisão 5), com ou sem máscara',
  ),
  ie: naColuna(['clientes.ie', 'lojas.ie'], opcional(20)).describe('Inscrição Estadual (opcional)'),
  endereco: enderecoLojaSchema,
});
export type LojaEntrada = z.input<typeof lojaEntradaSchema>;

/**
 * A store as the customer form's store dialog sends it (spec 2 §5 "Store"): razao_social,
 * nome_fantasia, cnpj (valid), rua, numero, bairro, estado, cidade and cep required; telefone,
 * celular and email optional (the email valid). This is the body of the store saves; when the
 * caller is the customer itself (/empresas), the server also requires telefone and email
 * ('Campo obrigatório', spec 3 §5 "Company form").
 */
export const lojaClienteEntradaSchema = lojaEntradaSchema.extend({
  endereco: enderecoSchema.extend({ email: naColuna('enderecos.email', emailOpcional('E-mail inválido')) }),
});
export type LojaClienteEntrada = z.input<typeof lojaClienteEntradaSchema>;

/** A store as the list and the form read it. */
export const lojaLidaSchema = z.object({
  id: z.number().int(),
  razao_social: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string().describe('14 caracteres, sem máscara'),
  ie: z.string().nullable(),
  padrao: z.boolean().describe('A empresa padrão: não pode ser excluída'),
  endereco: enderecoLidoSchema.nullable(),
});
export type LojaLida = z.infer<typeof lojaLidaSchema>;

/**
 * `:id` of the customer: the caller's own for a cliente; for the other roles a customer they may
 * see (reading) or edit (writing): anything else answers 404.
 */
const clienteParams = z.object({ id: idParam('Id do cliente') });
const lojaParams = clienteParams.extend({ loja_id: idParam('Id da empresa (loja)') });

/**
 * Who reaches a customer's stores: the customer (its /empresas) and whoever edits customers (the
 * customer form's stores table); the policies podeVerLoja / podeEditarLoja decide which customer.
 */
const PAPEIS_LOJAS = [...CAPACIDADES['empresas.gerir'], ...CAPACIDADES['clientes.editar']] as const;

/** The customer's stores (spec 2 §7 "GET /api/clientes/{id}/lojas/listar"), the default first. */
export const listarLojas = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/lojas/listar',
  summary: `Lista as empresas (lojas) do cliente, a padrão primeiro (no máximo ${LIMITE_LOJAS})`,
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: clienteParams,
  response: z.object({ lojas: z.array(lojaLidaSchema) }),
});

/** One store, for its edit form. */
export const editarLoja = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/lojas/:loja_id/editar',
  summary: 'Dados de uma empresa (loja) do cliente, para o formulário',
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: lojaParams,
  response: z.object({ loja: lojaLidaSchema }),
});

/** Creates a store (spec 2 §7 "POST /api/clientes/{id}/lojas/salvar"); never the default one. */
export const salvarLoja = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/lojas/salvar',
  summary: 'Cadastra uma empresa (loja) do cliente',
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: clienteParams,
  body: lojaClienteEntradaSchema,
  response: z.object({ msg: z.string().describe(`'${MSG_EMPRESAS.salva}'`), loja: lojaLidaSchema }),
});

/** Updates a store (spec 2 §7 "POST /api/clientes/{id}/lojas/{id}/atualizar"). */
export const atualizarLoja = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/lojas/:loja_id/atualizar',
  summary: 'Atualiza uma empresa (loja) do cliente',
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: lojaParams,
  body: lojaClienteEntradaSchema,
  response: z.object({ msg: z.string().describe(`'${MSG_EMPRESAS.atualizada}'`), loja: lojaLidaSchema }),
});

/**
 * Deletes a store (spec 2 §7 "POST /api/clientes/{id}/lojas/{id}/excluir"): never the default one
 * (409), nor one that orders use (409).
 */
export const excluirLoja = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/lojas/:loja_id/excluir',
  summary: 'Exclui uma empresa (loja) do cliente (nem a padrão, nem uma usada em pedidos)',
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: lojaParams,
  response: respostaMsg(MSG_EMPRESAS.excluida),
});

// ---------------------------------------------------------------------------------------------
// Customers maintenance (spec 2 §2 "Customers", §4 "Customer ativo", §5 "Customer form", §6, §7
// "Customers", §8 "Customers and companies"): the lists of each role, the customer form, delete
// (supplier), activate/deactivate.
// ---------------------------------------------------------------------------------------------

/** Texts of the customer screens (spec 2 §8 "Customers and companies"), verbatim where it has one. */
export const MSG_CLIENTES = {
  erroListar: 'Erro ao listar clientes',
  erroExcluir: 'Erro ao excluir cliente',
  erroImprimirLista: 'Erro ao imprimir listagem de clientes',
  erroImprimir: 'Erro ao imprimir!',
  erroAtivar: 'Erro ao ativar/desativar cliente',
  erroEditar: 'Erro ao editar cliente',
  erroListarLojas: 'Erro ao listar lojas',
  erroBuscarCidades: 'Erro ao buscar cidades',
  erroSalvarDados: 'Erro ao salvar os dados',
  erroSalvar: 'Erro ao salvar cliente',
  /** Shown after the server's msg when a customer save fails (spec 2 §8). */
  dicaSalvar: 'Verifique se o cliente já está cadastrado ou entre em contato com o administrador.',
  salvo: 'Cliente salvo com sucesso',
  atualizado: 'Cliente atualizado com sucesso',
  ativado: 'Cliente ativado com sucesso',
  desativado: 'Cliente desativado com sucesso',
  excluido: 'Cliente excluído com sucesso',
  jaCadastrado: 'Cliente já cadastrado: este CNPJ já pertence a outro cliente',
  cnpjDeOutroCliente: CNPJ_DE_OUTRO_CLIENTE,
  cnpjFixo: 'O CNPJ de um cliente cadastrado não pode ser alterado',
  ieFixa: 'A Inscrição Estadual de um cliente cadastrado não pode ser alterada',
  emailSoMaster: 'Somente o master altera o email do cliente',
  representanteSoMaster: 'Somente o master escolhe o representante do cliente',
  representanteInexistente: 'Representante não encontrado',
  rodadaObrigatoria: 'Selecione a rodada em que o cliente vai participar',
  rodadaInexistente: 'Rodada não encontrada',
  comPedidos: 'Este cliente tem pedidos com você e não pode ser excluído',
} as const;

/** An optional id from a select: empty or null means none; `maior` is the column's largest. */
const idOpcional = (descricao: string, maior = MAIOR_ID) =>
  z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? null : v),
      z.coerce.number().int().positive().max(maior).nullable(),
    )
    .describe(descricao);

/** An optional CNPJ: empty becomes null; otherwise valid (decision 5). */
const cnpjOpcional = (msg = 'CNPJ Inválido') =>
  normalizadoAte(
    14,
    z
      .string()
      .nullish()
      .transform((v) => (v && v.trim() ? normalizarCnpj(v.trim()) : null))
      .refine((v) => v === null || cnpjValido(v), msg),
  );

/** An optional CPF: empty becomes null; otherwise valid, never repeated digits. */
const cpfOpcional = (msg = 'CPF Inválido') =>
  normalizadoAte(
    11,
    z
      .string()
      .nullish()
      .transform((v) => (v && v.trim() ? normalizarCpf(v) : null))
      .refine((v) => v === null || cpfValido(v), msg),
  );

/** An optional CEP: empty becomes null; otherwise 8 digits (decision 6). */
const cepOpcional = (msg = 'CEP inválido') =>
  normalizadoAte(
    8,
    z
      .string()
      .nullish()
      .transform((v, ctx) => {
        if (!v || !v.trim()) return null;
        const n = normalizarCep(v);
        if (!n) {
          ctx.addIssue({ code: 'custom', message: msg });
          return z.NEVER;
        }
        return n;
      }),
  );

/** The customer's login e-mail (spec 2 §5 general messages: 'Email Inválido'). */
const loginDoCliente = z.object({
  email: naColuna('users.email', email('Email Inválido')).describe(
    'Email de login do cliente (único, sem diferenciar maiúsculas)',
  ),
});

/**
 * The customer form as an administrador, representante or fornecedor fills it (spec 2 §5
 * "Customer form": most fields required, CNPJ and CPF valid, email valid). The address is the
 * customer's (its e-mail copies the login); the first store (padrao) is made from the same data.
 * `representante_id` is the master's choice: anyone else may only send the value already stored
 * (or leave it out).
 */
export const clienteFormSchema = z.object({
  razao_social: naColuna(['clientes.razao_social', 'lojas.razao_social'], obrigatorio()).describe(
    'Razão Social',
  ),
  nome_fantasia: naColuna(['clientes.nome_fantasia', 'lojas.nome_fantasia'], obrigatorio()).describe(
    'Nome Fantasia',
  ),
  cnpj: naColuna(['clientes.cnpj', 'lojas.cnpj'], cnpj()).describe(
    'CNPJ numérico ou alfanumérico (decisão 5), com ou sem máscara',
  ),
  ie: naColuna(['clientes.ie', 'lojas.ie'], opcional(20)).describe('Inscrição Estadual (opcional)'),
  responsavel_nome: naColuna('clientes.responsavel_nome', obrigatorio()).describe('Nome do Responsável'),
  responsavel_cpf: naColuna('clientes.responsavel_cpf', cpf()).describe(
    'CPF do Responsável (dígitos repetidos são inválidos)',
  ),
  representante_id: idOpcional('Representante principal (só o master escolhe)').optional(),
  user: loginDoCliente,
  endereco: enderecoContaClienteSchema.describe('Endereço do cliente; pelo menos um de telefone e celular'),
});
export type ClienteForm = z.input<typeof clienteFormSchema>;

/** The body of POST /api/clientes/salvar: the form plus the round an administrador enrols it in. */
export const salvarClienteBody = clienteFormSchema.extend({
  rodada_id: idOpcional(
    'Rodada em que o cliente passa a participar: obrigatória para o administrador (uma rodada que ele organiza); ignorada para os outros papéis',
  ).optional(),
});

/**
 * The customer form as the master fills it (spec 2 §5: "most fields required except for master"):
 * every field optional (empty becomes null) but valid when given; the login e-mail stays required.
 * This is the body of POST /api/clientes/{id}/atualizar; for the other roles the server then
 * requires what clienteFormSchema requires, with the same messages.
 */
export const clienteFormMasterSchema = z.object({
  razao_social: naColuna(['clientes.razao_social', 'lojas.razao_social'], opcional()).describe(
    'Razão Social',
  ),
  nome_fantasia: naColuna(['clientes.nome_fantasia', 'lojas.nome_fantasia'], opcional()).describe(
    'Nome Fantasia',
  ),
  cnpj: naColuna(['clientes.cnpj', 'lojas.cnpj'], cnpjOpcional().optional()).describe(
    'Não pode mudar num cliente cadastrado; ausente mantém o atual',
  ),
  ie: naColuna(['clientes.ie', 'lojas.ie'], opcional(20).optional()).describe(
    'Não pode mudar num cliente cadastrado; ausente mantém a atual',
  ),
  responsavel_nome: naColuna('clientes.responsavel_nome', opcional()).describe('Nome do Responsável'),
  responsavel_cpf: naColuna('clientes.responsavel_cpf', cpfOpcional()).describe('CPF do Responsável'),
  representante_id: idOpcional('Representante principal (só o master muda)').optional(),
  user: loginDoCliente,
  endereco: z.object({
    rua: naColuna('enderecos.rua', opcional()),
    numero: naColuna('enderecos.numero', opcional(20)),
    complemento: naColuna('enderecos.complemento', opcional()),
    bairro: naColuna('enderecos.bairro', opcional(120)),
    estado_id: idOpcional('Código IBGE do estado', MAIOR_ID_ESTADO),
    cidade_id: idOpcional('Código IBGE da cidade (do estado escolhido)'),
    cep: naColuna('enderecos.cep', cepOpcional()),
    telefone: naColuna('enderecos.telefone', telefoneOpcional()),
    celular: naColuna('enderecos.celular', telefoneOpcional()),
  }),
});
export type ClienteFormMaster = z.input<typeof clienteFormMasterSchema>;

/** One customer row of the lists (what each role's columns need, spec 2 §2 "Customers"). */
export const clienteListaSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('Empresa: o nome fantasia, ou o nome do cliente sem cadastro completo'),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  cnpj: z.string().nullable().describe('14 caracteres, sem máscara'),
  responsavel_nome: z.string().nullable().describe('Responsável'),
  representante_id: z.number().int().nullable(),
  representante_nome: z.string().nullable().describe('Representante principal'),
  cidade_estado: z.string().nullable().describe("'Cidade/UF' do endereço do cliente"),
  telefone: z.string().nullable().describe('Só dígitos'),
  celular: z.string().nullable().describe('Só dígitos'),
  email: z.string().describe('Email de login'),
  ativo: z.boolean(),
  novo_cadastro: z.boolean().describe('Conta ainda não completa pelo cliente'),
  pedidos_rodada: z
    .number()
    .int()
    .nullable()
    .describe('Lista do fornecedor numa rodada: pedidos do cliente com ele na rodada (não cancelados)'),
  valor_rodada: z
    .string()
    .nullable()
    .describe('Lista do fornecedor numa rodada: soma do valor líquido desses pedidos, decimal em reais'),
});
export type ClienteLista = z.infer<typeof clienteListaSchema>;

/** The search of every customer list. */
const buscaClientes = z
  .string()
  .max(100)
  .optional()
  .transform((s) => s?.trimStart() || undefined)
  .describe(
    'Parte do nome, razão social, nome fantasia ou CNPJ (com ou sem máscara; espaços à esquerda ignorados)',
  );

/** Query of the customer lists: page, page size and search. */
export const listarClientesQuery = paginacaoQuery.extend({ busca: buscaClientes });

const respostaLista = z.object({
  clientes: paginaSchema.extend({ data: z.array(clienteListaSchema) }),
});

/**
 * The customer list (spec 2 §7 "GET /api/clientes/listar"), paginated and searched on the server,
 * scoped by role: the master sees every customer; an administrador the customers of the rounds it
 * organises (rodada_id narrows to one of them); a representante its customers (main representative
 * or a confirmed link); a fornecedor its customer list (registered by it or with orders from it);
 * a cliente only itself.
 */
export const listarClientes = endpoint({
  method: 'GET',
  path: '/api/clientes/listar',
  summary: 'Lista os clientes que o usuário pode ver (paginada, com busca), conforme o papel',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.listar'],
  query: listarClientesQuery.extend({
    rodada_id: idOpcional(
      'Administrador: só os clientes desta rodada (uma que ele organiza); fornecedor: os clientes dele nesta rodada',
    ).optional(),
  }),
  response: respostaLista,
});

/** `:id` of the caller's own profile in a role's customer list (another id: 404). */
const perfilParams = (perfil: string) =>
  z.object({ id: idParam(`Id do ${perfil}: só o do próprio usuário (outro: 404)`) });

/**
 * A supplier's customers (spec 2 §7 "GET /api/fornecedores/{id}/clientes"): those in its customer
 * list (fornecedor_cliente: registered by it) and those with orders from it. Only its own id.
 */
export const listarClientesDoFornecedor = endpoint({
  method: 'GET',
  path: '/api/fornecedores/:id/clientes',
  summary: 'Clientes do fornecedor logado (cadastrados por ele ou com pedidos dele)',
  tag: 'Clientes',
  roles: ['fornecedor'],
  params: perfilParams('fornecedor'),
  query: listarClientesQuery,
  response: respostaLista,
});

/**
 * A supplier's customers in one round (spec 2 §7 "GET /api/fornecedores/{id}/clientes/{rodada}"):
 * those with an order from it in the round, and those of its customer list that take part in the
 * round (rodada_clientes). The rows carry the round's order count and net total with it.
 */
export const listarClientesDoFornecedorNaRodada = endpoint({
  method: 'GET',
  path: '/api/fornecedores/:id/clientes/:rodada',
  summary: 'Clientes do fornecedor logado numa rodada, com os pedidos e o total dele na rodada',
  tag: 'Clientes',
  roles: ['fornecedor'],
  params: perfilParams('fornecedor').extend({ rodada: idParam('Id da rodada') }),
  query: listarClientesQuery,
  response: respostaLista,
});

/**
 * A representative's customers (spec 2 §7 "GET /api/representantes/{id}/clientes"): those whose
 * main representative it is and those with a confirmed link (cliente_representante status 1; a
 * pending one does not count). Only its own id.
 */
export const listarClientesDoRepresentante = endpoint({
  method: 'GET',
  path: '/api/representantes/:id/clientes',
  summary: 'Clientes do representante logado (principal ou com vínculo confirmado)',
  tag: 'Clientes',
  roles: ['representante'],
  params: perfilParams('representante'),
  query: listarClientesQuery,
  response: respostaLista,
});

/**
 * An administrator's customers (spec 2 §7 "GET /api/administradores/{id}/clientes"): the
 * participants (rodada_clientes) of the rounds it organises. Only its own id.
 */
export const listarClientesDoAdministrador = endpoint({
  method: 'GET',
  path: '/api/administradores/:id/clientes',
  summary: 'Clientes das rodadas que o administrador logado organiza',
  tag: 'Clientes',
  roles: ['administrador'],
  params: perfilParams('administrador'),
  query: listarClientesQuery,
  response: respostaLista,
});

/**
 * Registers a customer (spec 2 §7 "POST /api/clientes/salvar"): its login (the e-mail) with a
 * random temporary password shown once, to be changed at the first login (decision 1); the
 * profile with its address; the first store (padrao) from the same data; and the link to whoever
 * registers it: a representante becomes its main representative (with a confirmed link), a
 * fornecedor puts it in its customer list, an administrador enrols it in `rodada_id` (required,
 * a round it organises). A CNPJ that a customer or store already has answers 409.
 */
export const salvarCliente = endpoint({
  method: 'POST',
  path: '/api/clientes/salvar',
  summary: 'Cadastra um cliente com login (senha temporária mostrada uma vez) e a loja padrão',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.adicionar'],
  body: salvarClienteBody,
  response: respostaCriadoComSenha(MSG_CLIENTES.salvo, 'Id do cliente criado'),
});

/** A customer as the form and the details dialog read it. */
export const clienteLidoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  cnpj: z.string().nullable().describe('14 caracteres, sem máscara'),
  ie: z.string().nullable(),
  responsavel_nome: z.string().nullable(),
  responsavel_cpf: z.string().nullable().describe('11 dígitos, sem máscara'),
  representante_id: z.number().int().nullable(),
  representante_nome: z.string().nullable(),
  ativo: z.boolean(),
  novo_cadastro: z.boolean().describe('Conta ainda não completa pelo cliente'),
  user: loginLidoSchema,
  endereco: enderecoLidoSchema.nullable(),
});
export type ClienteLido = z.infer<typeof clienteLidoSchema>;

/**
 * One customer for the form and the read-only details dialog (spec 2 §7 "GET
 * /api/clientes/{id}/editar"): to anyone who may see it (podeVerCliente); anyone else gets 404.
 */
export const editarCliente = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/editar',
  summary: 'Dados de um cliente para o formulário e os detalhes',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.listar'],
  params: clienteParams,
  response: z.object({ cliente: clienteLidoSchema }),
});

/**
 * Updates a customer (spec 2 §7 "POST /api/clientes/{id}/atualizar", §5 "Customer form"), for
 * whoever may edit it (podeEditarCliente). The body follows clienteFormMasterSchema; for everyone
 * but the master the server requires what clienteFormSchema requires (400 per field). A CNPJ or IE
 * different from the stored one answers 422 (they are fixed once set); so does, for everyone but
 * the master, an e-mail or representante_id different from the stored one.
 */
export const atualizarCliente = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/atualizar',
  summary: 'Atualiza um cliente (CNPJ e IE fixos; email e representante só pelo master)',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.editar'],
  params: clienteParams,
  body: clienteFormMasterSchema,
  response: respostaMsg(MSG_CLIENTES.atualizado),
});

/**
 * The customer config a representative edits (spec 2 §7 Representatives "GET
 * /api/representantes/config/listar?id: customer config"): the same answer as GET
 * /api/clientes/{id}/editar, for the representative's own clients only (another one answers 404).
 */
export const lerConfigClienteDoRepresentante = endpoint({
  method: 'GET',
  path: '/api/representantes/config/listar',
  summary: 'Dados de um cliente do representante (o mesmo que /api/clientes/{id}/editar)',
  tag: 'Clientes',
  roles: ['representante'],
  query: z.object({ id: idParam('Id do cliente (só os clientes do representante)') }),
  response: z.object({ cliente: clienteLidoSchema }),
});

/**
 * Saves the customer config a representative edits (spec 2 §7 Representatives "POST
 * /api/representantes/config/salvar: customer payload"): `{ id, cliente }`, with the rules of POST
 * /api/clientes/{id}/atualizar (CNPJ and IE fixed, e-mail and representative only by the master).
 * The customer's stores are kept through /api/clientes/{id}/lojas/*.
 */
export const salvarConfigClienteDoRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/config/salvar',
  summary: 'Atualiza um cliente do representante (as regras de /api/clientes/{id}/atualizar)',
  tag: 'Clientes',
  roles: ['representante'],
  body: z.object({
    id: idParam('Id do cliente (só os clientes do representante)'),
    cliente: clienteFormMasterSchema,
  }),
  response: respostaMsg(MSG_CLIENTES.atualizado),
});

/**
 * A supplier deletes a customer (spec 2 §7 "DELETE /api/clientes/{id}/excluir", §6 "fornecedor
 * only"): the customer leaves the supplier's customer list; the customer's account, stores and
 * other links stay. Refused (409) while the supplier has orders with it, which would bring it back.
 */
export const excluirCliente = endpoint({
  method: 'DELETE',
  path: '/api/clientes/:id/excluir',
  summary: 'Tira o cliente da lista do fornecedor logado (409 se há pedidos entre eles)',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.excluir'],
  params: clienteParams,
  response: respostaMsg(MSG_CLIENTES.excluido),
});

/**
 * Activates or deactivates a customer (spec 2 §4 "Customer ativo"): the master, an administrador of
 * one of its rounds or one of its representatives. A deactivated customer cannot log in (its
 * sessions end) and is left out of new orders; nothing else changes. `ativo` sets the state; when
 * absent the call toggles it.
 */
export const ativarDesativarCliente = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/ativardesativar',
  summary: 'Ativa ou desativa um cliente (desativado não entra no sistema)',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.ativar'],
  params: clienteParams,
  body: z
    .object({
      ativo: z.boolean().optional().describe('O estado desejado; ausente inverte o atual'),
    })
    .nullish()
    .transform((b) => b ?? {}),
  response: z.object({
    msg: z.string().describe(`'${MSG_CLIENTES.ativado}' ou '${MSG_CLIENTES.desativado}'`),
    ativo: z.boolean(),
  }),
});

/** The most customers one printed list holds (the list's scope and search apply first). */
export const LIMITE_IMPRESSAO_CLIENTES = 5000;

/**
 * Prints the customer list (spec 2 §7 "GET /api/impressoes/clientes/listar"): the caller's scope
 * and search, as on /clientes, every page (at most LIMITE_IMPRESSAO_CLIENTES rows). For a supplier
 * `rodada_id` (the selected round) also narrows the list to that round, as its screen does. Local
 * answers the PDF; remota queues it on the selected round's print island (decision 13).
 */
export const imprimirClientes = endpoint({
  method: 'GET',
  path: '/api/impressoes/clientes/listar',
  summary: 'Imprime a lista de clientes (PDF, ou envia à Ilha de Impressão da rodada)',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.listar'],
  query: comImpressao({ busca: buscaClientes }),
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});

/**
 * Prints a customer's sheet (spec 2 §7 "GET /api/clientes/{id}/ficha"): its data, responsible
 * person, address, representative and stores, for anyone who may see it (another: 404).
 */
export const imprimirFichaCliente = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/ficha',
  summary: 'Imprime a ficha de um cliente (PDF, ou envia à Ilha de Impressão da rodada)',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.listar'],
  params: clienteParams,
  query: impressaoQuery,
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});
