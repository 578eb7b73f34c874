import type { Ator } from './ator.js';

/** A storefront banner as the master's banners screen acts on it (spec 3 §2 "Banners"). */
export interface BannerRecurso {
  id: number;
}

/**
 * Whether the actor may see, edit and delete a banner on the banners screen: the master only
 * (spec 1 route table, spec 3 §6 "Banners | master"). The shop's carousel is a public read of
 * the published ones, not this.
 */
export function podeGerirBanner(ator: Ator, _b: BannerRecurso): boolean {
  return ator.tipo === 'master';
}
