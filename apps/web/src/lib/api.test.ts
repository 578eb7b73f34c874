// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint, z } from '@rodada/contracts';
import {
  anteciparLeitura,
  ApiError,
  buscarNaRede,
  chamar,
  definirAoExpirarSessao,
  enviarArquivo,
  ErroDeConexao,
  MSG_SEM_CONEXAO,
  respostaAntecipada,
  TEMPO_LIMITE_MS,
  tentarCargaDeNovo,
} from './api';

const salvar = endpoint({
  method: 'POST',
  path: '/api/teste/salvar',
  summary: 'teste',
  tag: 'Teste',
  roles: ['cliente'],
  body: z.object({ nome: z.string() }),
  response: z.object({ msg: z.string() }),
});

const json = (status: number, corpo: object) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers only when its signal aborts, as a request on a dead Wi-Fi does. */
function fetchQueNuncaResponde() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_, rejeitar) => {
        init.signal?.addEventListener('abort', () =>
          rejeitar(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  definirAoExpirarSessao(null);
});

describe('chamar sem rede (ADR 010)', () => {
  it('aparelho offline: recusa na hora com ErroDeConexao, sem chamar o fetch', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    online = false;
    const erro = await chamar(salvar, { body: { nome: 'x' } }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroDeConexao);
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro).toMatchObject({ causa: 'offline', httpStatus: 0, msg: MSG_SEM_CONEXAO });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falha de rede (TypeError do fetch): ErroDeConexao com a mensagem de sem conexão', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(chamar(salvar, { body: { nome: 'x' } })).rejects.toMatchObject({
      name: 'ErroDeConexao',
      causa: 'rede',
      msg: 'Sem conexão com o servidor. Verifique a internet e tente novamente.',
    });
  });

  it('a rede cai durante a chamada: a causa é offline', async () => {
    vi.stubGlobal('fetch', () => {
      online = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(chamar(salvar, { body: { nome: 'x' } })).rejects.toMatchObject({ causa: 'offline' });
  });

  it('sem resposta até o tempo-limite: desiste e lança ErroDeConexao (tempo)', async () => {
    vi.useFakeTimers();
    const fetch = fetchQueNuncaResponde();
    vi.stubGlobal('fetch', fetch);
    const chamada = chamar(salvar, { body: { nome: 'x' } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TEMPO_LIMITE_MS - 1);
    expect(fetch.mock.calls[0]![1].signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await chamada).toMatchObject({ name: 'ErroDeConexao', causa: 'tempo', msg: MSG_SEM_CONEXAO });
  });

  it('tempoLimiteMs troca o tempo-limite de uma chamada', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchQueNuncaResponde());
    const chamada = chamar(salvar, { body: { nome: 'x' }, tempoLimiteMs: 500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await chamada).toMatchObject({ causa: 'tempo' });
  });

  it('um corpo que trava depois do cabeçalho também conta no tempo-limite', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const corpo = new ReadableStream({
        start(controle) {
          init.signal?.addEventListener('abort', () =>
            controle.error(new DOMException('The operation was aborted.', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(corpo, { status: 200 }));
    });
    const chamada = chamar(salvar, { body: { nome: 'x' } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TEMPO_LIMITE_MS);
    expect(await chamada).toMatchObject({ causa: 'tempo' });
  });

  it('o cancelamento de quem chamou continua um AbortError (uma consulta cancelada), não sem conexão', async () => {
    vi.stubGlobal('fetch', fetchQueNuncaResponde());
    const controle = new AbortController();
    const chamada = chamar(salvar, { body: { nome: 'x' }, signal: controle.signal }).catch((e: unknown) => e);
    controle.abort();
    const erro = await chamada;
    expect(erro).not.toBeInstanceOf(ErroDeConexao);
    expect(erro).toMatchObject({ name: 'AbortError' });
  });

  it('502, 503 e 504 de um gateway (sem o envelope): sem conexão com o servidor', async () => {
    for (const status of [502, 503, 504]) {
      vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>Bad Gateway</html>', { status })));
      await expect(chamar(salvar, { body: { nome: 'x' } })).rejects.toMatchObject({
        name: 'ErroDeConexao',
        causa: 'rede',
      });
    }
  });

  it('uma resposta do servidor continua ApiError com o código e a mensagem dele', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(503, { status: 2, msg: 'Em manutenção', errors: { nome: 'Obrigatório' } })),
    );
    const erro = await chamar(salvar, { body: { nome: 'x' } }).catch((e: unknown) => e);
    expect(erro).not.toBeInstanceOf(ErroDeConexao);
    expect(erro).toMatchObject({ httpStatus: 503, msg: 'Em manutenção', errors: { nome: 'Obrigatório' } });

    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>', { status: 500 })));
    await expect(chamar(salvar, { body: { nome: 'x' } })).rejects.toMatchObject({
      name: 'ApiError',
      httpStatus: 500,
      msg: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
    });
  });

  it('401 numa rota protegida chama o tratador de sessão; sucesso devolve o JSON', async () => {
    const expirou = vi.fn();
    definirAoExpirarSessao(expirou);
    vi.stubGlobal('fetch', () => Promise.resolve(json(401, { status: 2, msg: 'Sessão' })));
    await expect(chamar(salvar, { body: { nome: 'x' } })).rejects.toMatchObject({ httpStatus: 401 });
    expect(expirou).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', () => Promise.resolve(json(200, { status: 1, msg: 'Salvo' })));
    expect(await chamar(salvar, { body: { nome: 'x' } })).toEqual({ status: 1, msg: 'Salvo' });
  });
});

