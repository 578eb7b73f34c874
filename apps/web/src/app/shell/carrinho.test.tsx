// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEstadoLocal, type ItemCarrinho } from '../../lib/estado-local';
import { useInterface } from '../../lib/interface';
import { renderizarTela, usuarioDe } from '../../test/renderizar-tela';
import { BarraSuperior } from './barra-superior';
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

/** The drawer (and the top bar) on `rota`, as `usuario`, with `carrinho` in the local state. */
function abrir(carrinho: ItemCarrinho[], usuario = usuarioDe('cliente', 40), rota = '/') {
  const tela = renderizarTela(
    <>
      <BarraSuperior />
      <CarrinhoDrawer />
    </>,
    { rota, usuario, servidor: () => undefined, destinos: ['/checkout'] },
  );
  act(() => {
    useEstadoLocal.setState({ carrinho });
  });
  return tela;
}

const gaveta = () => within(screen.getByRole('region', { name: 'Carrinho de compras' }));
const linhas = () =>
  gaveta()
    .queryAllByRole('listitem')
    .map((l) => l.textContent);

beforeEach(() => {
  useInterface.setState({ carrinhoAberto: true, loginAberto: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useEstadoLocal.setState({ carrinho: [] });
});

describe('gaveta do carrinho (spec 1 §2.6, §4 "Cart", §9)', () => {
  it('mostra subtotais e total com o formatador do domínio (R$ pt-BR, centavos: spec D14)', () => {
    abrir([item(1, 1990, 3), item(2, 10, 2)]);
    expect(gaveta().getByText('3 un. · R$ 59,70')).toBeTruthy();
    expect(gaveta().getByText('2 un. · R$ 0,20')).toBeTruthy();
    expect(gaveta().getByText('R$ 59,90')).toBeTruthy();
  });

  it('o mesmo produto de novo substitui a linha e vai para o topo', () => {
    abrir([item(1, 100, 3), item(2, 100, 2)]);
    act(() => {
      useEstadoLocal.getState().adicionarAoCarrinho(item(2, 100, 9));
    });
    expect(linhas()).toEqual(['Produto 29 un. · R$ 9,00', 'Produto 13 un. · R$ 3,00']);
  });

  it('remover pede confirmação; Cancelar mantém, Remover tira a linha e o total muda', async () => {
    abrir([item(1, 100, 3), item(2, 500, 2)]);
    fireEvent.click(gaveta().getByRole('button', { name: 'Remover Produto 1' }));
    const confirmacao = within(screen.getByRole('dialog', { name: 'Remover produto' }));
    expect(confirmacao.getByText('Remover Produto 1 do carrinho?')).toBeTruthy();
    fireEvent.click(confirmacao.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remover produto' })).toBeNull());
    expect(linhas()).toHaveLength(2);
    fireEvent.click(gaveta().getByRole('button', { name: 'Remover Produto 1' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Remover produto' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    expect(useEstadoLocal.getState().carrinho.map((i) => i.id)).toEqual([2]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remover produto' })).toBeNull());
    expect(linhas()).toEqual(['Produto 22 un. · R$ 10,00']);
    expect(gaveta().getByText('R$ 10,00')).toBeTruthy();
  });

  it('lista virtual: de 300 linhas só as visíveis (e poucas a mais) estão na página, em linhas de 96 px', () => {
    abrir(Array.from({ length: 300 }, (_x, i) => item(i + 1, 100, 1)));
    const lista = gaveta().getByRole('list', { name: 'Itens do carrinho' });
    expect(lista.style.height || getComputedStyle(lista).height).toBe(`${300 * 96}px`);
    expect(linhas().length).toBeGreaterThan(0);
    expect(linhas().length).toBeLessThan(20);
  });

  it("vazio: 'Seu carrinho de compras está vazio' e 'Continuar Comprando' fecha a gaveta", () => {
    abrir([]);
    expect(gaveta().getByText('Seu carrinho de compras está vazio')).toBeTruthy();
    fireEvent.click(gaveta().getByRole('button', { name: 'Continuar Comprando' }));
    expect(useInterface.getState().carrinhoAberto).toBe(false);
  });

  it('o selo do botão do carrinho conta as linhas', () => {
    useInterface.setState({ carrinhoAberto: false });
    abrir([item(1, 100, 3), item(2, 100, 2), item(3, 100, 1)]);
    const botao = screen.getByRole('button', { name: 'Carrinho' });
    expect(within(botao).getByText('3')).toBeTruthy();
  });

  it("visitante: 'Finalizar Compra' abre o login (só cliente no cadastro)", () => {
    abrir([item(1, 100, 3)], null as never);
    fireEvent.click(gaveta().getByRole('button', { name: 'Finalizar Compra' }));
    expect(useInterface.getState()).toMatchObject({ loginAberto: true, loginDoCheckout: true });
  });

  it("logado: 'Finalizar Compra' vai para /checkout", () => {
    abrir([item(1, 100, 3)]);
    fireEvent.click(gaveta().getByRole('button', { name: 'Finalizar Compra' }));
    expect(screen.getByRole('heading', { name: 'Destino /checkout' })).toBeTruthy();
  });
});
