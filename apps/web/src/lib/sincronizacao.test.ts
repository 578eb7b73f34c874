import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ErroDeConexao } from './api';
import type { CorpoPedidoOffline, PedidoOffline } from './pedidos-offline';
import {
  criarSincronizador,
  INTERVALO_SINCRONIZACAO_MS,
  type ApiSincronizacao,
  type FilaSincronizacao,
  type MudancaSincronizacao,
} from './sincronizacao';

/** An offline order of the in-memory queue below. */
function pedido(uuid: string, n: number, hash = 'h'.repeat(64)): PedidoOffline {
  return {
    uuid,
    id: null,
    rodada_id: 1,
    offline: true,
    status: 0,
    usuario_id: 7,
    origem: 'formulario',
    corpo: { uuid, hash } as CorpoPedidoOffline,
    form: null,
    resumo: { cliente: 'C', fornecedor: 'F', quantidade: 1, valor_liquido: 100, data: '2026-11-26' },
    criado_em: `2026-11-26T10:00:0${n}.000Z`,
    atualizado_em: `2026-11-26T10:00:0${n}.000Z`,
    estado: 'aguardando',
    motivo: null,
    tentativas: 0,
  };
}

/** The queue in memory, as lib/pedidos-offline keeps it in IndexedDB. */
function filaEmMemoria(iniciais: PedidoOffline[]) {
  const pedidos = new Map(iniciais.map((p) => [p.uuid, { ...p }]));
  const concluidos: { uuid: string; id: number; quando: Date }[] = [];
  const fila: FilaSincronizacao = {
    listar: () =>
      Promise.resolve([...pedidos.values()].sort((a, b) => a.criado_em.localeCompare(b.criado_em))),
    concluir: (p, id, quando) => {
      pedidos.delete(p.uuid);
      concluidos.push({ uuid: p.uuid, id, quando });
      return Promise.resolve();
    },
    recusar: (p, motivo) => {
      const atual = pedidos.get(p.uuid)!;
      pedidos.set(p.uuid, { ...atual, estado: 'recusado', motivo, tentativas: atual.tentativas + 1 });
      return Promise.resolve();
    },
    tentativa: (p, id) => {
      const atual = pedidos.get(p.uuid)!;
      pedidos.set(p.uuid, { ...atual, id: id ?? atual.id, tentativas: atual.tentativas + 1 });
      return Promise.resolve();
    },
  };
  return { fila, pedidos, concluidos };
}

type Resposta = { id: number } | Error;

/**
 * A server: `servidor` holds orders by uuid; `falhas` answers the next calls with an error instead
 * (in order, one per call of salvar/atualizar/buscar); every call is logged.
 */
function apiFalsa(falhas: (Error | null)[] = []) {
  const servidor = new Map<string, { id: number; hash: string }>();
  const chamadas: string[] = [];
  let proximoId = 100;
  const talvezFalhar = () => {
    const f = falhas.shift();
    if (f) throw f;
  };
  const api: ApiSincronizacao = {
    buscarPorUuid: async (uuid) => {
      chamadas.push(`buscar ${uuid}`);
      await Promise.resolve();
      talvezFalhar();
      return servidor.get(uuid) ?? null;
    },
    salvar: async (corpo) => {
      chamadas.push(`salvar ${corpo.uuid}`);
      await Promise.resolve();
      talvezFalhar();
      const r: Resposta = servidor.get(corpo.uuid) ?? { id: proximoId++ };
      servidor.set(corpo.uuid, { id: r.id, hash: corpo.hash });
      return { id: r.id };
    },
    atualizar: async (id, corpo) => {
      chamadas.push(`atualizar ${id}`);
      await Promise.resolve();
      talvezFalhar();
      servidor.set(corpo.uuid, { id, hash: corpo.hash });
      return { id };
    },
  };
  return { api, servidor, chamadas };
}

