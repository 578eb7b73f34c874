import { pedidos } from '@rodada/contracts';
import { ApiError, chamar } from './api';
import type { ApiSincronizacao } from './sincronizacao';

/*
 * The sync engine's calls (lib/sincronizacao.ts) through the contracts: loaded on demand by
 * app/sincronizar.ts, so the orders' zod schemas stay out of the first load of `/` (issue 13 §8).
 */
export const apiSincronizacao: ApiSincronizacao = {
  // soRede: the server's word only, never the device's copy of an earlier answer.
  async buscarPorUuid(uuid) {
    try {
      const { pedido } = await chamar(pedidos.editarPedido, { params: { id: uuid }, soRede: true });
      return { id: pedido.id, hash: pedido.hash };
    } catch (erro) {
      if (erro instanceof ApiError && erro.httpStatus === 404) return null;
      throw erro;
    }
  },
  salvar: (corpo) => chamar(pedidos.salvarPedido, { body: corpo }),
  atualizar: (id, corpo) => chamar(pedidos.atualizarPedido, { params: { id }, body: corpo }),
};
