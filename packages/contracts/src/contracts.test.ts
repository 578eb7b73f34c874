import { describe, expect, it } from 'vitest';
import { CAPACIDADES, ENDPOINTS, ROTAS_WEB, TIPOS, usuarios } from './index.js';

const endpoints = ENDPOINTS;

describe('contratos', () => {
  it('cada endpoint tem caminho único por método e declara papéis válidos', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(6);
    const chaves = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(chaves).size).toBe(chaves.length);
    for (const e of endpoints) {
      expect(e.path).toMatch(/^\/(api\/|login$)/);
      if (e.roles !== 'public') {
        expect(e.roles.length).toBeGreaterThan(0);
        for (const r of e.roles) expect(TIPOS).toContain(r);
      }
    }
  });

  it('a lista de usuários é só do master (spec D12)', () => {
    expect(usuarios.listarUsuarios.roles).toEqual(['master']);
    expect(CAPACIDADES['usuarios.gerir']).toEqual(['master']);
  });

  it('a tabela de rotas do spec 1 §2.1 não repete caminhos e só o dashboard exige rodada', () => {
    const caminhos = ROTAS_WEB.map((r) => r.path);
    expect(new Set(caminhos).size).toBe(caminhos.length);
    expect(ROTAS_WEB.filter((r) => r.precisaRodada).map((r) => r.path)).toEqual(['/dashboard']);
    expect(ROTAS_WEB.filter((r) => r.roles === 'public').map((r) => r.path)).toEqual([
      '/',
      '/shared/:produto',
      '/mapa-stands/:rodada',
    ]);
  });
});
