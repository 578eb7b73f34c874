import { describe, expect, it } from 'vitest';
import {
  CACHE_FOTOS,
  TETO_FOTOS,
  cachesAApagar,
  estrategiaPara,
  excedentes,
  nomeDaCasca,
  podeGuardarFoto,
  type PedidoDoNavegador,
} from './estrategia';

const ORIGEM = 'https://rodada.example';
const CASCA = new Set([
  '/index.html',
  '/assets/index-abc.js',
  '/manifest.webmanifest',
  '/icones/icone-192.png',
]);

const pedido = (caminho: string, extra: Partial<PedidoDoNavegador> = {}): PedidoDoNavegador => ({
  metodo: 'GET',
  url: caminho.startsWith('http') ? caminho : `${ORIGEM}${caminho}`,
  modo: 'no-cors',
  temRange: false,
  ...extra,
});
const decidir = (caminho: string, extra: Partial<PedidoDoNavegador> = {}) =>
  estrategiaPara(pedido(caminho, extra), ORIGEM, CASCA);

describe('estrategiaPara: what the service worker does with a request', () => {
  it('never touches the API, the login, the socket nor a write', () => {
    expect(decidir('/api/produtos?page=1', { modo: 'cors' })).toBeNull();
    expect(decidir('/api/health', { modo: 'navigate' })).toBeNull();
    expect(decidir('/api/docs', { modo: 'navigate' })).toBeNull();
    expect(decidir('/api', { modo: 'navigate' })).toBeNull();
    expect(decidir('/login', { modo: 'navigate' })).toBeNull();
    expect(decidir('/login', { metodo: 'POST', modo: 'cors' })).toBeNull();
    expect(decidir('/ws')).toBeNull();
    expect(decidir('/assets/index-abc.js', { metodo: 'POST' })).toBeNull();
    expect(decidir('/', { metodo: 'HEAD', modo: 'navigate' })).toBeNull();
  });

  it('answers page loads of the app with the shell, network first', () => {
    for (const rota of ['/', '/pedidos', '/pedidos/adicionar?offline=x', '/rodadas/3/stands', '/apiario'])
      expect(decidir(rota, { modo: 'navigate' }), rota).toBe('navegacao');
    // A file typed in the address bar is the server's.
    expect(decidir('/sw.js', { modo: 'navigate' })).toBeNull();
    expect(decidir('/arquivos/produtos/1/a-2048.jpg', { modo: 'navigate' })).toBeNull();
  });

  it("serves the build's files from the cache: the precached list and any /assets/ file", () => {
    expect(decidir('/assets/index-abc.js', { modo: 'cors' })).toBe('casca');
    expect(decidir('/assets/tela-velha-xyz.js', { modo: 'cors' })).toBe('casca');
    expect(decidir('/manifest.webmanifest')).toBe('casca');
    expect(decidir('/icones/icone-192.png')).toBe('casca');
    expect(decidir('/favicon.ico')).toBeNull();
    expect(decidir('/sw.js')).toBeNull();
  });

  it('caches only the images of the public storage areas', () => {
    expect(decidir('/arquivos/produtos/12/0123456789abcdef-640.webp')).toBe('foto');
    expect(decidir('/arquivos/produtos/12/0123456789abcdef-2048.jpg')).toBe('foto');
    expect(decidir('/arquivos/banners/3/abc-1280.jpg')).toBe('foto');
    expect(decidir('/arquivos/fornecedores/7/logo.png')).toBe('foto');
    expect(decidir('/arquivos/rodadas/2/logo.jpeg')).toBe('foto');
    // Private areas, videos (ranges), queries and other origins go to the network as they are.
    expect(decidir('/arquivos/clientes/1/documento.jpg')).toBeNull();
    expect(decidir('/arquivos/produtos/12/video-0123456789abcdef.mp4')).toBeNull();
    expect(decidir('/arquivos/produtos/12/a-640.webp', { temRange: true })).toBeNull();
    expect(decidir('/arquivos/produtos/12/a-640.webp?x=1')).toBeNull();
    expect(decidir('https://outro.example/arquivos/produtos/12/a-640.webp')).toBeNull();
    expect(decidir('https://outro.example/assets/index-abc.js')).toBeNull();
  });

  it('ignores a URL it cannot read', () => {
    expect(estrategiaPara(pedido('nada', { url: 'não é url' }), ORIGEM, CASCA)).toBeNull();
  });
});

describe('the caches', () => {
  it('an activated version deletes the other shells and keeps the photos', () => {
    const nomes = [nomeDaCasca('velha'), nomeDaCasca('nova'), CACHE_FOTOS, 'rodada-fotos-0', 'outro-app'];
    expect(cachesAApagar(nomes, 'nova')).toEqual([nomeDaCasca('velha'), 'rodada-fotos-0']);
    expect(cachesAApagar([nomeDaCasca('nova'), CACHE_FOTOS], 'nova')).toEqual([]);
  });

  it('stores a whole photo the server lets be stored', () => {
    expect(podeGuardarFoto(200, 'public, max-age=31536000, immutable')).toBe(true);
    expect(podeGuardarFoto(200, null)).toBe(true);
    expect(podeGuardarFoto(206, null)).toBe(false);
    expect(podeGuardarFoto(404, 'public')).toBe(false);
    expect(podeGuardarFoto(0, null)).toBe(false);
    expect(podeGuardarFoto(200, 'private, no-store')).toBe(false);
  });

  it(`keeps at most ${TETO_FOTOS} photos`, () => {
    expect(excedentes(0)).toBe(0);
    expect(excedentes(TETO_FOTOS)).toBe(0);
    expect(excedentes(TETO_FOTOS + 3)).toBe(3);
    expect(excedentes(5, 2)).toBe(3);
  });
});
