import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import {
  podeAtivarProduto,
  podeEditarProduto,
  podeGerirItemCatalogo,
  podeHomologar,
  podeHomologarProduto,
  podeRenovarProduto,
  podeVerItemCatalogo,
  podeVerProduto,
  type ProdutoRecurso,
} from './produto.policy.js';

const TIPOS = Object.keys(ATORES) as (keyof typeof ATORES)[];

const produto = (fornecedor_id: number, status: number, ativo: boolean): ProdutoRecurso => ({
  fornecedor_id,
  status,
  ativo,
});

describe('podeVerProduto: na loja só homologados e ativos (domain.md)', () => {
  /** [produto, who sees it] for products of fornecedor 20 (own) and 21 (other). */
  const CASOS: ReadonlyArray<readonly [string, ProdutoRecurso, readonly (Tipo | 'anônimo')[]]> = [
    ['próprio homologado e ativo', produto(20, 1, true), [...TIPOS, 'anônimo']],
    ['próprio homologado e inativo', produto(20, 1, false), ['master', 'fornecedor']],
    ['próprio em homologação', produto(20, 0, true), ['master', 'fornecedor']],
    ['próprio reprovado', produto(20, 2, true), ['master', 'fornecedor']],
    ['próprio vencido', produto(20, 3, true), ['master', 'fornecedor']],
    ['alheio homologado e ativo', produto(21, 1, true), [...TIPOS, 'anônimo']],
    ['alheio homologado e inativo', produto(21, 1, false), ['master']],
    ['alheio em homologação', produto(21, 0, true), ['master']],
    ['alheio reprovado', produto(21, 2, true), ['master']],
    ['alheio vencido', produto(21, 3, false), ['master']],
  ];
  const linhas = CASOS.flatMap(([nome, p, quem]) =>
    [...TIPOS, 'anônimo' as const].map((tipo) => ({ tipo, nome, p, esperado: quem.includes(tipo) })),
  );

  it.each(linhas)('$tipo, produto $nome → $esperado', ({ tipo, p, esperado }) => {
    const ator = tipo === 'anônimo' ? null : ATORES[tipo];
    expect(podeVerProduto(ator, p)).toBe(esperado);
  });
});

describe('podeEditarProduto: master ou o fornecedor dono', () => {
  it.each([
    ['master', 20, true],
    ['master', 21, true],
    ['fornecedor', 20, true],
    ['fornecedor', 21, false],
    ['administrador', 20, false],
    ['representante', 20, false],
    ['cliente', 20, false],
    ['administrador', 21, false],
    ['representante', 21, false],
    ['cliente', 21, false],
  ] as const)('%s, produto do fornecedor %i → %s', (tipo, fornecedorId, esperado) => {
    expect(podeEditarProduto(ATORES[tipo], produto(fornecedorId, 0, true))).toBe(esperado);
  });

  it('um fornecedor sem id não edita nada', () => {
    expect(podeEditarProduto({ ...ATORES.fornecedor, fornecedorId: null }, produto(20, 0, true))).toBe(false);
  });
});

describe('podeHomologar: só o master aprova ou reprova (spec 3 §4)', () => {
  it.each([
    ['master', true],
    ['administrador', false],
    ['fornecedor', false],
    ['representante', false],
    ['cliente', false],
  ] as const)('%s → %s', (tipo, esperado) => {
    expect(podeHomologar(ATORES[tipo])).toBe(esperado);
  });
});

describe('podeHomologarProduto, podeAtivarProduto, podeRenovarProduto (spec 3 §4)', () => {
  it.each([
    ['master', 20, 0, true, false, false],
    ['master', 21, 1, true, false, false],
    ['master', 21, 2, true, false, false],
    ['master', 21, 3, false, false, false],
    ['fornecedor', 20, 0, false, true, false],
    ['fornecedor', 20, 3, false, true, true],
    ['fornecedor', 21, 3, false, false, false],
    ['administrador', 20, 3, false, false, false],
    ['representante', 20, 3, false, false, false],
    ['cliente', 20, 3, false, false, false],
  ] as const)(
    '%s, produto do fornecedor %i em status %i → homologar %s, ativar %s, renovar %s',
    (tipo, f, status, h, a, r) => {
      const p = produto(f, status, true);
      expect(podeHomologarProduto(ATORES[tipo], p)).toBe(h);
      expect(podeAtivarProduto(ATORES[tipo], p)).toBe(a);
      expect(podeRenovarProduto(ATORES[tipo], p)).toBe(r);
    },
  );
});

describe('tamanhos e cores: tipo 0 do fornecedor dono, tipo 1 compartilhado do master', () => {
  const proprio = { tipo: 0, fornecedor_id: 20 };
  const alheio = { tipo: 0, fornecedor_id: 21 };
  const compartilhado = { tipo: 1, fornecedor_id: null };
  it.each([
    ['master', proprio, true, false],
    ['master', compartilhado, true, true],
    ['fornecedor', proprio, true, true],
    ['fornecedor', alheio, false, false],
    ['fornecedor', compartilhado, true, false],
    ['administrador', compartilhado, false, false],
    ['representante', proprio, false, false],
    ['cliente', compartilhado, false, false],
  ] as const)('%s, %o → ver %s, gerir %s', (tipo, item, ver, gerir) => {
    expect(podeVerItemCatalogo(ATORES[tipo], item)).toBe(ver);
    expect(podeGerirItemCatalogo(ATORES[tipo], item)).toBe(gerir);
  });
});
