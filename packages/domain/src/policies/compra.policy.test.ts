import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import { autorizar } from './autorizar.js';
import type { ClienteRecurso } from './cliente.policy.js';
import type { FornecedorRecurso } from './fornecedor.policy.js';
import { podeVerPedidoCliente, type PedidoClienteRecurso } from './pedido.policy.js';

// The checkout rules of issue 13 §6 (pedido.policy.ts: compra, pedido_cliente).

/** Client 40, linked to representative 30 and in supplier 20's list. */
const CLIENTE: ClienteRecurso = {
  id: 40,
  representante_ids: [30],
  fornecedor_ids: [20],
  rodada_administrador_ids: [10],
};
const OUTRO_CLIENTE: ClienteRecurso = {
  id: 41,
  representante_ids: [31],
  fornecedor_ids: [21],
  rodada_administrador_ids: [11],
};
/** Supplier 20, carried by representative 30. */
const FORNECEDOR: FornecedorRecurso = { id: 20, ativo: true, representante_ids: [30] };
const OUTRO_FORNECEDOR: FornecedorRecurso = { id: 21, ativo: true, representante_ids: [31] };

describe('compra.salvar', () => {
  it('a cliente for itself only, with no named supplier', () => {
    expect(autorizar(ATORES.cliente, 'compra.salvar', { cliente: CLIENTE, fornecedor: null })).toEqual({
      permitido: true,
    });
    expect(
      autorizar(ATORES.cliente, 'compra.salvar', { cliente: OUTRO_CLIENTE, fornecedor: null }).permitido,
    ).toBe(false);
    expect(autorizar(ATORES.cliente, 'compra.salvar', { cliente: CLIENTE, fornecedor: FORNECEDOR })).toEqual({
      permitido: false,
      status: 403,
    });
  });
  it("a representante for its client and a supplier it carries; another's client is 404", () => {
    expect(
      autorizar(ATORES.representante, 'compra.salvar', { cliente: CLIENTE, fornecedor: FORNECEDOR })
        .permitido,
    ).toBe(true);
    expect(
      autorizar(ATORES.representante, 'compra.salvar', { cliente: CLIENTE, fornecedor: OUTRO_FORNECEDOR }),
    ).toEqual({ permitido: false, status: 403 });
    expect(
      autorizar(ATORES.representante, 'compra.salvar', { cliente: OUTRO_CLIENTE, fornecedor: FORNECEDOR }),
    ).toEqual({ permitido: false, status: 404 });
  });
  it('a fornecedor for a client of its list, always as the supplier', () => {
    expect(
      autorizar(ATORES.fornecedor, 'compra.salvar', { cliente: CLIENTE, fornecedor: FORNECEDOR }).permitido,
    ).toBe(true);
    expect(
      autorizar(ATORES.fornecedor, 'compra.salvar', { cliente: CLIENTE, fornecedor: OUTRO_FORNECEDOR }),
    ).toEqual({ permitido: false, status: 403 });
    expect(
      autorizar(ATORES.fornecedor, 'compra.salvar', { cliente: OUTRO_CLIENTE, fornecedor: FORNECEDOR }),
    ).toEqual({ permitido: false, status: 404 });
  });
  it('the master and an administrador place no order', () => {
    for (const ator of [ATORES.master, ATORES.administrador]) {
      expect(autorizar(ator, 'compra.salvar', { cliente: CLIENTE, fornecedor: FORNECEDOR }).permitido).toBe(
        false,
      );
    }
  });
});

describe('compra.alterar_desconto', () => {
  // spec 3 §5, §6: the supplier sets its order's discount and fee; read-only for a representative.
  const casos = [
    ['fornecedor', ATORES.fornecedor, { cliente: CLIENTE, fornecedor: FORNECEDOR }, true],
    [
      'fornecedor, another supplier',
      ATORES.fornecedor,
      { cliente: CLIENTE, fornecedor: OUTRO_FORNECEDOR },
      false,
    ],
    [
      'fornecedor, another client',
      ATORES.fornecedor,
      { cliente: OUTRO_CLIENTE, fornecedor: FORNECEDOR },
      false,
    ],
    ['representante', ATORES.representante, { cliente: CLIENTE, fornecedor: FORNECEDOR }, false],
    ['cliente', ATORES.cliente, { cliente: CLIENTE, fornecedor: null }, false],
    ['cliente, with a supplier', ATORES.cliente, { cliente: CLIENTE, fornecedor: FORNECEDOR }, false],
    ['administrador', ATORES.administrador, { cliente: CLIENTE, fornecedor: FORNECEDOR }, false],
    ['master', ATORES.master, { cliente: CLIENTE, fornecedor: FORNECEDOR }, false],
  ] as const;
  it.each(casos)('%s → %s', (_nome, ator, compra, esperado) => {
    expect(autorizar(ator, 'compra.alterar_desconto', compra).permitido).toBe(esperado);
  });
});

describe('pedido_cliente.ver', () => {
  const PROPRIO: PedidoClienteRecurso = {
    cliente_id: 40,
    representante_id: 30,
    fornecedor_ids: [20, 22],
    rodada_administrador_id: 10,
  };
  const ALHEIO: PedidoClienteRecurso = {
    cliente_id: 41,
    representante_id: 31,
    fornecedor_ids: [21],
    rodada_administrador_id: 11,
  };
  it('its cliente, representante, suppliers and round administrador; not the master', () => {
    for (const ator of [ATORES.cliente, ATORES.representante, ATORES.fornecedor, ATORES.administrador]) {
      expect(podeVerPedidoCliente(ator, PROPRIO), ator.tipo).toBe(true);
      expect(podeVerPedidoCliente(ator, ALHEIO), ator.tipo).toBe(false);
    }
    expect(podeVerPedidoCliente(ATORES.master, PROPRIO)).toBe(false);
  });
});
