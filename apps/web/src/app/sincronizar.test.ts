// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsuarioLogado } from '@rodada/contracts';
import { fecharBanco, limpar } from '../lib/banco-local';
import { useEstadoLocal } from '../lib/estado-local';
import { useSincronizacao } from '../lib/estado-sincronizacao';
import { guardarPedidoOffline, listarSincronizados } from '../lib/pedidos-offline';
import { criarSincronizador, type ApiSincronizacao, type Sincronizador } from '../lib/sincronizacao';
import { depsDaPagina, ligarSincronizacao } from './sincronizar';

const usuario = (id: number) => ({ id, tipo: 'fornecedor' }) as UsuarioLogado;

let desligar: (() => void) | null = null;
afterEach(async () => {
  desligar?.();
  desligar = null;
  useEstadoLocal.setState({ usuario: null });
  await limpar('pedidos');
  await limpar('meta');
  await fecharBanco();
});

function sincronizadorContado() {
  let vezes = 0;
  const s: Sincronizador = {
    executar: () => {
      vezes++;
      return Promise.resolve('vazia');
    },
    iniciar: () => void s.executar(),
    parar: () => undefined,
    rodando: false,
  };
  return { s, vezes: () => vezes };
}

describe('partida da sincronização na página', () => {
  it('roda na partida, no evento online e em sincronizarAgora; offline/online mudam o indicador', () => {
    const { s, vezes } = sincronizadorContado();
    desligar = ligarSincronizacao(s);
    expect(vezes()).toBe(1);
    window.dispatchEvent(new Event('offline'));
    expect(useSincronizacao.getState().online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(useSincronizacao.getState().online).toBe(true);
    expect(vezes()).toBe(2);
    useSincronizacao.getState().sincronizarAgora();
    expect(vezes()).toBe(3);
  });

  it('a fila do usuário logado chega ao store; o motor envia só a dele e o store vê sincronizados', async () => {
    const salvos: string[] = [];
    const api: ApiSincronizacao = {
      buscarPorUuid: () => Promise.resolve(null),
      salvar: (corpo) => {
        salvos.push(corpo.uuid);
        return Promise.resolve({ id: 900 + salvos.length });
      },
      atualizar: () => Promise.reject(new Error('não')),
    };
    const base = {
      id: null,
      rodada_id: 1,
      origem: 'checkout' as const,
      form: null,
      resumo: { cliente: 'C', fornecedor: 'F', quantidade: 1, valor_liquido: 1, data: '2026-11-26' },
    };
    const corpo = (uuid: string) => ({ uuid, hash: 'a'.repeat(64) }) as never;
    await guardarPedidoOffline({ ...base, uuid: 'do-7', usuario_id: 7, corpo: corpo('do-7') });
    await guardarPedidoOffline({ ...base, uuid: 'do-8', usuario_id: 8, corpo: corpo('do-8') });
    useEstadoLocal.setState({ usuario: usuario(7) });
    const sinc = criarSincronizador({ ...depsDaPagina(api), trava: (fn) => fn().then(() => true) });
    desligar = ligarSincronizacao(sinc);
    await vi.waitFor(() => expect(salvos).toEqual(['do-7']));
    await vi.waitFor(() =>
      expect(useSincronizacao.getState().sincronizados.map((p) => p.uuid)).toEqual(['do-7']),
    );
    expect(useSincronizacao.getState().pedidos).toEqual([]);
    expect(useSincronizacao.getState().ultimoSucesso).not.toBeNull();
    expect(await listarSincronizados(8)).toEqual([]);
    useEstadoLocal.setState({ usuario: usuario(8) });
    await vi.waitFor(() => expect(salvos).toEqual(['do-7', 'do-8']));
  });
});
