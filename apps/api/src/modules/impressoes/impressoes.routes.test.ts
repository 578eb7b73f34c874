import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rodada/contracts';
import { arquivos, impressoes, rodada_fornecedores } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { criarRodadas } from '../../test/fabricas.js';

let t: AppDeTeste;
let fornecedor: string;
/** Rounds: A and B with the supplier, C without it. */
const r = { a: 0, b: 0, c: 0 };
const url = (rodadaId: number | string) => `/api/impressoes/contagem?rodada_id=${rodadaId}`;

beforeAll(async () => {
  t = await criarAppDeTeste();
  const db = t.deps.db;
  const admin = await criarUsuario(t.deps, { tipo: 'administrador', email: 'administrador@i.test' });
  const f1 = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'fornecedor@i.test' });
  const f2 = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'outro@i.test' });
  for (const tipo of ['master', 'representante', 'cliente'] as const) {
    await criarUsuario(t.deps, { tipo, email: `${tipo}@i.test` });
  }
  const criadas = (
    await criarRodadas(
      t.deps,
      admin.perfilId!,
      ['A', 'B', 'C'].map((nome) => ({
        nome: `Rodada ${nome}`,
        data_inicio: '2030-03-01',
        data_fim: '2030-03-10',
      })),
    )
  ).map((id) => ({ id }));
  [r.a, r.b, r.c] = criadas.map((x) => x.id) as [number, number, number];
  await db.insert(rodada_fornecedores).values([
    { rodada_id: r.a, fornecedor_id: f1.perfilId! },
    { rodada_id: r.b, fornecedor_id: f1.perfilId! },
    { rodada_id: r.a, fornecedor_id: f2.perfilId! },
    { rodada_id: r.c, fornecedor_id: f2.perfilId! },
  ]);
  const pdfs = await db
    .insert(arquivos)
    .values(
      Array.from({ length: 9 }, (_, i) => ({
        chave: `impressoes/teste-${i}.pdf`,
        mime: 'application/pdf',
        bytes: 100,
        sha256: String(i).repeat(64),
      })),
    )
    .returning({ id: arquivos.id });
  const job = (
    i: number,
    rodada_id: number,
    user_id: number,
    extra: Partial<typeof impressoes.$inferInsert>,
  ) => ({
    rodada_id,
    user_id,
    descricao: `Pedido ${i}`,
    arquivo_id: pdfs[i]!.id,
    ...extra,
  });
  await db.insert(impressoes).values([
    // Round A, sent by fornecedor@: two waiting, one already seen, one printed, one failed.
    job(0, r.a, f1.user.id, {}),
    job(1, r.a, f1.user.id, {}),
    job(2, r.a, f1.user.id, { lida: true }),
    job(3, r.a, f1.user.id, { status: 'impresso', impresso_em: t.relogio.agora() }),
    job(4, r.a, f1.user.id, { status: 'falhou', erro: 'Sem papel' }),
    // Round A, sent by another supplier: not the caller's.
    job(5, r.a, f2.user.id, {}),
    // Round B, fornecedor@: one waiting.
    job(6, r.b, f1.user.id, {}),
    // Round C (the other supplier's): two waiting.
    job(7, r.c, f2.user.id, {}),
    job(8, r.c, f2.user.id, {}),
  ]);
  fornecedor = await entrar(t.app, 'fornecedor@i.test');
});
afterAll(async () => {
  await t.fechar();
});

describe('GET /api/impressoes/contagem (selo da fila de impressão, spec 1 §2.2 e §2.9)', () => {
  it('sem login: 401', async () => {
    expect((await t.app.inject({ url: url(r.a) })).statusCode).toBe(401);
  });

  it.each(['master', 'administrador', 'representante', 'cliente'])(
    'só fornecedor: %s recebe 403',
    async (tipo) => {
      const res = await t.app.inject({
        url: url(r.a),
        headers: bearer(await entrar(t.app, `${tipo}@i.test`)),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 2, msg: MSG.semPermissao });
    },
  );

  it('rodada_id ausente: 400 com "Campo obrigatório" no campo', async () => {
    const res = await t.app.inject({ url: '/api/impressoes/contagem', headers: bearer(fornecedor) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 2,
      msg: MSG.dadosInvalidos,
      errors: { rodada_id: 'Campo obrigatório' },
    });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '', '99999999999'])(
    'rodada_id que não é inteiro positivo (%j): 400 com erro no campo',
    async (valor) => {
      const res = await t.app.inject({ url: url(encodeURIComponent(valor)), headers: bearer(fornecedor) });
      expect(res.statusCode).toBe(400);
      const corpo = res.json();
      expect(corpo.status).toBe(2);
      expect(Object.keys(corpo.errors)).toEqual(['rodada_id']);
      expect(corpo.errors.rodada_id).toMatch(/rodada/i);
    },
  );

  it('rodada de que o fornecedor não participa: 404, mesmo com impressões nela', async () => {
    const res = await t.app.inject({ url: url(r.c), headers: bearer(fornecedor) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 2, msg: MSG.naoEncontrado });
  });

  it('rodada inexistente: 404 igual ao da rodada alheia', async () => {
    const res = await t.app.inject({ url: url(r.c + 1000), headers: bearer(fornecedor) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 2, msg: MSG.naoEncontrado });
  });

  it('conta só as pendentes não vistas enviadas pelo próprio usuário naquela rodada', async () => {
    const a = await t.app.inject({ url: url(r.a), headers: bearer(fornecedor) });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ status: 1, contagem: 2 });
    const b = await t.app.inject({ url: url(r.b), headers: bearer(fornecedor) });
    expect(b.json()).toEqual({ status: 1, contagem: 1 });
  });

  it('as impressões do outro fornecedor na mesma rodada são só dele', async () => {
    const outro = await entrar(t.app, 'outro@i.test');
    expect((await t.app.inject({ url: url(r.a), headers: bearer(outro) })).json()).toEqual({
      status: 1,
      contagem: 1,
    });
    expect((await t.app.inject({ url: url(r.b), headers: bearer(outro) })).statusCode).toBe(404);
  });
});
