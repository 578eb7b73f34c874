// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint, pedidos, produtos, z, type UsuarioLogado } from '@rodada/contracts';
import { ApiError, chamar, ErroDeConexao } from './api';
import { chaves, fecharBanco, limpar } from './banco-local';
import {
  apagarLeiturasDe,
  chaveDaLeitura,
  guardarLeitura,
  leiturasDoCaminho,
  lerLeitura,
  urlNormalizada,
} from './cache-leituras';
import { useEstadoLocal } from './estado-local';

const categorias = produtos.listarCategorias;
const buscar = produtos.buscarProdutos;
/** A GET that is not in the spec's list: never kept. */
const naoGuardada = endpoint({
  method: 'GET',
  path: '/api/teste/lista',
  summary: 'teste',
  tag: 'Teste',
  roles: ['cliente'],
  response: z.object({ itens: z.array(z.number()) }),
});

const json = (status: number, corpo: object) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const usuario = (id: number): UsuarioLogado => ({
  id,
  tipo: 'fornecedor',
  nome: `Usuário ${id}`,
  email: `u${id}@teste.com`,
  verificado: true,
  trocar_senha: false,
  cliente_id: null,
  cliente_nome: null,
  fornecedor_id: id,
  fornecedor_nome: `Fornecedor ${id}`,
  representante_id: null,
  representante_nome: null,
  administrador_id: null,
  administrador_nome: null,
  master_nome: null,
});

const CATEGORIAS = { status: 1, categorias: [{ id: 1, nome: 'Vestidos' }] };

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useEstadoLocal.setState({ usuario: null });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await limpar('leituras');
  await limpar('pedidos');
  await fecharBanco();
});

/** Waits for the background write of `chamar` to land. */
async function guardada(dono: string, url: string) {
  await vi.waitFor(async () => expect(await lerLeitura(dono, url)).toBeDefined());
}

/** Calls online with `resposta`, then waits for the copy. */
async function chamarOnline(dono: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(json(200, CATEGORIAS))),
  );
  expect(await chamar(categorias)).toEqual(CATEGORIAS);
  await guardada(dono, '/api/categorias');
}

