import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MSG_PRODUTOS as MSG, produtos as contrato } from '@rodada/contracts';
import { arquivos, auditoria, categorias, produtos } from '../../db/schema/index.js';
import { chamadorJson, criarUsuarioLogado } from '../../test/fabricas.js';
import { dataUrl, mp4DeTeste, pngDeTeste, webmDeTeste } from '../../test/midias.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { VIDA_PENDENTE_MS } from './midias.service.js';

// The product gallery (spec 3 §2 "Product gallery", §5 "Gallery", §8 "Video dialogs", decision 7,
// ADR 005): who may, the upload checks, the save's order and removals, and the cached files.

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
const tk: Record<'f1' | 'f2' | 'master' | 'cliente' | 'rep', string> = {
  f1: '',
  f2: '',
  master: '',
  cliente: '',
  rep: '',
};
/** Products of f1 (p1, pAprovado) and of f2 (p2). */
let p1 = 0;
let pAprovado = 0;
let p2 = 0;

const url = (id: number, resto = '') => `/api/produtos/${id}/midia${resto}`;

/** A 2048 px wide JPEG data URL of a colour (different colours: different files). */
async function fotoDeTeste(cor: string, largura = 2048, altura = 2730): Promise<string> {
  const jpg = await sharp({ create: { width: largura, height: altura, channels: 3, background: cor } })
    .jpeg({ quality: 70 })
    .withExif({ IFD0: { Artist: 'Fulano' } })
    .toBuffer();
  return dataUrl('image/jpeg', jpg);
}

function enviarVideo(token: string, produtoId: number, conteudo: Buffer, tipo = 'video/mp4') {
  return t.app.inject({
    method: 'POST',
    url: url(produtoId, '/video'),
    headers: { ...bearer(token), 'content-type': tipo, 'x-nome-arquivo': encodeURIComponent('desfile.mp4') },
    payload: conteudo,
  });
}

async function enviarFoto(token: string, produtoId: number, foto: string) {
  return chamar('POST', url(produtoId, '/fotos'), token, { foto });
}

async function criarProduto(fornecedorId: number, codigo: string, status = 0): Promise<number> {
  const [cat] = await t.deps.db.select().from(categorias).limit(1);
  const categoriaId =
    cat?.id ??
    (await t.deps.db.insert(categorias).values({ nome: 'Vestidos' }).returning({ id: categorias.id }))[0]!.id;
  const [p] = await t.deps.db
    .insert(produtos)
    .values({
      fornecedor_id: fornecedorId,
      codigo,
      descricao: `Produto ${codigo}`,
      valor: '99.90',
      categoria_id: categoriaId,
      status,
    })
    .returning({ id: produtos.id });
  return p!.id;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  const f1 = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'f1@midia.test' });
  const f2 = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'f2@midia.test' });
  tk.f1 = f1.token;
  tk.f2 = f2.token;
  tk.cliente = (await criarUsuarioLogado(t, { tipo: 'cliente', email: 'c@midia.test' })).token;
  tk.rep = (await criarUsuarioLogado(t, { tipo: 'representante', email: 'r@midia.test' })).token;
  await criarUsuario(t.deps, { tipo: 'master', email: 'm@midia.test' });
  tk.master = await entrar(t.app, 'm@midia.test');
  p1 = await criarProduto(f1.id, 'P1');
  pAprovado = await criarProduto(f1.id, 'P1-OK', 1);
  p2 = await criarProduto(f2.id, 'P2');
}, 60_000);
afterAll(async () => {
  await t.fechar();
});

