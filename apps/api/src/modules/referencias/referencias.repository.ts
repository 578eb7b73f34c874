import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bancos, cidades, estados } from '../../db/schema/index.js';

// PGlite has no ICU collations and the server may run with C: sort names the Portuguese way here,
// so 'Água Boa' comes before 'Alta Floresta', not after 'Zortéa'.
const porNome = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const ordenar = <T extends { nome: string }>(linhas: T[]) =>
  linhas.sort((a, b) => porNome.compare(a.nome, b.nome));

/** All states by name. */
export const listarEstados = async (db: Db) =>
  ordenar(
    await db
      .select({ id: estados.id, sigla: estados.sigla, nome: estados.nome, regiao: estados.regiao })
      .from(estados),
  );

/** The cities of a state by name (index cidades(estado_id, nome)). */
export const listarCidades = async (db: Db, estadoId: number) =>
  ordenar(
    await db
      .select({ id: cidades.id, nome: cidades.nome })
      .from(cidades)
      .where(eq(cidades.estado_id, estadoId)),
  );

/** All banks by code. */
export const listarBancos = (db: Db) =>
  db.select({ codigo: bancos.codigo, nome: bancos.nome }).from(bancos).orderBy(asc(bancos.codigo));

/** A city by its IBGE code (our id), with its state; undefined when we do not have it. */
export const cidadePorId = async (db: Db, id: number) =>
  (
    await db
      .select({ id: cidades.id, estado_id: cidades.estado_id, nome: cidades.nome })
      .from(cidades)
      .where(eq(cidades.id, id))
  )[0];

/** A state by its two-letter abbreviation ('PE'); undefined when there is none. */
export const estadoPorSigla = async (db: Db, sigla: string) =>
  (await db.select({ id: estados.id }).from(estados).where(eq(estados.sigla, sigla)))[0];
