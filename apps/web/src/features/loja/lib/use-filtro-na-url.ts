import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useEstadoLocal } from '../../../lib/estado-local';
import { chaveDoFiltro, filtroDaUrl, paramsDoFiltro, temFiltroNaUrl } from './filtro-url';

/** How long the typed search waits before it becomes the URL (and a request). */
export const ATRASO_DA_BUSCA_MS = 400;

/**
 * The shop's filter kept in step between the URL and the persisted filter (spec 1 §3 "Filter";
 * issue 13 §1). The URL rules what is shown, so a shared or reloaded address shows the same page:
 * - opening the shop with a filter in the URL (a shared search, the stand map's link) stores it;
 * - opening it with none puts the stored filter in the URL (the filter survives a plain '/');
 * - the search box, the filter panel and the chips change the stored filter, which goes to the URL
 *   at page 1 (typing waits ATRASO_DA_BUSCA_MS and replaces the history entry instead of adding one);
 * - back and forward change the URL, which goes to the stored filter.
 */
export function useFiltroNaUrl() {
  const [params, setParams] = useSearchParams();
  const filtroLocal = useEstadoLocal((s) => s.filtro);
  const daUrl = useMemo(() => filtroDaUrl(params), [params]);
  const chaveUrl = chaveDoFiltro(daUrl.filtro);
  const chaveLocal = chaveDoFiltro(filtroLocal);
  const iniciado = useRef(false);

  // URL → stored filter.
  useEffect(() => {
    const { filtro, definirFiltro } = useEstadoLocal.getState();
    if (!iniciado.current) {
      iniciado.current = true;
      if (!temFiltroNaUrl(params)) {
        if (chaveDoFiltro(filtro) !== chaveUrl) {
          void setParams((p) => paramsDoFiltro(filtro, daUrl.pagina, p), { replace: true });
        }
        return;
      }
    }
    if (chaveDoFiltro(filtro) !== chaveUrl) definirFiltro(daUrl.filtro);
    // Only a change of the URL's filter matters here (the rest is read when it runs).
  }, [chaveUrl]);

  // Stored filter → URL, back to page 1.
  useEffect(() => {
    if (!iniciado.current || chaveLocal === chaveUrl) return;
    const filtro = useEstadoLocal.getState().filtro;
    const soTexto = chaveDoFiltro({ ...filtro, termoPesquisa: daUrl.filtro.termoPesquisa }) === chaveUrl;
    const relogio = setTimeout(
      () => void setParams((p) => paramsDoFiltro(filtro, 1, p), { replace: soTexto }),
      soTexto ? ATRASO_DA_BUSCA_MS : 0,
    );
    return () => clearTimeout(relogio);
  }, [chaveLocal]);

  const irParaPagina = useCallback(
    (pagina: number) => void setParams((p) => paramsDoFiltro(filtroDaUrl(p).filtro, pagina, p)),
    [setParams],
  );

  return { filtro: daUrl.filtro, pagina: daUrl.pagina, irParaPagina };
}
