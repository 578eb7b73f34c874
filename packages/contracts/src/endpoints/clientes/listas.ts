import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { endpoint, paginacaoQuery, paginaSchema } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { idParam } from '../../campos.js';
import { ARQUIVO_PDF, comImpressao, respostaImpressao } from '../impressoes.js';
import { idOpcional } from './comum.js';

// The customer lists of each role (spec 2 §2 "Customers", §7) and their print. Each row carries
// its `acoes` (ADR 013): what the caller may do with that customer.

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
  acoes: acoesSchema('cliente'),
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
      'Administrador: só os clientes desta rodada (uma que ele organiza); fornecedor: os clientes dele nesta rodada (uma de que participa); outra rodada: 404',
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

/** The most customers one printed list holds (the list's scope and search apply first). */
export const LIMITE_IMPRESSAO_CLIENTES = 5000;

/**
 * Prints the customer list (spec 2 §7 "GET /api/impressoes/clientes/listar"): the caller's scope
 * and search, as on /clientes, every page (at most LIMITE_IMPRESSAO_CLIENTES rows). For a supplier
 * `rodada_id` (the selected round) also narrows the list to that round, as its screen does. Local
 * answers the PDF; remota queues it on the selected round's print island (spec D13).
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
