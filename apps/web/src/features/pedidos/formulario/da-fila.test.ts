import { describe, expect, it } from 'vitest';
import type { PedidoOffline } from '../../../lib/pedidos-offline';
import { pedidoVazio } from './estado';
import { formDaFila, semGrade } from './da-fila';

const base = (form: unknown, corpo: object = {}): PedidoOffline =>
  ({
    uuid: 'u-1',
    id: null,
    rodada_id: 4,
    offline: true,
    status: 0,
    usuario_id: 7,
    origem: 'checkout',
    corpo: { uuid: 'u-1', hash: 'a'.repeat(64), ...corpo },
    form,
    resumo: { cliente: '', fornecedor: '', quantidade: 0, valor_liquido: 0, data: '' },
    criado_em: '',
    atualizado_em: '',
    estado: 'recusado',
    motivo: 'x',
    tentativas: 1,
  }) as PedidoOffline;

describe('formDaFila', () => {
  it('o formulário guardado pela página volta como estava', () => {
    const f = { ...pedidoVazio('u-1', 4), prazo: '30' };
    expect(formDaFila({ ...base(f), origem: 'formulario' })).toBe(f);
  });

  it('pedido do checkout: cliente, loja, linhas e pagamento do corpo; grades a buscar pelo código', () => {
    const form = {
      tipo: 'checkout',
      cliente: { id: 9, nome: 'Ana', razao_social: null, nome_fantasia: null, cnpj: null },
      loja: { id: 5, razao_social: 'L Ltda', nome_fantasia: 'L', cnpj: '1' },
      lojas: [],
      fornecedor_id: 3,
      linhas: [
        {
          produto_id: 7,
          codigo: 'BL-01',
          descricao: 'Blusa',
          valor: 4990,
          quantidade_minima: 6,
          multiplo: 2,
          foto: null,
        },
      ],
    };
    const f = formDaFila(
      base(form, {
        entrega: '2026-11-30',
        forma_pagamento: 'PIX',
        prazo: '30/60',
        vendedor: 'Carla',
        desconto_valor: '12.50',
        desconto_percentual: '2.5',
        produtos: [{ produto_id: 7, quantidade: 12, grade: [{ cor_id: 1, tamanho_id: 2, quantidade: 12 }] }],
      }),
    )!;
    expect(f).toMatchObject({
      uuid: 'u-1',
      rodada_id: 4,
      fornecedor_id: 3,
      cliente: { id: 9 },
      loja: { id: 5 },
      lojas: [{ id: 5 }],
      entrega: '30/11/2026',
      forma_pagamento: 'PIX',
      prazo: '30/60',
      vendedor: 'Carla',
      desconto_valor: 1250,
      desconto_percentual: '2,5',
      taxa_valor: 0,
      linhas: [
        {
          produto: { id: 7, codigo: 'BL-01', valor: 4990, cores: [], tamanhos: [] },
          quantidade: 12,
          grade: [{ cor_id: 1, tamanho_id: 2, quantidade: 12 }],
          observacoes: '',
        },
      ],
    });
    expect(semGrade(f)).toEqual(['BL-01']);
  });

  it('sem formulário conhecido: null', () => {
    expect(formDaFila(base(null))).toBeNull();
    expect(formDaFila(base({ algo: 1 }))).toBeNull();
  });
});
