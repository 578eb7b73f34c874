// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAVE_RECARGA,
  diagnosticarFalha,
  ehFalhaDeCarga,
  JANELA_RECARGA_MS,
  recarregarUmaVez,
  TelaNaoChegou,
} from './falha-de-tela';

const CHUNK = 'http://127.0.0.1:3000/assets/alterar-senha-page-Bq6mmznm.js';

describe('ehFalhaDeCarga', () => {
  it('reconhece a importação dinâmica que falhou no Chromium, no Firefox, no Safari e no preload do Vite', () => {
    for (const mensagem of [
      `Failed to fetch dynamically imported module: ${CHUNK}`,
      `error loading dynamically imported module: ${CHUNK}`,
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
    ]) {
      expect(ehFalhaDeCarga(new TypeError(mensagem)), mensagem).toBe(true);
    }
  });

  it('um erro dentro da tela não é falha de carga', () => {
    expect(ehFalhaDeCarga(new TypeError("Cannot read properties of undefined (reading 'nome')"))).toBe(false);
    expect(ehFalhaDeCarga('Failed to fetch dynamically imported module')).toBe(false);
    expect(ehFalhaDeCarga(null)).toBe(false);
  });
});

describe('diagnosticarFalha', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const falha = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

  it('aparelho offline: sem conexão, sem perguntar ao servidor', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    online = false;
    expect(await diagnosticarFalha(falha)).toBe('sem-conexao');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('o servidor não responde: sem conexão', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await diagnosticarFalha(falha)).toBe('sem-conexao');
  });

  it('o servidor responde (o arquivo sumiu numa nova versão): nova versão', async () => {
    const fetch = vi.fn((_url: string) =>
      Promise.resolve(new Response(JSON.stringify({ status: 1 }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await diagnosticarFalha(falha)).toBe('nova-versao');
    expect(fetch.mock.calls[0]![0]).toBe('/api/health');
    // Even an error answer proves the server is there.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"status":2,"msg":"x"}', { status: 500 })));
    expect(await diagnosticarFalha(falha)).toBe('nova-versao');
  });

  it('o código que demorou demais: sem conexão (não recarrega uma rede só lenta), sem perguntar ao servidor', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(ehFalhaDeCarga(new TelaNaoChegou())).toBe(true);
    expect(await diagnosticarFalha(new TelaNaoChegou())).toBe('sem-conexao');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('qualquer outro erro: erro, sem perguntar ao servidor', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await diagnosticarFalha(new Error('boom'))).toBe('erro');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('recarregarUmaVez', () => {
  const memoria = () => {
    const dados = new Map<string, string>();
    return {
      getItem: (k: string) => dados.get(k) ?? null,
      setItem: (k: string, v: string) => void dados.set(k, v),
    };
  };

  it('recarrega a primeira vez e guarda a hora', () => {
    const armazenamento = memoria();
    const recarregar = vi.fn();
    expect(recarregarUmaVez(1_000_000, armazenamento, recarregar)).toBe(true);
    expect(recarregar).toHaveBeenCalledTimes(1);
    expect(armazenamento.getItem(CHAVE_RECARGA)).toBe('1000000');
  });

  it('não recarrega de novo dentro da janela (sem laço), e volta a poder depois dela', () => {
    const armazenamento = memoria();
    const recarregar = vi.fn();
    recarregarUmaVez(1_000_000, armazenamento, recarregar);
    expect(recarregarUmaVez(1_000_000 + JANELA_RECARGA_MS - 1, armazenamento, recarregar)).toBe(false);
    expect(recarregar).toHaveBeenCalledTimes(1);
    expect(recarregarUmaVez(1_000_000 + JANELA_RECARGA_MS, armazenamento, recarregar)).toBe(true);
    expect(recarregar).toHaveBeenCalledTimes(2);
  });

  it('sem sessionStorage não recarrega: sem como lembrar, um laço seria possível', () => {
    const recarregar = vi.fn();
    const quebrado = {
      getItem: () => {
        throw new DOMException('bloqueado', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(recarregarUmaVez(1_000_000, quebrado, recarregar)).toBe(false);
    expect(recarregar).not.toHaveBeenCalled();
  });
});
