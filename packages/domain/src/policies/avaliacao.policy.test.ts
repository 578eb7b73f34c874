import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import type { Ator } from './ator.js';
import { podeAvaliarFornecedor, podeExcluirAvaliacao, type AvaliacaoRecurso } from './avaliacao.policy.js';
import type { FornecedorRecurso } from './fornecedor.policy.js';

const ATIVO: FornecedorRecurso = { id: 21, ativo: true, representante_ids: [] };
const DESATIVADO_ALHEIO: FornecedorRecurso = { id: 22, ativo: false, representante_ids: [31] };
const DESATIVADO_PROPRIO: FornecedorRecurso = { id: 20, ativo: false, representante_ids: [30] };

const MINHA: AvaliacaoRecurso = { id: 1, representante_id: 30 };
const DE_OUTRO: AvaliacaoRecurso = { id: 2, representante_id: 31 };

describe('podeAvaliarFornecedor: só o representante, de um fornecedor que ele vê (spec 2 §6)', () => {
  it.each([
    ['master', ATIVO, false],
    ['administrador', ATIVO, false],
    ['fornecedor', ATIVO, false],
    ['cliente', ATIVO, false],
    ['representante', ATIVO, true],
    ['representante', DESATIVADO_ALHEIO, false],
    ['representante', DESATIVADO_PROPRIO, true],
  ] as const)('%s, fornecedor %o → %s', (tipo, f, esperado) => {
    expect(podeAvaliarFornecedor(ATORES[tipo], f)).toBe(esperado);
  });

  it('um representante sem id não avalia', () => {
    expect(podeAvaliarFornecedor({ ...ATORES.representante, representanteId: null }, ATIVO)).toBe(false);
  });
});

describe('podeExcluirAvaliacao: só o autor (spec 2 §6 "matching representante_id")', () => {
  it.each([
    ['master', MINHA, false],
    ['administrador', MINHA, false],
    ['fornecedor', MINHA, false],
    ['cliente', MINHA, false],
    ['representante', MINHA, true],
    ['representante', DE_OUTRO, false],
  ] as const)('%s, avaliação %o → %s', (tipo, a, esperado) => {
    expect(podeExcluirAvaliacao(ATORES[tipo], a)).toBe(esperado);
  });

  it('só conta o id do próprio papel', () => {
    const fornecedorComIdDeRepresentante: Ator = { ...ATORES.fornecedor, representanteId: 30 };
    expect(podeExcluirAvaliacao(fornecedorComIdDeRepresentante, MINHA)).toBe(false);
  });
});
