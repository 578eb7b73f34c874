import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Motor } from '../test/db.js';
import type { Database } from './client.js';
import {
  categorias,
  clientes,
  fornecedores,
  lojas,
  pedido_itens,
  pedidos,
  produtos,
  users,
} from './schema/index.js';

// Migration 0002 (issue 12, ADR 017): produtos.busca (accent-insensitive search text kept by
// triggers) and produtos.vendidos (pieces in orders not cancelled), on both engines.

const MOTORES: Motor[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(MOTORES)('busca e vendidos do catálogo (%s)', (motor) => {
  let database: Database;
  let seq = 0;
  let categoriaId: number;

  async function usuario(tipo: 'fornecedor' | 'cliente') {
    seq += 1;
    const [u] = await database.db
      .insert(users)
      .values({
        tipo,
        nome: `${tipo} ${seq}`,
        email: `${tipo}${seq}-${randomUUID()}@rodada.test`,
        password: 'x',
      })
      .returning();
    return u!;
  }

  async function fornecedor(nome_fantasia: string, razao_social: string | null = null) {
    const u = await usuario('fornecedor');
    const [f] = await database.db
      .insert(fornecedores)
      .values({ user_id: u.id, nome_fantasia, razao_social })
      .returning();
    return f!;
  }

  async function produto(fornecedor_id: number, codigo: string, descricao: string) {
    const [p] = await database.db
      .insert(produtos)
      .values({ fornecedor_id, codigo, descricao, valor: '10.00', categoria_id: categoriaId })
      .returning();
    return p!;
  }

  const lerProduto = async (id: number) =>
    (await database.db.select().from(produtos).where(eq(produtos.id, id)))[0]!;

  async function pedido(fornecedor_id: number, linhas: { produto_id: number; quantidade: number }[]) {
    const u = await usuario('cliente');
    const [c] = await database.db.insert(clientes).values({ user_id: u.id, nome: u.nome }).returning();
    const [l] = await database.db
      .insert(lojas)
      .values({
        cliente_id: c!.id,
        razao_social: 'Loja Ltda',
        nome_fantasia: 'Loja',
        cnpj: '12ABC34501DE35',
        padrao: true,
      })
      .returning();
    const [o] = await database.db
      .insert(pedidos)
      .values({
        uuid: randomUUID(),
        user_id: u.id,
        fornecedor_id,
        cliente_id: c!.id,
        cliente_loja_id: l!.id,
        data: '2026-11-25',
      })
      .returning();
    for (const linha of linhas) {
      await database.db.insert(pedido_itens).values({
        pedido_id: o!.id,
        produto_id: linha.produto_id,
        codigo: 'X',
        descricao: 'X',
        valor: '10.00',
        quantidade: linha.quantidade,
        subtotal: '10.00',
      });
    }
    return o!;
  }

  beforeAll(async () => {
    database = await createTestDatabase(motor);
    const [c] = await database.db
      .insert(categorias)
      .values({ nome: `Categoria ${randomUUID()}` })
      .returning();
    categoriaId = c!.id;
  });

  afterAll(async () => {
    await database?.close();
  });

  it('busca guarda código, descrição e os nomes do fornecedor sem acentos e em minúsculas', async () => {
    const f = await fornecedor('Ateliê Conceição', 'Confecções São João Ltda');
    const p = await produto(f.id, 'VT-ÁB1', 'Vestido Açaí Rendado');
    expect((await lerProduto(p.id)).busca).toBe(
      'vt-ab1 vestido acai rendado atelie conceicao confeccoes sao joao ltda',
    );
  });

  it('busca acompanha a edição do produto e a troca do nome do fornecedor', async () => {
    const f = await fornecedor('Malharia Única');
    const p = await produto(f.id, 'MC-1', 'Camisa');
    await database.db.update(produtos).set({ descricao: 'Camisa Pólo' }).where(eq(produtos.id, p.id));
    expect((await lerProduto(p.id)).busca).toBe('mc-1 camisa polo malharia unica');
    await database.db
      .update(fornecedores)
      .set({ nome_fantasia: 'Tricôs do Sul' })
      .where(eq(fornecedores.id, f.id));
    expect((await lerProduto(p.id)).busca).toBe('mc-1 camisa polo tricos do sul');
  });

  it('a busca sem acento acha o texto acentuado pelo índice de trigramas', async () => {
    const f = await fornecedor('Fornecedor Trigrama');
    const p = await produto(f.id, 'TG-9', 'Jaqueta Acolchoada Ímpar');
    const termo = 'IMPAR';
    const r = await database.db.execute(
      sql`select id from produtos where busca like '%' || rodada_texto_busca(${termo}) || '%'`,
    );
    expect(r.rows.map((l) => Number((l as { id: number }).id))).toContain(p.id);
    const idx = await database.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'produtos_busca_trgm_idx'`,
    );
    expect(String((idx.rows[0] as { indexdef: string }).indexdef)).toContain('gin_trgm_ops');
  });

  it('vendidos soma as linhas dos pedidos não cancelados, e volta ao cancelar ou excluir', async () => {
    const f = await fornecedor('Fornecedor Vendas');
    const a = await produto(f.id, 'VD-1', 'Blusa');
    const b = await produto(f.id, 'VD-2', 'Saia');
    const o1 = await pedido(f.id, [
      { produto_id: a.id, quantidade: 12 },
      { produto_id: b.id, quantidade: 3 },
    ]);
    const o2 = await pedido(f.id, [{ produto_id: a.id, quantidade: 6 }]);
    expect((await lerProduto(a.id)).vendidos).toBe(18);
    expect((await lerProduto(b.id)).vendidos).toBe(3);

    await database.db.update(pedido_itens).set({ quantidade: 10 }).where(eq(pedido_itens.pedido_id, o2.id));
    expect((await lerProduto(a.id)).vendidos).toBe(22);

    await database.db.update(pedidos).set({ status: 5 }).where(eq(pedidos.id, o1.id));
    expect((await lerProduto(a.id)).vendidos).toBe(10);
    expect((await lerProduto(b.id)).vendidos).toBe(0);
    await database.db.update(pedidos).set({ status: 0 }).where(eq(pedidos.id, o1.id));
    expect((await lerProduto(a.id)).vendidos).toBe(22);

    await database.db.delete(pedidos).where(eq(pedidos.id, o2.id));
    expect((await lerProduto(a.id)).vendidos).toBe(12);
    // A cancelled order's lines never counted: deleting it changes nothing.
    await database.db.update(pedidos).set({ status: 5 }).where(eq(pedidos.id, o1.id));
    await database.db.delete(pedidos).where(eq(pedidos.id, o1.id));
    expect((await lerProduto(a.id)).vendidos).toBe(0);
  });
});
