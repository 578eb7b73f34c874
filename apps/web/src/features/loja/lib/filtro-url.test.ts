import { describe, expect, it } from 'vitest';
import { FILTRO_VAZIO } from '../../../lib/estado-local';
import { consultaDaBusca, filtroDaUrl, paramsDoFiltro, temFiltroNaUrl } from './filtro-url';

const de = (q: string) => filtroDaUrl(new URLSearchParams(q));

describe('filtro ⇄ URL (issue 13 §1)', () => {
  it('lê busca, categorias, fornecedor, faixa de preço em reais, ordenação e página', () => {
    expect(
      de(
        'busca=saia%20midi&categorias=3,7,3&fornecedor=4&valor_minimo=10.50&valor_maximo=99&ordenacao=4&page=3',
      ),
    ).toEqual({
      filtro: {
        termoPesquisa: 'saia midi',
        categorias: [3, 7],
        filtrarValores: true,
        valorInicial: 1050,
        valorFinal: 9900,
        fornecedor: 4,
        ordenacao: 4,
      },
      pagina: 3,
    });
  });

  it('o que não é válido volta ao padrão; o mínimo nunca passa do máximo; o teto é R$ 500', () => {
    expect(de('categorias=a,0,-1&fornecedor=x&ordenacao=9&page=0&valor_minimo=abc')).toEqual({
      filtro: FILTRO_VAZIO,
      pagina: 1,
    });
    const { filtro } = de('valor_minimo=300&valor_maximo=100');
    expect([filtro.valorInicial, filtro.valorFinal]).toEqual([10000, 10000]);
    expect(de('valor_maximo=9999').filtro.valorFinal).toBe(50000);
  });

  it('escreve só o que difere do padrão e guarda as outras chaves (?shared=)', () => {
    expect(paramsDoFiltro(FILTRO_VAZIO, 1).toString()).toBe('');
    const p = paramsDoFiltro(
      {
        ...FILTRO_VAZIO,
        categorias: [2, 5],
        filtrarValores: true,
        valorInicial: 1000,
        valorFinal: 25000,
        ordenacao: 3,
      },
      2,
      new URLSearchParams('shared=9&page=7&busca=velha'),
    );
    expect(Object.fromEntries(p)).toEqual({
      shared: '9',
      categorias: '2,5',
      valor_minimo: '10.00',
      valor_maximo: '250.00',
      ordenacao: '3',
      page: '2',
    });
    expect(temFiltroNaUrl(new URLSearchParams('page=2&shared=1'))).toBe(false);
    expect(temFiltroNaUrl(new URLSearchParams('ordenacao=2'))).toBe(true);
  });

  it('ida e volta: o filtro lido da URL que ele escreveu é o mesmo', () => {
    const filtro = { ...FILTRO_VAZIO, termoPesquisa: 'blusa', fornecedor: 8, ordenacao: 2 as const };
    expect(filtroDaUrl(paramsDoFiltro(filtro, 4))).toEqual({ filtro, pagina: 4 });
  });

  it('a consulta da busca: 18 por página; o fornecedor fixo (Meus Produtos) manda', () => {
    expect(consultaDaBusca({ ...FILTRO_VAZIO, fornecedor: 3, categorias: [1, 2] }, 2, 9)).toEqual({
      page: 2,
      paginacao: 18,
      ordenacao: 1,
      categorias: '1,2',
      fornecedor: 9,
    });
  });
});
