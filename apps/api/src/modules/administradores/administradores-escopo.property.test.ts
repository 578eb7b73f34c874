import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPOS, administradores as contrato, type Tipo } from '@rodada/contracts';
import { acoesDe, pode, type Ator } from '@rodada/domain';
import { administradores } from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';
import * as servico from './administradores.service.js';

/**
 * The administrators list (GET /api/administradores/listar) agrees with the engine's
 * `administrador` policy (ADR 013): random administradores, a random actor of every role. The
 * master lists exactly what `administrador.ver` allows, each row with acoesDe's acoes; the roles
 * the contract refuses see nothing under the policy either (an administrador reaches its own
 * profile as `perfil`, not here).
 */

const RUNS = Number(process.env.ESCOPO_RUNS ?? 20);
const SEM_IDS = { administradorId: null, fornecedorId: null, representanteId: null, clienteId: null };

let t: AppDeTeste;
let seq = 0;
let checagens = 0;
let mestre: Ator;

beforeAll(async () => {
  t = await criarAppDeTeste();
  const m = await criarUsuario(t.deps, { tipo: 'master', email: 'master@escopo.test' });
  mestre = { userId: m.user.id, tipo: 'master', masterId: m.user.id, ...SEM_IDS };
});
afterAll(async () => {
  console.log(`administradores-escopo: ${RUNS} execuções, ${checagens} verificações`);
  await t.fechar();
});

describe('escopo da lista de administradores × política administrador (ADR 013)', () => {
  it('o master lista exatamente o que ver permite; os outros papéis, nada', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.constantFrom(...TIPOS), async (n, tipo) => {
        const criados: number[] = [];
        for (let i = 0; i < n; i++) {
          const a = await criarUsuario(t.deps, { tipo: 'administrador', email: `adm${++seq}@escopo.test` });
          criados.push(a.perfilId!);
        }
        const banco = await t.deps.db.select({ id: administradores.id }).from(administradores);
        const ator: Ator =
          tipo === 'master'
            ? mestre
            : {
                userId: 900_000,
                tipo,
                ...SEM_IDS,
                ...(tipo === 'administrador' ? { administradorId: criados[0]! } : {}),
              };
        const permitidos = banco.filter((a) => pode(ator, 'administrador.ver', a)).map((a) => a.id);
        if (!(contrato.listarAdministradores.roles as readonly Tipo[]).includes(tipo)) {
          expect(permitidos).toEqual([]);
          checagens += banco.length;
          return;
        }
        const lista = [];
        for (let page = 1; ; page++) {
          const p = (await servico.listarAdministradores(t.deps, ator, { page, paginacao: 7 }))
            .administradores;
          lista.push(...p.data);
          if (page >= p.last_page) break;
        }
        expect(lista.map((a) => a.id).sort()).toEqual([...permitidos].sort());
        for (const a of lista) {
          expect(a.acoes).toEqual(acoesDe(ator, 'administrador', { id: a.id }));
          checagens++;
        }
        checagens += permitidos.length;
      }),
      { numRuns: RUNS, seed: 2026 },
    );
  });
});
