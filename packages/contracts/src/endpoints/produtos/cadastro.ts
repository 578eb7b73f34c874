import { z } from '../../zod-setup.js';
import { CAPACIDADES } from '../../capabilities.js';
import { dinheiro, id, MAIOR_ID, obrigatorio } from '../../campos.js';
import { naColuna, semColuna } from '../../colunas.js';
import { endpoint, respostaMsg } from '../../envelope.js';
import { normalizarCodigo } from './codigo.js';
import { paramsProduto, produtoEdicaoSchema } from './linha.js';
import { MSG_PRODUTOS } from './mensagens.js';

/*
 * 'Cadastro de Produtos' (spec 3 §2 "Product form", §5 "Product", §7 "Products"): create, read for
 * the form, update, delete, activate and deactivate. A supplier manages its own products; the
 * master edits any product but creates none (403 MSG_PRODUTOS.soFornecedorCadastra, ADR 017). A
 * new product waits for approval (status 0); the approval itself is another contract.
 */

const CO = MSG_PRODUTOS.campoObrigatorio;
/** Largest quantity (minimum, multiple) a PostgreSQL integer holds. */
const MAIOR_QUANTIDADE = MAIOR_ID;
/** At most this many colours or sizes in a product's grid. */
export const LIMITE_GRADE = 100;
/** 'Detalhes' is free text (a `text` column): at most this many characters. */
export const MAX_DETALHES = 5000;

const MSG_INTEIRO = 'Informe um número inteiro';
const MSG_NEGATIVO = 'O valor não pode ser negativo';

/** A typed integer: a number, or a string of digits (a form field), required. */
const inteiroNaoNegativo = (obrigatoria: boolean) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        const s = v.trim();
        if (s === '') return undefined;
        return /^-?\d{1,10}$/.test(s) ? Number(s) : v;
      }
      return v === null ? undefined : v;
    },
    obrigatoria
      ? z
          .number({ error: (i) => (i.input === undefined ? CO : MSG_INTEIRO) })
          .int(MSG_INTEIRO)
          .min(0, MSG_NEGATIVO)
          .max(MAIOR_QUANTIDADE, MSG_INTEIRO)
      : z
          .number({ error: MSG_INTEIRO })
          .int(MSG_INTEIRO)
          .min(0, MSG_NEGATIVO)
          .max(MAIOR_QUANTIDADE, MSG_INTEIRO)
          .optional()
          .transform((v) => v ?? 1),
  );

/** The ids of the grid's colours or sizes, in order; repeated ids are kept once (the first). */
const idsDaGrade = (descricao: string) =>
  z
    .array(id('Escolha um item da lista'), { error: MSG_PRODUTOS.gradeVazia })
    .max(LIMITE_GRADE, `No máximo ${LIMITE_GRADE} itens`)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length > 0, MSG_PRODUTOS.gradeVazia)
    .describe(descricao);

/**
 * The body of POST /api/produtos/salvar and /{id}/atualizar (spec 3 §5 "Product"). The code is
 * normalised here (normalizarCodigo: 'ref 12/a' → 'REF12/A'); text fields are trimmed; the value
 * is the API's money format ('89.90', spec D14), above zero.
 */
