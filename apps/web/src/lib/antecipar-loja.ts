import { CHAMADAS_LOJA, type DestinatarioBanner, type Tipo } from '@rodada/contracts/leve';
import { anteciparLeitura, urlDaChamada } from './api';
import { useEstadoLocal } from './estado-local';

/*
 * The shop's banners asked for as the app starts (issue 13 §8; docs/desempenho-web.md): on `/` the
 * first banner is the largest paint, and it waited for the entry, the shop's chunk, the carousel's
 * call and only then its image. main.tsx imports this first: the call leaves while React and the
 * shop's chunk load, chamar takes its answer (lib/api.ts respostaAntecipada), and the first banner's
 * image is preloaded as soon as the answer comes.
 */

/**
 * The audience whose banners the shop shows (spec 1 §2.5, spec 3 "Storefront banners"): a
 * fornecedor sees Fornecedores', a representante Representantes'; a cliente, an anonymous visitor
 * and the staff (master, administrador: they see the shop as a buyer would) see Clientes'.
 */
export function publicoDoBanner(tipo: Tipo | null | undefined): DestinatarioBanner {
  if (tipo === 'fornecedor') return 'Fornecedores';
  if (tipo === 'representante') return 'Representantes';
  return 'Clientes';
}

/** The carousel's image sizes (features/loja carrossel-banners), also the preload's. */
export const TAMANHOS_BANNER = '(max-width: 1400px) 100vw, 1400px';

/** The first banner's image, preloaded with the carousel's srcset and sizes (same candidate chosen). */
function preCarregarImagem(srcsetWebp: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.type = 'image/webp';
  link.setAttribute('imagesrcset', srcsetWebp);
  link.setAttribute('imagesizes', TAMANHOS_BANNER);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/** On `/`, asks for the visitor's banners now and preloads the first one's image. */
export function anteciparBanners(caminho: string = location.pathname): void {
  if (caminho !== '/' || typeof fetch !== 'function') return;
  const destino = publicoDoBanner(useEstadoLocal.getState().usuario?.tipo);
  const url = urlDaChamada(CHAMADAS_LOJA.listarBannersAtivos as never, undefined, { destino } as never);
  void anteciparLeitura(url)
    .then((r) =>
      r?.ok ? (r.clone().json() as Promise<{ banners?: { imagem?: { webp?: string } | null }[] }>) : null,
    )
    .then((j) => {
      const webp = j?.banners?.[0]?.imagem?.webp;
      if (webp) preCarregarImagem(webp);
    })
    .catch(() => undefined);
}
