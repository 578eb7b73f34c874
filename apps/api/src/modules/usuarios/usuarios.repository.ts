import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { administradores, clientes, fornecedores, representantes, users } from '../../db/schema/index.js';

/** Page of users with their role-profile name (spec 2 §3 "user (list)": nome from the role). */
export async function listarUsuarios(
  db: Db,
  filtro: { busca?: string; tipo?: string; page: number; porPagina: number },
) {
  const nome = sql<string>`coalesce(${administradores.nome}, ${fornecedores.nome_fantasia}, ${representantes.nome_fantasia}, ${clientes.nome}, ${users.nome})`;
  const condicoes: SQL[] = [];
  if (filtro.tipo) condicoes.push(eq(users.tipo, filtro.tipo));
  if (filtro.busca) {
    const termo = `%${filtro.busca.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    condicoes.push(sql`(lower(${nome}) like ${termo} or lower(${users.email}) like ${termo})`);
  }
  const where = condicoes.length ? and(...condicoes) : undefined;
  const base = () =>
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(administradores, eq(administradores.user_id, users.id))
      .leftJoin(fornecedores, eq(fornecedores.user_id, users.id))
      .leftJoin(representantes, eq(representantes.user_id, users.id))
      .leftJoin(clientes, eq(clientes.user_id, users.id))
      .where(where);
  const [total] = await base();
  const data = await db
    .select({
      id: users.id,
      nome,
      email: users.email,
      tipo: users.tipo,
      verificado: users.verificado,
      ativo: users.ativo,
    })
    .from(users)
    .leftJoin(administradores, eq(administradores.user_id, users.id))
    .leftJoin(fornecedores, eq(fornecedores.user_id, users.id))
    .leftJoin(representantes, eq(representantes.user_id, users.id))
    .leftJoin(clientes, eq(clientes.user_id, users.id))
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(filtro.porPagina)
    .offset((filtro.page - 1) * filtro.porPagina);
  return { total: total?.n ?? 0, data };
}
