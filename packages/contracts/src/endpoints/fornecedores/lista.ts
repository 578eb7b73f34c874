import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { endpoint, paginacaoQuery, paginaSchema } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { ARQUIVO_PDF, comImpressao, respostaImpressao } from '../impressoes.js';
import { enderecoLidoSchema as enderecoContaLidoSchema, textoOuNulo } from '../perfis.js';
import { idFornecedorParams } from './comum.js';

// The suppliers list of /fornecedores, the shop's supplier filter, the read-only details dialog and
// the printed list (spec 2 §2 "Suppliers", §7 "Suppliers"; spec 1 §2.4).

/** One supplier row of /fornecedores (spec 2 §2: Nome Fantasia with 'Desativado', Razão Social, CNPJ, Cidade). */
export const fornecedorListaSchema = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  razao_social: textoOuNulo,
  cnpj: textoOuNulo.describe('14 caracteres, sem máscara (spec D5)'),
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
  acoes: acoesSchema('fornecedor').describe(
    'O que quem chama pode fazer com este fornecedor (ADR 013): editar (abrir o Cadastro de ' +
      'Fornecedor), excluir, resetar_senha, bloquear (ADR 007), ativar_para_mim e avaliar (representante), ' +
      'alterar_email (só o master)',
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

/** The most suppliers one printed list holds (the list's scope and search apply first). */
export const LIMITE_IMPRESSAO_FORNECEDORES = 5000;

/**
 * Prints the suppliers list (spec 2 §7 "GET /api/impressoes/fornecedores/listar" with
 * {impressao: remota|local, rodada_id}): the same scope and search as /api/fornecedores/listar, every
 * page (at most LIMITE_IMPRESSAO_FORNECEDORES rows). Local answers the PDF; remota queues it on the
 * selected round's print island (spec D13).
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