describe('leitura antecipada (issue 13 §8: os banners pedidos na partida do app)', () => {
  it('o GET da mesma URL usa a resposta já pedida, uma vez só; depois, o fetch', async () => {
    const fetch = vi.fn((url: string) =>
      Promise.resolve(json(200, { status: 1, url, n: fetch.mock.calls.length })),
    );
    vi.stubGlobal('fetch', fetch);
    void anteciparLeitura('/api/banners/ativos?destino=Clientes');
    expect(fetch).toHaveBeenCalledTimes(1);
    const ler = (r: Response) => r.json();
    expect(await buscarNaRede('/api/banners/ativos?destino=Clientes', {}, ler)).toMatchObject({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await buscarNaRede('/api/banners/ativos?destino=Clientes', {}, ler)).toMatchObject({ n: 2 });
  });

  it('outra URL ou um POST não a tomam; sem resposta, a chamada pede à rede ela mesma', async () => {
    let falhar = true;
    const fetch = vi.fn(() =>
      falhar ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json(200, { status: 1 })),
    );
    vi.stubGlobal('fetch', fetch);
    void anteciparLeitura('/a');
    falhar = false;
    const ler = (r: Response) => r.json();
    expect(await buscarNaRede('/a', {}, ler)).toEqual({ status: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    void anteciparLeitura('/b');
    expect(await buscarNaRede('/b', { method: 'POST' }, ler)).toEqual({ status: 1 });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(respostaAntecipada('/b', {})).not.toBeNull();
    expect(respostaAntecipada('/b', {})).toBeNull();
  });
});

describe('enviarArquivo sem rede', () => {
  it('aparelho offline: recusa na hora com ErroDeConexao', async () => {
    online = false;
    await expect(enviarArquivo(salvar, new Blob(['x']))).rejects.toMatchObject({
      name: 'ErroDeConexao',
      causa: 'offline',
    });
  });
});

describe('tentarCargaDeNovo (retry das consultas)', () => {
  it('offline e tempo-limite: nunca (o erro e o Tentar novamente aparecem na hora)', () => {
    expect(tentarCargaDeNovo(0, new ErroDeConexao('offline'))).toBe(false);
    expect(tentarCargaDeNovo(0, new ErroDeConexao('tempo'))).toBe(false);
  });
  it('uma recusa explicada (4xx): nunca; rede que caiu: duas vezes; erro do servidor: três', () => {
    expect(tentarCargaDeNovo(0, new ApiError(403, 'proibido'))).toBe(false);
    expect(tentarCargaDeNovo(0, new ApiError(404, 'não achou'))).toBe(false);
    expect([0, 1, 2].map((n) => tentarCargaDeNovo(n, new ErroDeConexao('rede')))).toEqual([
      true,
      true,
      false,
    ]);
    expect([0, 2, 3].map((n) => tentarCargaDeNovo(n, new ApiError(500, 'x')))).toEqual([true, true, false]);
  });
});
