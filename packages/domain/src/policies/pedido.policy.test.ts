import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import type { Ator } from './ator.js';
import {
  acoesDoPedido,
  podeAplicarAcaoPedido,
  podeCancelarPedido,
  podeEditarPedido,
  podeVerPedido,
  type PedidoAlteravel,
  type PedidoRecurso,
} from './pedido.policy.js';

/** An order on which every actor above is the party of its role. */
const PROPRIO: PedidoRecurso = {
  fornecedor_id: 20,
  representante_id: 30,
  cliente_id: 40,
  rodada_administrador_id: 10,
};
/** An order of other parties, in a round of another administrador. */
const ALHEIO: PedidoRecurso = {
  fornecedor_id: 21,
  representante_id: 31,
  cliente_id: 41,
  rodada_administrador_id: 11,
};

const com = (p: PedidoRecurso, status: number, permitir: boolean | null = true): PedidoAlteravel => ({
  ...p,
  status,
  rodada_permitir_pedidos: permitir,
});

describe('podeVerPedido: quem lê o pedido (domain.md)', () => {
  it.each([
    ['master', PROPRIO, false, 'lê tudo menos pedidos'],
    ['administrador', PROPRIO, true, 'pedido de rodada que organiza'],
    ['fornecedor', PROPRIO, true, 'seu pedido'],
    ['representante', PROPRIO, true, 'pedido em que está'],
    ['cliente', PROPRIO, true, 'seu pedido'],
    ['master', ALHEIO, false, 'alheio'],
    ['administrador', ALHEIO, false, 'rodada de outro administrador'],
    ['fornecedor', ALHEIO, false, 'de outro fornecedor'],
    ['representante', ALHEIO, false, 'de outro representante'],
    ['cliente', ALHEIO, false, 'de outro cliente'],
  ] as const)('%s, pedido %#: %s (%s)', (...[tipo, pedido, esperado]) => {
    expect(podeVerPedido(ATORES[tipo], pedido)).toBe(esperado);
  });

  it('pedido fora de rodada: o administrador não o vê', () => {
    expect(podeVerPedido(ATORES.administrador, { ...PROPRIO, rodada_administrador_id: null })).toBe(false);
  });

  it('id ausente nunca casa com id ausente (pedido sem representante)', () => {
    const semId: Ator = { ...ATORES.representante, representanteId: null };
    expect(podeVerPedido(semId, { ...ALHEIO, representante_id: null })).toBe(false);
  });

  it('só conta o id do próprio papel', () => {
    const fornecedorComOutroId: Ator = {
      ...ATORES.fornecedor,
      fornecedorId: 99,
      representanteId: 30,
      clienteId: 40,
    };
    expect(podeVerPedido(fornecedorComOutroId, PROPRIO)).toBe(false);
  });
});

describe('podeEditarPedido: fornecedor ou representante do pedido, status 0 ou 1, rodada que permite pedidos', () => {
  it.each([
    ['master', com(PROPRIO, 0), false],
    ['administrador', com(PROPRIO, 0), false],
    ['fornecedor', com(PROPRIO, 0), true],
    ['representante', com(PROPRIO, 0), true],
    ['cliente', com(PROPRIO, 0), false],
    ['fornecedor', com(PROPRIO, 1), true],
    ['representante', com(PROPRIO, 1), true],
    ['fornecedor', com(PROPRIO, 2), false],
    ['fornecedor', com(PROPRIO, 3), false],
    ['representante', com(PROPRIO, 3), false],
    ['representante', com(PROPRIO, 4), false],
    ['fornecedor', com(PROPRIO, 5), false],
    ['fornecedor', com(PROPRIO, 0, false), false],
    ['representante', com(PROPRIO, 1, false), false],
    ['fornecedor', com(PROPRIO, 0, null), true],
    ['representante', com(PROPRIO, 1, null), true],
    ['fornecedor', com(ALHEIO, 0), false],
    ['representante', com(ALHEIO, 0), false],
    ['administrador', com(ALHEIO, 0), false],
    ['cliente', com(ALHEIO, 0), false],
  ] as const)('%s, %o → %s', (tipo, pedido, esperado) => {
    expect(podeEditarPedido(ATORES[tipo], pedido)).toBe(esperado);
  });
});

