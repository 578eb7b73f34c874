import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjComDigitos } from '@rodada/contracts';
import { acoesDe, pode, type Ator, type ClienteGerido } from '@rodada/domain';
import {
  cliente_representante,
  clientes,
  fornecedor_cliente,
  lojas,
  pedidos,
  rodada_clientes,
  rodada_fornecedores,
} from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';
import { criarRodadas } from '../../test/fabricas.js';
import { clienteGerido } from './clientes-manutencao.repository.js';
import {
  listarClientes,
  listarClientesDoAdministrador,
  listarClientesDoFornecedor,
} from './clientes-listas.service.js';

/**
 * The customer list scopes agree with the cliente policy (issue 10 §1, ADR 013): random links
 * between a few customers, representatives, suppliers and rounds, then every actor's list. Each
 * listed row is one the policy's `ver` allows, each allowed customer is listed, and the row's
 * acoes are the engine's over the generated links. The links SQL (clienteGerido) is checked
 * against the same generated model. A round-narrowed list (a supplier's or administrator's round)
 * lists only allowed customers, exactly those its rule names. CLIENTES_ESCOPO_RUNS changes the runs.
 */

const RUNS = Number(process.env.CLIENTES_ESCOPO_RUNS ?? 15);
const SEMENTE = Number(process.env.CLIENTES_ESCOPO_SEED ?? 2026);
const N_CLIENTES = 6;
const N_REPRESENTANTES = 3;
const N_FORNECEDORES = 3;

let t: AppDeTeste;
let masterUserId = 0;
const cli: { id: number; userId: number; lojaId: number; cnpj: string }[] = [];
const reps: { id: number; userId: number }[] = [];
const forns: { id: number; userId: number }[] = [];
const adms: { id: number; userId: number }[] = [];
/** Each round with its administrador's index in `adms`. */
const rodadas: { id: number; adm: number }[] = [];

const SEM_IDS = { administradorId: null, fornecedorId: null, representanteId: null, clienteId: null };

/** Every actor: the master and each profile of each role. */
function atores(): Ator[] {
  return [
    { userId: masterUserId, tipo: 'master', masterId: 1, ...SEM_IDS },
    ...adms.map((a): Ator => ({
      userId: a.userId,
      tipo: 'administrador',
      ...SEM_IDS,
      administradorId: a.id,
    })),
    ...reps.map((r): Ator => ({
      userId: r.userId,
      tipo: 'representante',
      ...SEM_IDS,
      representanteId: r.id,
    })),
    ...forns.map((f): Ator => ({ userId: f.userId, tipo: 'fornecedor', ...SEM_IDS, fornecedorId: f.id })),
    ...cli.map((c): Ator => ({ userId: c.userId, tipo: 'cliente', ...SEM_IDS, clienteId: c.id })),
  ];
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  let n = 0;
  const email = (p: string) => `${p}-${++n}@escopo.test`;
  masterUserId = (await criarUsuario(t.deps, { tipo: 'master', email: email('master') })).user.id;
  for (let i = 0; i < 2; i++) {
    const { user, perfilId } = await criarUsuario(t.deps, { tipo: 'administrador', email: email('adm') });
    adms.push({ id: perfilId!, userId: user.id });
  }
  for (let i = 0; i < N_REPRESENTANTES; i++) {
    const { user, perfilId } = await criarUsuario(t.deps, { tipo: 'representante', email: email('rep') });
    reps.push({ id: perfilId!, userId: user.id });
  }
  for (let i = 0; i < N_FORNECEDORES; i++) {
    const { user, perfilId } = await criarUsuario(t.deps, { tipo: 'fornecedor', email: email('forn') });
    forns.push({ id: perfilId!, userId: user.id });
  }
  for (let i = 0; i < N_CLIENTES; i++) {
    const { user, perfilId } = await criarUsuario(t.deps, { tipo: 'cliente', email: email('cli') });
    const cnpj = cnpjComDigitos(`${20_000_000 + i}0001`);
    // Half the customers have CNPJ and IE stored (the field abilities read them).
    if (i % 2 === 0) {
      await t.deps.db
        .update(clientes)
        .set({ cnpj, ie: '110042490114' })
        .where(sql`${clientes.id} = ${perfilId}`);
    }
    const [loja] = await t.deps.db
      .insert(lojas)
      .values({ cliente_id: perfilId!, razao_social: 'Loja', nome_fantasia: 'Loja', cnpj, padrao: true })
      .returning({ id: lojas.id });
    cli.push({ id: perfilId!, userId: user.id, lojaId: loja!.id, cnpj });
  }
  const dias = { data_inicio: '2030-01-10', data_fim: '2030-01-12' };
  const [r0, r1] = await criarRodadas(t.deps, adms[0]!.id, [
    { nome: 'R0', ...dias },
    { nome: 'R1', ...dias },
  ]);
  const [r2] = await criarRodadas(t.deps, adms[1]!.id, [{ nome: 'R2', ...dias }]);
  rodadas.push({ id: r0!, adm: 0 }, { id: r1!, adm: 0 }, { id: r2!, adm: 1 });
  // Every supplier takes part in every round: a round it does not take part in answers 404
  // (rodada.ver; the authorization matrix covers it), here the scope of the narrowed list is tested.
  await t.deps.db
    .insert(rodada_fornecedores)
    .values(rodadas.flatMap((r) => forns.map((f) => ({ rodada_id: r.id, fornecedor_id: f.id }))));
});
afterAll(async () => {
  await t.fechar();
});

