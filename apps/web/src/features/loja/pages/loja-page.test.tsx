// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { MSG_LOJA, produtos, type Tipo } from '@rodada/contracts';
import { FILTRO_VAZIO, useEstadoLocal } from '../../../lib/estado-local';
import { useInterface } from '../../../lib/interface';
import { erro, ok, renderizarTela, usuarioDe, type RespostaFalsa } from '../../../test/renderizar-tela';
import LojaPage from './loja-page';

const BUSCA = '/api/produtos/buscar?';

function produto(id: number): produtos.ProdutoVitrine {
  return {
    id,
    codigo: `COD-${id}`,
    descricao: `Produto ${id}`,
    valor: '129.90',
    quantidade_minima: 6,
    multiplo: 2,
    fornecedor_id: 4,
    fornecedor: { nome_fantasia: 'Malharia Bela' },
    categoria_id: 1,
    fotos: [produtos.fotoDaChave(id, `produtos/${id}/0011223344556677-2048.jpg`)],
    video: null,
    acoes: { editar: false, excluir: false, ativar: false, homologar: false, renovar: false },
  };
}

function paginaDeProdutos(
  n: number,
  extra: { current_page?: number; last_page?: number; total?: number; total_exato?: boolean } = {},
): RespostaFalsa {
  return ok({
    produtos: {
      data: Array.from({ length: n }, (_, i) => produto(i + 1)),
      current_page: 1,
      last_page: 1,
      per_page: 18,
      total: n,
      total_exato: true,
      ...extra,
    },
  });
}

/** Shows the router's current address, to assert what the page wrote in the URL. */
function Endereco() {
  const l = useLocation();
  return <output data-testid="endereco">{l.pathname + l.search}</output>;
}

function abrir(
  resposta: (url: URL) => RespostaFalsa | undefined,
  opcoes: { url?: string; tipo?: Tipo | null } = {},
) {
  return renderizarTela(
    <>
      <LojaPage />
      <Endereco />
    </>,
    {
      rota: '/',
      url: opcoes.url ?? '/',
      usuario: opcoes.tipo ? usuarioDe(opcoes.tipo, 4) : null,
      servidor: (req) => {
        if (req.url.startsWith('/api/categorias')) {
          return ok({
            categorias: [
              { id: 1, nome: 'Blusas' },
              { id: 2, nome: 'Jeans' },
            ],
          });
        }
        return req.url.startsWith(BUSCA) ? resposta(new URL(req.url, 'http://loja')) : undefined;
      },
    },
  );
}

const buscas = (r: { url: string }[]) =>
  r
    .filter((x) => x.url.startsWith(BUSCA))
    .map((x) => Object.fromEntries(new URL(x.url, 'http://l').searchParams));
const endereco = () => screen.getByTestId('endereco').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useEstadoLocal.setState({ filtro: FILTRO_VAZIO, rodada: null });
  useInterface.setState({ quantidadeDe: null });
});

