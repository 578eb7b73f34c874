// @vitest-environment jsdom
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ehFalhaDeCarga, TEMPO_LIMITE_TELA_MS } from './falha-de-tela';
import { reiniciarTelasQueFalharam, telaSobDemanda } from './tela-sob-demanda';

/** Shows the caught error's message; a new `chave` starts it again, as the router's boundary does. */
class Limite extends Component<{ children: ReactNode }, { erro: Error | null }> {
  static ultimo: Error | null = null;
  override state = { erro: null as Error | null };
  static getDerivedStateFromError(erro: Error) {
    Limite.ultimo = erro;
    return { erro };
  }
  override render() {
    return this.state.erro ? <p>falhou: {this.state.erro.message}</p> : this.props.children;
  }
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('telaSobDemanda', () => {
  it('uma importação que falhou fica falha (uma só requisição) até reiniciarTelasQueFalharam; então abre', async () => {
    const importar = vi
      .fn<() => Promise<{ default: (p: { titulo: string }) => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
      .mockResolvedValue({ default: ({ titulo }) => <h1>{titulo}</h1> });
    const Tela = telaSobDemanda(importar);
    const montar = (chave: number) => (
      <Limite key={chave}>
        <Suspense fallback={<p>carregando</p>}>
          <Tela titulo="Alterar Senha" />
        </Suspense>
      </Limite>
    );
    // React logs the caught error; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { rerender } = render(montar(1));
    expect(await screen.findByText(/falhou: Failed to fetch dynamically imported module/)).toBeTruthy();
    // Mounting again without the restart shows the same failure, without a new request.
    await act(async () => {
      rerender(montar(2));
      await Promise.resolve();
    });
    expect(screen.getByText(/falhou:/)).toBeTruthy();
    expect(importar).toHaveBeenCalledTimes(1);

    reiniciarTelasQueFalharam();
    await act(async () => {
      rerender(montar(3));
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Alterar Senha' })).toBeTruthy();
    expect(importar).toHaveBeenCalledTimes(2);

    // Once loaded, it stays loaded: no import on the next mount.
    reiniciarTelasQueFalharam();
    await act(async () => {
      rerender(montar(4));
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Alterar Senha' })).toBeTruthy();
    expect(importar).toHaveBeenCalledTimes(2);
  });

  it('um código que não chega (Wi-Fi morto) vira falha de carga no tempo-limite, não um progresso sem fim', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Tela = telaSobDemanda(() => new Promise<{ default: () => ReactNode }>(() => undefined));
    render(
      <Limite>
        <Suspense fallback={<p>carregando</p>}>
          <Tela />
        </Suspense>
      </Limite>,
    );
    expect(screen.getByText('carregando')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TEMPO_LIMITE_TELA_MS - 1));
    expect(screen.getByText('carregando')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(/falhou: A tela não carregou em 30 s/)).toBeTruthy();
    expect(ehFalhaDeCarga(Limite.ultimo)).toBe(true);
  });
});