describe('quem pode (POLITICAS.produto.editar)', () => {
  it('sem sessão: 401', async () => {
    expect((await chamar('GET', url(p1))).statusCode).toBe(401);
    expect((await chamar('POST', url(p1, '/salvar'), undefined, { fotos: [], video: null })).statusCode).toBe(
      401,
    );
  });

  it.each(['cliente', 'rep'] as const)('%s: 403', async (quem) => {
    expect((await chamar('GET', url(p1), tk[quem])).statusCode).toBe(403);
    expect((await enviarFoto(tk[quem], p1, await fotoDeTeste('#aa0000', 64, 64))).statusCode).toBe(403);
  });

  it('produto de outro fornecedor: 404 o que ele não vê; 403 o aprovado, que ele vê na loja', async () => {
    expect((await chamar('GET', url(p2), tk.f1)).statusCode).toBe(404);
    expect((await chamar('GET', url(pAprovado), tk.f2)).statusCode).toBe(403);
    expect((await chamar('POST', url(p2, '/salvar'), tk.f1, { fotos: [], video: null })).statusCode).toBe(
      404,
    );
    expect((await enviarFoto(tk.f1, p2, await fotoDeTeste('#aa0000', 64, 64))).statusCode).toBe(404);
    expect((await enviarVideo(tk.f1, p2, mp4DeTeste(10))).statusCode).toBe(404);
  });

  it('produto inexistente: 404', async () => {
    expect((await chamar('GET', url(999_999), tk.master)).statusCode).toBe(404);
  });

  it('o dono lê a galeria vazia, com acoes', async () => {
    const r = await chamar('GET', url(p1), tk.f1);
    expect(r.statusCode).toBe(200);
    expect(r.json().midia).toMatchObject({
      id: p1,
      codigo: 'P1',
      descricao: 'Produto P1',
      fotos: [],
      video: null,
    });
    expect(r.json().midia.acoes.editar).toBe(true);
  });
});

describe('fotos', () => {
  it('uma foto é conferida, regravada sem metadados e guardada em 4 larguras, WebP e JPEG', async () => {
    const r = await enviarFoto(tk.f1, p1, await fotoDeTeste('#7b1e3a', 3000, 4000));
    expect(r.statusCode).toBe(200);
    const foto = r.json().foto;
    const m = new RegExp(`^/arquivos/produtos/${p1}/([0-9a-f]{16})-2048\\.jpg$`).exec(foto.grande);
    expect(m).not.toBeNull();
    const prefixo = `produtos/${p1}/${m![1]}`;
    for (const largura of contrato.LARGURAS_FOTO) {
      for (const formato of ['webp', 'jpeg'] as const) {
        const chave = `${prefixo}-${largura}.${formato === 'jpeg' ? 'jpg' : 'webp'}`;
        const meta = await sharp(await t.deps.storage.ler(chave)).metadata();
        expect(meta.format, chave).toBe(formato);
        expect(meta.width, chave).toBe(largura);
        expect(meta.exif, chave).toBeUndefined();
      }
    }
    expect(foto.webp).toContain(`/arquivos/${prefixo}-320.webp 320w`);
    // Registered once (the 2048 px JPEG), not yet in the gallery.
    const [a] = await t.deps.db.select().from(arquivos).where(eq(arquivos.id, foto.id));
    expect(a).toMatchObject({
      chave: `${prefixo}-2048.jpg`,
      mime: 'image/jpeg',
      largura: 2048,
      altura: 2731,
    });
    expect((await chamar('GET', url(p1), tk.f1)).json().midia.fotos).toEqual([]);
  });

  it('uma foto estreita não é ampliada', async () => {
    const r = await enviarFoto(tk.f1, p1, await fotoDeTeste('#123456', 500, 600));
    const chave = r.json().foto.grande.replace('/arquivos/', '');
    expect((await sharp(await t.deps.storage.ler(chave)).metadata()).width).toBe(500);
    expect(
      (await sharp(await t.deps.storage.ler(chave.replace('-2048.jpg', '-1280.webp'))).metadata()).width,
    ).toBe(500);
  });

  it('a mesma foto duas vezes é um arquivo só', async () => {
    const foto = await fotoDeTeste('#00aa00', 300, 400);
    const a = (await enviarFoto(tk.f1, p1, foto)).json().foto;
    const b = (await enviarFoto(tk.f1, p1, foto)).json().foto;
    expect(b.id).toBe(a.id);
  });

  it('texto disfarçado de imagem (data URL image/jpeg): 400 no campo foto', async () => {
    const r = await enviarFoto(tk.f1, p1, dataUrl('image/jpeg', Buffer.from('<script>alert(1)</script>')));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ foto: 'Envie uma imagem JPEG, PNG ou WebP.' });
  });

  it('SVG e data URL que não é imagem: 400', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await enviarFoto(tk.f1, p1, dataUrl('image/svg+xml', svg))).statusCode).toBe(400);
    expect((await enviarFoto(tk.f1, p1, dataUrl('text/html', Buffer.from('<p>oi</p>')))).statusCode).toBe(
      400,
    );
    expect((await enviarFoto(tk.f1, p1, 'não é data url')).statusCode).toBe(400);
  });

  it('PNG também serve (vira JPEG)', async () => {
    const r = await enviarFoto(tk.f1, p1, dataUrl('image/png', await pngDeTeste(400, 300)));
    expect(r.statusCode).toBe(200);
  });
});