const c = fc.nat(N_CLIENTES - 1);
const r = fc.nat(N_REPRESENTANTES - 1);
const f = fc.nat(N_FORNECEDORES - 1);
const rd = fc.nat(2);
const dados = fc.record({
  principal: fc.array(fc.option(r, { nil: null }), { minLength: N_CLIENTES, maxLength: N_CLIENTES }),
  vinculos: fc.array(fc.record({ c, r, status: fc.constantFrom(0, 1) }), { maxLength: 8 }),
  listas: fc.array(fc.record({ c, f }), { maxLength: 8 }),
  pedidos: fc.array(fc.record({ c, f, rodada: fc.option(rd, { nil: null }) }), { maxLength: 6 }),
  participacoes: fc.array(fc.record({ c, rodada: rd }), { maxLength: 8 }),
});
type Dados = typeof dados extends fc.Arbitrary<infer D> ? D : never;

/** Writes the links of one run over the profiles of beforeAll (the previous run's are gone). */
async function gravar(d: Dados) {
  await t.deps.db.transaction(async (tx) => {
    await tx.delete(pedidos);
    await tx.delete(cliente_representante);
    await tx.delete(fornecedor_cliente);
    await tx.delete(rodada_clientes);
    for (let i = 0; i < N_CLIENTES; i++) {
      const p = d.principal[i];
      await tx
        .update(clientes)
        .set({ representante_id: p === null || p === undefined ? null : reps[p]!.id })
        .where(sql`${clientes.id} = ${cli[i]!.id}`);
    }
    for (const v of d.vinculos) {
      await tx
        .insert(cliente_representante)
        .values({ cliente_id: cli[v.c]!.id, representante_id: reps[v.r]!.id, status: v.status })
        .onConflictDoNothing();
    }
    for (const l of d.listas) {
      await tx
        .insert(fornecedor_cliente)
        .values({ cliente_id: cli[l.c]!.id, fornecedor_id: forns[l.f]!.id })
        .onConflictDoNothing();
    }
    for (const p of d.pedidos) {
      await tx.insert(pedidos).values({
        uuid: randomUUID(),
        user_id: forns[p.f]!.userId,
        fornecedor_id: forns[p.f]!.id,
        cliente_id: cli[p.c]!.id,
        cliente_loja_id: cli[p.c]!.lojaId,
        rodada_id: p.rodada === null ? null : rodadas[p.rodada]!.id,
        data: '2030-01-10',
      });
    }
    for (const p of d.participacoes) {
      await tx
        .insert(rodada_clientes)
        .values({ cliente_id: cli[p.c]!.id, rodada_id: rodadas[p.rodada]!.id })
        .onConflictDoNothing();
    }
  });
}

/** The customer `i` as the policy reads it, from the generated links (not from the database). */
function modelo(d: Dados, i: number): ClienteGerido {
  const primeiro = new Map<number, number>();
  for (const v of d.vinculos) if (v.c === i && !primeiro.has(v.r)) primeiro.set(v.r, v.status);
  const principal = d.principal[i];
  const representantes = new Set<number>();
  if (principal !== null && principal !== undefined) representantes.add(reps[principal]!.id);
  for (const [rep, status] of primeiro) if (status === 1) representantes.add(reps[rep]!.id);
  const fornecedores = new Set<number>();
  for (const l of d.listas) if (l.c === i) fornecedores.add(forns[l.f]!.id);
  for (const p of d.pedidos) if (p.c === i) fornecedores.add(forns[p.f]!.id);
  const administradores = new Set<number>();
  for (const p of d.participacoes) if (p.c === i) administradores.add(adms[rodadas[p.rodada]!.adm]!.id);
  return {
    id: cli[i]!.id,
    user_id: cli[i]!.userId,
    cnpj: i % 2 === 0 ? cli[i]!.cnpj : null,
    ie: i % 2 === 0 ? '110042490114' : null,
    representante_ids: [...representantes],
    fornecedor_ids: [...fornecedores],
    rodada_administrador_ids: [...administradores],
  };
}

