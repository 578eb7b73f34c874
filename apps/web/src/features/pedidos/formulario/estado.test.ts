import { describe, expect, it } from 'vitest';
import {
  corpoDoPedido,
  diferenteDoVazio,
  formDoPedido,
  pedidoVazio,
  type LinhaForm,
  type PedidoCarregado,
  type ProdutoDoForm,
} from './estado';
import { lerRascunho } from './rascunho';

const UUID = '7d0f6a52-3a51-4c7e-9b1a-2f1d3c4b5a69';
const produto: ProdutoDoForm = {
  id: 9,
  codigo: 'VES-1',
  descricao: 'Vestido',
  valor: 10_050,
  foto: null,
  quantidade_minima: 6,
  multiplo: 2,
  cores: [{ id: 1, nome: 'AZUL' }],
  tamanhos: [
    { id: 11, tamanho: 'P', especial: false },
    { id: 12, tamanho: 'M', especial: false },
  ],
};
const linha: LinhaForm = {
  produto,
  quantidade: 6,
  grade: [
    { cor_id: 1, tamanho_id: 11, quantidade: 6 },
    { cor_id: 1, tamanho_id: 12, quantidade: 0 },
  ],
  observacoes: ' bainha curta ',
};

describe('rascunho: diferente de um pedido vazio (spec 3 §4 "Draft")', () => {
  it('um pedido vazio não é rascunho, seja qual for o uuid, a rodada ou o campo de dinheiro digitado por último', () => {
    const f = pedidoVazio(UUID, 4);
    expect(diferenteDoVazio(f)).toBe(false);
    expect(diferenteDoVazio({ ...f, desconto_origem: 'percentual', entrega: '__/' })).toBe(false);
  });

  it('qualquer coisa escolhida ou digitada faz um rascunho', () => {
    const f = pedidoVazio(UUID, null);
    expect(diferenteDoVazio({ ...f, linhas: [linha] })).toBe(true);
    expect(diferenteDoVazio({ ...f, prazo: '30' })).toBe(true);
    expect(diferenteDoVazio({ ...f, entrega: '01/' })).toBe(true);
    expect(diferenteDoVazio({ ...f, desconto_valor: 100 })).toBe(true);
    expect(
      diferenteDoVazio({
        ...f,
        cliente: { id: 3, nome: 'A', razao_social: null, nome_fantasia: null, cnpj: null },
      }),
    ).toBe(true);
  });

  it('o rascunho guardado só volta para quem o digitou e com a forma do formulário', () => {
    const form = { ...pedidoVazio(UUID, null), linhas: [linha] };
    expect(lerRascunho({ usuario_id: 5, form }, 5)).toEqual(form);
    expect(lerRascunho({ usuario_id: 5, form }, 6)).toBeNull();
    expect(lerRascunho({ usuario_id: 5, form }, null)).toBeNull();
    expect(lerRascunho({ usuario_id: 5, form: { ...form, linhas: [{ produto: {} }] } }, 5)).toBeNull();
    expect(lerRascunho({ usuario_id: 5, form: 'x' }, 5)).toBeNull();
    expect(lerRascunho(null, 5)).toBeNull();
  });
});

describe('corpo de salvar / atualizar (PEDIDOS.md decisão 4)', () => {
  const form = {
    ...pedidoVazio(UUID, 4),
    cliente: { id: 3, nome: 'Ana', razao_social: null, nome_fantasia: null, cnpj: null },
    loja: { id: 8, razao_social: 'R', nome_fantasia: 'F', cnpj: '1' },
    linhas: [linha],
    entrega: '31/12/2030',
    forma_pagamento: 'Boleto',
    prazo: ' 30/60 ',
    vendedor: 'Carla',
    desconto_valor: 6030,
    desconto_percentual: '10',
    taxa_valor: 0,
    taxa_percentual: '',
  };

  it('datas em ISO, dinheiro em "12.50", só as células acima de 0, observações da linha aparadas; sem preço', () => {
    const c = corpoDoPedido(form, { representante: false });
    expect(c).toMatchObject({
      uuid: UUID,
      rodada_id: 4,
      cliente_id: 3,
      cliente_loja_id: 8,
      entrega: '2030-12-31',
      prazo: '30/60',
      desconto_valor: '60.30',
      desconto_percentual: '10',
      taxa_valor: '0.00',
      taxa_percentual: undefined,
      transportadora: null,
    });
    expect(c.produtos).toEqual([
      {
        produto_id: 9,
        quantidade: 6,
        grade: [{ cor_id: 1, tamanho_id: 11, quantidade: 6 }],
        observacoes: 'bainha curta',
      },
    ]);
    expect(c).not.toHaveProperty('fornecedor_id');
  });

  it('o representante devolve desconto e taxa como estavam guardados e nomeia o fornecedor', () => {
    const guardados = {
      desconto_valor: '60.30',
      desconto_percentual: '10.0000',
      taxa_valor: '0.00',
      taxa_percentual: null,
    };
    const c = corpoDoPedido(
      { ...form, fornecedor_id: 2, desconto_valor: 1, guardados },
      { representante: true },
    );
    expect(c).toMatchObject({
      fornecedor_id: 2,
      desconto_valor: '60.30',
      desconto_percentual: '10.0000',
      taxa_valor: '0.00',
    });
  });
});

describe('modo do formulário (spec 3 §4 "Order form mode")', () => {
  const carregado: PedidoCarregado = {
    uuid: 'aaaaaaaa-3a51-4c7e-9b1a-2f1d3c4b5a69',
    rodada_id: 4,
    fornecedor_id: 2,
    entrega: '2026-01-10',
    forma_pagamento: 'PIX',
    prazo: '30',
    transportadora: null,
    transportadora_telefone: null,
    vendedor: 'Carla',
    observacoes: null,
    desconto_valor: '10.00',
    desconto_percentual: '2.5000',
    taxa_valor: '0.00',
    taxa_percentual: null,
    cliente: { id: 3, nome: 'Ana', razao_social: null, nome_fantasia: null, cnpj: null },
    loja: { id: 8, razao_social: 'R', nome_fantasia: 'F', cnpj: '1' },
    produtos: [
      {
        ...produto,
        produto_id: 9,
        valor: '100.50',
        quantidade: 6,
        observacoes: null,
        grade: [{ cor_id: 1, tamanho_id: 11, quantidade: 6 }],
      },
    ],
  };

  it('editar mantém o uuid e guarda desconto e taxa como vieram', () => {
    const f = formDoPedido(carregado, 'editar', { uuid: UUID, hoje: '2026-02-01' });
    expect(f.uuid).toBe(carregado.uuid);
    expect(f.entrega).toBe('10/01/2026');
    expect(f.desconto_valor).toBe(1000);
    expect(f.desconto_percentual).toBe('2,5');
    expect(f.linhas[0]!.produto.valor).toBe(10_050);
    expect(f.guardados).toEqual({
      desconto_valor: '10.00',
      desconto_percentual: '2.5000',
      taxa_valor: '0.00',
      taxa_percentual: null,
    });
  });

  it('copiar usa um uuid novo, esquece a entrega já passada e não guarda desconto do original', () => {
    const f = formDoPedido(carregado, 'copiar', { uuid: UUID, hoje: '2026-02-01' });
    expect(f.uuid).toBe(UUID);
    expect(f.entrega).toBe('');
    expect(f.guardados).toBeNull();
    expect(formDoPedido(carregado, 'copiar', { uuid: UUID, hoje: '2026-01-05' }).entrega).toBe('10/01/2026');
  });
});
