import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import type { Ator } from './ator.js';
import {
  podeEditarCliente,
  podeExcluirCliente,
  podeVerCliente,
  type ClienteRecurso,
} from './cliente.policy.js';

/** The cliente 40, linked to every actor above. */
const PROPRIO: ClienteRecurso = {
  id: 40,
  representante_ids: [31, 30],
  fornecedor_ids: [20],
  rodada_administrador_ids: [11, 10],
};
/** Another cliente, linked to nobody above. */
const ALHEIO: ClienteRecurso = {
  id: 41,
  representante_ids: [31],
  fornecedor_ids: [21],
  rodada_administrador_ids: [],
};
/** The cliente 40 as seen by someone with no link to it. */
const SEM_VINCULOS: ClienteRecurso = {
  id: 40,
  representante_ids: [],
  fornecedor_ids: [],
  rodada_administrador_ids: [],
};

describe('podeVerCliente e podeEditarCliente', () => {
  it.each([
    ['master', PROPRIO, true, true],
    ['administrador', PROPRIO, true, true],
    ['fornecedor', PROPRIO, true, true],
    ['representante', PROPRIO, true, true],
    ['cliente', PROPRIO, true, true],
    ['master', ALHEIO, true, true],
    ['administrador', ALHEIO, false, false],
    ['fornecedor', ALHEIO, false, false],
    ['representante', ALHEIO, false, false],
    ['cliente', ALHEIO, false, false],
    ['master', SEM_VINCULOS, true, true],
    ['administrador', SEM_VINCULOS, false, false],
    ['fornecedor', SEM_VINCULOS, false, false],
    ['representante', SEM_VINCULOS, false, false],
    ['cliente', SEM_VINCULOS, true, true],
  ] as const)('%s, cliente %o: vê %s, edita %s', (tipo, cliente, ve, edita) => {
    expect(podeVerCliente(ATORES[tipo], cliente)).toBe(ve);
    expect(podeEditarCliente(ATORES[tipo], cliente)).toBe(edita);
  });

  it('só conta o id do próprio papel', () => {
    const representanteComIdDeCliente: Ator = { ...ATORES.representante, representanteId: 99, clienteId: 40 };
    expect(podeVerCliente(representanteComIdDeCliente, SEM_VINCULOS)).toBe(false);
    expect(podeEditarCliente(representanteComIdDeCliente, SEM_VINCULOS)).toBe(false);
  });

  it('um cliente sem id não vê cliente algum', () => {
    expect(podeVerCliente({ ...ATORES.cliente, clienteId: null }, PROPRIO)).toBe(false);
  });
});

describe("podeExcluirCliente: 'Delete customer: fornecedor only' (spec 2 §6)", () => {
  it.each([
    ['master', PROPRIO, false],
    ['administrador', PROPRIO, false],
    ['fornecedor', PROPRIO, true],
    ['representante', PROPRIO, false],
    ['cliente', PROPRIO, false],
    ['fornecedor', ALHEIO, false],
  ] as const)('%s, cliente %o → %s', (tipo, cliente, esperado) => {
    expect(podeExcluirCliente(ATORES[tipo], cliente)).toBe(esperado);
  });
});
