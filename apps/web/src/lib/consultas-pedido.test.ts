// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { pedidos } from '@rodada/contracts';
import { fecharBanco, limpar } from './banco-local';
import { guardarLeitura } from './cache-leituras';
import { clienteContem, clientesGuardados } from './consultas-pedido';

const cliente = (id: number, nome: string, extra: Partial<pedidos.ClienteDoPedido> = {}) =>
  ({
    id,
    nome,
    razao_social: `${nome} Ltda`,
    nome_fantasia: nome,
    cnpj: null,
    lojas: [],
    acoes: {},
    ...extra,
  }) as unknown as pedidos.ClienteDoPedido;

afterEach(async () => {
  await limpar('leituras');
  await fecharBanco();
});

describe('busca de clientes sem rede', () => {
  it('clienteContem: parte do nome, razão social ou fantasia (sem acentos, sem caixa) ou do CNPJ', () => {
    const c = cliente(1, 'Boutique São João', { cnpj: '12ABC34500019', nome_fantasia: 'Sanjo' });
    expect(clienteContem(c, 'sao jo')).toBe(true);
    expect(clienteContem(c, 'LTDA')).toBe(true);
    expect(clienteContem(c, 'sanj')).toBe(true);
    expect(clienteContem(c, '12.abc.345')).toBe(true);
    expect(clienteContem(c, 'maria')).toBe(false);
    expect(clienteContem(c, '999')).toBe(false);
  });

  it('une as listas guardadas da rodada, filtra pela busca e ordena pelo nome', async () => {
    await guardarLeitura('7', '/api/pedidos/clientes?rodada_id=4', {
      status: 1,
      clientes: [cliente(2, 'Casa Bela'), cliente(1, 'Ateliê Flor')],
    });
    // A search made online earlier adds its clients.
    await guardarLeitura('7', '/api/pedidos/clientes?busca=bel&rodada_id=4', {
      status: 1,
      clientes: [cliente(3, 'Bela Moda'), cliente(2, 'Casa Bela')],
    });
    // Another round, another user and one client by id stay out.
    await guardarLeitura('7', '/api/pedidos/clientes?rodada_id=5', {
      status: 1,
      clientes: [cliente(4, 'Bela Sul')],
    });
    await guardarLeitura('8', '/api/pedidos/clientes?rodada_id=4', {
      status: 1,
      clientes: [cliente(5, 'Belinha')],
    });
    await guardarLeitura('7', '/api/pedidos/clientes?id=6&rodada_id=4', {
      status: 1,
      clientes: [cliente(6, 'Bel')],
    });
    const achados = await clientesGuardados('7', 4, 'bel');
    expect(achados?.map((c) => c.id)).toEqual([3, 2]);
    expect((await clientesGuardados('7', 4, 'flor'))?.map((c) => c.id)).toEqual([1]);
  });

  it('nada guardado da rodada: null (a tela mostra o erro de conexão)', async () => {
    await guardarLeitura('7', '/api/pedidos/clientes?rodada_id=5', { status: 1, clientes: [] });
    expect(await clientesGuardados('7', 4, 'x')).toBeNull();
    expect(await clientesGuardados('7', null, 'x')).toBeNull();
  });
});
