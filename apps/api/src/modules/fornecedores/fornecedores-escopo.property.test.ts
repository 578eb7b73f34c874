import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPACIDADES } from '@rodada/contracts';
import { acoesDe, pode, type Ator, type FornecedorAutorizavel } from '@rodada/domain';
import { avaliacoes, representante_fornecedor, rodada_fornecedores, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { criarRodadas } from '../../test/fabricas.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';
import { listarAvaliacoes } from './avaliacoes.service.js';
import {
  detalharFornecedor,
  listarDoRepresentante,
  listarFornecedores,
} from './fornecedores-manutencao.service.js';

/**
 * The list scopes of the suppliers agree with the policies (issue 10 §1, ADR 013): random suppliers
 * (active or not, verified or not, registered by anyone or nobody, in random rounds, carried by
 * random representatives with their own switch on or off, with ratings) and every actor the
 * endpoints admit. For each actor:
 * - GET /api/fornecedores/listar lists exactly the suppliers `fornecedor.ver` allows, each with the
 *   `acoes` the engine gives for the facts as generated (not as the SQL read them);
 * - GET /api/representantes/{id}/fornecedores lists exactly the suppliers the representante
 *   carries, all of them visible to it;
 * - GET /api/fornecedores/{id}/detalhar and /listar-avaliacoes answer 200 exactly where
 *   `fornecedor.ver` allows (404 otherwise), and the ratings listed are all of the supplier's,
 *   each with `acoes.excluir` as `avaliacao.excluir` says.
 * ESCOPO_RUNS (default 15) and ESCOPO_SEED (default 2026) change the run.
 */

const RUNS = Number(process.env.ESCOPO_RUNS ?? 15);
const SEMENTE = Number(process.env.ESCOPO_SEED ?? 2026);

let t: AppDeTeste;
/** The actors every run asks as: the master, two administradores, three representantes. */
let atores: Ator[] = [];
const representantesIds: number[] = [];
/** Users that may appear as a supplier's criado_por (the administradores' and representantes'). */
const criadores: number[] = [];
/** Three rounds: two organised by the first administrador, one by the second. */
let rodadas: { id: number; administradorId: number }[] = [];
let verificacoes = 0;

/** One generated supplier: the facts the policies read, as the test decides them. */
const fornecedorArb = fc.record({
  ativo: fc.boolean(),
  verificado: fc.boolean(),
  /** Index into `criadores`, or -1 for none (public sign-up or seed). */
  criador: fc.integer({ min: -1, max: 4 }),
  rodadas: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  /** Per representante: not carried, carried with its switch on, carried with it off. */
  representantes: fc.array(fc.constantFrom('nao', 'ligado', 'desligado'), { minLength: 3, maxLength: 3 }),
  /** Authors (representante index) of its ratings. */
  avaliacoes: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }),
});
type Gerado = typeof fornecedorArb extends fc.Arbitrary<infer R> ? R : never;

beforeAll(async () => {
  t = await criarAppDeTeste();
  const master = await criarUsuario(t.deps, { tipo: 'master', email: 'master@escopo.test' });
  atores = [
    {
      userId: master.user.id,
      tipo: 'master',
      administradorId: null,
      fornecedorId: null,
      representanteId: null,
      clienteId: null,
    },
  ];
  const administradores: number[] = [];
  for (const i of [1, 2]) {
    const a = await criarUsuario(t.deps, { tipo: 'administrador', email: `adm${i}@escopo.test` });
    administradores.push(a.perfilId!);
    criadores.push(a.user.id);
    atores.push({ ...atores[0]!, userId: a.user.id, tipo: 'administrador', administradorId: a.perfilId });
  }
  for (const i of [1, 2, 3]) {
    const r = await criarUsuario(t.deps, { tipo: 'representante', email: `rep${i}@escopo.test` });
    representantesIds.push(r.perfilId!);
    criadores.push(r.user.id);
    atores.push({ ...atores[0]!, userId: r.user.id, tipo: 'representante', representanteId: r.perfilId });
  }
  // Every actor the list's contract admits, and no other (a fornecedor or cliente never reaches it).
  expect(
    atores.every((a) => (CAPACIDADES['fornecedores.listar'] as readonly string[]).includes(a.tipo)),
  ).toBe(true);
  const dia = { data_inicio: '2026-12-01', data_fim: '2026-12-03' };
  const [r1, r2] = await criarRodadas(t.deps, administradores[0]!, [
    { nome: 'R1', ...dia },
    { nome: 'R2', ...dia },
  ]);
  const [r3] = await criarRodadas(t.deps, administradores[1]!, [{ nome: 'R3', ...dia }]);
  rodadas = [
    { id: r1!, administradorId: administradores[0]! },
    { id: r2!, administradorId: administradores[0]! },
    { id: r3!, administradorId: administradores[1]! },
  ];
});

afterAll(async () => {
  console.log(`fornecedores-escopo: ${RUNS} execuções, ${verificacoes} verificações (semente ${SEMENTE})`);
  await t?.fechar();
});