describe('chamar com a cópia do aparelho (spec 1 §7 "Offline behaviour of calls")', () => {
  it('guarda a resposta e, com o aparelho offline, responde dela sem ir à rede', async () => {
    await chamarOnline('anon');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    online = false;
    expect(await chamar(categorias)).toEqual(CATEGORIAS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('os pedidos vistos online (lista e um pedido aberto) também respondem da cópia offline', async () => {
    useEstadoLocal.setState({ usuario: usuario(7) });
    const LISTA = { status: 1, pedidos: { data: [{ id: 9 }] } };
    const PEDIDO = { status: 1, pedido: { id: 9 } };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(json(200, url.includes('/editar') ? PEDIDO : LISTA))),
    );
    await chamar(pedidos.listarPedidos, { query: { rodada_id: 3, page: 1 } });
    await chamar(pedidos.editarPedido, { params: { id: '9' } });
    // The copy is written in the background: wait for it.
    await vi.waitFor(async () => expect(await chaves('leituras')).toHaveLength(2));
    online = false;
    expect(await chamar(pedidos.listarPedidos, { query: { page: 1, rodada_id: 3 } })).toEqual(LISTA);
    expect(await chamar(pedidos.editarPedido, { params: { id: '9' } })).toEqual(PEDIDO);
    // The sync engine's look-up is the server's word only.
    await expect(chamar(pedidos.editarPedido, { params: { id: '9' }, soRede: true })).rejects.toBeInstanceOf(
      ErroDeConexao,
    );
  });

  it('rede que cai (fetch rejeita) e gateway sem o nosso envelope também respondem da cópia', async () => {
    await chamarOnline('anon');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await chamar(categorias)).toEqual(CATEGORIAS);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 }))),
    );
    expect(await chamar(categorias)).toEqual(CATEGORIAS);
  });

  it('sem cópia: o ErroDeConexao de sempre', async () => {
    online = false;
    const erro = await chamar(categorias).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroDeConexao);
  });

  it('resposta HTTP de erro passa inalterada, nunca vem da cópia', async () => {
    await chamarOnline('anon');
    for (const status of [400, 404, 500, 503]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(json(status, { status: 2, msg: `Falhou ${status}` }))),
      );
      const erro = await chamar(categorias).catch((e: unknown) => e);
      expect(erro).toBeInstanceOf(ApiError);
      expect(erro).not.toBeInstanceOf(ErroDeConexao);
      expect(erro).toMatchObject({ httpStatus: status, msg: `Falhou ${status}` });
    }
    // The copy is still the last success.
    expect(await lerLeitura('anon', '/api/categorias')).toEqual(CATEGORIAS);
  });

  it('outras chamadas: nada guardado, offline recusam', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, { status: 1, itens: [1] }))),
    );
    await chamar(naoGuardada);
    await new Promise((r) => setTimeout(r, 50));
    expect(await chaves('leituras')).toEqual([]);
    online = false;
    expect(await chamar(naoGuardada).catch((e: unknown) => e)).toBeInstanceOf(ErroDeConexao);
  });

  it('soRede (a pré-carga): sem resposta é erro, mesmo com cópia', async () => {
    await chamarOnline('anon');
    online = false;
    const erro = await chamar(categorias, { soRede: true }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroDeConexao);
  });

  it('a chave é do usuário: outro login no tablet não lê a cópia de quem entrou antes', async () => {
    useEstadoLocal.setState({ usuario: usuario(7) });
    await chamarOnline('7');
    expect(await chaves('leituras')).toEqual(['7:/api/categorias']);
    online = false;
    useEstadoLocal.setState({ usuario: usuario(8) });
    expect(await chamar(categorias).catch((e: unknown) => e)).toBeInstanceOf(ErroDeConexao);
    useEstadoLocal.setState({ usuario: null });
    expect(await chamar(categorias).catch((e: unknown) => e)).toBeInstanceOf(ErroDeConexao);
    useEstadoLocal.setState({ usuario: usuario(7) });
    expect(await chamar(categorias)).toEqual(CATEGORIAS);
  });

  it('a resposta que chega depois de o usuário sair não é guardada', async () => {
    useEstadoLocal.setState({ usuario: usuario(7) });
    let responder: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (responder = r))),
    );
    const chamada = chamar(categorias);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    useEstadoLocal.setState({ usuario: null });
    responder(json(200, CATEGORIAS));
    expect(await chamada).toEqual(CATEGORIAS);
    await new Promise((r) => setTimeout(r, 50));
    expect(await chaves('leituras')).toEqual([]);
  });

  it('a mesma busca com a query em outra ordem é a mesma cópia', async () => {
    const resposta = { status: 1, produtos: { data: [], current_page: 2, last_page: 2, total: 0 } };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, resposta))),
    );
    await chamar(buscar, { query: { page: 2, paginacao: 18, busca: 'saia' } });
    await guardada('anon', '/api/produtos/buscar?busca=saia&page=2&paginacao=18');
    online = false;
    expect(await chamar(buscar, { query: { busca: 'saia', paginacao: 18, page: 2 } })).toEqual(resposta);
    expect(
      await chamar(buscar, { query: { busca: 'vestido', paginacao: 18, page: 2 } }).catch((e: unknown) => e),
    ).toBeInstanceOf(ErroDeConexao);
  });
});

