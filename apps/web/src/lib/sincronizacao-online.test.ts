import { describe, expect, it } from 'vitest';
import { ApiError, ErroDeConexao } from './api';
import type { CorpoPedidoOffline, PedidoOffline } from './pedidos-offline';
import { criarSincronizador, type MudancaSincronizacao } from './sincronizacao';

/*
 * What the sync tells the indicator about the connection (issue 15 §7): only an answer of the server
 * says online; no answer says offline; a local failure (the engine's code chunk not loading
 * offline) says nothing.
 */

const pedido = { uuid: 'u1', estado: 'aguardando', corpo: {} as CorpoPedidoOffline } as PedidoOffline;

async function onlineDepoisDe(erro: Error): Promise<boolean | undefined> {
  const mudancas: MudancaSincronizacao[] = [];
  const sinc = criarSincronizador({
    api: {
      buscarPorUuid: () => Promise.reject(erro),
      salvar: () => Promise.reject(erro),
      atualizar: () => Promise.reject(erro),
    },
    fila: {
      listar: () => Promise.resolve([pedido]),
      concluir: () => Promise.resolve(),
      recusar: () => Promise.resolve(),
      tentativa: () => Promise.resolve(),
    },
    trava: (fn) => fn().then(() => true),
    agendar: () => null,
    cancelar: () => undefined,
    publicar: (m) => mudancas.push(m),
  });
  await sinc.executar();
  return mudancas.filter((m) => m.online !== undefined).at(-1)?.online;
}

describe('sincronização: online só com resposta do servidor', () => {
  it('sem resposta → offline; 503 → online; import que falhou → nada', async () => {
    expect(await onlineDepoisDe(new ErroDeConexao('rede'))).toBe(false);
    expect(await onlineDepoisDe(new ApiError(503, 'Indisponível'))).toBe(true);
    expect(await onlineDepoisDe(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      undefined,
    );
  });
});
