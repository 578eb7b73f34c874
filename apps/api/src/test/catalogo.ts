import { and, eq } from 'drizzle-orm';
import {
  categorias,
  cores,
  produto_cores,
  produto_tamanhos,
  produtos,
  tamanhos,
} from '../db/schema/index.js';
import { seedCatalogoReferencia } from '../db/seed/referencia-catalogo.js';
import { criarUsuario, entrar, type AppDeTeste } from './app.js';
import { criarUsuarioLogado } from './fabricas.js';

// What the catalogue tests (modules/catalogo/*.test.ts) share: the callers, the reference lists
// and a product with a grid.

/** The master, two suppliers and a representative (a role without products), under `dominio`. */
export async function chamadoresDoCatalogo(t: AppDeTeste, dominio: string) {
  await seedCatalogoReferencia(t.deps.db);
  await criarUsuario(t.deps, { tipo: 'master', email: `master@${dominio}` });
  const master = await entrar(t.app, `master@${dominio}`);
  const fornecedor = await criarUsuarioLogado(t, {
    tipo: 'fornecedor',
    email: `a@${dominio}`,
    nome: 'Malha A',
  });
  const outro = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: `b@${dominio}`, nome: 'Malha B' });
  const representante = await criarUsuarioLogado(t, { tipo: 'representante', email: `r@${dominio}` });
  return { master, fornecedor, outro, representante };
}

/** The id of a shared size or colour by name. */
export async function compartilhado(t: AppDeTeste, tabela: 'tamanhos' | 'cores', nome: string) {
  const [r] =
    tabela === 'tamanhos'
      ? await t.deps.db
          .select({ id: tamanhos.id })
          .from(tamanhos)
          .where(and(eq(tamanhos.tamanho, nome), eq(tamanhos.tipo, 1)))
      : await t.deps.db
          .select({ id: cores.id })
          .from(cores)
          .where(and(eq(cores.nome, nome), eq(cores.tipo, 1)));
  return r!.id;
}

/** A product of `fornecedorId` (status 1, active) with these colours and sizes in this order. */
export async function produtoComGrade(
  t: AppDeTeste,
  fornecedorId: number,
  codigo: string,
  corIds: number[],
  tamanhoIds: number[],
) {
  const [cat] = await t.deps.db.select({ id: categorias.id }).from(categorias).limit(1);
  const [p] = await t.deps.db
    .insert(produtos)
    .values({
      fornecedor_id: fornecedorId,
      codigo,
      descricao: `Produto ${codigo}`,
      valor: '10.00',
      categoria_id: cat!.id,
      status: 1,
    })
    .returning({ id: produtos.id });
  const id = p!.id;
  if (corIds.length) {
    await t.deps.db
      .insert(produto_cores)
      .values(corIds.map((cor_id, i) => ({ produto_id: id, cor_id, ordem: i + 1 })));
  }
  if (tamanhoIds.length) {
    await t.deps.db
      .insert(produto_tamanhos)
      .values(tamanhoIds.map((tamanho_id, i) => ({ produto_id: id, tamanho_id, ordem: i + 1 })));
  }
  return id;
}
