// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useEstadoLocal, type ItemCarrinho } from '../../lib/estado-local';
import { useInterface } from '../../lib/interface';
import { CarrinhoDrawer } from './carrinho';

const item = (id: number, valor: number, quantidade: number): ItemCarrinho => ({
  id,
  descricao: `Produto ${id}`,
  valor,
  quantidade_minima: 1,
  multiplo: 1,
  fornecedor_id: 1,
  quantidade,
  subtotal: valor * quantidade,
  grade: [],
  fotos: [],
});

beforeEach(() => {
  useInterface.setState({ carrinhoAberto: true });
});
afterEach(() => {
  cleanup();
  useEstadoLocal.setState({ carrinho: [] });
});

describe('gaveta do carrinho: valores em centavos (spec D14)', () => {
  it('mostra subtotais e total com o formatador do domínio (R$ pt-BR)', () => {
    useEstadoLocal.setState({ carrinho: [item(1, 1990, 3), item(2, 10, 2)] });
    render(
      <MemoryRouter>
        <CarrinhoDrawer />
      </MemoryRouter>,
    );
    const gaveta = screen.getByRole('region', { name: 'Carrinho de compras' });
    expect(within(gaveta).getByText('3 un. · R$ 59,70')).toBeTruthy();
    expect(within(gaveta).getByText('2 un. · R$ 0,20')).toBeTruthy();
    expect(within(gaveta).getByText('R$ 59,90')).toBeTruthy();
  });
});
