import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';

// The shop catalogue at scale for the search benchmark (issue 12 §10): suppliers, categories and
// products generated in SQL (generate_series), so 100 000 rows load in seconds on both engines.
// Descriptions mix Portuguese words with accents; statuses, active flags, prices, sold pieces and
// creation dates vary, so the shop's filters and sorts see a realistic spread.

export const PALAVRAS = {
  peca: [
    'Camisa',
    'Calça',
    'Vestido',
    'Saia',
    'Blusa',
    'Jaqueta',
    'Bermuda',
    'Macacão',
    'Casaco',
    'Regata',
    'Moletom',
    'Short',
  ],
  tecido: [
    'Algodão',
    'Linho',
    'Malha',
    'Jeans',
    'Seda',
    'Viscose',
    'Couro',
    'Lã',
    'Crochê',
    'Tricô',
    'Poliéster',
    'Cetim',
  ],
  estilo: [
    'Azul',
    'Vermelho',
    'Preto',
    'Branco',
    'Estampado',
    'Listrado',
    'Floral',
    'Café',
    'Açafrão',
    'Pêssego',
    'Xadrez',
    'Bordô',
  ],
} as const;

const lista = (palavras: readonly string[]) => sql.raw(`array[${palavras.map((p) => `'${p}'`).join(',')}]`);

/**
 * Loads `fornecedores` suppliers (one in 20 inactive, one in 50 with its login off), `categorias`
 * categories and `n` products: ~80 % approved, ~90 % active, prices R$ 5,00 to R$ 800,00, sold
 * pieces skewed (most few, some many), created over two years. Returns a supplier id and category
 * ids that exist, for the filter cases.
 */
export async function gerarCatalogo(
  db: Db,
  n: number,
  fornecedores = 300,
  categorias = 30,
): Promise<{ fornecedorId: number; categoriaIds: number[] }> {
  await db.execute(sql`
    insert into users (tipo, nome, email, password, email_validado, verificado, ativo)
    select 'fornecedor', 'Fornecedor de carga ' || g, 'forn' || g || '@bench-busca.rodada', 'x', true, true, g % 50 <> 0
      from generate_series(1, ${fornecedores}) g`);
  await db.execute(sql`
    insert into fornecedores (user_id, nome_fantasia, razao_social, ativo)
    select u.id,
           (array['Malharia','Confecções','Têxtil','Ateliê','Moda','Fábrica'])[1 + u.id % 6] || ' ' ||
             (array['São João','Brasília','Ipê','Açaí','Gaúcha','Nordeste','Paraná','Ceará'])[1 + (u.id / 6) % 8] || ' ' || u.id,
           'Razão Social ' || u.id || ' Ltda',
           u.id % 20 <> 0
      from users u where u.email like '%@bench-busca.rodada'`);
  await db.execute(sql`
    insert into categorias (nome) select 'Categoria de carga ' || g from generate_series(1, ${categorias}) g`);
  await db.execute(sql`
    with f as (select array_agg(id order by id) ids from fornecedores),
         c as (select array_agg(id order by id) ids from categorias)
    insert into produtos (fornecedor_id, categoria_id, codigo, descricao, valor, status, ativo, vendidos, quantidade_minima, multiplo, created_at)
    select f.ids[1 + (g::bigint * 7919 % array_length(f.ids, 1))::int],
           c.ids[1 + (g::bigint * 104729 % array_length(c.ids, 1))::int],
           'PRD-' || lpad(g::text, 6, '0'),
           (${lista(PALAVRAS.peca)})[1 + g % 12] || ' ' || (${lista(PALAVRAS.tecido)})[1 + (g / 12) % 12] || ' ' ||
             (${lista(PALAVRAS.estilo)})[1 + (g / 144) % 12] || ' modelo ' || (g % 997),
           round((5 + ((g * 2654435761::bigint) % 79500) / 100.0)::numeric, 2),
           case when g % 10 < 8 then 1 when g % 10 = 8 then 0 else 2 end,
           g % 11 <> 0,
           case when g % 7 = 0 then (g::bigint * 31 % 5000)::int else (g::bigint * 13 % 40)::int end,
           (g % 4) * 6,
           1 + (g % 3),
           timestamptz '2025-01-01' + (g::bigint * 48271 % 63072000)::int * interval '1 second'
      from generate_series(1, ${n}) g, f, c`);
  await db.execute(sql`analyze`);
  const [forn] = (
    await db.execute<{ id: number }>(
      sql`select id from fornecedores where ativo order by id limit 1 offset 10`,
    )
  ).rows;
  const cats = (await db.execute<{ id: number }>(sql`select id from categorias order by id limit 3`)).rows;
  return { fornecedorId: Number(forn!.id), categoriaIds: cats.map((c) => Number(c.id)) };
}
