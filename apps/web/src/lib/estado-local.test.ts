// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FILTRO_VAZIO,
  filtrosAtivos,
  totalDoCarrinho,
  useEstadoLocal,
  type ItemCarrinho,
  type RodadaSelecionada,
} from './estado-local';

const rodada = (id: number, permitir_pedidos: boolean): RodadaSelecionada => ({
  id,
  nome: `Rodada ${id}`,
  cidade_nome: null,
  estado_nome: null,
  local: null,
  data_inicio: '2026-11-20',
  data_fim: '2026-11-23',
  permitir_pedidos,
  uuid: null,
});
/** A day inside the test rounds' window (2026-11-20 to 2026-11-23), and one after it. */
const DURANTE = '2026-11-21';
const DEPOIS = '2026-11-24';
const item = (id: number, quantidade: number): ItemCarrinho => ({
  id,
  descricao: `Produto ${id}`,
  valor: 1990,
  quantidade_minima: 1,
  multiplo: 1,
  fornecedor_id: 1,
  quantidade,
  subtotal: 1990 * quantidade,
  grade: [],
  fotos: [],
});
const estado = () => useEstadoLocal.getState();

beforeEach(() => {
  localStorage.clear();
  estado().sair();
  useEstadoLocal.setState({ carrinho: [] });
});

describe('estado local do aparelho (spec 1 §3, §4)', () => {
  it('selecionar uma rodada que permite pedidos pergunta sobre a Ilha de Impressão; Sim liga a impressão remota', () => {
    estado().selecionarRodada(rodada(1, true), DURANTE);
    expect(estado()).toMatchObject({ perguntarIlha: true, offLine: true });
    estado().responderIlha(true);
    expect(estado()).toMatchObject({ perguntarIlha: false, impressaoRemota: true });
  });

  it('rodada apenas para consulta não pergunta pela Ilha', () => {
    estado().selecionarRodada(rodada(2, false), DURANTE);
    expect(estado().perguntarIlha).toBe(false);
  });

  it('fora do período da rodada não pergunta, e a impressão remota não liga (spec 1 §4)', () => {
    estado().selecionarRodada(rodada(1, true), DEPOIS);
    expect(estado()).toMatchObject({ perguntarIlha: false, impressaoRemota: false, offLine: true });
    estado().definirImpressaoRemota(true);
    expect(estado().impressaoRemota).toBe(false);
  });

  it('outra rodada começa com a impressão remota desligada (a escolha não passa de um evento a outro)', () => {
    estado().selecionarRodada(rodada(1, true), DURANTE);
    estado().responderIlha(true);
    estado().selecionarRodada(rodada(2, false), DURANTE);
    expect(estado()).toMatchObject({ impressaoRemota: false, perguntarIlha: false });
    expect(estado().rodada?.id).toBe(2);
  });

  it('selecionar a mesma rodada de novo desmarca, limpa e desliga a impressão remota', () => {
    estado().selecionarRodada(rodada(1, true), DURANTE);
    estado().responderIlha(true);
    estado().selecionarRodada(rodada(1, true), DURANTE);
    expect(estado()).toMatchObject({ rodada: null, impressaoRemota: false, offLine: false });
  });

  it('sair limpa usuário, rodada, filtros e impressão, mas mantém o carrinho', () => {
    estado().entrar({
      id: 1,
      tipo: 'cliente',
      nome: 'A',
      email: 'a@b.c',
      verificado: true,
      trocar_senha: false,
      cliente_id: 1,
      cliente_nome: 'A',
      fornecedor_id: null,
      fornecedor_nome: null,
      representante_id: null,
      representante_nome: null,
      administrador_id: null,
      administrador_nome: null,
      master_nome: null,
    });
    estado().selecionarRodada(rodada(1, true), DURANTE);
    estado().responderIlha(true);
    estado().definirFiltro({ termoPesquisa: 'vestido' });
    estado().adicionarAoCarrinho(item(5, 2));
    estado().sair();
    expect(estado()).toMatchObject({
      usuario: null,
      rodada: null,
      filtro: FILTRO_VAZIO,
      impressaoRemota: false,
    });
    expect(estado().carrinho).toHaveLength(1);
  });

  it('o mesmo produto de novo substitui o item e vai para o topo do carrinho', () => {
    estado().adicionarAoCarrinho(item(1, 1));
    estado().adicionarAoCarrinho(item(2, 1));
    estado().adicionarAoCarrinho(item(1, 6));
    expect(estado().carrinho.map((i) => [i.id, i.quantidade])).toEqual([
      [1, 6],
      [2, 1],
    ]);
    estado().removerDoCarrinho(1);
    expect(estado().carrinho.map((i) => i.id)).toEqual([2]);
  });

  it('o estado fica guardado no aparelho', () => {
    estado().selecionarRodada(rodada(3, false));
    expect(JSON.parse(localStorage.getItem('rodada') ?? '{}').state.rodada.id).toBe(3);
  });

  it('conta os filtros ativos para o selo do botão de filtro', () => {
    expect(filtrosAtivos(FILTRO_VAZIO)).toBe(0);
    expect(
      filtrosAtivos({ ...FILTRO_VAZIO, termoPesquisa: 'x', categorias: [1], filtrarValores: true }),
    ).toBe(3);
  });

  it('o filtro de preço guarda centavos (spec D14): de R$ 0,00 a R$ 500,00', () => {
    expect(FILTRO_VAZIO).toMatchObject({ valorInicial: 0, valorFinal: 50000 });
  });
});