const semTrava = (fn: () => Promise<void>) => fn().then(() => true);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('motor de sincronização (relógio falso)', () => {
  it('envia cada pedido na ordem da fila e move cada um para sincronizados com o id do servidor', async () => {
    const { fila, pedidos, concluidos } = filaEmMemoria([pedido('b', 2), pedido('a', 1), pedido('c', 3)]);
    const { api, chamadas, servidor } = apiFalsa();
    const mudancas: MudancaSincronizacao[] = [];
    const s = criarSincronizador({ api, fila, trava: semTrava, publicar: (m) => mudancas.push(m) });
    expect(await s.executar()).toBe('concluida');
    expect(chamadas).toEqual(['buscar a', 'salvar a', 'buscar b', 'salvar b', 'buscar c', 'salvar c']);
    expect(concluidos.map((c) => [c.uuid, c.id])).toEqual([
      ['a', 100],
      ['b', 101],
      ['c', 102],
    ]);
    expect(concluidos[0]!.quando.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(pedidos.size).toBe(0);
    expect(servidor.size).toBe(3);
    expect(mudancas[0]).toEqual({ sincronizando: true });
    expect(mudancas).toContainEqual({ uuidEmEnvio: 'b' });
    expect(mudancas.at(-1)).toEqual({ sincronizando: false, uuidEmEnvio: null });
  });

  it('o servidor já tem o uuid: mesmo hash conclui sem reenviar; outro hash atualiza pelo id', async () => {
    const { fila, concluidos } = filaEmMemoria([pedido('a', 1), pedido('b', 2, 'e'.repeat(64))]);
    const { api, chamadas, servidor } = apiFalsa();
    servidor.set('a', { id: 5, hash: 'h'.repeat(64) });
    servidor.set('b', { id: 6, hash: 'h'.repeat(64) });
    await criarSincronizador({ api, fila, trava: semTrava }).executar();
    expect(chamadas).toEqual(['buscar a', 'buscar b', 'atualizar 6']);
    expect(concluidos.map((c) => [c.uuid, c.id])).toEqual([
      ['a', 5],
      ['b', 6],
    ]);
  });

  it('uma execução por vez: pedir de novo durante uma execução roda uma vez só depois dela', async () => {
    const { fila, concluidos } = filaEmMemoria([pedido('a', 1), pedido('b', 2)]);
    const { api, chamadas } = apiFalsa();
    const s = criarSincronizador({ api, fila, trava: semTrava });
    const primeira = s.executar();
    expect(s.rodando).toBe(true);
    const segunda = s.executar();
    const terceira = s.executar();
    expect(terceira).toBe(segunda);
    expect(await primeira).toBe('concluida');
    expect(await segunda).toBe('vazia');
    expect(chamadas.filter((c) => c.startsWith('salvar'))).toEqual(['salvar a', 'salvar b']);
    expect(concluidos).toHaveLength(2);
  });

  it('roda de novo 10 s depois de cada execução (e não antes)', async () => {
    const { fila, pedidos } = filaEmMemoria([]);
    const { api, chamadas } = apiFalsa();
    const s = criarSincronizador({ api, fila, trava: semTrava });
    s.iniciar();
    await vi.advanceTimersByTimeAsync(0);
    pedidos.set('a', pedido('a', 1));
    await vi.advanceTimersByTimeAsync(INTERVALO_SINCRONIZACAO_MS - 1);
    expect(chamadas).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(chamadas).toEqual(['buscar a', 'salvar a']);
    pedidos.set('b', pedido('b', 2));
    await vi.advanceTimersByTimeAsync(INTERVALO_SINCRONIZACAO_MS);
    expect(chamadas.at(-1)).toBe('salvar b');
    s.parar();
    pedidos.set('c', pedido('c', 3));
    await vi.advanceTimersByTimeAsync(5 * INTERVALO_SINCRONIZACAO_MS);
    expect(chamadas.at(-1)).toBe('salvar b');
  });

  it('sem resposta: para a execução (o próximo nem é tentado) e tenta de novo 10 s depois', async () => {
    const { fila, pedidos, concluidos } = filaEmMemoria([pedido('a', 1), pedido('b', 2)]);
    const { api, chamadas } = apiFalsa([null, new ErroDeConexao('rede')]);
    const mudancas: MudancaSincronizacao[] = [];
    const s = criarSincronizador({ api, fila, trava: semTrava, publicar: (m) => mudancas.push(m) });
    s.iniciar();
    await vi.advanceTimersByTimeAsync(0);
    expect(chamadas).toEqual(['buscar a', 'salvar a']);
    expect(concluidos).toEqual([]);
    expect(pedidos.get('a')).toMatchObject({ estado: 'aguardando', tentativas: 1 });
    expect(mudancas).toContainEqual({ online: false });
    await vi.advanceTimersByTimeAsync(INTERVALO_SINCRONIZACAO_MS - 1);
    expect(chamadas).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(concluidos.map((c) => c.uuid)).toEqual(['a', 'b']);
    expect(mudancas.at(-2)).toEqual({ online: true });
    s.parar();
  });

  it('erro 5xx conta como falha passageira: nada recusado, tenta de novo em 10 s', async () => {
    const { fila, pedidos } = filaEmMemoria([pedido('a', 1)]);
    const { api } = apiFalsa([new ApiError(503, 'Erro interno')]);
    const s = criarSincronizador({ api, fila, trava: semTrava });
    s.iniciar();
    await vi.advanceTimersByTimeAsync(0);
    expect(pedidos.get('a')?.estado).toBe('aguardando');
    await vi.advanceTimersByTimeAsync(INTERVALO_SINCRONIZACAO_MS);
    expect(pedidos.size).toBe(0);
    s.parar();
  });

  it('recusa (4xx) guarda o motivo do servidor e segue para o próximo; recusado não é reenviado', async () => {
    const { fila, pedidos, concluidos } = filaEmMemoria([pedido('a', 1), pedido('b', 2)]);
    const msg = 'O produto X1 não está disponível para pedidos';
    const { api, chamadas } = apiFalsa([null, new ApiError(422, msg)]);
    const s = criarSincronizador({ api, fila, trava: semTrava });
    expect(await s.executar()).toBe('concluida');
    expect(pedidos.get('a')).toMatchObject({ estado: 'recusado', motivo: msg });
    expect(concluidos.map((c) => c.uuid)).toEqual(['b']);
    chamadas.length = 0;
    expect(await s.executar()).toBe('vazia');
    expect(chamadas).toEqual([]);
  });

  it('401 para a execução sem recusar nada', async () => {
    const { fila, pedidos } = filaEmMemoria([pedido('a', 1), pedido('b', 2)]);
    const { api, chamadas } = apiFalsa([new ApiError(401, 'Sessão expirada')]);
    expect(await criarSincronizador({ api, fila, trava: semTrava }).executar()).toBe('sessao');
    expect(chamadas).toEqual(['buscar a']);
    expect([...pedidos.values()].map((p) => p.estado)).toEqual(['aguardando', 'aguardando']);
  });

  it('resposta perdida depois que o servidor gravou: a próxima execução acha o uuid e não cria outro', async () => {
    const { fila, concluidos } = filaEmMemoria([pedido('a', 1)]);
    const { api, servidor, chamadas } = apiFalsa();
    const salvar = api.salvar.bind(api);
    let perder = true;
    api.salvar = async (corpo) => {
      await salvar(corpo);
      if (perder) {
        perder = false;
        throw new ErroDeConexao('rede');
      }
      return { id: servidor.get(corpo.uuid)!.id };
    };
    const s = criarSincronizador({ api, fila, trava: semTrava });
    expect(await s.executar()).toBe('sem-conexao');
    expect(await s.executar()).toBe('concluida');
    expect(servidor.size).toBe(1);
    expect(chamadas).toEqual(['buscar a', 'salvar a', 'buscar a']);
    expect(concluidos).toEqual([{ uuid: 'a', id: 100, quando: expect.any(Date) }]);
  });

  it('outra aba com a trava: esta execução não envia nada e tenta de novo em 10 s', async () => {
    const { fila, concluidos } = filaEmMemoria([pedido('a', 1)]);
    const { api, chamadas } = apiFalsa();
    let ocupada = true;
    const trava = (fn: () => Promise<void>) => (ocupada ? Promise.resolve(false) : fn().then(() => true));
    const s = criarSincronizador({ api, fila, trava });
    s.iniciar();
    await vi.advanceTimersByTimeAsync(0);
    expect(chamadas).toEqual([]);
    ocupada = false;
    await vi.advanceTimersByTimeAsync(INTERVALO_SINCRONIZACAO_MS);
    expect(concluidos.map((c) => c.uuid)).toEqual(['a']);
    s.parar();
  });
});