describe('podeCancelarPedido: "Cancel sets 5" (spec 3 §4), só no próprio pedido', () => {
  const tipos = ['master', 'administrador', 'fornecedor', 'representante', 'cliente'] as const;
  /** Expected for the party's own order in a round that permits orders, by status then role. */
  const ESPERADO: Record<number, readonly Tipo[]> = {
    0: ['representante', 'cliente'],
    1: ['fornecedor'],
    2: ['fornecedor'],
    3: ['fornecedor'],
    4: ['fornecedor'],
    5: [],
  };
  const linhas = [0, 1, 2, 3, 4, 5].flatMap((status) =>
    tipos.map((tipo) => ({ tipo, status, esperado: (ESPERADO[status] ?? []).includes(tipo) })),
  );

  it.each(linhas)('$tipo, pedido próprio com status $status → $esperado', ({ tipo, status, esperado }) => {
    expect(podeCancelarPedido(ATORES[tipo], com(PROPRIO, status))).toBe(esperado);
  });

  it.each(linhas)('$tipo, pedido alheio com status $status → false', ({ tipo, status }) => {
    expect(podeCancelarPedido(ATORES[tipo], com(ALHEIO, status))).toBe(false);
  });

  it.each(linhas.filter((l) => l.esperado))(
    '$tipo não cancela (status $status) numa rodada que não permite pedidos',
    ({ tipo, status }) => {
      expect(podeCancelarPedido(ATORES[tipo], com(PROPRIO, status, false))).toBe(false);
    },
  );

  it('o representante do pedido cancela o pendente mesmo se o fornecedor é outro', () => {
    const pedido = com({ ...ALHEIO, representante_id: 30 }, 0);
    expect(podeCancelarPedido(ATORES.representante, pedido)).toBe(true);
    expect(podeCancelarPedido(ATORES.fornecedor, com({ ...ALHEIO, representante_id: 30 }, 1))).toBe(false);
  });
});

describe('podeAplicarAcaoPedido e acoesDoPedido', () => {
  it.each([
    ['representante', 'informar_entrega', com(PROPRIO, 1), true],
    ['representante', 'informar_entrega', com(ALHEIO, 1), false],
    ['representante', 'informar_entrega', com(PROPRIO, 1, false), false],
    ['fornecedor', 'informar_entrega', com(PROPRIO, 1), false],
    ['fornecedor', 'revisar', com(PROPRIO, 0), true],
    ['fornecedor', 'revisar', com(ALHEIO, 0), false],
    ['administrador', 'revisar', com(PROPRIO, 0), false],
    ['representante', 'incluir_em_remessa', com(PROPRIO, 3), true],
    ['representante', 'retirar_da_remessa', com(PROPRIO, 4), true],
    ['representante', 'desfazer_entrega', com(PROPRIO, 3), true],
    ['representante', 'desfazer_entrega', com(PROPRIO, 4), false],
  ] as const)('%s %s em %o → %s', (tipo, acao, pedido, esperado) => {
    expect(podeAplicarAcaoPedido(ATORES[tipo], pedido, acao)).toBe(esperado);
  });

  it.each([
    ['representante', com(PROPRIO, 0), ['revisar', 'cancelar']],
    ['representante', com(PROPRIO, 3), ['desfazer_entrega', 'incluir_em_remessa']],
    ['representante', com(ALHEIO, 0), []],
    ['cliente', com(PROPRIO, 0), ['cancelar']],
    ['administrador', com(PROPRIO, 0), []],
    ['fornecedor', com(PROPRIO, 2, false), []],
  ] as const)('%s em %o pode %j', (tipo, pedido, acoes) => {
    expect(acoesDoPedido(ATORES[tipo], pedido)).toEqual(acoes);
  });
});
