// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { apagar, chaves, fecharBanco, gravar, ler, limpar, todos } from './banco-local';

afterEach(async () => {
  await limpar('leituras');
  await limpar('pedidos');
  await fecharBanco();
});

describe('banco-local (IndexedDB do aparelho)', () => {
  it('grava, lê, lista e apaga por chave', async () => {
    await gravar('leituras', { a: 1 }, 'u1:/api/categorias');
    await gravar('leituras', { b: 2 }, 'u1:/api/cores');
    expect(await ler('leituras', 'u1:/api/categorias')).toEqual({ a: 1 });
    expect(await chaves('leituras')).toEqual(['u1:/api/categorias', 'u1:/api/cores']);
    await apagar('leituras', 'u1:/api/categorias');
    expect(await ler('leituras', 'u1:/api/categorias')).toBeUndefined();
    expect(await todos('leituras')).toEqual([{ b: 2 }]);
  });

  it('pedidos têm o uuid como chave; gravar de novo substitui', async () => {
    await gravar('pedidos', { uuid: 'x', n: 1 });
    await gravar('pedidos', { uuid: 'x', n: 2 });
    expect(await todos('pedidos')).toEqual([{ uuid: 'x', n: 2 }]);
  });

  it('sobrevive a fechar e abrir de novo (o que uma recarga de página faz)', async () => {
    await gravar('pedidos', { uuid: 'y' });
    await fecharBanco();
    expect(await ler('pedidos', 'y')).toEqual({ uuid: 'y' });
  });
});
