// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ErroDeConexao } from './api';
import { fecharBanco, limpar } from './banco-local';
import { useSincronizacao } from './estado-sincronizacao';
import {
  guardarPedidoOffline,
  lerPedidoOffline,
  listarPedidosOffline,
  type NovoPedidoOffline,
} from './pedidos-offline';
import { salvarOuGuardar } from './salvar-offline';

afterEach(async () => {
  await limpar('pedidos');
  await fecharBanco();
});

const naFila = (uuid: string, id: number | null = null): NovoPedidoOffline => ({
  uuid,
  id,
  rodada_id: 2,
  usuario_id: 7,
  origem: 'formulario',
  corpo: { uuid, hash: 'b'.repeat(64) } as NovoPedidoOffline['corpo'],
  form: { uuid },
  resumo: { cliente: 'C', fornecedor: 'F', quantidade: 2, valor_liquido: 500, data: '2026-11-26' },
});

describe('salvarOuGuardar', () => {
  it("sem resposta: guarda na fila, 'Pedido salvo com sucesso!' e pede sincronização", async () => {
    const sincronizar = vi.fn();
    useSincronizacao.setState({ sincronizarAgora: sincronizar });
    const r = await salvarOuGuardar(() => Promise.reject(new ErroDeConexao('offline')), naFila('u1'), false);
    expect(r).toEqual({ msg: 'Pedido salvo com sucesso!', id: null, offline: true });
    expect(await lerPedidoOffline('u1')).toMatchObject({ offline: true, status: 0, estado: 'aguardando' });
    expect(sincronizar).toHaveBeenCalledTimes(1);
  });

  it("atualização ou pedido já na fila: 'Pedido atualizado com sucesso!'", async () => {
    const falha = () => Promise.reject(new ErroDeConexao('rede'));
    expect((await salvarOuGuardar(falha, naFila('u2', 40), true)).msg).toBe('Pedido atualizado com sucesso!');
    await salvarOuGuardar(falha, naFila('u3'), false);
    expect((await salvarOuGuardar(falha, naFila('u3'), false)).msg).toBe('Pedido atualizado com sucesso!');
    expect((await listarPedidosOffline(7)).map((p) => p.uuid).sort()).toEqual(['u2', 'u3']);
  });

  it('recusa do servidor passa inalterada e nada vai para a fila', async () => {
    const recusa = new ApiError(422, 'Esta rodada não permite pedidos');
    await expect(salvarOuGuardar(() => Promise.reject(recusa), naFila('u4'), false)).rejects.toBe(recusa);
    expect(await lerPedidoOffline('u4')).toBeUndefined();
  });

  it('salvo online: a resposta do servidor, e a cópia na fila com o mesmo uuid sai', async () => {
    await guardarPedidoOffline(naFila('u5'));
    const r = await salvarOuGuardar(
      () => Promise.resolve({ msg: 'Pedido salvo com sucesso', id: 9 }),
      naFila('u5'),
      false,
    );
    expect(r).toEqual({ msg: 'Pedido salvo com sucesso', id: 9, offline: false });
    expect(await lerPedidoOffline('u5')).toBeUndefined();
  });
});
