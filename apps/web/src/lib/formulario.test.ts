// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { ApiError } from './api';
import { useAvisos } from './avisos';
import { mensagemDeErro, useAvisarErroDeCarga } from './formulario';

const mensagens = () => useAvisos.getState().avisos.map((a) => a.mensagem);

describe('useAvisarErroDeCarga', () => {
  beforeEach(() => useAvisos.setState({ avisos: [] }));
  afterEach(cleanup);

  it('avisa a mensagem da tela uma vez por erro', () => {
    const erro = new ApiError(500, 'falhou');
    const { rerender } = renderHook(
      ({ consulta }) => useAvisarErroDeCarga(consulta, 'Erro ao listar clientes'),
      { initialProps: { consulta: { isError: true, error: erro } } },
    );
    rerender({ consulta: { isError: true, error: erro } });
    expect(mensagens()).toEqual(['Erro ao listar clientes']);
  });

  it('não avisa sem erro nem depois de um 401 (a sessão expirada já foi dita)', () => {
    renderHook(() => useAvisarErroDeCarga({ isError: false, error: null }, 'Erro ao listar clientes'));
    renderHook(() =>
      useAvisarErroDeCarga({ isError: true, error: new ApiError(401, 'expirou') }, 'Erro ao listar clientes'),
    );
    expect(mensagens()).toEqual([]);
  });
});

describe('mensagemDeErro', () => {
  it('a do servidor quando ele explica; a da tela para 500 e rede; nada para 401', () => {
    expect(mensagemDeErro(new ApiError(409, 'Cliente tem pedidos'), 'Erro ao excluir cliente')).toBe(
      'Cliente tem pedidos',
    );
    expect(mensagemDeErro(new ApiError(500, 'x'), 'Erro ao excluir cliente')).toBe('Erro ao excluir cliente');
    expect(mensagemDeErro(new ApiError(0, 'x'), 'Erro ao excluir cliente')).toBe('Erro ao excluir cliente');
    expect(mensagemDeErro(new Error('x'), 'Erro ao excluir cliente')).toBe('Erro ao excluir cliente');
    expect(mensagemDeErro(new ApiError(401, 'x'), 'Erro ao excluir cliente')).toBeNull();
  });
});
