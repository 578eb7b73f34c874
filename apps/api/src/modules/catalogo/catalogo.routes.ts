import type { FastifyInstance } from 'fastify';
import { produtos } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as cores from './cores.service.js';
import * as tamanhos from './tamanhos.service.js';

/**
 * The sizes and colours catalogues, the grid dialog's lists and the categories (spec 3 §7 "Sizes",
 * "Colours", "Products" categorias; spec 1 §7 the shop's category chips).
 */
export function rotasCatalogo(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, produtos.listarTamanhos, (_e, { ator }) => tamanhos.listarTamanhos(deps, ator));
  registrar(app, deps, produtos.tamanhosDoProduto, ({ params }, { ator }) =>
    tamanhos.tamanhosDoProduto(deps, ator, params.produtoId),
  );
  registrar(app, deps, produtos.salvarTamanho, ({ body }, { ator, ip }) =>
    tamanhos.salvarTamanho(deps, ator, body, ip),
  );
  registrar(app, deps, produtos.atualizarTamanho, ({ params, body }, { ator, ip }) =>
    tamanhos.atualizarTamanho(deps, ator, params.id, body, ip),
  );
  registrar(app, deps, produtos.excluirTamanho, ({ params }, { ator, ip }) =>
    tamanhos.excluirTamanho(deps, ator, params.id, ip),
  );
  registrar(app, deps, produtos.listarCores, (_e, { ator }) => cores.listarCores(deps, ator));
  registrar(app, deps, produtos.coresDoProduto, ({ params }, { ator }) =>
    cores.coresDoProduto(deps, ator, params.id),
  );
  registrar(app, deps, produtos.salvarCor, ({ body }, { ator, ip }) => cores.salvarCor(deps, ator, body, ip));
  registrar(app, deps, produtos.atualizarCor, ({ params, body }, { ator, ip }) =>
    cores.atualizarCor(deps, ator, params.id, body, ip),
  );
  registrar(app, deps, produtos.excluirCor, ({ params }, { ator, ip }) =>
    cores.excluirCor(deps, ator, params.id, ip),
  );
  registrar(app, deps, produtos.listarCoresTamanhos, (_e, { ator }) => cores.listarCoresTamanhos(deps, ator));
  registrar(app, deps, produtos.coresTamanhosDoProduto, ({ params }, { ator }) =>
    cores.coresTamanhosDoProduto(deps, ator, params.id),
  );
  registrar(app, deps, produtos.listarCategoriasProduto, () => cores.listarCategorias(deps));
  registrar(app, deps, produtos.listarCategorias, () => cores.listarCategorias(deps));
}
