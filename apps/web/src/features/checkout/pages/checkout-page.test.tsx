// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UsuarioLogado } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { useEstadoLocal, type ItemCarrinho } from '../../../lib/estado-local';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import CheckoutPage from './checkout-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
  grade: [
    { corId: 1, tamanhoId: 11, quantidade: 6 },
    { corId: 2, tamanhoId: 11, quantidade: 6 },
  ],
  fotos: [],
};

const LOJA = {
  id: 5,
  razao_social: 'Loja Centro Ltda',
  nome_fantasia: 'Loja Centro',
  cnpj: '11222333000181',
  ie: null,
  padrao: true,
  endereco: null,
  acoes: {},
};

function abrir(usuario: UsuarioLogado, carrinho: ItemCarrinho[], servidor: ServidorFalso) {
  const tela = renderizarTela(<CheckoutPage />, {
    rota: '/checkout',
    usuario,
    servidor,
    destinos: ['/', '/pedidos', '/empresas/cadastrar', '/cliente/minha-conta'],
  });
  act(() => {
    useEstadoLocal.setState({ carrinho });
  });
  return tela;
}

const aba = (nome: string) => screen.getByRole('tab', { name: nome });
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

describe("/checkout, 'Finalizar Compra' (spec 3 §2 'Checkout')", () => {
  it("carrinho vazio: a mensagem e 'Continuar Comprando' leva à loja", () => {
    abrir(usuarioDe('cliente', 40), [], () => undefined);
    expect(screen.getByText('Seu carrinho de compras está vazio')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar Comprando' }));
    expect(screen.getByRole('heading', { name: 'Destino /' })).toBeTruthy();
  });

  it("'Voltar à Loja' leva a /", () => {
    abrir(usuarioDe('cliente', 40), [ITEM], () => ok({ lojas: [LOJA] }));
    fireEvent.click(screen.getByRole('button', { name: 'Voltar à Loja' }));
    expect(screen.getByRole('heading', { name: 'Destino /' })).toBeTruthy();
  });

  it('cliente: abas Produtos, Local de Entrega e Pagamento; só Depósito é usável', async () => {
    abrir(usuarioDe('cliente', 40), [ITEM], (r) =>
      r.url === '/api/clientes/40/lojas/listar' ? ok({ lojas: [LOJA] }) : undefined,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Produtos',
      'Local de Entrega',
      'Pagamento',
    ]);
    expect(screen.getByText('BL-01 · Blusa de linho')).toBeTruthy();
    expect(screen.getByText('Total: R$ 598,80')).toBeTruthy();
    await waitFor(() => expect(aba('Pagamento').hasAttribute('disabled')).toBe(false));
    fireEvent.click(aba('Local de Entrega'));
    expect(screen.getByText('Loja Centro')).toBeTruthy();
    fireEvent.click(aba('Pagamento'));
    const formas = within(screen.getByRole('radiogroup'));
    expect(formas.getByRole('radio', { name: 'Depósito' })).toHaveProperty('disabled', false);
    for (const f of ['PIX', 'Cheque', 'TED'])
      expect(formas.getByRole('radio', { name: f })).toHaveProperty('disabled', true);
  });

  it('cliente: pagamento desabilitado enquanto não há empresa', () => {
    abrir(usuarioDe('cliente', 40), [ITEM], () => undefined);
    expect(aba('Pagamento').hasAttribute('disabled')).toBe(true);
  });

  it('cliente sem empresa vai para /empresas/cadastrar; sem cliente_id para /cliente/minha-conta', async () => {
    abrir(usuarioDe('cliente', 40), [ITEM], () => ok({ lojas: [] }));
    expect(await screen.findByRole('heading', { name: 'Destino /empresas/cadastrar' })).toBeTruthy();
    cleanup();
    abrir(usuarioDe('cliente', 40, { cliente_id: null }), [ITEM], () => undefined);
    expect(screen.getByRole('heading', { name: 'Destino /cliente/minha-conta' })).toBeTruthy();
  });

  it("cliente: salvar manda as linhas sem preço; 'Pedido salvo com sucesso', carrinho limpo, /pedidos", async () => {
    const { requisicoes } = abrir(usuarioDe('cliente', 40), [ITEM], (r) =>
      r.url === '/api/clientes/40/lojas/listar'
        ? ok({ lojas: [LOJA] })
        : r.url === '/api/pedidos/salvar/cliente'
          ? ok({ msg: 'Pedido salvo com sucesso', id: 1, pedidos: [2] })
          : undefined,
    );
    await waitFor(() => expect(aba('Pagamento').hasAttribute('disabled')).toBe(false));
    fireEvent.click(aba('Pagamento'));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    expect(await screen.findByRole('heading', { name: 'Destino /pedidos' })).toBeTruthy();
    const corpo = requisicoes.find((r) => r.url === '/api/pedidos/salvar/cliente')?.corpo;
    expect(corpo).toMatchObject({
      cliente_loja_id: 5,
      forma_pagamento: 'Depósito',
      produtos: [
        {
          produto_id: 7,
          quantidade: 12,
          grade: [
            { cor_id: 1, tamanho_id: 11, quantidade: 6 },
            { cor_id: 2, tamanho_id: 11, quantidade: 6 },
          ],
        },
      ],
    });
    expect(JSON.stringify(corpo)).not.toContain('4990');
    expect((corpo as { hash: string }).hash).toMatch(/^[0-9a-f]{64}$/);
    expect(useEstadoLocal.getState().carrinho).toEqual([]);
    expect(avisos()).toContain('Pedido salvo com sucesso');
  });

  it('falha ao salvar: a mensagem do spec, o carrinho fica', async () => {
    abrir(usuarioDe('cliente', 40), [ITEM], (r) =>
      r.url === '/api/clientes/40/lojas/listar' ? ok({ lojas: [LOJA] }) : erro(422, 'Quantidade mínima: 10'),
    );
    await waitFor(() => expect(aba('Pagamento').hasAttribute('disabled')).toBe(false));
    fireEvent.click(aba('Pagamento'));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    await waitFor(() =>
      expect(avisos()).toContain('Erro ao salvar pedido! Verifique os dados e tente novamente'),
    );
    expect(screen.getByText('Quantidade mínima: 10')).toBeTruthy();
    expect(useEstadoLocal.getState().carrinho).toHaveLength(1);
  });

  it('fornecedor: abas Produtos, Cliente, Pagamento; pagamento só depois de escolher cliente e empresa', async () => {
    const cliente = {
      id: 9,
      nome: 'Ana',
      razao_social: 'Ana Modas Ltda',
      nome_fantasia: 'Ana Modas',
      cnpj: '11222333000181',
      lojas: [LOJA, { ...LOJA, id: 6, nome_fantasia: 'Loja Praia', padrao: false }],
      // The server's word, not the role: this supplier may not set this order's discount and fee.
      acoes: { salvar: true, alterar_desconto: false },
    };
    const { requisicoes } = abrir(usuarioDe('fornecedor', 3), [ITEM], (r) =>
      r.url.startsWith('/api/pedidos/clientes')
        ? ok({ clientes: [cliente] })
        : r.url === '/api/pedidos/data'
          ? ok({ data_atual: '2026-11-26' })
          : undefined,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Produtos',
      'Cliente',
      'Pagamento',
    ]);
    expect(aba('Pagamento').hasAttribute('disabled')).toBe(true);
    fireEvent.click(aba('Cliente'));
    fireEvent.click(await screen.findByText('Ana Modas'));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Selecionar Empresa' })).getByText('Loja Praia'),
    );
    await waitFor(() => expect(aba('Pagamento').hasAttribute('disabled')).toBe(false));
    await waitFor(() => expect(requisicoes.some((r) => r.url === '/api/pedidos/data')).toBe(true));
    fireEvent.change(screen.getByLabelText(/Entrega/), { target: { value: '25112026' } });
    expect(screen.getByLabelText<HTMLInputElement>(/Entrega/).value).toBe('25/11/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    expect(
      await screen.findByText('A data de entrega não pode ser anterior a hoje (26/11/2026)'),
    ).toBeTruthy();
    expect(screen.getAllByText('Obrigatório')).toHaveLength(3);
    expect(screen.getByLabelText('Desconto (R$)')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Taxa (%)')).toHaveProperty('readOnly', true);
    expect(avisos()).toContain('Erro ao salvar pedido! Verifique os dados e tente novamente');
  });

  it('fornecedor: desconto em % vira valor (e volta); salvar manda os campos e vai para /pedidos', async () => {
    const cliente = {
      id: 9,
      nome: 'Ana',
      razao_social: null,
      nome_fantasia: null,
      cnpj: null,
      lojas: [LOJA],
      acoes: { salvar: true, alterar_desconto: true },
    };
    const { requisicoes } = abrir(usuarioDe('fornecedor', 3), [ITEM], (r) =>
      r.url.startsWith('/api/pedidos/clientes')
        ? ok({ clientes: [cliente] })
        : r.url === '/api/pedidos/data'
          ? ok({ data_atual: '2026-11-26' })
          : r.url === '/api/pedidos/salvar'
            ? ok({ msg: 'Pedido salvo com sucesso', id: 77 })
            : undefined,
    );
    fireEvent.click(aba('Cliente'));
    fireEvent.click(await screen.findByText('Ana'));
    await waitFor(() => expect(aba('Pagamento').getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(requisicoes.some((r) => r.url === '/api/pedidos/data')).toBe(true));
    const campo = (nome: string | RegExp) => screen.getByLabelText<HTMLInputElement>(nome);
    fireEvent.change(campo(/Entrega/), { target: { value: '30/11/2026' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Forma de pagamento/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Boleto' }));
    fireEvent.change(campo(/Prazo/), { target: { value: '30/60' } });
    fireEvent.change(campo(/Responsável/), { target: { value: 'Carla' } });
    fireEvent.change(campo('Telefone da transportadora'), { target: { value: '81999998888' } });
    expect(campo('Telefone da transportadora').value).toBe('(81) 99999-8888');
    fireEvent.change(campo('Desconto (%)'), { target: { value: '10' } });
    expect(campo('Desconto (R$)').value).toBe('59,88');
    fireEvent.change(campo('Taxa (R$)'), { target: { value: '5988' } });
    expect(campo('Taxa (%)').value).toBe('10');
    expect(screen.getByText('Valor líquido: R$ 598,80')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    expect(await screen.findByRole('heading', { name: 'Destino /pedidos' })).toBeTruthy();
    expect(requisicoes.find((r) => r.url === '/api/pedidos/salvar')?.corpo).toMatchObject({
      cliente_id: 9,
      cliente_loja_id: 5,
      entrega: '2026-11-30',
      forma_pagamento: 'Boleto',
      prazo: '30/60',
      vendedor: 'Carla',
      transportadora_telefone: '(81) 99999-8888',
      desconto_valor: '59.88',
      desconto_percentual: '10',
      taxa_valor: '59.88',
      produtos: [{ produto_id: 7, quantidade: 12 }],
    });
    expect(useEstadoLocal.getState().carrinho).toEqual([]);
  });

  it('representante: Local de Entrega em vez de Cliente; desconto e taxa só leitura (acoes.alterar_desconto)', async () => {
    abrir(usuarioDe('representante', 8), [ITEM], (r) =>
      r.url.startsWith('/api/pedidos/clientes')
        ? ok({
            clientes: [
              {
                id: 9,
                nome: 'Ana',
                razao_social: null,
                nome_fantasia: null,
                cnpj: null,
                lojas: [LOJA],
                acoes: { salvar: true, alterar_desconto: false },
              },
            ],
          })
        : undefined,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Produtos',
      'Local de Entrega',
      'Pagamento',
    ]);
    fireEvent.click(aba('Local de Entrega'));
    fireEvent.click(await screen.findByText('Ana'));
    await waitFor(() => expect(aba('Pagamento').getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByLabelText('Desconto (R$)')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Taxa (%)')).toHaveProperty('readOnly', true);
  });

  it('representante com produtos de dois fornecedores: um pedido por fornecedor, cada um com o seu uuid', async () => {
    const outro: ItemCarrinho = { ...ITEM, id: 8, codigo: 'SA-02', descricao: 'Saia', fornecedor_id: 4 };
    const { requisicoes } = abrir(usuarioDe('representante', 8), [ITEM, outro], (r) =>
      r.url.startsWith('/api/pedidos/clientes')
        ? ok({
            clientes: [
              {
                id: 9,
                nome: 'Ana',
                razao_social: null,
                nome_fantasia: null,
                cnpj: null,
                lojas: [LOJA],
                acoes: { salvar: true, alterar_desconto: false },
              },
            ],
          })
        : r.url === '/api/pedidos/data'
          ? ok({ data_atual: '2026-11-26' })
          : r.url === '/api/pedidos/salvar'
            ? ok({ msg: 'Pedido salvo com sucesso', id: 77 })
            : undefined,
    );
    fireEvent.click(aba('Local de Entrega'));
    fireEvent.click(await screen.findByText('Ana'));
    await waitFor(() => expect(requisicoes.some((r) => r.url === '/api/pedidos/data')).toBe(true));
    const campo = (nome: string | RegExp) => screen.getByLabelText<HTMLInputElement>(nome);
    fireEvent.change(campo(/Entrega/), { target: { value: '30/11/2026' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Forma de pagamento/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Boleto' }));
    fireEvent.change(campo(/Prazo/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Compra' }));
    expect(await screen.findByRole('heading', { name: 'Destino /pedidos' })).toBeTruthy();
    const enviados = requisicoes
      .filter((r) => r.url === '/api/pedidos/salvar')
      .map((r) => r.corpo as { uuid: string; fornecedor_id: number; produtos: { produto_id: number }[] });
    expect(enviados.map((e) => [e.fornecedor_id, e.produtos.map((p) => p.produto_id)])).toEqual([
      [3, [7]],
      [4, [8]],
    ]);
    expect(new Set(enviados.map((e) => e.uuid)).size).toBe(2);
    expect(enviados.every((e) => !('desconto_valor' in e) && !('taxa_valor' in e))).toBe(true);
    expect(useEstadoLocal.getState().carrinho).toEqual([]);
  });
});
