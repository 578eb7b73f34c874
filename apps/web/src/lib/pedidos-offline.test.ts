// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { fecharBanco, limpar } from './banco-local';
import { useSincronizacao } from './estado-sincronizacao';
import {
  aoMudarFila,
  concluirPedidoOffline,
  descartarPedidoOffline,
  guardarPedidoOffline,
  lerPedidoOffline,
  lerUltimoSucesso,
  listarPedidosOffline,
  listarSincronizados,
  MAX_SINCRONIZADOS,
  recarregarFila,
  recusarPedidoOffline,
  registrarTentativa,
  type NovoPedidoOffline,
} from './pedidos-offline';

afterEach(async () => {
  await limpar('pedidos');
  await limpar('meta');
  await fecharBanco();
});

function novoPedido(uuid: string, usuarioId = 7, extra: Partial<NovoPedidoOffline> = {}): NovoPedidoOffline {
  return {
    uuid,
    id: null,
    rodada_id: 3,
    usuario_id: usuarioId,
    origem: 'formulario',
    corpo: { uuid, hash: 'a'.repeat(64) } as NovoPedidoOffline['corpo'],
    form: { uuid },
    resumo: {
      cliente: 'Loja',
      fornecedor: 'Fábrica',
      quantidade: 6,
      valor_liquido: 12000,
      data: '2026-11-26',
    },
    ...extra,
  };
}

describe('pedidos-offline (fila no IndexedDB)', () => {
  it('guarda com offline, status 0, aguardando; lista só os do usuário, do mais velho ao mais novo', async () => {
    await guardarPedidoOffline(novoPedido('b'));
    await new Promise((r) => setTimeout(r, 2));
    await guardarPedidoOffline(novoPedido('a'));
    await guardarPedidoOffline(novoPedido('c', 8));
    const lista = await listarPedidosOffline(7);
    expect(lista.map((p) => p.uuid)).toEqual(['b', 'a']);
    expect(lista[0]).toMatchObject({
      offline: true,
      status: 0,
      estado: 'aguardando',
      motivo: null,
      tentativas: 0,
    });
    expect((await listarPedidosOffline(8)).map((p) => p.uuid)).toEqual(['c']);
  });

  it('guardar de novo (correção) volta a aguardando e mantém criado_em e o id aprendido', async () => {
    await guardarPedidoOffline(novoPedido('x'));
    const p = (await lerPedidoOffline('x'))!;
    await registrarTentativa(p, 41);
    await recusarPedidoOffline((await lerPedidoOffline('x'))!, 'Produto não encontrado');
    expect(await lerPedidoOffline('x')).toMatchObject({
      estado: 'recusado',
      motivo: 'Produto não encontrado',
      id: 41,
      tentativas: 2,
    });
    await guardarPedidoOffline(novoPedido('x'));
    const corrigido = (await lerPedidoOffline('x'))!;
    expect(corrigido).toMatchObject({ estado: 'aguardando', motivo: null, id: 41, tentativas: 0 });
    expect(corrigido.criado_em).toBe(p.criado_em);
  });

  it('concluir move para sincronizados (offline false, status 1), marca o último sucesso e limita a 20', async () => {
    for (let i = 0; i < MAX_SINCRONIZADOS + 2; i++) {
      await guardarPedidoOffline(novoPedido(`u${i}`));
      await concluirPedidoOffline(
        (await lerPedidoOffline(`u${i}`))!,
        100 + i,
        new Date(Date.UTC(2026, 10, 26, 12, i)),
      );
    }
    expect(await listarPedidosOffline(7)).toEqual([]);
    const sinc = await listarSincronizados(7);
    expect(sinc).toHaveLength(MAX_SINCRONIZADOS);
    expect(sinc[0]).toMatchObject({ uuid: 'u21', id: 121, offline: false, status: 1 });
    expect(await lerUltimoSucesso(7)).toBe('2026-11-26T12:21:00.000Z');
    expect(await listarSincronizados(8)).toEqual([]);
  });

  it('uma correção salva durante o envio não é apagada nem recusada pela resposta da versão velha', async () => {
    await guardarPedidoOffline(novoPedido('z'));
    const enviado = (await lerPedidoOffline('z'))!;
    await new Promise((r) => setTimeout(r, 2));
    await guardarPedidoOffline(novoPedido('z', 7, { form: { mudou: true } }));
    await recusarPedidoOffline(enviado, 'x');
    expect(await lerPedidoOffline('z')).toMatchObject({ estado: 'aguardando' });
    await concluirPedidoOffline(enviado, 55, new Date());
    expect(await lerPedidoOffline('z')).toMatchObject({
      estado: 'aguardando',
      id: 55,
      form: { mudou: true },
    });
  });

  it('descartar apaga; ouvintes e o store veem cada mudança', async () => {
    let vezes = 0;
    const parar = aoMudarFila(() => vezes++);
    await guardarPedidoOffline(novoPedido('d'));
    await recarregarFila(7);
    expect(useSincronizacao.getState().pedidos.map((p) => p.uuid)).toEqual(['d']);
    await descartarPedidoOffline('d');
    await descartarPedidoOffline('d');
    expect(vezes).toBe(2);
    parar();
    await recarregarFila(7);
    expect(useSincronizacao.getState().pedidos).toEqual([]);
    await recarregarFila(null);
    expect(useSincronizacao.getState().sincronizados).toEqual([]);
  });
});
