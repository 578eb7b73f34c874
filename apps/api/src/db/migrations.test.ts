import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createTestDatabase, type Motor } from '../test/db.js';
import type { Database } from './client.js';
import {
  agendamentos,
  administradores,
  categorias,
  cidades,
  clientes,
  estados,
  fornecedores,
  lojas,
  pedidos,
  produtos,
  rodadas,
  users,
} from './schema/index.js';

/** The SQLSTATE of a failed query; drizzle wraps the driver's error in `cause`. */
function sqlstate(erro: unknown): string | undefined {
  let atual: unknown = erro;
  for (let i = 0; i < 5 && atual && typeof atual === 'object'; i++) {
    const code = (atual as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    atual = (atual as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `fn`, expecting it to fail with SQLSTATE `codigo`. */
async function esperarErro(codigo: string, fn: () => Promise<unknown>) {
  let erro: unknown;
  try {
    await fn();
  } catch (e) {
    erro = e;
  }
  expect(erro, `esperava SQLSTATE ${codigo}`).toBeDefined();
  expect(sqlstate(erro)).toBe(codigo);
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';

let database: Database;
let seq = 0;

async function novoUsuario(tipo: 'administrador' | 'fornecedor' | 'cliente') {
  seq += 1;
  const [u] = await database.db
    .insert(users)
    .values({ tipo, nome: `${tipo} ${seq}`, email: `${tipo}${seq}@rodada.test`, password: 'x' })
    .returning();
  return u!;
}

async function novoFornecedor() {
  const u = await novoUsuario('fornecedor');
  const [f] = await database.db
    .insert(fornecedores)
    .values({ user_id: u.id, nome_fantasia: `Fornecedor ${u.id}` })
    .returning();
  return f!;
}

async function novoCliente() {
  const u = await novoUsuario('cliente');
  const [c] = await database.db.insert(clientes).values({ user_id: u.id, nome: u.nome }).returning();
  const [l] = await database.db
    .insert(lojas)
    .values({
      cliente_id: c!.id,
      razao_social: `Loja ${c!.id} Ltda`,
      nome_fantasia: `Loja ${c!.id}`,
      cnpj: '12ABC34501DE35',
      padrao: true,
    })
    .returning();
  return { user: u, cliente: c!, loja: l! };
}

async function contar(tabela: string): Promise<number> {
  const r = await database.db.execute(sql.raw(`select count(*)::int as n from ${tabela}`));
  return Number((r.rows[0] as { n: number }).n);
}

// The same migration history must run on PGlite (PostgreSQL 18) and on the PostgreSQL server
// (15 on Debian) whenever one is configured: both engines are tested in the same run.
const MOTORES: Motor[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(MOTORES)('migrações (%s)', (motor) => {
  let categoriaId: number;

  beforeAll(async () => {
    database = await createTestDatabase(motor);
    const [c] = await database.db.insert(categorias).values({ nome: 'Vestidos' }).returning();
    categoriaId = c!.id;
  });

  afterAll(async () => {
    await database?.close();
  });

  it('criam as tabelas do modelo, vazias', async () => {
    for (const tabela of [
      'pedidos',
      'pedido_itens',
      'produtos',
      'rodadas',
      'stands',
      'lojas',
      'recebimento_pedidos',
      'notificacoes',
      'impressoes',
      'auditoria',
    ]) {
      expect(await contar(tabela), tabela).toBe(0);
    }
    expect(await contar('drizzle.__drizzle_migrations')).toBeGreaterThanOrEqual(1);
  });

  it("'Código já cadastrado': código do produto é único por fornecedor", async () => {
    const f1 = await novoFornecedor();
    const f2 = await novoFornecedor();
    const produto = { codigo: 'VT-001', descricao: 'Vestido', valor: '99.90', categoria_id: categoriaId };
    await database.db.insert(produtos).values({ ...produto, fornecedor_id: f1.id });
    await esperarErro(UNIQUE_VIOLATION, () =>
      database.db.insert(produtos).values({ ...produto, fornecedor_id: f1.id }),
    );
    // Another supplier may use the same code.
    await database.db.insert(produtos).values({ ...produto, fornecedor_id: f2.id });
  });

  it('dinheiro volta como decimal exato em texto, nunca float (spec D14)', async () => {
    const f = await novoFornecedor();
    const [p] = await database.db
      .insert(produtos)
      .values({
        fornecedor_id: f.id,
        codigo: 'CAL-9',
        descricao: 'Calça',
        valor: '1234.56',
        categoria_id: categoriaId,
      })
      .returning();
    const [lido] = await database.db.select().from(produtos).where(eq(produtos.id, p!.id));
    expect(lido!.valor).toBe('1234.56');
    const r = await database.db.execute(
      sql`select (${'0.10'}::numeric(14,2) + ${'0.20'}::numeric(14,2))::text as soma`,
    );
    expect((r.rows[0] as { soma: string }).soma).toBe('0.30');
  });

  describe('pedidos', () => {
    let base: {
      user_id: number;
      fornecedor_id: number;
      cliente_id: number;
      cliente_loja_id: number;
      data: string;
    };

    beforeAll(async () => {
      const f = await novoFornecedor();
      const c = await novoCliente();
      base = {
        user_id: c.user.id,
        fornecedor_id: f.id,
        cliente_id: c.cliente.id,
        cliente_loja_id: c.loja.id,
        data: '2026-03-10',
      };
    });

    it('o uuid do pedido é único: salvar o mesmo uuid duas vezes nunca faz dois pedidos (spec D11)', async () => {
      const uuid = randomUUID();
      const [p] = await database.db
        .insert(pedidos)
        .values({ ...base, uuid })
        .returning();
      // Defaults of spec 3 §3: commission 5 %, type Fornecedor, status 0 Pendente.
      expect(p!.comissao_percentual).toBe('5.0000');
      expect(p!.comissao_tipo).toBe('Fornecedor');
      expect(p!.status).toBe(0);
      expect(p!.valor_liquido).toBe('0.00');
      await esperarErro(UNIQUE_VIOLATION, () => database.db.insert(pedidos).values({ ...base, uuid }));
    });

    it('a loja do pedido pertence ao cliente do pedido', async () => {
      const outro = await novoCliente();
      await esperarErro(FOREIGN_KEY_VIOLATION, () =>
        database.db.insert(pedidos).values({ ...base, uuid: randomUUID(), cliente_loja_id: outro.loja.id }),
      );
    });

    it('status fora de 0..5 é recusado', async () => {
      await esperarErro(CHECK_VIOLATION, () =>
        database.db.insert(pedidos).values({ ...base, uuid: randomUUID(), status: 9 }),
      );
    });
  });

  it('cada cliente tem no máximo uma loja padrão', async () => {
    const { cliente } = await novoCliente();
    const loja = {
      cliente_id: cliente.id,
      razao_social: 'B Ltda',
      nome_fantasia: 'B',
      cnpj: '11222333000181',
    };
    await database.db.insert(lojas).values({ ...loja, padrao: false });
    await esperarErro(UNIQUE_VIOLATION, () => database.db.insert(lojas).values({ ...loja, padrao: true }));
  });

  it('agenda: dois agendamentos vivos do mesmo fornecedor no mesmo horário são recusados', async () => {
    await database.db.insert(estados).values({ id: 26, sigla: 'PE', nome: 'Pernambuco', regiao: 'Nordeste' });
    await database.db.insert(cidades).values({ id: 2611606, nome: 'Recife', estado_id: 26 });
    const ua = await novoUsuario('administrador');
    const [adm] = await database.db
      .insert(administradores)
      .values({ user_id: ua.id, nome: ua.nome })
      .returning();
    const [rodada] = await database.db
      .insert(rodadas)
      .values({
        nome: 'Rodada Recife',
        local: 'Centro de Convenções',
        data_inicio: '2026-03-10',
        data_fim: '2026-03-12',
        data_veiculacao: '2026-03-01',
        data_limite: '2026-03-09',
        estado_id: 26,
        cidade_id: 2611606,
        administrador_id: adm!.id,
      })
      .returning();
    const f = await novoFornecedor();
    const c1 = await novoCliente();
    const c2 = await novoCliente();
    const data_hora = new Date('2026-03-10T11:00:00Z');
    const [a] = await database.db
      .insert(agendamentos)
      .values({ rodada_id: rodada!.id, data_hora, cliente_id: c1.cliente.id, fornecedor_id: f.id })
      .returning();
    await esperarErro(UNIQUE_VIOLATION, () =>
      database.db
        .insert(agendamentos)
        .values({ rodada_id: rodada!.id, data_hora, cliente_id: c2.cliente.id, fornecedor_id: f.id }),
    );
    // Once cancelled, the slot is free again.
    await database.db
      .update(agendamentos)
      .set({ cancelado_em: new Date() })
      .where(eq(agendamentos.id, a!.id));
    await database.db
      .insert(agendamentos)
      .values({ rodada_id: rodada!.id, data_hora, cliente_id: c2.cliente.id, fornecedor_id: f.id });
  });

  it('rodar migrate() de novo não faz nada (idempotente)', async () => {
    const antes = await contar('drizzle.__drizzle_migrations');
    await expect(database.migrate()).resolves.toBeUndefined();
    expect(await contar('drizzle.__drizzle_migrations')).toBe(antes);
    expect(await contar('pedidos')).toBeGreaterThan(0);
  });
});