const ordenado = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
const PAGINA = { page: 1, paginacao: 200 };

describe('escopos das listas de clientes × política cliente.ver', () => {
  it('cada papel lista exatamente os clientes que a política deixa ver', async () => {
    let verificacoes = 0;
    await fc.assert(
      fc.asyncProperty(dados, async (d) => {
        await gravar(d);
        const recursos = cli.map((_, i) => modelo(d, i));
        // The links SQL reads the generated links.
        for (const esperado of recursos) {
          const lido = await clienteGerido(t.deps.db, esperado.id);
          expect({
            ...lido,
            representante_ids: ordenado(lido!.representante_ids),
            fornecedor_ids: ordenado(lido!.fornecedor_ids),
            rodada_administrador_ids: ordenado(lido!.rodada_administrador_ids),
          }).toEqual({
            ...esperado,
            representante_ids: ordenado(esperado.representante_ids),
            fornecedor_ids: ordenado(esperado.fornecedor_ids),
            rodada_administrador_ids: ordenado(esperado.rodada_administrador_ids),
          });
          verificacoes++;
        }
        for (const ator of atores()) {
          const { clientes: lista } = await listarClientes(t.deps, ator, PAGINA);
          const listados = lista.data.map((l) => l.id);
          const permitidos = recursos.filter((x) => pode(ator, 'cliente.ver', x)).map((x) => x.id);
          expect(ordenado(listados), `${ator.tipo} ${ator.userId}`).toEqual(ordenado(permitidos));
          for (const linha of lista.data) {
            const recurso = recursos.find((x) => x.id === linha.id)!;
            expect(linha.acoes).toEqual(acoesDe(ator, 'cliente', recurso));
          }
          verificacoes += recursos.length;
        }
        // A round narrows a list: only allowed customers, exactly those the round's rule names.
        for (const [fi, forn] of forns.entries()) {
          const ator: Ator = { userId: forn.userId, tipo: 'fornecedor', ...SEM_IDS, fornecedorId: forn.id };
          for (const [ri, rodada] of rodadas.entries()) {
            const { clientes: lista } = await listarClientesDoFornecedor(
              t.deps,
              ator,
              forn.id,
              rodada.id,
              PAGINA,
            );
            const esperados = cli
              .map((x, i) => ({ id: x.id, i }))
              .filter(
                ({ i }) =>
                  d.pedidos.some((p) => p.c === i && p.f === fi && p.rodada === ri) ||
                  (d.listas.some((l) => l.c === i && l.f === fi) &&
                    d.participacoes.some((p) => p.c === i && p.rodada === ri)),
              )
              .map(({ id }) => id);
            const listados = lista.data.map((l) => l.id);
            expect(ordenado(listados)).toEqual(ordenado(esperados));
            for (const id of listados)
              expect(
                pode(
                  ator,
                  'cliente.ver',
                  recursos.find((x) => x.id === id),
                ),
              ).toBe(true);
            verificacoes += cli.length;
          }
        }
        for (const [ai, adm] of adms.entries()) {
          const ator: Ator = {
            userId: adm.userId,
            tipo: 'administrador',
            ...SEM_IDS,
            administradorId: adm.id,
          };
          for (const [ri, rodada] of rodadas.entries()) {
            // Another administrador's round is not its to see: 404 (rodada.ver), not a list.
            if (rodada.adm !== ai) {
              await expect(
                listarClientes(t.deps, ator, { ...PAGINA, rodada_id: rodada.id }),
              ).rejects.toMatchObject({ httpStatus: 404 });
              continue;
            }
            const { clientes: lista } = await listarClientes(t.deps, ator, {
              ...PAGINA,
              rodada_id: rodada.id,
            });
            const esperados = cli
              .filter((_, i) => d.participacoes.some((p) => p.c === i && p.rodada === ri))
              .map((x) => x.id);
            const listados = lista.data.map((l) => l.id);
            expect(ordenado(listados)).toEqual(ordenado(esperados));
            for (const id of listados)
              expect(
                pode(
                  ator,
                  'cliente.ver',
                  recursos.find((x) => x.id === id),
                ),
              ).toBe(true);
            verificacoes += cli.length;
          }
          // Its own list by id is the same as /api/clientes/listar.
          const porId = await listarClientesDoAdministrador(t.deps, ator, adm.id, PAGINA);
          const geral = await listarClientes(t.deps, ator, PAGINA);
          expect(porId.clientes.data.map((l) => l.id)).toEqual(geral.clientes.data.map((l) => l.id));
        }
      }),
      { numRuns: RUNS, seed: SEMENTE },
    );
    console.log(`clientes-escopo: ${RUNS} conjuntos de dados, ${verificacoes} verificações`);
    expect(verificacoes).toBeGreaterThan(0);
  }, 120_000);
});