/** Replaces every supplier by the generated ones; answers them with their ids and ratings. */
async function gravar(gerados: Gerado[]) {
  await t.deps.db.delete(users).where(eq(users.tipo, 'fornecedor'));
  const gravados: {
    id: number;
    g: Gerado;
    recurso: FornecedorAutorizavel;
    avaliacoes: { id: number; autor: number }[];
  }[] = [];
  let n = 0;
  for (const g of gerados) {
    const { user, perfilId } = await criarUsuario(t.deps, {
      tipo: 'fornecedor',
      email: `f${++n}-${Date.now()}@escopo.test`,
      verificado: g.verificado,
      fornecedor_ativo: g.ativo,
    });
    const id = perfilId!;
    const criadoPor = g.criador >= 0 ? criadores[g.criador]! : null;
    if (criadoPor !== null)
      await t.deps.db.update(users).set({ criado_por: criadoPor }).where(eq(users.id, user.id));
    const minhasRodadas = rodadas.filter((_r, i) => g.rodadas[i]);
    if (minhasRodadas.length > 0) {
      await t.deps.db
        .insert(rodada_fornecedores)
        .values(minhasRodadas.map((r) => ({ rodada_id: r.id, fornecedor_id: id })));
    }
    const carregam = representantesIds.flatMap((rep, i) =>
      g.representantes[i] === 'nao'
        ? []
        : [
            {
              representante_id: rep,
              fornecedor_id: id,
              ativo_representante: g.representantes[i] === 'ligado',
            },
          ],
    );
    if (carregam.length > 0) await t.deps.db.insert(representante_fornecedor).values(carregam);
    const notas = [];
    for (const autor of g.avaliacoes) {
      const [a] = await t.deps.db
        .insert(avaliacoes)
        .values({
          representante_id: representantesIds[autor]!,
          fornecedor_id: id,
          rating: '4.0',
          comentario: 'ok',
        })
        .returning({ id: avaliacoes.id });
      notas.push({ id: a!.id, autor: representantesIds[autor]! });
    }
    gravados.push({
      id,
      g,
      avaliacoes: notas,
      recurso: {
        id,
        ativo: g.ativo,
        verificado: g.verificado,
        criado_por: criadoPor,
        user_id: user.id,
        representante_ids: carregam.map((c) => c.representante_id),
        rodada_administrador_ids: [...new Set(minhasRodadas.map((r) => r.administradorId))],
      },
    });
  }
  return gravados;
}

/** The HTTP status a service call ends with: 200, or the AppError's. */
async function status(chamada: Promise<unknown>): Promise<number> {
  try {
    await chamada;
    return 200;
  } catch (e) {
    if (e instanceof AppError) return e.httpStatus;
    throw e;
  }
}

const ordenados = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('escopos das listas de fornecedores = políticas (ADR 013)', () => {
  it(
    'toda linha listada é permitida e toda permitida é listada, com as acoes certas',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fornecedorArb, { minLength: 1, maxLength: 5 }), async (gerados) => {
          const gravados = await gravar(gerados);
          for (const ator of atores) {
            // The main list, every page at once.
            const lista = await listarFornecedores(t.deps, ator, { page: 1, paginacao: 200 });
            const visiveis = gravados.filter((f) => pode(ator, 'fornecedor.ver', f.recurso));
            expect(ordenados(lista.fornecedores.data.map((f) => f.id))).toEqual(
              ordenados(visiveis.map((f) => f.id)),
            );
            expect(lista.fornecedores.total).toBe(visiveis.length);
            for (const linha of lista.fornecedores.data) {
              const f = gravados.find((g) => g.id === linha.id)!;
              expect(linha.acoes).toEqual(acoesDe(ator, 'fornecedor', f.recurso));
              verificacoes += 2;
            }
            verificacoes += 2;

            // The representative's own suppliers: exactly the ones it carries, all visible to it.
            if (ator.representanteId !== null) {
              const doRep = await listarDoRepresentante(t.deps, ator, ator.representanteId);
              const carregados = gravados.filter((f) =>
                f.recurso.representante_ids.includes(ator.representanteId!),
              );
              expect(ordenados(doRep.fornecedores.map((f) => f.id))).toEqual(
                ordenados(carregados.map((f) => f.id)),
              );
              for (const linha of doRep.fornecedores) {
                const f = gravados.find((g) => g.id === linha.id)!;
                expect(pode(ator, 'fornecedor.ver', f.recurso)).toBe(true);
                expect(linha.acoes).toEqual(acoesDe(ator, 'fornecedor', f.recurso));
                verificacoes += 2;
              }
              verificacoes += 1;
            }

            // One supplier at a time: the details and the ratings answer 200 exactly where ver allows.
            for (const f of gravados) {
              const ve = pode(ator, 'fornecedor.ver', f.recurso);
              expect(await status(detalharFornecedor(t.deps, ator, f.id))).toBe(ve ? 200 : 404);
              if (!ve) {
                expect(await status(listarAvaliacoes(t.deps, ator, f.id))).toBe(404);
                verificacoes += 2;
                continue;
              }
              const { avaliacoes: notas } = await listarAvaliacoes(t.deps, ator, f.id);
              expect(ordenados(notas.map((a) => a.id))).toEqual(ordenados(f.avaliacoes.map((a) => a.id)));
              for (const a of notas) {
                const avaliacao = { id: a.id, representante_id: a.representante_id, fornecedor: f.recurso };
                expect(pode(ator, 'avaliacao.ver', avaliacao)).toBe(true);
                expect(a.acoes.excluir).toBe(pode(ator, 'avaliacao.excluir', avaliacao));
                verificacoes += 2;
              }
              verificacoes += 2;
            }
          }
        }),
        { numRuns: RUNS, seed: SEMENTE },
      );
    },
  );
});
