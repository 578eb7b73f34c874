// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAvisos } from '../../lib/avisos';
import { useEstadoLocal } from '../../lib/estado-local';
import { usuarioDe } from '../../test/renderizar-tela';
import { useContadores } from './use-contadores';

const MSG = 'Erro ao carregar as notificações';

function montar(resposta: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(resposta));
  const cliente = new QueryClient();
  const envolver = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={cliente}>{children}</QueryClientProvider>
  );
  renderHook(() => useContadores(), { wrapper: envolver });
  return cliente;
}

beforeEach(() => {
  useAvisos.setState({ avisos: [] });
  useEstadoLocal.setState({ usuario: usuarioDe('cliente'), rodada: null, offLine: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useContadores: a falha da contagem de notificações (spec 1 §8)', () => {
  it("um erro do servidor avisa 'Erro ao carregar as notificações'", async () => {
    montar(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 2, msg: 'falhou' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await waitFor(() => expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toContain(MSG));
  });

  it('sem conexão não avisa: o indicador da barra já diz que está offline', async () => {
    const cliente = montar(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() =>
      expect(cliente.getQueryState(['notificacoes', 'contagem', 101])?.status).toBe('error'),
    );
    expect(useAvisos.getState().avisos.map((a) => a.mensagem)).not.toContain(MSG);
  });
});
