// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useAvisos } from '../../../lib/avisos';
import { fecharBanco, limpar } from '../../../lib/banco-local';
import { useEstadoLocal, type ItemCarrinho } from '../../../lib/estado-local';
import { useSincronizacao } from '../../../lib/estado-sincronizacao';
import { listarPedidosOffline } from '../../../lib/pedidos-offline';
import { ok, renderizarTela, usuarioDe } from '../../../test/renderizar-tela';
import CheckoutPage from './checkout-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await limpar('pedidos');
  await fecharBanco();
});

const ITEM: ItemCarrinho = {
  id: 7,
  codigo: 'BL-01',
  descricao: 'Blusa de linho',
  valor: 4990,
  quantidade_minima: 10,
  multiplo: 0,
  fornecedor_id: 3,
  quantidade: 12,
  subtotal: 59880,
  grade: [{ corId: 1, tamanhoId: 11, quantidade: 12 }],
  fotos: [],
};
const LOJA = {
  id: 5,
  razao_social: 'Loja Centro Ltda',
  nome_fantasia: 'Loja Centro',
  cnpj: '11222333000181',
  padrao: true,
};
const CLIENTE = {
  id: 9,
  nome: 'Ana',
  razao_social: null,
  nome_fantasia: null,
  cnpj: null,
  lojas: [LOJA],
  acoes: { salvar: true, alterar_desconto: true },
};

describe('checkout do fornecedor sem conexão (issue 15 §3)', () => {
  it("sem resposta no salvar: guarda no aparelho, 'Pedido salvo com sucesso!', carrinho limpo, /pedidos", async () => {
    const sincronizar = vi.fn();
    useSincronizacao.setState({ sincronizarAgora: sincronizar });
    const usuario = usuarioDe('fornecedor', 3);
    const { requisicoes } = renderizarTela(<CheckoutPage />, {
      rota: '/checkout',
      usuario,
      servidor: (r) =>
        r.url.startsWith('/api/pedidos/clientes')
          ? ok({ clientes: [CLIENTE] })
          : r.url === '/api/pedidos/data'
            ? ok({ data_atual: '2026-11-26' })
            : r.url === '/api/pedidos/salvar'
              ? 'sem-rede'
              : undefined,
      destinos: ['/pedidos'],
    });
    act(() => {
      useEstadoLocal.setState({ carrinho: [ITEM] });
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Cliente' }));
    fireEvent.click(await screen.findByText('Ana'));
    await waitFor(() => expect(requisicoes.some((r) => r.url === '/api/pedidos/data')).toBe(true));
    const campo = (nome: string | RegExp) => screen.getByLabelText<HTMLInputElement>(nome);
    fireEvent.change(campo(/Entrega/), { target: { value: '30/11/2026' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Forma de pagamento/ }));
    fireEvent.click(screen.getByRole('option', { name: 'PIX' }));
    fireEvent.change(campo(/Prazo/), { target: { value: '30' } });
    fireEvent.change(campo(/Responsável/), { target: { value: 'Carla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    expect(await screen.findByRole('heading', { name: 'Destino /pedidos' })).toBeTruthy();
    expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toContain('Pedido salvo com sucesso!');
    expect(useEstadoLocal.getState().carrinho).toEqual([]);
    expect(sincronizar).toHaveBeenCalled();
    const fila = await listarPedidosOffline(usuario.id);
    expect(fila).toHaveLength(1);
    const enviado = requisicoes.find((r) => r.url === '/api/pedidos/salvar')?.corpo;
    expect(fila[0]).toMatchObject({
      offline: true,
      status: 0,
      origem: 'checkout',
      estado: 'aguardando',
      id: null,
      corpo: enviado as object,
      resumo: {
        cliente: 'Loja Centro',
        fornecedor: 'Fornecedor',
        quantidade: 12,
        valor_liquido: 59880,
        data: '2026-11-26',
      },
      form: {
        tipo: 'checkout',
        cliente: { id: 9 },
        loja: { id: 5 },
        linhas: [{ produto_id: 7, codigo: 'BL-01', valor: 4990 }],
      },
    });
    expect(fila[0]!.corpo.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('do representante: o pedido na fila leva o nome do fornecedor (lista do pedido, guardada no aparelho)', async () => {
    useSincronizacao.setState({ sincronizarAgora: vi.fn() });
    const usuario = usuarioDe('representante', 4);
    renderizarTela(<CheckoutPage />, {
      rota: '/checkout',
      usuario,
      servidor: (r) =>
        r.url.startsWith('/api/pedidos/clientes')
          ? ok({ clientes: [{ ...CLIENTE, acoes: { salvar: true, alterar_desconto: false } }] })
          : r.url.startsWith('/api/pedidos/fornecedores')
            ? ok({ fornecedores: [{ id: 3, nome_fantasia: 'Malharia Serra' }] })
            : r.url === '/api/pedidos/data'
              ? ok({ data_atual: '2026-11-26' })
              : r.url === '/api/pedidos/salvar'
                ? 'sem-rede'
                : undefined,
      destinos: ['/pedidos'],
    });
    act(() => {
      useEstadoLocal.setState({ carrinho: [ITEM] });
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Local de Entrega' }));
    fireEvent.click(await screen.findByText('Ana'));
    const campo = (nome: string | RegExp) => screen.getByLabelText<HTMLInputElement>(nome);
    await waitFor(() => expect(campo(/Entrega/)).toBeTruthy());
    fireEvent.change(campo(/Entrega/), { target: { value: '30/11/2026' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Forma de pagamento/ }));
    fireEvent.click(screen.getByRole('option', { name: 'PIX' }));
    fireEvent.change(campo(/Prazo/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    expect(await screen.findByRole('heading', { name: 'Destino /pedidos' })).toBeTruthy();
    const fila = await listarPedidosOffline(usuario.id);
    expect(fila.map((p) => p.resumo.fornecedor)).toEqual(['Malharia Serra']);
  });
});
