import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import type { Ator } from './ator.js';
import {
  podeAtivarFornecedorParaSi,
  podeEditarFornecedor,
  podeGerirFornecedor,
  podeVerFornecedor,
  representaFornecedor,
  type FornecedorRecurso,
} from './fornecedor.policy.js';

/** The fornecedor 20, active and carried by the representante 30 (and another one). */
const PROPRIO: FornecedorRecurso = { id: 20, ativo: true, representante_ids: [31, 30] };
/** Another fornecedor, active, carried by another representante only. */
const ALHEIO_ATIVO: FornecedorRecurso = { id: 21, ativo: true, representante_ids: [31] };
/** Another fornecedor, deactivated, carried by nobody above. */
const ALHEIO_DESATIVADO: FornecedorRecurso = { id: 22, ativo: false, representante_ids: [31] };
/** The fornecedor 20 deactivated, still carried by the representante 30. */
const PROPRIO_DESATIVADO: FornecedorRecurso = { ...PROPRIO, ativo: false };

describe('podeVerFornecedor, podeEditarFornecedor, podeGerirFornecedor, podeAtivarFornecedorParaSi', () => {
  it.each([
    // tipo, fornecedor, vê, edita, gere, ativa para si
    ['master', PROPRIO, true, true, true, false],
    ['administrador', PROPRIO, true, true, true, false],
    ['fornecedor', PROPRIO, true, false, false, false],
    ['representante', PROPRIO, true, true, false, true],
    ['cliente', PROPRIO, false, false, false, false],
    ['master', ALHEIO_ATIVO, true, true, true, false],
    ['administrador', ALHEIO_ATIVO, true, true, true, false],
    ['fornecedor', ALHEIO_ATIVO, false, false, false, false],
    ['representante', ALHEIO_ATIVO, true, false, false, true],
    ['cliente', ALHEIO_ATIVO, false, false, false, false],
    ['master', ALHEIO_DESATIVADO, true, true, true, false],
    ['administrador', ALHEIO_DESATIVADO, true, true, true, false],
    ['representante', ALHEIO_DESATIVADO, false, false, false, false],
    ['representante', PROPRIO_DESATIVADO, true, true, false, true],
    ['fornecedor', PROPRIO_DESATIVADO, true, false, false, false],
  ] as const)(
    '%s, fornecedor %o: vê %s, edita %s, gere %s, ativa para si %s',
    (tipo, f, ve, edita, gere, ativa) => {
      expect(podeVerFornecedor(ATORES[tipo], f)).toBe(ve);
      expect(podeEditarFornecedor(ATORES[tipo], f)).toBe(edita);
      expect(podeGerirFornecedor(ATORES[tipo], f)).toBe(gere);
      expect(podeAtivarFornecedorParaSi(ATORES[tipo], f)).toBe(ativa);
    },
  );

  it('representaFornecedor: só o representante listado em representante_ids', () => {
    expect(representaFornecedor(ATORES.representante, PROPRIO)).toBe(true);
    expect(representaFornecedor(ATORES.representante, ALHEIO_ATIVO)).toBe(false);
    // An administrador whose id happens to be in the list carries nothing.
    expect(representaFornecedor({ ...ATORES.administrador, administradorId: 30 }, PROPRIO)).toBe(false);
  });

  it('só conta o id do próprio papel', () => {
    const representanteComIdDeFornecedor: Ator = {
      ...ATORES.representante,
      representanteId: 99,
      fornecedorId: 22,
    };
    expect(podeVerFornecedor(representanteComIdDeFornecedor, ALHEIO_DESATIVADO)).toBe(false);
    expect(podeEditarFornecedor(representanteComIdDeFornecedor, ALHEIO_ATIVO)).toBe(false);
  });

  it('um representante sem id não edita nem ativa para si', () => {
    const semId: Ator = { ...ATORES.representante, representanteId: null };
    expect(podeEditarFornecedor(semId, PROPRIO)).toBe(false);
    expect(podeAtivarFornecedorParaSi(semId, PROPRIO)).toBe(false);
    expect(podeVerFornecedor(semId, PROPRIO_DESATIVADO)).toBe(false);
  });
});