describe('loja: filtros na URL (issue 13 §1)', () => {
  it('um endereço compartilhado vira a busca e o filtro guardado', async () => {
    const { requisicoes } = abrir(() => paginaDeProdutos(3), {
      url: '/?busca=saia&categorias=2&ordenacao=4&page=3&valor_minimo=10.00&valor_maximo=90.00',
    });
    await screen.findByText('Produto 1');
    expect(buscas(requisicoes).at(-1)).toEqual({
      page: '3',
      paginacao: '18',
      ordenacao: '4',
      busca: 'saia',
      categorias: '2',
      valor_minimo: '10.00',
      valor_maximo: '90.00',
    });
    expect(useEstadoLocal.getState().filtro).toEqual({
      ...FILTRO_VAZIO,
      termoPesquisa: 'saia',
      categorias: [2],
      ordenacao: 4,
      filtrarValores: true,
      valorInicial: 1000,
      valorFinal: 9000,
    });
  });

  it('sem filtro na URL, o filtro guardado vai para a URL (sobrevive a um "/" limpo)', async () => {
    useEstadoLocal.setState({ filtro: { ...FILTRO_VAZIO, categorias: [2], ordenacao: 3 } });
    const { requisicoes } = abrir(() => paginaDeProdutos(2));
    await waitFor(() => expect(endereco()).toBe('/?categorias=2&ordenacao=3'));
    await screen.findByText('Produto 1');
    expect(buscas(requisicoes).at(-1)).toMatchObject({ categorias: '2', ordenacao: '3', page: '1' });
  });

  it('um chip de categoria e o Ordenar por mudam a URL e voltam à página 1', async () => {
    abrir(() => paginaDeProdutos(2), { url: '/?page=4' });
    const chips = await screen.findByRole('group', { name: 'Categorias' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Jeans' }));
    await waitFor(() => expect(endereco()).toBe('/?categorias=2'));
    expect(within(chips).getByRole('button', { name: 'Jeans' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ordenar por' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Mais Novos',
      'Mais Vendidos',
      'Maior Preço',
      'Menor Preço',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Mais Vendidos' }));
    await waitFor(() => expect(endereco()).toBe('/?categorias=2&ordenacao=2'));
  });
});

describe('loja: paginação, vazio, erro (spec 1 §2.5, §8)', () => {
  it('7 botões de página: primeira, vizinhas, última; total não exato avisa que há mais', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    const { requisicoes } = abrir(
      (u) =>
        paginaDeProdutos(18, {
          current_page: Number(u.searchParams.get('page')),
          last_page: 11,
          total: 198,
          total_exato: false,
        }),
      { url: '/?page=5' },
    );
    const nav = await screen.findByRole('navigation');
    const paginas = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(paginas).toEqual(['1', '4', '5', '6', '11']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(screen.getByText('Há mais páginas depois da 11')).toBeTruthy();
    expect(screen.getByText('Mais de 197 produtos')).toBeTruthy();
    expect(
      screen.getAllByRole('listitem').filter((li) => li.closest('[aria-label="Produtos"]')),
    ).toHaveLength(18);
    fireEvent.click(within(nav).getByRole('button', { name: 'Ir para a página 6' }));
    await waitFor(() => expect(endereco()).toBe('/?page=6'));
    await waitFor(() => expect(buscas(requisicoes).at(-1)?.page).toBe('6'));
  });

  it('uma página só: sem paginação; total exato', async () => {
    abrir(() => paginaDeProdutos(3));
    await screen.findByText('Produto 3');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('3 produtos')).toBeTruthy();
  });

  it("nada encontrado: 'Nenhum produto encontrado :('", async () => {
    abrir(() => paginaDeProdutos(0));
    expect(await screen.findByText(MSG_LOJA.nenhumProduto)).toBeTruthy();
  });

  it("falha da busca: 'Erro ao carregar produtos' e Tentar novamente; calada com o modo offline", async () => {
    abrir(() => erro(500, 'x'));
    expect(await screen.findByText(MSG_LOJA.erroCarregarProdutos)).toBeTruthy();
    cleanup();
    useEstadoLocal.setState({ offLine: true });
    abrir(() => erro(500, 'x'));
    await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.queryByText(MSG_LOJA.erroCarregarProdutos)).toBeNull();
    useEstadoLocal.setState({ offLine: false });
  });

  it('sem rede: a mensagem de conexão', async () => {
    abrir(() => 'sem-rede');
    expect(await screen.findByText(/Sem conexão/)).toBeTruthy();
  });
});

describe('loja: quem vê o quê (spec 1 §2.2, §2.3, §2.5)', () => {
  it("fornecedor: 'Meus Produtos' sem 'Novidades', só os seus produtos, sem carrinho fora de rodada com pedidos", async () => {
    const { requisicoes } = abrir(() => paginaDeProdutos(2), { tipo: 'fornecedor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus Produtos' })).toBeTruthy();
    expect(screen.queryByText('Novidades')).toBeNull();
    await screen.findByText('Produto 1');
    expect(buscas(requisicoes).every((b) => b.fornecedor === '4')).toBe(true);
    expect(screen.queryByRole('button', { name: /Adicionar ao carrinho/ })).toBeNull();
  });

  it("visitante: 'Novidades', cartão com código, fornecedor e preço; Adicionar abre o diálogo de quantidade", async () => {
    abrir(() => paginaDeProdutos(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Novidades' })).toBeTruthy();
    const cartao = (await screen.findByText('Produto 1')).closest('li')!;
    expect(within(cartao).getByText('COD-1')).toBeTruthy();
    expect(within(cartao).getByText('Malharia Bela')).toBeTruthy();
    expect(within(cartao).getByText('R$ 129,90')).toBeTruthy();
    fireEvent.click(within(cartao).getByRole('button', { name: 'Adicionar ao carrinho: Produto 1' }));
    expect(useInterface.getState().quantidadeDe?.id).toBe(1);
  });

  it('master e administrador: sem botão de carrinho', async () => {
    abrir(() => paginaDeProdutos(1), { tipo: 'administrador' });
    await screen.findByText('Produto 1');
    expect(screen.queryByRole('button', { name: /Adicionar ao carrinho/ })).toBeNull();
  });
});

describe('loja: o produto compartilhado (spec 3 §2; issue 13 §2)', () => {
  const detalhe = (id: number): produtos.ProdutoDetalhe => ({
    ...produto(id),
    detalhes: 'Viscose',
    status: 1,
    ativo: true,
    cores: [{ id: 1, nome: 'PRETO' }],
    tamanhos: [{ id: 2, tamanho: 'M', especial: false }],
  });

  function abrirCompartilhado(url: string, tipo: Tipo | null = null) {
    return renderizarTela(
      <>
        <LojaPage />
        <Endereco />
      </>,
      {
        rota: url.startsWith('/shared/') ? '/shared/:produto' : '/',
        url,
        usuario: tipo ? usuarioDe(tipo, 4) : null,
        servidor: (req) => {
          if (req.url.startsWith('/api/produtos/buscarid?')) {
            const id = Number(new URL(req.url, 'http://l').searchParams.get('id'));
            return ok({ produtos: id === 404 ? [] : [detalhe(id)] });
          }
          return req.url.startsWith(BUSCA) ? paginaDeProdutos(1) : undefined;
        },
      },
    );
  }

  it('?shared={id} abre o diálogo; Adicionar ao carrinho abre a quantidade; fechar tira o ?shared', async () => {
    abrirCompartilhado('/?shared=7&categorias=2');
    const dialogo = await screen.findByRole('dialog', { name: 'Produto 7' });
    expect(within(dialogo).getByText('Malharia Bela')).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Copiar link' })).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(useInterface.getState().quantidadeDe?.id).toBe(7);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(endereco()).toBe('/?categorias=2'));
  });

  it('/shared/{id} abre o diálogo; um produto que não se vê: Erro ao buscar produto', async () => {
    abrirCompartilhado('/shared/9');
    expect(await screen.findByRole('dialog', { name: 'Produto 9' })).toBeTruthy();
    cleanup();
    abrirCompartilhado('/shared/404');
    expect(await screen.findByText('Erro ao buscar produto')).toBeTruthy();
  });

  it('administrador: o diálogo sem Adicionar ao carrinho', async () => {
    abrirCompartilhado('/?shared=7', 'administrador');
    const dialogo = await screen.findByRole('dialog', { name: 'Produto 7' });
    expect(within(dialogo).queryByRole('button', { name: 'Adicionar ao carrinho' })).toBeNull();
  });
});
