import type { Tipo } from '@rodada/contracts/leve';
import type { DestinatarioBanner } from '@rodada/contracts/leve';

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