export const produtoFormSchema = z.object({
  codigo: naColuna(
    'produtos.codigo',
    z
      .string({ error: CO })
      .trim()
      .min(1, CO)
      .max(50, 'No máximo 50 caracteres')
      .transform(normalizarCodigo)
      .pipe(z.string().min(1, 'Use letras, números, barra, ponto ou hífen')),
  ).describe("Código do produto: letras, números, '/', '.' e '-', em maiúsculas (normalizado no servidor)"),
  descricao: naColuna('produtos.descricao', obrigatorio(CO, 255)).describe('Descrição'),
  valor: semColuna(
    'valor em dinheiro: guardado em produtos.valor, numeric(14,2)',
    z
      .string({ error: CO })
      .trim()
      .min(1, CO)
      .refine((v) => !v.startsWith('-'), MSG_PRODUTOS.valorPositivo)
      .pipe(dinheiro())
      .refine((c) => c > 0, MSG_PRODUTOS.valorPositivo)
      .describe('Valor em reais, decimal com ponto e até 2 casas (ex.: "89.90"); maior que zero'),
  ),
  categoria_id: id(CO).describe('Id da categoria (GET /api/produtos/categorias)'),
  quantidade_minima: inteiroNaoNegativo(true).describe('Quantidade mínima de compra: inteiro, 0 ou mais'),
  multiplo: inteiroNaoNegativo(false).describe(
    'Múltiplo de quantidade: inteiro, 0 ou mais (0 e 1 não restringem); ausente: 1',
  ),
  detalhes: naColuna('produtos.detalhes', obrigatorio(CO, MAX_DETALHES)).describe('Detalhes'),
  cores: idsDaGrade('Ids das cores da grade, na ordem de exibição (pelo menos uma)'),
  tamanhos: idsDaGrade("Ids dos tamanhos da grade, na ordem de 'Ordenação de Tamanhos' (pelo menos um)"),
});
export type ProdutoFormEntrada = z.input<typeof produtoFormSchema>;
export type ProdutoForm = z.output<typeof produtoFormSchema>;

/**
 * A new product of the calling supplier (spec 3 §7 "POST /api/produtos/salvar"), status 0 Em
 * homologação. A code the supplier already uses: 409 'Código já cadastrado' on codigo. Colours and
 * sizes must be shared ones or the supplier's own, the category must exist (400 on the field).
 */
export const salvarProduto = endpoint({
  method: 'POST',
  path: '/api/produtos/salvar',
  summary: 'Cadastra um produto do fornecedor logado (entra em homologação)',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  body: produtoFormSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_PRODUTOS.produtoSalvo}'`),
    id: z.number().int().describe('Id do produto criado'),
  }),
});

/** One product for 'Cadastro de Produtos' (spec 3 §7 "GET /api/produtos/{id}/editar"), with its grid. */
export const editarProduto = endpoint({
  method: 'GET',
  path: '/api/produtos/:id/editar',
  summary: 'Um produto para edição, com a grade (cores e tamanhos na ordem)',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsProduto,
  response: z.object({ produto: produtoEdicaoSchema }),
});

/**
 * Updates a product (spec 3 §7 "POST /api/produtos/{id}/atualizar"): the same form and rules as
 * salvarProduto; colours and sizes are checked against the product's supplier. A rejected product
 * edited by its supplier goes back to 0 Em homologação; an approved one too when its code,
 * description, details or category change (domain statusAposEdicao).
 */
export const atualizarProduto = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/atualizar',
  summary: 'Atualiza um produto',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsProduto,
  body: produtoFormSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_PRODUTOS.produtoAtualizado}'`),
    produto_status: z.number().int().describe('O status do produto depois da edição'),
  }),
});

/**
 * Deletes a product with its grid and gallery (spec 3 §7 "POST /api/produtos/{id}/excluir"); one in
 * an order: 409 MSG_PRODUTOS.produtoEmPedido (deactivate it instead).
 */
export const excluirProduto = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/excluir',
  summary: 'Exclui um produto que não está em pedidos',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.excluir'],
  params: paramsProduto,
  response: respostaMsg(MSG_PRODUTOS.produtoExcluido),
});

/** Activates a product (spec 3 §4 "Product active flag", §7 "/ativar"): its own supplier only. */
export const ativarProduto = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/ativar',
  summary: 'Ativa um produto do fornecedor logado',
  tag: 'Produtos',
  roles: ['fornecedor'],
  params: paramsProduto,
  response: respostaMsg(MSG_PRODUTOS.produtoAtivado),
});

/**
 * Deactivates a product (spec 3 §4, §7 "/desativar"): it leaves the shop and the orders. The web
 * asks for confirmation first; the server just does it.
 */
export const desativarProduto = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/desativar',
  summary: 'Desativa um produto do fornecedor logado',
  tag: 'Produtos',
  roles: ['fornecedor'],
  params: paramsProduto,
  response: respostaMsg(MSG_PRODUTOS.produtoDesativado),
});
