import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acoesDe, pode, type Ator, type VinculoRecurso } from '@rodada/domain';
import {
  cliente_representante,
  representantes,
  rodada_representantes,
  rodadas,
  users,
} from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';
import { criarRodadas } from '../../test/fabricas.js';
import * as manutencao from './representantes-manutencao.service.js';
import * as vinculos from './representantes-vinculos.service.js';

/**
 * The list scopes of the representatives module agree with the engine's policies (ADR 013): random
 * representatives (active or not, registered by an administrador or not, in the rounds of random
 * administradores, linked to random clients) and random actors. For each list:
 * - every listed row is allowed by the kind's `ver`, and every allowed row is listed;
 * - each row's `acoes` is what acoesDe answers from facts loaded apart from the list's SQL.
 * Lists: the maintenance list (GET /api/representantes/listar: master, administrador; kind
 * `representante`) and the client's 'Minhas Representações' (GET /api/clientes/{id}/representantes;
 * kind `vinculo`). ESCOPO_RUNS changes the number of runs.
 */

const RUNS = Number(process.env.ESCOPO_RUNS ?? 20);
const SEMENTE = 2026;
const SEM_IDS = { administradorId: null, fornecedorId: null, representanteId: null, clienteId: null };

let t: AppDeTeste;
let seq = 0;
let checagens = 0;
const atores: Record<string, Ator> = {};
/** users.id of each administrador (criado_por of what it registers) and its round. */
const admins: { userId: number; id: number; rodadaId: number }[] = [];
const clientes: number[] = [];

beforeAll(async () => {
  t = await criarAppDeTeste();
  const m = await criarUsuario(t.deps, { tipo: 'master', email: 'master@escopo.test' });
  atores.master = { userId: m.user.id, tipo: 'master', masterId: m.user.id, ...SEM_IDS };
  for (let i = 0; i < 3; i++) {
    const a = await criarUsuario(t.deps, { tipo: 'administrador', email: `adm${i}@escopo.test` });
    const [rodadaId] = await criarRodadas(t.deps, a.perfilId!, [
      { nome: `Rodada ${i}`, data_inicio: '2026-01-10', data_fim: '2026-01-12' },
    ]);
    admins.push({ userId: a.user.id, id: a.perfilId!, rodadaId: rodadaId! });
    atores[`adm${i}`] = {
      userId: a.user.id,
      tipo: 'administrador',
      ...SEM_IDS,
      administradorId: a.perfilId!,
    };
    const c = await criarUsuario(t.deps, { tipo: 'cliente', email: `cli${i}@escopo.test` });
    clientes.push(c.perfilId!);
    atores[`cli${i}`] = { userId: c.user.id, tipo: 'cliente', ...SEM_IDS, clienteId: c.perfilId! };
  }
});
afterAll(async () => {
  console.log(`representantes-escopo: ${RUNS} execuções, ${checagens} verificações`);
  await t.fechar();
});

/** One random representative: its login state, who registered it, its rounds and client links. */
const representanteArb = fc.record({
  ativo: fc.boolean(),
  /** -1: registered by nobody (self sign-up, seed); otherwise the administrador's index. */
  criador: fc.integer({ min: -1, max: 2 }),
  rodadas: fc.subarray([0, 1, 2]),
  vinculos: fc.uniqueArray(
    fc.record({ cliente: fc.integer({ min: 0, max: 2 }), status: fc.constantFrom(0, 1) }),
    {
      selector: (v) => v.cliente,
      maxLength: 3,
    },
  ),
});

type RepresentanteGerado = typeof representanteArb extends fc.Arbitrary<infer T> ? T : never;

async function inserir(r: RepresentanteGerado) {
  const email = `rep${++seq}@escopo.test`;
  const { user, perfilId } = await criarUsuario(t.deps, { tipo: 'representante', email, ativo: r.ativo });
  const id = perfilId!;
  if (r.criador >= 0) {
    await t.deps.db.update(users).set({ criado_por: admins[r.criador]!.userId }).where(eq(users.id, user.id));
  }
  if (r.rodadas.length > 0) {
    await t.deps.db
      .insert(rodada_representantes)
      .values(r.rodadas.map((i) => ({ rodada_id: admins[i]!.rodadaId, representante_id: id })));
  }
  if (r.vinculos.length > 0) {
    await t.deps.db
      .insert(cliente_representante)
      .values(
        r.vinculos.map((v) => ({ cliente_id: clientes[v.cliente]!, representante_id: id, status: v.status })),
      );
  }
}

