import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACOES_PEDIDO,
  PEDIDO_CLIENTE_STATUS_LABEL,
  PEDIDO_STATUS,
  PEDIDO_STATUS_LABEL,
  acoesPermitidas,
  isPedidoStatus,
  transicaoPermitida,
  type AcaoPedido,
} from './pedido-status.js';

const TIPOS: readonly Tipo[] = ['master', 'administrador', 'fornecedor', 'representante', 'cliente'];
const STATUS = [0, 1, 2, 3, 4, 5] as const;

/**
 * Every allowed transition, written by hand from domain.md and spec 3 §4: [ação, tipo, de, para].
 * Anything not listed here must be refused.
 */
const PERMITIDAS: ReadonlyArray<readonly [AcaoPedido, Tipo, number, number]> = [
  ['revisar', 'representante', 0, 1],
  ['revisar', 'fornecedor', 0, 1],
  ['informar_entrega', 'representante', 1, 3],
  ['desfazer_entrega', 'representante', 3, 1],
  ['incluir_em_remessa', 'representante', 3, 4],
  ['retirar_da_remessa', 'representante', 4, 3],
  ['cancelar', 'cliente', 0, 5],
  ['cancelar', 'representante', 0, 5],
  ['cancelar', 'fornecedor', 1, 5],
  ['cancelar', 'fornecedor', 2, 5],
  ['cancelar', 'fornecedor', 3, 5],
  ['cancelar', 'fornecedor', 4, 5],
];

const todas = ACOES_PEDIDO.flatMap((acao) =>
  TIPOS.flatMap((tipo) =>
    STATUS.map((de) => {
      const permitida = PERMITIDAS.find(([a, t, d]) => a === acao && t === tipo && d === de);
      return { acao, tipo, de, para: permitida ? permitida[3] : null };
    }),
  ),
);

describe('status do pedido (spec D10)', () => {
  it('0 Pendente, 1 Revisado, 2 Em expedição, 3 Entregue, 4 Enviado, 5 Cancelado', () => {
    expect(PEDIDO_STATUS).toEqual({
      PENDENTE: 0,
      REVISADO: 1,
      EM_EXPEDICAO: 2,
      ENTREGUE: 3,
      ENVIADO: 4,
      CANCELADO: 5,
    });
    expect(Object.values(PEDIDO_STATUS_LABEL)).toEqual([
      'Pendente',
      'Revisado',
      'Em expedição',
      'Entregue',
      'Enviado',
      'Cancelado',
    ]);
  });

  it('no pedido do cliente: Em aberto, Revisado, Em expedição, Fechado, Enviado, Cancelado', () => {
    expect(Object.values(PEDIDO_CLIENTE_STATUS_LABEL)).toEqual([
      'Em aberto',
      'Revisado',
      'Em expedição',
      'Fechado',
      'Enviado',
      'Cancelado',
    ]);
  });

  it.each([
    [0, true],
    [5, true],
    [6, false],
    [-1, false],
    [1.5, false],
    [NaN, false],
    ['0', false],
    [null, false],
  ])('isPedidoStatus(%j) = %s', (v, esperado) => {
    expect(isPedidoStatus(v)).toBe(esperado);
  });
});

describe('transicaoPermitida: a máquina de status de domain.md', () => {
  it.each(todas.filter((c) => c.para !== null))(
    '$tipo pode $acao um pedido com status $de → $para',
    ({ acao, tipo, de, para }) => {
      expect(transicaoPermitida({ acao, de, tipo, permitirPedidos: true })).toEqual({ ok: true, para });
    },
  );

  it.each(todas.filter((c) => c.para === null))(
    '$tipo não pode $acao um pedido com status $de',
    ({ acao, tipo, de }) => {
      const r = transicaoPermitida({ acao, de, tipo, permitirPedidos: true });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.motivo).not.toBe('');
    },
  );

  it.each(PERMITIDAS)(
    'nada muda numa rodada que não permite pedidos: %s por %s a partir de %i',
    (acao, tipo, de) => {
      expect(transicaoPermitida({ acao, de, tipo, permitirPedidos: false })).toEqual({
        ok: false,
        erro: 'rodada',
        motivo: 'Esta rodada não permite alterar pedidos',
      });
    },
  );

  it.each(PERMITIDAS)(
    'pedido fora de rodada (permitirPedidos null): %s por %s a partir de %i',
    (acao, tipo, de, para) => {
      expect(transicaoPermitida({ acao, de, tipo, permitirPedidos: null })).toEqual({ ok: true, para });
    },
  );
});

