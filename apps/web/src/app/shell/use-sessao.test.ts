// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsuarioLogado } from '@rodada/contracts';
import { chaves, fecharBanco, limpar } from '../../lib/banco-local';
import { guardarLeitura } from '../../lib/cache-leituras';
import { useEstadoLocal } from '../../lib/estado-local';
import { sair } from './use-sessao';

const USUARIO = {
  id: 7,
  tipo: 'representante',
  nome: 'Rep',
  email: 'rep@teste.com',
  verificado: true,
  trocar_senha: false,
} as UsuarioLogado;

afterEach(async () => {
  vi.unstubAllGlobals();
  await limpar('leituras');
  await fecharBanco();
});

describe('sair (menu do usuário)', () => {
  it('apaga as leituras guardadas de quem saiu e deixa as dos outros', async () => {
    useEstadoLocal.setState({ usuario: USUARIO });
    await guardarLeitura('7', '/api/pedidos/clientes?rodada_id=1', { status: 1, clientes: [] });
    await guardarLeitura('8', '/api/pedidos/clientes?rodada_id=1', { status: 1, clientes: [] });
    await guardarLeitura('anon', '/api/categorias', { status: 1, categorias: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: 1, msg: 'ok' }), { status: 200 }))),
    );
    await sair();
    expect(useEstadoLocal.getState().usuario).toBeNull();
    await vi.waitFor(async () =>
      expect(await chaves('leituras')).toEqual([
        '8:/api/pedidos/clientes?rodada_id=1',
        'anon:/api/categorias',
      ]),
    );
  });
});