describe('salvar: ordem, remoção, limites', () => {
  let ids: number[] = [];

  beforeAll(async () => {
    ids = [];
    for (const cor of ['#110000', '#220000', '#330000']) {
      ids.push((await enviarFoto(tk.f1, pAprovado, await fotoDeTeste(cor, 320, 400))).json().foto.id);
    }
  });

  it('fixa a ordem pedida e responde a galeria', async () => {
    const ordem = [ids[2]!, ids[0]!, ids[1]!];
    const r = await chamar('POST', url(pAprovado, '/salvar'), tk.f1, { fotos: ordem, video: null });
    expect(r.statusCode).toBe(200);
    expect(r.json().msg).toBe(MSG.midiaSalva);
    expect(r.json().midia.fotos.map((f: { id: number }) => f.id)).toEqual(ordem);
    const lida = (await chamar('GET', url(pAprovado), tk.f1)).json().midia;
    expect(lida.fotos.map((f: { id: number }) => f.id)).toEqual(ordem);
    const [aud] = await t.deps.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'salvar_midia'))
      .orderBy(sql`${auditoria.id} desc`)
      .limit(1);
    expect(aud?.entidade_id).toBe(String(pAprovado));
  });

  it('a foto que sai é apagada (linha e as 8 variantes)', async () => {
    const [a] = await t.deps.db.select().from(arquivos).where(eq(arquivos.id, ids[1]!));
    const prefixo = a!.chave.replace('-2048.jpg', '');
    const r = await chamar('POST', url(pAprovado, '/salvar'), tk.f1, {
      fotos: [ids[0]!, ids[2]!],
      video: null,
    });
    expect(r.statusCode).toBe(200);
    expect(await t.deps.db.select().from(arquivos).where(eq(arquivos.id, ids[1]!))).toEqual([]);
    for (const sufixo of ['-2048.jpg', '-320.webp', '-640.jpg', '-1280.webp']) {
      expect(await t.deps.storage.existe(`${prefixo}${sufixo}`), sufixo).toBe(false);
    }
    expect(await t.deps.storage.existe(`${prefixo.replace(/[0-9a-f]{16}$/, '')}`)).toBe(true);
  });

  it('11 fotos: 400 com a mensagem do limite', async () => {
    const onze = Array.from({ length: 11 }, (_, i) => i + 1);
    const r = await chamar('POST', url(pAprovado, '/salvar'), tk.f1, { fotos: onze, video: null });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.fotos).toBe(MSG.maximoFotos);
  });

  it('foto repetida: 400', async () => {
    const r = await chamar('POST', url(pAprovado, '/salvar'), tk.f1, {
      fotos: [ids[0]!, ids[0]!],
      video: null,
    });
    expect(r.statusCode).toBe(400);
  });

  it('foto de outro produto: 422 no campo, nada muda', async () => {
    const deOutro = (await enviarFoto(tk.f2, p2, await fotoDeTeste('#0000cc', 64, 64))).json().foto.id;
    const r = await chamar('POST', url(pAprovado, '/salvar'), tk.f1, {
      fotos: [ids[0]!, deOutro],
      video: null,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ 'fotos.1': MSG.fotoInexistente });
    const lida = (await chamar('GET', url(pAprovado), tk.f1)).json().midia;
    expect(lida.fotos.map((f: { id: number }) => f.id)).toEqual([ids[0], ids[2]]);
  });

  it('uma foto como vídeo: 422', async () => {
    const r = await chamar('POST', url(pAprovado, '/salvar'), tk.f1, { fotos: [], video: ids[0]! });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ video: MSG.videoInexistente });
  });

  it('o master edita a mídia de qualquer produto; envios largados há mais de um dia são apagados', async () => {
    const largada = (await enviarFoto(tk.f2, p2, await fotoDeTeste('#abcdef', 64, 64))).json().foto.id;
    const nova = (await enviarFoto(tk.master, p2, await fotoDeTeste('#fedcba', 64, 64))).json().foto.id;
    t.relogio.avancar(VIDA_PENDENTE_MS + 60_000);
    const r = await chamar('POST', url(p2, '/salvar'), tk.master, { fotos: [nova], video: null });
    expect(r.statusCode).toBe(200);
    expect(r.json().midia.fotos.map((f: { id: number }) => f.id)).toEqual([nova]);
    expect(r.json().midia.acoes.editar).toBe(true);
    expect(await t.deps.db.select().from(arquivos).where(eq(arquivos.id, largada))).toEqual([]);
  });

  it('20 envios esperando: o próximo é recusado com o limite', async () => {
    const [dono] = await t.deps.db.select().from(produtos).where(eq(produtos.id, p1));
    const pCheio = await criarProduto(dono!.fornecedor_id, 'CHEIO');
    for (let i = 0; i < 20; i++) {
      const r = await enviarFoto(
        tk.f1,
        pCheio,
        await fotoDeTeste(`#${(i * 12).toString(16).padStart(2, '0')}4080`, 16, 16),
      );
      expect(r.statusCode).toBe(200);
    }
    const r = await enviarFoto(tk.f1, pCheio, await fotoDeTeste('#ffffff', 16, 16));
    expect(r.statusCode).toBe(422);
    expect(r.json().msg).toBe(MSG.maximoFotos);
  }, 60_000);
});

