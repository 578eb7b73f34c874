import { z } from '../../zod-setup.js';
import { CAPACIDADES } from '../../capabilities.js';
import { endpoint } from '../../envelope.js';

/*
 * Product categories (spec 3 §3 "Category": id, nome): reference data (the product form's Categoria
 * and the shop's filter chips, spec 1 §7), loaded with the other reference data on every start.
 */

/** One category. */
export const categoriaSchema = z.object({ id: z.number().int(), nome: z.string() });
export type Categoria = z.infer<typeof categoriaSchema>;

const resposta = z.object({ categorias: z.array(categoriaSchema).describe('Por nome') });

/** GET /api/produtos/categorias (spec 3 §7 "Products"): the product form's categories. */
export const listarCategoriasProduto = endpoint({
  method: 'GET',
  path: '/api/produtos/categorias',
  summary: 'As categorias de produto, para o cadastro',
  tag: 'Categorias',
  roles: CAPACIDADES['produtos.gerir'],
  response: resposta,
});

/** GET /api/categorias (spec 1 §7, spec 3 §7 offline lists): the shop's category chips, public. */
export const listarCategorias = endpoint({
  method: 'GET',
  path: '/api/categorias',
  summary: 'As categorias de produto, para os filtros da loja',
  tag: 'Categorias',
  roles: 'public',
  response: resposta,
});
