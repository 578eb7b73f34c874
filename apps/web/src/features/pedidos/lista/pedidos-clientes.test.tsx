// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pedidos } from '@rodada/contracts';
import { erro, ok } from '../../../test/renderizar-tela';
import { abrir, avisos, limpar, NENHUMA } from './teste-pedidos';
import type { PedidoClienteLinha } from './tipos';

const MSG = pedidos.MSG_ACOES_PEDIDO;

afterEach(limpar);

function pedidoCliente(id: number, extra: Partial<PedidoClienteLinha> = {}): PedidoClienteLinha {
  return {
    id,
    data: '2026-11-20',
    rodada_id: null,
    cliente_id: 4,
    cliente_nome: 'Marta',
    cliente_loja_id: 8,
    nome_fantasia: 'Boutique Sol',
    razao_social: 'Boutique Sol Ltda',
    cnpj: '11.222.333/0001-81',
    quantidade_total: 16,
    valor_total: '980.00',
    valor_liquido: '980.00',
    status: 0,
    representante_id: 2,
    representante_nome: 'Rep Norte',
    pedidos: [
      {
        id: 31,
        fornecedor_id: 4,
        fornecedor_nome: 'Malharia Bela',
        status: 0,
        quantidade: 10,
        valor_liquido: '500.00',
        acoes: NENHUMA,
      },
      {
        id: 32,
        fornecedor_id: 5,
        fornecedor_nome: 'Jeans Sul',
        status: 0,
        quantidade: 6,
        valor_liquido: '480.00',
        acoes: NENHUMA,
      },
    ],
    acoes: { cancelar: false, entregar: false },
    ...extra,
  };
}

const listaClientes = (linhas: PedidoClienteLinha[]) =>
  ok({
    pedidos: linhas,
    current_page: 1,
    last_page: 1,
    per_page: 30,
    total: linhas.length,
    totais: {
      pedidos: linhas.length,
      quantidade: 16,
      valor_total: '980.00',
      valor_liquido: '980.00',
      pendentes: { pedidos: 1, valor: '980.00' },
      entregues: { pedidos: 0, valor: '0.00' },
      enviados: { pedidos: 0, valor: '0.00' },
      cancelados: { pedidos: 0 },
    },
  });

const DETALHE = ok({
  pedido_cliente: {
    id: 70,
    uuid: 'u',
    data: '2026-11-20',
    status: 0,
    cliente_id: 4,
    cliente_nome: 'Marta',
    cliente_loja: {
      id: 8,
      nome_fantasia: 'Boutique Sol',
      razao_social: 'Boutique Sol Ltda',
      cnpj: '11.222.333/0001-81',
      endereco: {
        rua: 'Rua das Flores',
        numero: '120',
        complemento: null,
        bairro: 'Centro',
        local: null,
        cep: '01310100',
        celular: '(11) 98765-4321',
        cidade: 'São Paulo',
        estado: 'SP',
      },
    },
    forma_pagamento: 'Depósito',
    observacoes: null,
    quantidade_total: 16,
    valor_total: '980.00',
    valor_liquido: '980.00',
    comissao_percentual: '5.0000',
    comissao_valor: '49.00',
    pedidos: [
      {
        id: 31,
        fornecedor_id: 4,
        fornecedor_nome: 'Malharia Bela',
        status: 0,
        quantidade: 10,
        valor_bruto: '500.00',
        valor_liquido: '500.00',
      },
      {
        id: 32,
        fornecedor_id: 5,
        fornecedor_nome: 'Jeans Sul',
        status: 1,
        quantidade: 6,
        valor_bruto: '480.00',
        valor_liquido: '480.00',
      },
    ],
  },
  produtos: [
    {
      id: 1,
      codigo: 'BL-1',
      descricao: 'Blusa',
      quantidade: 10,
      valor: '50.00',
      subtotal: '500.00',
      grade: [],
    },
    {
      id: 2,
      codigo: 'SA-1',
      descricao: 'Saia',
      quantidade: 6,
      valor: '80.00',
      subtotal: '480.00',
      grade: [],
    },
  ],
});

