import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { CAPACIDADES } from '../../capabilities.js';
import { endpoint, respostaMsg } from '../../envelope.js';
import { nomeMaiusculo, paramsItemCatalogo, paramsProduto, tipoItemCatalogo } from './catalogo-comum.js';
import { MSG_PRODUTOS } from './mensagens.js';
import { tamanhoSchema } from './tamanhos.js';

/*
 * The colours catalogue (spec 3 §2 "Colours catalogue", §3 "Colour", §5 "Colour", §7 "Colours"):
 * the same ownership as the sizes (tipo 0 the supplier's own, tipo 1 shared and kept by the
 * master; POLITICAS.cor, ADR 013), and the grid dialog's colours and sizes.
 */

/** The name of a colour (spec 3 §5): required ('Campo obrigatório'), upper case, at most 50. */
export const nomeCor = nomeMaiusculo('cores.nome', 50, MSG_PRODUTOS.campoObrigatorio);

/** The body of POST /api/cores/salvar and /{id}/atualizar. */
export const corFormSchema = z.object({ nome: nomeCor.describe('Nome da cor (maiúsculas)') });
export type CorFormEntrada = z.input<typeof corFormSchema>;
export type CorForm = z.output<typeof corFormSchema>;

/** One colour (spec 3 §3 "Colour"). */
export const corSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: tipoItemCatalogo,
  fornecedor_id: z.number().int().nullable().describe('Nulo para uma compartilhada (tipo 1)'),
  fornecedor_nome: z.string().nullable().describe('Nome fantasia do dono (tipo 0); nulo na compartilhada'),
  acoes: acoesSchema('cor').describe(
    'editar e excluir: o fornecedor nas suas (tipo 0), o master nas compartilhadas',
  ),
});
export type Cor = z.infer<typeof corSchema>;

/** GET /api/cores: the colours the caller sees (shared, then its own; the master all), by name. */
export const listarCores = endpoint({
  method: 'GET',
  path: '/api/cores',
  summary: 'Lista as cores do catálogo de quem chama',
  tag: 'Cores',
  roles: CAPACIDADES['produtos.gerir'],
  response: z.object({ cores: z.array(corSchema) }),
});

/**
 * GET /api/cores/{id}: the colours of product {id}, in the product's order (as GET
 * /api/tamanhos/{produtoId}). Its supplier or the master; another supplier's product: 404.
 */
export const coresDoProduto = endpoint({
  method: 'GET',
  path: '/api/cores/:id',
  summary: 'As cores de um produto, na ordem do produto',
  tag: 'Cores',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsProduto,
  response: z.object({ cores: z.array(corSchema) }),
});

/**
 * POST /api/cores/salvar: a supplier creates one of its own (tipo 0), the master a shared one
 * (tipo 1). A name the caller already has (own or shared): 409 corJaExiste.
 */
export const salvarCor = endpoint({
  method: 'POST',
  path: '/api/cores/salvar',
  summary: 'Cadastra uma cor',
  tag: 'Cores',
  roles: CAPACIDADES['produtos.gerir'],
  body: corFormSchema,
  response: z.object({ msg: z.string().describe(`'${MSG_PRODUTOS.corSalva}'`), cor: corSchema }),
});

/** POST /api/cores/{id}/atualizar: renames a colour. */
export const atualizarCor = endpoint({
  method: 'POST',
  path: '/api/cores/:id/atualizar',
  summary: 'Atualiza uma cor',
  tag: 'Cores',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsItemCatalogo,
  body: corFormSchema,
  response: z.object({ msg: z.string().describe(`'${MSG_PRODUTOS.corAtualizada}'`), cor: corSchema }),
});

/** POST /api/cores/{id}/excluir: a colour in a product or an order: 409 corEmUso. */
export const excluirCor = endpoint({
  method: 'POST',
  path: '/api/cores/:id/excluir',
  summary: 'Exclui uma cor',
  tag: 'Cores',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsItemCatalogo,
  response: respostaMsg(MSG_PRODUTOS.corExcluida),
});

/** Colours and sizes together, for the grid dialog. */
const coresTamanhos = z.object({ cores: z.array(corSchema), tamanhos: z.array(tamanhoSchema) });

/** GET /api/corestamanhos: the caller's whole catalogue of colours and sizes (grid dialog pickers). */
export const listarCoresTamanhos = endpoint({
  method: 'GET',
  path: '/api/corestamanhos',
  summary: 'As cores e os tamanhos do catálogo de quem chama',
  tag: 'Cores',
  roles: CAPACIDADES['produtos.gerir'],
  response: coresTamanhos,
});

/**
 * GET /api/produtos/corestamanhos/{id}: the colours and sizes chosen for product {id}, in the
 * product's order. Its supplier or the master; another supplier's product: 404.
 */
export const coresTamanhosDoProduto = endpoint({
  method: 'GET',
  path: '/api/produtos/corestamanhos/:id',
  summary: 'As cores e os tamanhos escolhidos em um produto',
  tag: 'Cores',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsProduto,
  response: coresTamanhos,
});