describe('carrinho em centavos inteiros (spec D14)', () => {
  it('um carrinho guardado no formato antigo (reais em float, versão 1) vira centavos, sem perder itens', async () => {
    const antigo = {
      ...item(7, 3),
      valor: 19.9,
      subtotal: 59.7,
    };
    localStorage.setItem(
      'rodada',
      JSON.stringify({
        version: 1,
        state: {
          usuario: null,
          carrinho: [antigo, { ...item(8, 1), valor: 0.1, subtotal: 0.1 }, { id: 9, valor: 'x' }],
          rodada: null,
          filtro: { ...FILTRO_VAZIO, filtrarValores: true, valorInicial: 20, valorFinal: 150 },
          impressaoRemota: false,
          offLine: false,
        },
      }),
    );
    await useEstadoLocal.persist.rehydrate();
    expect(estado().carrinho.map((i) => [i.id, i.valor, i.subtotal])).toEqual([
      [7, 1990, 5970],
      [8, 10, 10],
    ]);
    expect(estado().filtro).toMatchObject({ valorInicial: 2000, valorFinal: 15000 });
    expect(JSON.parse(localStorage.getItem('rodada') ?? '{}').version).toBe(3);
  });

  it('versão 2 guardava as fotos do carrinho como URLs: a linha fica, sem as fotos que não são objetos', async () => {
    const foto = { id: 1, url: '/a.jpg', webp: '/a.webp 320w', jpeg: '/a.jpg 320w', grande: '/g.jpg' };
    localStorage.setItem(
      'rodada',
      JSON.stringify({
        version: 2,
        state: {
          carrinho: [
            { ...item(7, 3), fotos: ['/velha.jpg', foto] },
            { ...item(8, 1), fotos: 'x' },
          ],
        },
      }),
    );
    await useEstadoLocal.persist.rehydrate();
    expect(estado().carrinho.map((i) => [i.id, i.valor, i.fotos])).toEqual([
      [7, item(7, 3).valor, [foto]],
      [8, item(8, 1).valor, []],
    ]);
  });

  it('estado antigo só com o carrinho: o resto fica com os valores padrão', async () => {
    localStorage.setItem(
      'rodada',
      JSON.stringify({ version: 1, state: { carrinho: [{ ...item(3, 2), valor: 129.9, subtotal: 259.8 }] } }),
    );
    await useEstadoLocal.persist.rehydrate();
    expect(estado().carrinho.map((i) => [i.valor, i.subtotal])).toEqual([[12990, 25980]]);
    expect(estado().filtro).toEqual(FILTRO_VAZIO);
  });

  it('total do carrinho somado em centavos', () => {
    estado().adicionarAoCarrinho({ ...item(1, 1), valor: 10, subtotal: 10 });
    estado().adicionarAoCarrinho({ ...item(2, 1), valor: 20, subtotal: 20 });
    expect(totalDoCarrinho(estado().carrinho)).toBe(30);
  });
});