describe('/pedidos: pedidos do cliente (spec 3 §2 "Client orders list")', () => {
  it('cliente: Meus Pedidos; Cancelar pede confirmação e chama pedidosclientes/{id}/cancelar', async () => {
    const { requisicoes } = abrir(
      (req) => {
        if (req.url.startsWith('/api/pedidos/pedidosclientes/0/listar'))
          return listaClientes([pedidoCliente(70, { acoes: { cancelar: true, entregar: false } })]);
        if (req.url === '/api/pedidos/pedidosclientes/70/cancelar')
          return ok({ msg: MSG.cancelado, id: 70, status: 5, pedidos: [] });
        return undefined;
      },
      'cliente',
      null,
    );
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeTruthy();
    const tabela = await screen.findByRole('table', { name: 'Meus Pedidos' });
    await within(tabela).findByText('Em aberto');
    expect(within(tabela).getByText('Malharia Bela, Jeans Sul')).toBeTruthy();
    fireEvent.click(within(tabela).getByRole('button', { name: 'Ações de Pedido 70' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Detalhes', 'Cancelar']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(avisos()).toContain(MSG.cancelado));
    expect(requisicoes.find((r) => r.metodo === 'POST')!.url).toBe(
      '/api/pedidos/pedidosclientes/70/cancelar',
    );
  });

  it('representante sem rodada: detalhe com abas, um pedido por fornecedor com status, Revisar onde acoes deixa', async () => {
    abrir(
      (req) => {
        if (req.url.startsWith('/api/pedidos/pedidosclientes/0/listar')) {
          const p = pedidoCliente(70);
          p.pedidos[1]!.acoes = { ...NENHUMA, revisar: true };
          return listaClientes([p]);
        }
        if (req.url === '/api/pedidos/pedidosclientes/70/detalhar') return DETALHE;
        return undefined;
      },
      'representante',
      null,
    );
    const tabela = await screen.findByRole('table', { name: 'Pedidos' });
    await within(tabela).findByText('Pedido 70');
    const totais = screen.getByRole('region', { name: 'Totais dos pedidos' });
    expect(within(totais).getByText('Entregues')).toBeTruthy();
    fireEvent.click(within(tabela).getByRole('button', { name: 'Ações de Pedido 70' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Detalhes', 'Revisar Jeans Sul']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Detalhes' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Pedido 70' });
    expect(
      within(dialogo)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Detalhes Pedido', 'Produtos', 'Local de Entrega']);
    const porFornecedor = await within(dialogo).findByRole('table', { name: 'Pedidos por fornecedor' });
    expect(within(porFornecedor).getByText('Pendente')).toBeTruthy();
    expect(within(porFornecedor).getByText('Revisado')).toBeTruthy();
    expect(within(porFornecedor).getAllByRole('link')).toHaveLength(1);
    expect(
      within(porFornecedor)
        .getByRole('link', { name: 'Revisar pedido 32 de Jeans Sul' })
        .getAttribute('href'),
    ).toBe('/pedidos/32/editar');
    fireEvent.click(within(dialogo).getByRole('tab', { name: 'Produtos' }));
    expect(await within(dialogo).findByText('Saia')).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('tab', { name: 'Local de Entrega' }));
    expect(await within(dialogo).findByText('Boutique Sol Ltda')).toBeTruthy();
    expect(within(dialogo).getByText('Rua das Flores, 120, Centro')).toBeTruthy();
    expect(within(dialogo).getByText('São Paulo, SP')).toBeTruthy();
    expect(within(dialogo).getByText('01310-100')).toBeTruthy();
  });

  it('lista que falha mostra a mensagem do servidor e Tentar novamente', async () => {
    abrir(
      (req) =>
        req.url.startsWith('/api/pedidos/pedidosclientes/0/listar')
          ? erro(403, 'Seu perfil não pode listar')
          : undefined,
      'cliente',
      null,
    );
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getAllByText('Seu perfil não pode listar').length).toBeGreaterThan(0);
  });
});
