import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPOS, usuarios as contrato, type Tipo } from '@rodada/contracts';
import { acoesDe, pode, type Ator } from '@rodada/domain';
import { users } from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';
import * as servico from './usuarios.service.js';

/**
 * The users screen's list scopes agree with the engine's `usuario` policy (ADR 013): random logins
 * of every role (active or not) and a random actor of every role. A role the contract keeps out of
 * the lists (everyone but the master, spec D12) must see no row under the policy either; the master
 * lists exactly the rows `usuario.ver` allows, each with the acoes acoesDe answers (none of the
 * self-refused ones on its own login). Both lists: the paginated one and listar-todos.
 */

const RUNS = Number(process.env.ESCOPO_RUNS ?? 20);
const SEM_IDS = { administradorId: null, fornecedorId: null, representanteId: null, clienteId: null };

let t: AppDeTeste;
let seq = 0;
let checagens = 0;
const mestres: Ator[] = [];

beforeAll(async () => {
  t = await criarAppDeTeste();
  for (const i of [0, 1]) {
    const m = await criarUsuario(t.deps, { tipo: 'master', email: `master${i}@escopo.test` });
    mestres.push({ userId: m.user.id, tipo: 'master', masterId: m.user.id, ...SEM_IDS });
  }
});
afterAll(async () => {
  console.log(`usuarios-escopo: ${RUNS} execuções, ${checagens} verificações`);
  await t.fechar();
});

/** An actor of role `tipo` (a fresh id: the policy never trusts another role's profile id). */
function atorDe(tipo: Tipo, mestre: number): Ator {
  if (tipo === 'master') return mestres[mestre]!;
  const perfil = {
    administrador: 'administradorId',
    fornecedor: 'fornecedorId',
    representante: 'representanteId',
    cliente: 'clienteId',
  }[tipo];
  return { userId: 900_000 + mestre, tipo, ...SEM_IDS, [perfil]: 1 };
}

describe('escopos de lista dos usuários × política usuario (ADR 013)', () => {
  it('o master lista exatamente o que ver permite, com as acoes da política; os outros papéis, nada', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ tipo: fc.constantFrom(...TIPOS.filter((x) => x !== 'master')), ativo: fc.boolean() }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.constantFrom(...TIPOS),
        fc.integer({ min: 0, max: 1 }),
        async (novos, tipo, mestre) => {
          for (const n of novos) {
            await criarUsuario(t.deps, { tipo: n.tipo, email: `u${++seq}@escopo.test`, ativo: n.ativo });
          }
          const banco = await t.deps.db.select({ id: users.id }).from(users);
          const ator = atorDe(tipo, mestre);
          const permitidos = banco.filter((u) => pode(ator, 'usuario.ver', u)).map((u) => u.id);
          if (!(contrato.listarUsuarios.roles as readonly Tipo[]).includes(tipo)) {
            // The contract refuses the role (403): the policy must agree that it sees nothing.
            expect(permitidos).toEqual([]);
            checagens += banco.length;
            return;
          }
          const lista = [];
          for (let page = 1; ; page++) {
            const p = (await servico.listarUsuarios(t.deps, ator, { page, paginacao: 7 })).usuarios;
            lista.push(...p.data);
            if (page >= p.last_page) break;
          }
          expect(lista.map((u) => u.id).sort()).toEqual([...permitidos].sort());
          const todos = await servico.listarTodosUsuarios(t.deps, ator, {});
          expect(todos.usuarios.map((u) => u.id).sort()).toEqual([...permitidos].sort());
          for (const u of [...lista, ...todos.usuarios]) {
            expect(u.acoes).toEqual(acoesDe(ator, 'usuario', { id: u.id }));
            checagens++;
          }
          checagens += permitidos.length;
        },
      ),
      { numRuns: RUNS, seed: 2026 },
    );
  });
});