describe('motivos da recusa', () => {
  it.each([
    ['master', 'cancelar', 'Seu perfil não pode cancelar o pedido'],
    ['administrador', 'revisar', 'Seu perfil não pode revisar o pedido'],
    ['cliente', 'informar_entrega', 'Seu perfil não pode informar a entrega do pedido'],
    ['fornecedor', 'desfazer_entrega', 'Seu perfil não pode desfazer a entrega do pedido'],
    ['fornecedor', 'incluir_em_remessa', 'Seu perfil não pode incluir o pedido em uma remessa'],
    ['cliente', 'retirar_da_remessa', 'Seu perfil não pode retirar o pedido da remessa'],
  ] as const)('%s tentando %s: erro de perfil', (tipo, acao, motivo) => {
    expect(transicaoPermitida({ acao, de: 0, tipo, permitirPedidos: true })).toEqual({
      ok: false,
      erro: 'perfil',
      motivo,
    });
  });

  it('o perfil é verificado antes da rodada (quem nunca pode recebe 403, não 422)', () => {
    const r = transicaoPermitida({ acao: 'cancelar', de: 0, tipo: 'master', permitirPedidos: false });
    expect(r).toMatchObject({ ok: false, erro: 'perfil' });
  });

  it.each([
    ['cliente', 1, 'Não é possível cancelar o pedido com status Revisado'],
    ['representante', 3, 'Não é possível cancelar o pedido com status Entregue'],
    ['fornecedor', 0, 'Não é possível cancelar o pedido com status Pendente'],
    ['fornecedor', 5, 'O pedido já está cancelado'],
    ['cliente', 5, 'O pedido já está cancelado'],
  ] as const)('cancelar: %s com status %i → %j', (tipo, de, motivo) => {
    expect(transicaoPermitida({ acao: 'cancelar', de, tipo, permitirPedidos: true })).toEqual({
      ok: false,
      erro: 'status',
      motivo,
    });
  });

  it("'Informar Entrega' só quando o status é 1", () => {
    expect(
      transicaoPermitida({ acao: 'informar_entrega', de: 0, tipo: 'representante', permitirPedidos: true }),
    ).toEqual({
      ok: false,
      erro: 'status',
      motivo: 'Não é possível informar a entrega do pedido com status Pendente',
    });
  });

  it.each([7, -1, 2.5])('status desconhecido %d é recusado', (de) => {
    expect(transicaoPermitida({ acao: 'revisar', de, tipo: 'representante', permitirPedidos: true })).toEqual(
      {
        ok: false,
        erro: 'status',
        motivo: `Status de pedido desconhecido: ${de}`,
      },
    );
  });
});

describe('acoesPermitidas: o que a interface oferece', () => {
  it.each([
    ['representante', 0, ['revisar', 'cancelar']],
    ['representante', 1, ['informar_entrega']],
    ['representante', 3, ['desfazer_entrega', 'incluir_em_remessa']],
    ['representante', 4, ['retirar_da_remessa']],
    ['representante', 5, []],
    ['fornecedor', 0, ['revisar']],
    ['fornecedor', 1, ['cancelar']],
    ['fornecedor', 4, ['cancelar']],
    ['cliente', 0, ['cancelar']],
    ['cliente', 1, []],
    ['master', 0, []],
    ['administrador', 1, []],
  ] as const)('%s com status %i: %j', (tipo, de, acoes) => {
    expect(acoesPermitidas({ de, tipo, permitirPedidos: true })).toEqual(acoes);
  });

  it('nenhuma ação numa rodada que não permite pedidos', () => {
    for (const tipo of TIPOS) {
      for (const de of STATUS) expect(acoesPermitidas({ de, tipo, permitirPedidos: false })).toEqual([]);
    }
  });
});
