import { beforeEach, describe, expect, it } from 'vitest';
import { avisar, duracaoDoAviso, useAvisos } from './avisos';

const fila = () => useAvisos.getState().avisos.map((a) => `${a.tipo}:${a.mensagem}`);

describe('fila de avisos (spec 1 §9)', () => {
  beforeEach(() => useAvisos.setState({ avisos: [] }));

  it('durações: info 5 s, erro 10 s, os outros 3 s', () => {
    expect([duracaoDoAviso('info'), duracaoDoAviso('error'), duracaoDoAviso('success')]).toEqual([
      5000, 10000, 3000,
    ]);
  });

  it('a mesma mensagem duas vezes seguidas aparece uma vez', () => {
    avisar('Erro ao carregar produtos', 'error');
    avisar('Erro ao carregar produtos', 'error');
    expect(fila()).toEqual(['error:Erro ao carregar produtos']);
  });

  it('um sucesso tira da fila os erros de tentativas anteriores', () => {
    avisar('Você precisa preencher pelo menos uma cor e um tamanho', 'error');
    avisar('Carregando', 'info');
    avisar('Produto salvo com sucesso');
    expect(fila()).toEqual(['info:Carregando', 'success:Produto salvo com sucesso']);
  });

  it('um erro não tira nada da fila', () => {
    avisar('Produto salvo com sucesso');
    avisar('Erro ao ativar produto', 'error');
    expect(fila()).toEqual(['success:Produto salvo com sucesso', 'error:Erro ao ativar produto']);
  });
});
