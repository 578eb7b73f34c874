// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { UsuarioLogado } from '@rodada/contracts';
import { useEstadoLocal } from '../../../lib/estado-local';
import { pedidoVazio } from './estado';
import { ESPERA_RASCUNHO_MS, useRascunho } from './use-rascunho';

afterEach(() => {
  vi.useRealTimers();
  useEstadoLocal.setState({ usuario: null, pedido: null });
});

describe('useRascunho', () => {
  it('depois de limpar (pedido salvo), uma gravação ainda esperando não traz o rascunho de volta', () => {
    vi.useFakeTimers();
    useEstadoLocal.setState({ usuario: { id: 5, tipo: 'fornecedor' } as UsuarioLogado, pedido: null });
    const form = { ...pedidoVazio('u-1', null), prazo: '30' };
    const { result } = renderHook(() => useRascunho(form, true));
    act(() => {
      result.current.limpar();
    });
    act(() => {
      vi.advanceTimersByTime(ESPERA_RASCUNHO_MS + 1);
    });
    expect(useEstadoLocal.getState().pedido).toBeNull();
  });

  it('sem limpar, o formulário diferente do vazio vira rascunho depois da pausa', () => {
    vi.useFakeTimers();
    useEstadoLocal.setState({ usuario: { id: 5, tipo: 'fornecedor' } as UsuarioLogado, pedido: null });
    const form = { ...pedidoVazio('u-1', null), prazo: '30' };
    renderHook(() => useRascunho(form, true));
    act(() => {
      vi.advanceTimersByTime(ESPERA_RASCUNHO_MS + 1);
    });
    expect(useEstadoLocal.getState().pedido).toMatchObject({ usuario_id: 5, form: { prazo: '30' } });
  });
});
