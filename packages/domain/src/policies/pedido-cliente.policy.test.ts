import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { statusDoPedidoCliente } from '../pedido-status.js';
import { ATORES } from './atores.fixture.js';
import { acoesDe, autorizar } from './autorizar.js';
import { transicaoPedidoCliente, type PedidoClienteAlteravel } from './pedido.policy.js';

describe('statusDoPedidoCliente: o status derivado dos pedidos de fornecedor', () => {
  it.each([
    [[], 5],
    [[5], 5],
    [[5, 5], 5],
    [[0], 0],
    [[0, 0, 5], 0],
    [[1, 1], 1],
    [[1, 5], 1],
    [[0, 1], 0],
    [[3, 3], 3],
    [[4, 4, 5], 4],
    [[3, 4], 3],
    [[1, 3], 2],
    [[0, 4], 2],
    [[0, 1, 3, 5], 2],
  ] as const)('%j → %i', (statuses, esperado) => {
    expect(statusDoPedidoCliente(statuses)).toBe(esperado);
  });
});

const PROPRIO = {
  cliente_id: 40,
  representante_id: 30,
  fornecedor_ids: [20, 22],
  rodada_administrador_id: 10,
};
const com = (status_pedidos: number[], permitir: boolean | null = true): PedidoClienteAlteravel => ({
  ...PROPRIO,
  status_pedidos,
  rodada_permitir_pedidos: permitir,
});
const TIPOS: Tipo[] = ['master', 'administrador', 'fornecedor', 'representante', 'cliente'];

describe('transicaoPedidoCliente: cancelar e entregar o pedido do cliente inteiro', () => {
  /** [acao, statuses, who may (everyone else: perfil or status)]. */
  const CASOS = [
    ['cancelar', [0, 0], ['cliente', 'representante']],
    ['cancelar', [0, 5], ['cliente', 'representante']],
    ['cancelar', [0, 1], []],
    ['cancelar', [1, 1], []],
    ['cancelar', [5, 5], []],
    ['cancelar', [3], []],
    ['entregar', [1, 1], ['representante']],
    ['entregar', [1, 5], ['representante']],
    ['entregar', [0, 1], []],
    ['entregar', [3, 3], []],
    ['entregar', [5], []],
  ] as const;
  const linhas = CASOS.flatMap(([acao, st, quem]) =>
    TIPOS.map((tipo) => ({ acao, st, tipo, ok: (quem as readonly Tipo[]).includes(tipo) })),
  );

  it.each(linhas)('$tipo $acao com $st → $ok', ({ acao, st, tipo, ok }) => {
    const r = transicaoPedidoCliente(ATORES[tipo], com([...st]), acao);
    expect(r.ok).toBe(ok);
    const parte = tipo === 'representante' || (tipo === 'cliente' && acao === 'cancelar');
    if (!r.ok) expect(r.erro).toBe(parte ? 'status' : 'perfil');
  });

  it.each(linhas.filter((l) => l.ok))('$tipo $acao: rodada que não permite pedidos → rodada', (l) => {
    const r = transicaoPedidoCliente(ATORES[l.tipo], com([...l.st], false), l.acao);
    expect(r).toEqual({ ok: false, erro: 'rodada', motivo: 'Esta rodada não permite alterar pedidos' });
  });

  it('fora de rodada (null) permite; o status novo é 5 ou 3', () => {
    expect(transicaoPedidoCliente(ATORES.cliente, com([0], null), 'cancelar')).toEqual({ ok: true, para: 5 });
    expect(transicaoPedidoCliente(ATORES.representante, com([1], null), 'entregar')).toEqual({
      ok: true,
      para: 3,
    });
  });

  it('pedido de outro cliente ou representante: perfil', () => {
    const alheio = { ...com([0]), cliente_id: 41, representante_id: 31 };
    expect(transicaoPedidoCliente(ATORES.cliente, alheio, 'cancelar').ok).toBe(false);
    expect(transicaoPedidoCliente(ATORES.representante, alheio, 'cancelar').ok).toBe(false);
  });

  it('motivos de status em português', () => {
    expect(transicaoPedidoCliente(ATORES.cliente, com([0, 1]), 'cancelar')).toMatchObject({
      motivo: 'Só é possível cancelar o pedido quando todos os pedidos dos fornecedores estão pendentes',
    });
    expect(transicaoPedidoCliente(ATORES.representante, com([0, 1]), 'entregar')).toMatchObject({
      motivo: 'Só é possível entregar o pedido quando todos os pedidos dos fornecedores estão revisados',
    });
    expect(transicaoPedidoCliente(ATORES.fornecedor, com([0]), 'cancelar')).toMatchObject({
      erro: 'perfil',
      motivo: 'Seu perfil não pode cancelar este pedido',
    });
  });
});

describe('POLITICAS.pedido_cliente: acoes e autorizar', () => {
  it('acoes por papel', () => {
    expect(acoesDe(ATORES.cliente, 'pedido_cliente', com([0]))).toEqual({ cancelar: true, entregar: false });
    expect(acoesDe(ATORES.representante, 'pedido_cliente', com([1]))).toEqual({
      cancelar: false,
      entregar: true,
    });
    expect(acoesDe(ATORES.fornecedor, 'pedido_cliente', com([0]))).toEqual({
      cancelar: false,
      entregar: false,
    });
    expect(acoesDe(ATORES.master, 'pedido_cliente', com([0]))).toEqual({ cancelar: false, entregar: false });
  });

  it('quem não vê: 404; quem vê e não pode: 403', () => {
    expect(autorizar(ATORES.cliente, 'pedido_cliente.cancelar', { ...com([0]), cliente_id: 41 })).toEqual({
      permitido: false,
      status: 404,
    });
    expect(autorizar(ATORES.fornecedor, 'pedido_cliente.cancelar', com([0]))).toEqual({
      permitido: false,
      status: 403,
    });
  });
});
