// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { ApiError, ErroDeConexao, MSG_SEM_CONEXAO } from './api';
import { useAvisos } from './avisos';
import { erroDeCarga, mensagemDeErro, mostrarErroDoServidor, useAvisarErroDeCarga } from './formulario';

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

  it('sem conexão: avisa que não há conexão, não a mensagem da tela (ADR 010)', () => {
    renderHook(() =>
      useAvisarErroDeCarga({ isError: true, error: new ErroDeConexao('offline') }, 'Erro ao listar clientes'),
    );
    expect(mensagens()).toEqual([MSG_SEM_CONEXAO]);
  });
});

describe('erroDeCarga', () => {
  it('nada sem erro; a mensagem da tela para uma recusa ou 500; sem conexão quando não veio resposta', () => {
    expect(erroDeCarga({ isError: false, error: null }, 'Erro ao listar')).toBeNull();
    expect(erroDeCarga({ isError: true, error: new ApiError(500, 'x') }, 'Erro ao listar')).toBe(
      'Erro ao listar',
    );
    expect(erroDeCarga({ isError: true, error: new ErroDeConexao('rede') }, 'Erro ao listar')).toBe(
      MSG_SEM_CONEXAO,
    );
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

  it('sem conexão: a mensagem de sem conexão, não a da tela (ADR 010)', () => {
    expect(mensagemDeErro(new ErroDeConexao('offline'), 'Erro ao excluir cliente')).toBe(MSG_SEM_CONEXAO);
    expect(mensagemDeErro(new ErroDeConexao('tempo'), 'Erro ao excluir cliente')).toBe(MSG_SEM_CONEXAO);
  });
});

describe('mostrarErroDoServidor', () => {
  beforeEach(() => useAvisos.setState({ avisos: [] }));

  it('sem conexão: avisa na hora que não há conexão e não marca campo nenhum', () => {
    const setError = vi.fn();
    mostrarErroDoServidor(new ErroDeConexao('offline'), setError, 'Erro ao salvar dados');
    expect(useAvisos.getState().avisos).toMatchObject([{ mensagem: MSG_SEM_CONEXAO, tipo: 'error' }]);
    expect(setError).not.toHaveBeenCalled();
  });

  it('recusa do servidor: erros por campo e a mensagem dele', () => {
    const setError = vi.fn();
    mostrarErroDoServidor(new ApiError(400, 'Dados inválidos', { nome: 'Obrigatório' }), setError, 'x');
    expect(setError).toHaveBeenCalledWith('nome', { type: 'server', message: 'Obrigatório' });
    expect(useAvisos.getState().avisos).toMatchObject([{ mensagem: 'Dados inválidos', tipo: 'error' }]);
  });
});