describe('cache-leituras', () => {
  it('urlNormalizada ordena a query; chaveDaLeitura prefixa o dono', () => {
    expect(urlNormalizada('/api/x?b=2&a=1')).toBe('/api/x?a=1&b=2');
    expect(urlNormalizada('/api/x')).toBe('/api/x');
    expect(chaveDaLeitura('7', '/api/x?b=2&a=1')).toBe('7:/api/x?a=1&b=2');
  });

  it('teto: passando do limite, as mais velhas saem', async () => {
    for (let i = 1; i <= 5; i += 1) {
      await guardarLeitura('7', `/api/cores?n=${i}`, { n: i }, { agora: 1000 + i, teto: 3 });
    }
    expect(await chaves('leituras')).toEqual(['7:/api/cores?n=3', '7:/api/cores?n=4', '7:/api/cores?n=5']);
    // Writing an old one again makes it the newest.
    await guardarLeitura('7', '/api/cores?n=3', { n: 3 }, { agora: 2000, teto: 3 });
    await guardarLeitura('7', '/api/cores?n=6', { n: 6 }, { agora: 2001, teto: 3 });
    expect(await chaves('leituras')).toEqual(['7:/api/cores?n=3', '7:/api/cores?n=5', '7:/api/cores?n=6']);
  });

  it('apagarLeiturasDe apaga só as do usuário (7 não leva 70 nem anon)', async () => {
    await guardarLeitura('7', '/api/cores', 1);
    await guardarLeitura('7', '/api/tamanhos?x=1', 2);
    await guardarLeitura('70', '/api/cores', 3);
    await guardarLeitura('anon', '/api/categorias', 4);
    await apagarLeiturasDe('7');
    expect(await chaves('leituras')).toEqual(['70:/api/cores', 'anon:/api/categorias']);
  });

  it('leiturasDoCaminho: as respostas de um caminho com qualquer query, só desse caminho e dono', async () => {
    await guardarLeitura('7', '/api/pedidos/produtos?page=1', 'p1');
    await guardarLeitura('7', '/api/pedidos/produtos?page=2&fornecedor_id=3', 'p2');
    await guardarLeitura('7', '/api/pedidos/produtos/codigo?codigo=A', 'codigo');
    await guardarLeitura('8', '/api/pedidos/produtos?page=1', 'outro');
    const achadas = await leiturasDoCaminho('7', '/api/pedidos/produtos');
    expect(achadas.map((l) => [l.resposta, l.query.get('page'), l.query.get('fornecedor_id')])).toEqual([
      ['p2', '2', '3'],
      ['p1', '1', null],
    ]);
  });

  it('um banco da versão 1 (sem o índice) ganha o índice e guarda o que tinha', async () => {
    await fecharBanco();
    await new Promise<void>((resolve, reject) => {
      const apagar = indexedDB.deleteDatabase('rodada');
      apagar.onsuccess = () => resolve();
      apagar.onerror = () => reject(new Error('apagar'));
    });
    await new Promise<void>((resolve, reject) => {
      const v1 = indexedDB.open('rodada', 1);
      v1.onupgradeneeded = () => {
        const db = v1.result;
        db.createObjectStore('leituras').put(
          { dono: '7', url: '/api/cores', gravada_em: 1, resposta: 'velha' },
          '7:/api/cores',
        );
        db.createObjectStore('pedidos', { keyPath: 'uuid' }).put({ uuid: 'u1' });
        db.createObjectStore('meta');
      };
      v1.onsuccess = () => {
        v1.result.close();
        resolve();
      };
      v1.onerror = () => reject(new Error('v1'));
    });
    await guardarLeitura('7', '/api/tamanhos', 'nova', { agora: 2, teto: 1 });
    // The cap used the new index: the older answer went.
    expect(await chaves('leituras')).toEqual(['7:/api/tamanhos']);
    expect(await chaves('pedidos')).toEqual(['u1']);
  });

  it('a data do servidor guardada ontem lê como o hoje do aparelho (São Paulo); nunca volta no tempo', async () => {
    await guardarLeitura('7', '/api/pedidos/data', { status: 1, data_atual: '2026-11-25' });
    // 2026-11-26 12:00 UTC is 09:00 in São Paulo.
    expect(await lerLeitura('7', '/api/pedidos/data', new Date('2026-11-26T12:00:00Z'))).toEqual({
      status: 1,
      data_atual: '2026-11-26',
    });
    // 02:00 UTC on the 26th is still the 25th in São Paulo.
    expect(await lerLeitura('7', '/api/pedidos/data', new Date('2026-11-26T02:00:00Z'))).toEqual({
      status: 1,
      data_atual: '2026-11-25',
    });
    // A device clock behind the server's keeps the server's date.
    expect(await lerLeitura('7', '/api/pedidos/data', new Date('2026-11-20T12:00:00Z'))).toEqual({
      status: 1,
      data_atual: '2026-11-25',
    });
  });
});
