import type { QueryDe, produtos } from '@rodada/contracts';
import { deCentavos, paraCentavos } from '@rodada/domain';
import { FILTRO_VAZIO, type Filtro } from '../../../lib/estado-local';

/*
 * The shop's filters, search text and page in the URL (issue 13 §1: a search can be shared and
 * survives a reload). The names are the search API's own (spec 1 §7): busca, categorias (ids with
 * commas), fornecedor, valor_minimo / valor_maximo (reais with a dot, '49.90'), ordenacao and page.
 * A value at its default is left out, so the plain shop is just '/'.
 */

/** The query keys that describe a filter (page and the shared product are not a filter). */
const CHAVES_DO_FILTRO = ['busca', 'categorias', 'fornecedor', 'valor_minimo', 'valor_maximo', 'ordenacao'];

/** The price sliders' top (spec 1 §9: 0 to 500 reais), in cents. */
const TETO = FILTRO_VAZIO.valorFinal;

const inteiroPositivo = (v: string | null): number | null => {
  if (v === null || !/^\d{1,10}$/.test(v.trim())) return null;
  const n = Number(v);
  return n >= 1 ? n : null;
};

const centavos = (v: string | null): number | null => {
  if (v === null || !/^\d{1,6}(\.\d{1,2})?$/.test(v.trim())) return null;
  return Math.min(paraCentavos(v.trim()), TETO);
};

/** Whether the URL says anything about the filter (else the persisted filter fills it in). */
export function temFiltroNaUrl(params: URLSearchParams): boolean {
  return CHAVES_DO_FILTRO.some((c) => params.has(c));
}

/** The filter and page a URL describes; anything malformed falls back to the default. */
export function filtroDaUrl(params: URLSearchParams): { filtro: Filtro; pagina: number } {
  const categorias = (params.get('categorias') ?? '')
    .split(',')
    .map((p) => inteiroPositivo(p))
    .filter((n): n is number => n !== null);
  const ordem = Number(params.get('ordenacao'));
  const minimo = centavos(params.get('valor_minimo'));
  const maximo = centavos(params.get('valor_maximo'));
  const filtrarValores = minimo !== null || maximo !== null;
  let valorInicial = minimo ?? 0;
  let valorFinal = maximo ?? TETO;
  // spec 1 §4: the lower bound never passes the upper one.
  if (valorInicial > valorFinal) valorInicial = valorFinal;
  if (!filtrarValores) [valorInicial, valorFinal] = [FILTRO_VAZIO.valorInicial, FILTRO_VAZIO.valorFinal];
  return {
    filtro: {
      termoPesquisa: (params.get('busca') ?? '').trimStart(),
      categorias: [...new Set(categorias)],
      filtrarValores,
      valorInicial,
      valorFinal,
      fornecedor: inteiroPositivo(params.get('fornecedor')),
      ordenacao: ordem === 2 || ordem === 3 || ordem === 4 ? ordem : 1,
    },
    pagina: inteiroPositivo(params.get('page')) ?? 1,
  };
}

/**
 * The URL query of a filter and page; the other keys of `base` (e.g. ?shared=) are kept. The
 * search text is written as typed (trimmed at the start only, spec 1 §5).
 */
export function paramsDoFiltro(filtro: Filtro, pagina: number, base?: URLSearchParams): URLSearchParams {
  const p = new URLSearchParams(base);
  for (const c of [...CHAVES_DO_FILTRO, 'page']) p.delete(c);
  if (filtro.termoPesquisa.trim()) p.set('busca', filtro.termoPesquisa);
  if (filtro.categorias.length) p.set('categorias', filtro.categorias.join(','));
  if (filtro.fornecedor !== null) p.set('fornecedor', String(filtro.fornecedor));
  if (filtro.filtrarValores) {
    p.set('valor_minimo', deCentavos(filtro.valorInicial));
    p.set('valor_maximo', deCentavos(filtro.valorFinal));
  }
  if (filtro.ordenacao !== 1) p.set('ordenacao', String(filtro.ordenacao));
  if (pagina > 1) p.set('page', String(pagina));
  return p;
}

/** A stable key of a filter, to tell whether the URL and the stored filter agree. */
export const chaveDoFiltro = (f: Filtro) => paramsDoFiltro(f, 1).toString();

/**
 * The search API's query (spec 1 §7): 18 per page; `fornecedorFixo` (a supplier's own shop,
 * 'Meus Produtos') overrides the filter's supplier.
 */
export function consultaDaBusca(
  filtro: Filtro,
  pagina: number,
  fornecedorFixo: number | null,
): QueryDe<typeof produtos.buscarProdutos> {
  const fornecedor = fornecedorFixo ?? filtro.fornecedor;
  return {
    page: pagina,
    paginacao: 18,
    ordenacao: filtro.ordenacao,
    ...(filtro.termoPesquisa.trim() ? { busca: filtro.termoPesquisa.trim() } : {}),
    ...(filtro.categorias.length ? { categorias: filtro.categorias.join(',') } : {}),
    ...(fornecedor !== null ? { fornecedor } : {}),
    ...(filtro.filtrarValores
      ? { valor_minimo: deCentavos(filtro.valorInicial), valor_maximo: deCentavos(filtro.valorFinal) }
      : {}),
  };
}
