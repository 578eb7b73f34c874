import type { DestinatarioBanner } from '@rodada/contracts/leve';

// The audience's rule lives in lib/antecipar-loja (the banners are asked for as the app starts).
export { publicoDoBanner } from '../../../lib/antecipar-loja';

const CHAVE = 'rodada.loja.banners';

/**
 * Whether to reserve the carousel's height while it loads: unless the last visit found no banners
 * for `publico` (kept in localStorage), so a shop with banners does not push its products down
 * when they come, and one without them does so at most on the first visit.
 */
export function tinhaBanners(publico: DestinatarioBanner): boolean {
  try {
    return localStorage.getItem(`${CHAVE}.${publico}`) !== '0';
  } catch {
    return true;
  }
}

export function lembrarBanners(publico: DestinatarioBanner, tem: boolean): void {
  try {
    localStorage.setItem(`${CHAVE}.${publico}`, tem ? '1' : '0');
  } catch {
    // Private mode or full storage: the carousel then just does not reserve its place.
  }
}
