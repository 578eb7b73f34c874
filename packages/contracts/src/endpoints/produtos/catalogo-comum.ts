import { z } from '../../zod-setup.js';
import { naColuna } from '../../colunas.js';
import { idParam } from '../../campos.js';

/*
 * What the sizes, colours and categories contracts share (spec 3 §3 "Size", "Colour", "Category",
 * §5 "Size", "Colour"): upper-cased required names and the path params.
 */

/** `:id` of a size or colour in the path. */
export const paramsItemCatalogo = z.object({ id: idParam('Id do item do catálogo') });
/** `:produtoId` of a product in the path (GET /api/tamanhos/{produtoId}). */
export const paramsProdutoTamanhos = z.object({ produtoId: idParam('Id do produto') });
/** `:id` of a product in the path. */
export const paramsProduto = z.object({ id: idParam('Id do produto') });

/**
 * Required text forced to upper case (spec 3 §5). The length is checked again after upper-casing,
 * which may lengthen a text ('ß' is 'SS').
 */
export const nomeMaiusculo = (coluna: string, max: number, msg: string) =>
  naColuna(
    coluna,
    z
      .string({ error: msg })
      .trim()
      .min(1, msg)
      .max(max, `No máximo ${max} caracteres`)
      .transform((s) => s.toUpperCase())
      .pipe(z.string().max(max, `No máximo ${max} caracteres`)),
  );

/** tipo of a size or colour (spec 3 §3): 0 the supplier's own, 1 shared (kept by the master). */
export const tipoItemCatalogo = z
  .union([z.literal(0), z.literal(1)])
  .describe('0: do fornecedor (editável por ele); 1: compartilhado por todos (mantido pelo master)');
