import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferencia } from '../../db/seed/referencia.js';
import { criarAppDeTeste, type AppDeTeste } from '../../test/app.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
  await seedReferencia(t.deps.db);
});
afterAll(async () => {
  await t.fechar();
});

describe('dados de referência (públicos, em cache)', () => {
  it('27 estados com sigla e região', async () => {
    const r = await t.app.inject({ url: '/api/estados' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('max-age');
    const { estados } = r.json();
    expect(estados).toHaveLength(27);
    expect(estados.find((e: { sigla: string }) => e.sigla === 'RS')).toEqual({
      id: 43,
      sigla: 'RS',
      nome: 'Rio Grande do Sul',
      regiao: 'Sul',
    });
  });

  it('as cidades do estado escolhido, em ordem alfabética', async () => {
    const r = await t.app.inject({ url: '/api/cidades?estado=53' });
    expect(r.json().cidades).toEqual([{ id: 5300108, nome: 'Brasília' }]);
    const rs = (await t.app.inject({ url: '/api/cidades?estado=43' })).json().cidades as { nome: string }[];
    expect(rs.length).toBe(497);
    expect(rs.map((c) => c.nome)).toEqual(
      [...rs.map((c) => c.nome)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
  });

  it('estado ausente ou inválido: 400 com a mensagem do campo', async () => {
    expect((await t.app.inject({ url: '/api/cidades' })).json().errors).toEqual({
      estado: 'Informe o estado',
    });
    const r = await t.app.inject({ url: '/api/cidades?estado=99' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ estado: 'Estado inválido' });
  });

  it('bancos pelo código COMPE', async () => {
    const { bancos } = (await t.app.inject({ url: '/api/bancos' })).json();
    expect(bancos[0].codigo).toBe('001');
    expect(bancos).toContainEqual({ codigo: '341', nome: expect.stringMatching(/ITA/i) });
  });
});
