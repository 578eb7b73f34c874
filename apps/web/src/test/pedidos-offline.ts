import type { PedidoOffline, PedidoSincronizado } from '../lib/pedidos-offline';

/**
 * Tests of the sync centre and the offline rows: an order of the device's queue (user 101, the
 * renderizar-tela user of profile 1; round 9) and a synced one.
 */
export function pedidoOffline(n: number, extra: Partial<PedidoOffline> = {}): PedidoOffline {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    id: null,
    rodada_id: 9,
    offline: true,
    status: 0,
    usuario_id: 104,
    origem: 'formulario',
    corpo: { entrega: '2026-12-10' } as PedidoOffline['corpo'],
    form: null,
    resumo: {
      cliente: `Loja Offline ${n}`,
      fornecedor: 'Malharia Bela',
      quantidade: 6,
      valor_liquido: 15_000,
      data: '2026-11-26',
    },
    criado_em: `2026-11-26T12:0${n}:00.000Z`,
    atualizado_em: `2026-11-26T12:0${n}:00.000Z`,
    estado: 'aguardando',
    motivo: null,
    tentativas: 0,
    ...extra,
  };
}

export function pedidoSincronizado(n: number, id: number): PedidoSincronizado {
  const { uuid, resumo } = pedidoOffline(n);
  return { uuid, id, offline: false, status: 1, sincronizado_em: '2026-11-26T13:15:00.000Z', resumo };
}
