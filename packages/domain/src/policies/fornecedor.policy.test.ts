import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import type { Ator } from './ator.js';
import {
  podeAtivarFornecedorParaSi,
  podeEditarFornecedor,
  podeGerirFornecedor,
  podeVerFornecedor,
  representaFornecedor,
  type FornecedorGerido,
  type FornecedorRecurso,
} from './fornecedor.policy.js';

const TIPOS = Object.keys(ATORES) as Tipo[];

/** The fornecedor 20, active and carried by the representante 30 (and another one). */
const PROPRIO: FornecedorRecurso = { id: 20, ativo: true, representante_ids: [31, 30] };
/** Another fornecedor, active, carried by another representante only. */
const ALHEIO_ATIVO: FornecedorRecurso = { id: 21, ativo: true, representante_ids: [31] };
/** Another fornecedor, deactivated, carried by nobody above. */
const ALHEIO_DESATIVADO: FornecedorRecurso = { id: 22, ativo: false, representante_ids: [31] };
/** The fornecedor 20 deactivated, still carried by the representante 30. */
const PROPRIO_DESATIVADO: FornecedorRecurso = { ...PROPRIO, ativo: false };

/** The maintenance facts of a supplier: signed up alone, in no round, account completed. */
const SOZINHO = { criado_por: null, rodada_administrador_ids: [], verificado: true } as const;

describe('podeVerFornecedor e podeAtivarFornecedorParaSi', () => {
  it.each([
    // tipo, fornecedor, vê, ativa para si
    ['master', PROPRIO, true, false],
    ['administrador', PROPRIO, true, false],
    ['fornecedor', PROPRIO, true, false],
    ['representante', PROPRIO, true, true],
    ['cliente', PROPRIO, false, false],
    ['master', ALHEIO_ATIVO, true, false],
    ['administrador', ALHEIO_ATIVO, true, false],
    ['fornecedor', ALHEIO_ATIVO, false, false],
    ['representante', ALHEIO_ATIVO, true, true],
    ['cliente', ALHEIO_ATIVO, false, false],
    ['master', ALHEIO_DESATIVADO, true, false],
    ['administrador', ALHEIO_DESATIVADO, true, false],
    ['representante', ALHEIO_DESATIVADO, false, false],
    ['representante', PROPRIO_DESATIVADO, true, true],
    ['fornecedor', PROPRIO_DESATIVADO, true, false],
  ] as const)('%s, fornecedor %o: vê %s, ativa para si %s', (tipo, f, ve, ativa) => {
    expect(podeVerFornecedor(ATORES[tipo], f)).toBe(ve);
    expect(podeAtivarFornecedorParaSi(ATORES[tipo], f)).toBe(ativa);
  });
});

describe('podeEditarFornecedor (dados pessoais) e podeGerirFornecedor (ADR 007)', () => {
  const CASOS: ReadonlyArray<readonly [string, FornecedorGerido, readonly Tipo[], readonly Tipo[]]> = [
    // nome, fornecedor, quem edita, quem gere (resetar, bloquear, excluir)
    [
      'carregado pelo representante, cadastrou-se sozinho',
      { ...PROPRIO, ...SOZINHO },
      ['master'],
      ['master'],
    ],
    [
      'carregado e ainda não verificado, cadastrado por outro',
      { ...PROPRIO, ...SOZINHO, criado_por: 99, verificado: false },
      ['master'],
      ['master'],
    ],
    [
      'cadastrado pelo representante, conta ainda não completada',
      { ...ALHEIO_ATIVO, ...SOZINHO, criado_por: 4, verificado: false },
      ['master', 'representante'],
      ['master'],
    ],
    [
      'cadastrado pelo representante, conta já completada',
      { ...PROPRIO, ...SOZINHO, criado_por: 4 },
      ['master'],
      ['master'],
    ],
    [
      'numa rodada do administrador',
      { ...ALHEIO_ATIVO, ...SOZINHO, rodada_administrador_ids: [10] },
      ['master', 'administrador'],
      ['master', 'administrador'],
    ],
    [
      'cadastrado pelo administrador',
      { ...ALHEIO_DESATIVADO, ...SOZINHO, criado_por: 2 },
      ['master', 'administrador'],
      ['master', 'administrador'],
    ],
    [
      'de uma rodada de outro administrador',
      { ...ALHEIO_ATIVO, ...SOZINHO, rodada_administrador_ids: [11] },
      ['master'],
      ['master'],
    ],
  ];
  const linhas = CASOS.flatMap(([nome, f, editam, gerem]) =>
    TIPOS.map((tipo) => ({ tipo, nome, f, edita: editam.includes(tipo), gere: gerem.includes(tipo) })),
  );
  it.each(linhas)('$tipo, $nome: edita → $edita, gere → $gere', ({ tipo, f, edita, gere }) => {
    expect(podeEditarFornecedor(ATORES[tipo], f)).toBe(edita);
    expect(podeGerirFornecedor(ATORES[tipo], f)).toBe(gere);
  });

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
    // The fornecedor 20 is not the representante's own record, even with its fornecedorId.
    const vinte: FornecedorGerido = { ...PROPRIO, ...SOZINHO, id: 20 };
    expect(podeEditarFornecedor({ ...ATORES.representante, fornecedorId: 20 }, vinte)).toBe(false);
  });

  it('um representante sem id não edita nem ativa para si, nem o que cadastrou', () => {
    const semId: Ator = { ...ATORES.representante, representanteId: null };
    expect(podeEditarFornecedor(semId, { ...PROPRIO, ...SOZINHO, criado_por: 4, verificado: false })).toBe(
      false,
    );
    expect(podeAtivarFornecedorParaSi(semId, PROPRIO)).toBe(false);
    expect(podeVerFornecedor(semId, PROPRIO_DESATIVADO)).toBe(false);
  });
});