/** Every representative as the policies read it, loaded apart from the lists' SQL. */
async function fatos() {
  const linhas = await t.deps.db
    .select({ id: representantes.id, user_id: users.id, criado_por: users.criado_por, ativo: users.ativo })
    .from(representantes)
    .innerJoin(users, eq(users.id, representantes.user_id));
  const nasRodadas = await t.deps.db
    .select({
      representante_id: rodada_representantes.representante_id,
      administrador_id: rodadas.administrador_id,
    })
    .from(rodada_representantes)
    .innerJoin(rodadas, eq(rodadas.id, rodada_representantes.rodada_id));
  const links = await t.deps.db.select().from(cliente_representante);
  return linhas.map((r) => ({
    ...r,
    rodada_administrador_ids: [
      ...new Set(nasRodadas.filter((x) => x.representante_id === r.id).map((x) => x.administrador_id)),
    ],
    status: (clienteId: number) =>
      (links.find((l) => l.cliente_id === clienteId && l.representante_id === r.id)?.status ?? 2) as
        0 | 1 | 2,
  }));
}

/** Every page of a list, 7 rows at a time (so the paging is exercised too). */
async function todasAsPaginas<L>(
  listar: (q: { page: number; paginacao: number }) => Promise<{ data: L[]; last_page: number }>,
): Promise<L[]> {
  const linhas: L[] = [];
  for (let page = 1; ; page++) {
    const p = await listar({ page, paginacao: 7 });
    linhas.push(...p.data);
    if (page >= p.last_page) return linhas;
  }
}

describe('escopos de lista dos representantes × políticas (ADR 013)', () => {
  it('a lista da manutenção e a do cliente listam exatamente o que ver permite, com as acoes da política', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(representanteArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('master', 'adm0', 'adm1', 'adm2'),
        fc.constantFrom('cli0', 'cli1', 'cli2'),
        async (novos, quemGere, quemCompra) => {
          for (const r of novos) await inserir(r);
          const banco = await fatos();

          // The maintenance list (kind representante).
          const gestor = atores[quemGere]!;
          const lista = await todasAsPaginas(
            async (q) => (await manutencao.listarRepresentantes(t.deps, gestor, q)).representantes,
          );
          const permitidos = banco.filter((r) => pode(gestor, 'representante.ver', r));
          expect(lista.map((l) => l.id).sort()).toEqual(permitidos.map((r) => r.id).sort());
          for (const l of lista) {
            const r = banco.find((b) => b.id === l.id)!;
            expect(l.acoes, `representante ${r.id} para ${quemGere}`).toEqual(
              acoesDe(gestor, 'representante', r),
            );
            checagens++;
          }

          // The client's list (kind vinculo).
          const cliente = atores[quemCompra]!;
          const clienteId = cliente.clienteId!;
          const doCliente = await todasAsPaginas(
            async (q) => (await vinculos.listarDoCliente(t.deps, cliente, clienteId, q)).representantes,
          );
          const vinculoDe = (r: (typeof banco)[number]): VinculoRecurso => ({
            cliente_id: clienteId,
            representante_id: r.id,
            status: r.status(clienteId),
            representante_ativo: r.ativo,
          });
          const visiveis = banco.filter((r) => pode(cliente, 'vinculo.ver', vinculoDe(r)));
          expect(doCliente.map((l) => l.id).sort()).toEqual(visiveis.map((r) => r.id).sort());
          for (const l of doCliente) {
            const v = vinculoDe(banco.find((b) => b.id === l.id)!);
            expect(l.status).toBe(v.status);
            expect(l.acoes).toEqual(acoesDe(cliente, 'vinculo', v));
            checagens++;
          }
          // Nothing listed is left unchecked, nothing allowed is missing: one check per allowed row too.
          checagens += permitidos.length + visiveis.length;
        },
      ),
      { numRuns: RUNS, seed: SEMENTE },
    );
    expect(checagens).toBeGreaterThan(0);
  });
});
