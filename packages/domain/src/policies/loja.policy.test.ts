import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import type { ClienteRecurso } from './cliente.policy.js';
import { podeEditarLoja, podeExcluirLoja, podeVerLoja, type LojaRecurso } from './loja.policy.js';

const vinculadoATodos = (id: number): ClienteRecurso => ({
  id,
  representante_ids: [30],
  fornecedor_ids: [20],
  rodada_administrador_ids: [10],
});
const semVinculos = (id: number): ClienteRecurso => ({
  id,
  representante_ids: [],
  fornecedor_ids: [],
  rodada_administrador_ids: [],
});

const CASOS: ReadonlyArray<readonly [string, LojaRecurso, readonly Tipo[]]> = [
  ['do próprio cliente, sem vínculos carregados', { cliente_id: 40, padrao: false }, ['cliente']],
  [
    'do próprio cliente, vinculado a todos',
    { cliente_id: 40, padrao: false, cliente: vinculadoATodos(40) },
    ['master', 'administrador', 'fornecedor', 'representante', 'cliente'],
  ],
  [
    'do próprio cliente, sem vínculos',
    { cliente_id: 40, padrao: false, cliente: semVinculos(40) },
    ['master', 'cliente'],
  ],
  [
    'de outro cliente, vinculado a todos',
    { cliente_id: 41, padrao: false, cliente: vinculadoATodos(41) },
    ['master', 'administrador', 'fornecedor', 'representante'],
  ],
  ['de outro cliente, sem vínculos', { cliente_id: 41, padrao: false, cliente: semVinculos(41) }, ['master']],
  ['de outro cliente, sem vínculos carregados', { cliente_id: 41, padrao: false, cliente: null }, []],
  [
    'com vínculos de outro cliente (ignorados)',
    { cliente_id: 41, padrao: false, cliente: vinculadoATodos(40) },
    [],
  ],
];
const linhas = CASOS.flatMap(([nome, loja, quem]) =>
  (Object.keys(ATORES) as (keyof typeof ATORES)[]).map((tipo) => ({
    tipo,
    nome,
    loja,
    esperado: quem.includes(tipo),
  })),
);

describe('lojas: o cliente só as suas, mais quem pode editar esse cliente', () => {
  it.each(linhas)('$tipo, loja $nome: vê e edita → $esperado', ({ tipo, loja, esperado }) => {
    expect(podeVerLoja(ATORES[tipo], loja)).toBe(esperado);
    expect(podeEditarLoja(ATORES[tipo], loja)).toBe(esperado);
    expect(podeExcluirLoja(ATORES[tipo], loja)).toBe(esperado);
  });

  it.each(linhas)('$tipo, loja padrão $nome: nunca exclui', ({ tipo, loja, esperado }) => {
    const padrao = { ...loja, padrao: true };
    expect(podeEditarLoja(ATORES[tipo], padrao)).toBe(esperado);
    expect(podeExcluirLoja(ATORES[tipo], padrao)).toBe(false);
  });
});
