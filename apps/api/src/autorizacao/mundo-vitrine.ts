import type { AppDeTeste } from '../test/app.js';
import { inserirCategoria, inserirProduto } from '../test/vitrine.js';
import type { Mundo } from './mundo.js';

/** The world's products the shop's public reads are called with (dados/vitrine.ts). */
export interface ProdutosDaVitrine {
  /** Approved and active, of the world's supplier: in the shop, everyone sees it. */
  homologado: number;
  /** Rejected, of the world's supplier: only it and the master see it. */
  reprovado: number;
}

const criados = new WeakMap<Mundo, Promise<ProdutosDaVitrine>>();

/**
 * The world's shop products, created on first use for each world (the world itself has no
 * catalogue yet: when mundo-produtos.ts gives it one, these can be its products).
 */
export function produtosDaVitrine(t: AppDeTeste, m: Mundo): Promise<ProdutosDaVitrine> {
  let p = criados.get(m);
  if (!p) {
    p = (async () => {
      const categoria_id = await inserirCategoria(t.deps, `Vitrine da matriz ${m.forn.id}`);
      const base = { fornecedor_id: m.forn.id, categoria_id };
      return {
        homologado: await inserirProduto(t.deps, { ...base, codigo: 'MTZ-VITRINE-1', status: 1 }),
        reprovado: await inserirProduto(t.deps, { ...base, codigo: 'MTZ-VITRINE-2', status: 2 }),
      };
    })();
    criados.set(m, p);
  }
  return p;
}