describe('vídeo (decisão 7)', () => {
  it('um MP4 dentro dos limites é aceito, salvo e servido com cache imutável', async () => {
    const mp4 = mp4DeTeste(12.5, { resolucao: [720, 1280] });
    const r = await enviarVideo(tk.f1, p1, mp4);
    expect(r.statusCode).toBe(200);
    const video = r.json().video;
    expect(video).toMatchObject({
      mime: 'video/mp4',
      duracao: 12.5,
      largura: 720,
      altura: 1280,
      bytes: mp4.length,
    });
    expect(video.url).toMatch(new RegExp(`^/arquivos/produtos/${p1}/video-[0-9a-f]{16}\\.mp4$`));
    const s = await chamar('POST', url(p1, '/salvar'), tk.f1, { fotos: [], video: video.id });
    expect(s.statusCode).toBe(200);
    expect(s.json().midia.video.id).toBe(video.id);
    const servido = await t.app.inject({ url: video.url });
    expect(servido.statusCode).toBe(200);
    expect(servido.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Removing it deletes the file.
    await chamar('POST', url(p1, '/salvar'), tk.f1, { fotos: [], video: null });
    expect(await t.deps.storage.existe(video.url.replace('/arquivos/', ''))).toBe(false);
  });

  it('as fotos salvas também saem com cache imutável', async () => {
    const lida = (await chamar('GET', url(pAprovado), tk.f1)).json().midia;
    for (const u of [lida.fotos[0].url, lida.fotos[0].grande, lida.fotos[0].webp.split(' ')[0]]) {
      const r = await t.app.inject({ url: u });
      expect(r.statusCode, u).toBe(200);
      expect(r.headers['cache-control'], u).toBe('public, max-age=31536000, immutable');
    }
  });

  it('grande demais (mais de 5 242 880 bytes): 413 com o tamanho medido e o limite', async () => {
    const r = await enviarVideo(tk.f1, p1, mp4DeTeste(10, { bytes: 5_600_000 }));
    expect(r.statusCode).toBe(413);
    expect(r.json().msg).toBe(MSG.videoGrande('5.3'));
  });

  it.each([
    [4.2, MSG.videoCurto('4.2')],
    [31.6, MSG.videoLongo('31.6')],
  ])('%s s: 422 com a duração medida', async (s, msg) => {
    const r = await enviarVideo(tk.f1, p1, mp4DeTeste(s, { resolucao: [1280, 720] }));
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ msg, errors: { arquivo: msg } });
  });

  it('31 s (arredondamento) e 5 s passam', async () => {
    expect((await enviarVideo(tk.f1, p1, mp4DeTeste(31, { resolucao: [1280, 720] }))).statusCode).toBe(200);
    expect((await enviarVideo(tk.f1, p1, mp4DeTeste(5, { resolucao: [1280, 720] }))).statusCode).toBe(200);
  });

  it.each([
    [[320, 568], MSG.resolucaoBaixa('320x568')],
    [[600, 360], MSG.resolucaoBaixa('600x360')],
    [[1440, 2560], MSG.resolucaoAlta('1440x2560')],
    [[3840, 2160], MSG.resolucaoAlta('3840x2160')],
  ] as const)('%j: 422 com a resolução medida', async (res, msg) => {
    const r = await enviarVideo(tk.f1, p1, mp4DeTeste(10, { resolucao: [res[0], res[1]] }));
    expect(r.statusCode).toBe(422);
    expect(r.json().msg).toBe(msg);
  });

  it('retrato e paisagem nos limites passam', async () => {
    expect((await enviarVideo(tk.f1, p1, mp4DeTeste(10, { resolucao: [1080, 1920] }))).statusCode).toBe(200);
    expect((await enviarVideo(tk.f1, p1, mp4DeTeste(10, { resolucao: [640, 360] }))).statusCode).toBe(200);
  });

  it('tipo errado pelo conteúdo: 415; tipo não aceito: 415', async () => {
    expect((await enviarVideo(tk.f1, p1, Buffer.from('<html>não é vídeo</html>'))).statusCode).toBe(415);
    expect((await enviarVideo(tk.f1, p1, mp4DeTeste(10), 'text/html')).statusCode).toBe(415);
    expect((await enviarVideo(tk.f1, p1, webmDeTeste(), 'video/mp4')).statusCode).toBe(415);
  });

  it('WebM (sem duração legível no servidor) é aceito', async () => {
    const r = await enviarVideo(tk.f1, p1, webmDeTeste(), 'video/webm');
    expect(r.statusCode).toBe(200);
    expect(r.json().video).toMatchObject({ mime: 'video/webm', duracao: null, largura: null });
  });

  it('um vídeo novo substitui o envio anterior do mesmo usuário ainda não salvo', async () => {
    const a = (await enviarVideo(tk.f1, p1, mp4DeTeste(11, { resolucao: [1280, 720] }))).json().video;
    const b = (await enviarVideo(tk.f1, p1, mp4DeTeste(12, { resolucao: [1280, 720] }))).json().video;
    expect(await t.deps.db.select().from(arquivos).where(eq(arquivos.id, a.id))).toEqual([]);
    expect(await t.deps.storage.existe(b.url.replace('/arquivos/', ''))).toBe(true);
  });
});
