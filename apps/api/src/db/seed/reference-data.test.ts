import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIAS,
  CORES_COMPARTILHADAS,
  ERROS_HOMOLOGACAO,
  TAMANHO_UNICO,
  TAMANHOS_COMPARTILHADOS,
} from './referencia-catalogo.js';

interface Estado {
  id: number;
  sigla: string;
  nome: string;
  regiao: string;
}

interface Cidade {
  id: number;
  nome: string;
  estado_id: number;
}

interface Banco {
  codigo: string;
  nome: string;
}

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as T;

const estados = readJson<Estado[]>('estados.json');
const cidades = readJson<Cidade[]>('cidades.json');
const bancos = readJson<Banco[]>('bancos.json');

const REGIOES = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'];

describe('estados.json', () => {
  it('has the 27 federative units with unique ids and siglas', () => {
    expect(estados).toHaveLength(27);
    expect(new Set(estados.map((e) => e.id)).size).toBe(27);
    expect(new Set(estados.map((e) => e.sigla)).size).toBe(27);
    for (const e of estados) {
      expect(Number.isInteger(e.id)).toBe(true);
      expect(e.sigla).toMatch(/^[A-Z]{2}$/);
      expect(e.nome.length).toBeGreaterThan(0);
    }
  });

  it('uses exactly the 5 regions', () => {
    expect(new Set(estados.map((e) => e.regiao))).toEqual(new Set(REGIOES));
  });

  it('is sorted by id', () => {
    const ids = estados.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('has correct spot checks', () => {
    expect(estados.find((e) => e.id === 35)).toEqual({
      id: 35,
      sigla: 'SP',
      nome: 'São Paulo',
      regiao: 'Sudeste',
    });
    expect(estados.find((e) => e.id === 53)).toMatchObject({
      sigla: 'DF',
      regiao: 'Centro-Oeste',
    });
    expect(estados.find((e) => e.id === 22)).toMatchObject({
      sigla: 'PI',
      nome: 'Piauí',
    });
  });
});

describe('cidades.json', () => {
  const estadoIds = new Set(estados.map((e) => e.id));
  const byId = new Map(cidades.map((c) => [c.id, c]));

  it('has all 5571 IBGE municipalities with unique ids', () => {
    expect(cidades).toHaveLength(5571);
    expect(byId.size).toBe(5571);
  });

  it('has 7-digit codes whose first two digits are an existing estado_id', () => {
    for (const c of cidades) {
      expect(String(c.id)).toMatch(/^\d{7}$/);
      expect(estadoIds.has(c.estado_id)).toBe(true);
      expect(Math.floor(c.id / 100_000)).toBe(c.estado_id);
      expect(c.nome.trim()).toBe(c.nome);
      expect(c.nome.length).toBeGreaterThan(0);
    }
  });

  it('is sorted by id', () => {
    const ids = cidades.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('has correct spot checks', () => {
    expect(byId.get(3550308)).toEqual({
      id: 3550308,
      nome: 'São Paulo',
      estado_id: 35,
    });
    expect(byId.get(5300108)).toEqual({
      id: 5300108,
      nome: 'Brasília',
      estado_id: 53,
    });
    expect(byId.get(5101837)).toEqual({
      id: 5101837,
      nome: 'Boa Esperança do Norte',
      estado_id: 51,
    });
    expect(byId.get(2211001)).toEqual({
      id: 2211001,
      nome: 'Teresina',
      estado_id: 22,
    });
    expect(byId.get(3515004)?.nome).toBe('Embu das Artes');
    expect(byId.get(3530805)?.nome).toBe('Mogi Mirim');
    expect(byId.get(3550001)?.nome).toBe('São Luiz do Paraitinga');
  });
});

describe('bancos.json', () => {
  const byCodigo = new Map(bancos.map((b) => [b.codigo, b]));

  it('has unique 3-digit COMPE codes, sorted', () => {
    expect(bancos.length).toBeGreaterThan(100);
    expect(byCodigo.size).toBe(bancos.length);
    for (const b of bancos) {
      expect(b.codigo).toMatch(/^\d{3}$/);
      expect(b.nome.trim().length).toBeGreaterThan(0);
    }
    const codigos = bancos.map((b) => b.codigo);
    expect(codigos).toEqual([...codigos].sort());
  });

  it('includes the major banks', () => {
    expect(byCodigo.get('001')?.nome).toBe('Banco do Brasil S.A.');
    expect(byCodigo.get('237')?.nome).toMatch(/bradesco/i);
    expect(byCodigo.get('341')?.nome).toMatch(/itaú/i);
    expect(byCodigo.get('104')?.nome).toMatch(/caixa/i);
    expect(byCodigo.get('260')?.nome).toMatch(/nu pagamentos/i);
  });
});

describe('catálogo de referência (referencia-catalogo.ts, issue 12)', () => {
  it('categorias, cores e tamanhos compartilhados: nomes únicos que cabem nas colunas', () => {
    expect(new Set(CATEGORIAS.map((c) => c.toLowerCase())).size).toBe(CATEGORIAS.length);
    expect(CATEGORIAS.every((c) => c.length <= 100)).toBe(true);
    expect(new Set(CORES_COMPARTILHADAS).size).toBe(CORES_COMPARTILHADAS.length);
    for (const c of CORES_COMPARTILHADAS) {
      expect(c).toBe(c.toUpperCase());
      expect(c.length).toBeLessThanOrEqual(50);
    }
    const nomes = TAMANHOS_COMPARTILHADOS.map((t) => t.tamanho);
    expect(new Set(nomes).size).toBe(nomes.length);
    for (const t of nomes) {
      expect(t).toBe(t.toUpperCase());
      expect(t.length).toBeLessThanOrEqual(20);
    }
  });

  it("um único tamanho especial, 'ÚNICO' (spec 3 §3: escolhê-lo desativa os outros)", () => {
    expect(TAMANHOS_COMPARTILHADOS.filter((t) => t.especial).map((t) => t.tamanho)).toEqual([TAMANHO_UNICO]);
    expect(TAMANHO_UNICO).toBe('ÚNICO');
  });

  it('motivos de reprovação com nome e descrição', () => {
    expect(ERROS_HOMOLOGACAO.length).toBeGreaterThan(0);
    expect(new Set(ERROS_HOMOLOGACAO.map((e) => e.nome)).size).toBe(ERROS_HOMOLOGACAO.length);
    for (const e of ERROS_HOMOLOGACAO) {
      expect(e.nome.length).toBeLessThanOrEqual(100);
      expect(e.descricao.length).toBeGreaterThan(0);
    }
  });
});
