import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from './errors.js';
import { MSG_IMAGEM, decodificarDataUrl, processarDataUrl, reencodarComoJpeg } from './imagens.js';
import { dataUrl, pngDeTeste } from '../test/midias.js';

const OPCOES = { maxBytes: 1024 * 1024, larguraMaxima: 2048, campo: 'logo' };

/** The AppError a call rejects with. */
async function erroDe(p: Promise<unknown> | (() => unknown)): Promise<AppError> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('deveria ter recusado');
}

describe('decodificarDataUrl', () => {
  it('decodifica o base64 e devolve o tipo declarado', () => {
    const r = decodificarDataUrl(dataUrl('image/PNG', Buffer.from('abc')), OPCOES);
    expect(r.mime).toBe('image/png');
    expect(r.conteudo.toString()).toBe('abc');
  });

  it('recusa o que não é data URL, com a mensagem no campo', async () => {
    const e = await erroDe(() => decodificarDataUrl('https://exemplo.com/logo.png', OPCOES));
    expect(e.httpStatus).toBe(400);
    expect(e.errors).toEqual({ logo: MSG_IMAGEM.dataUrl });
  });

  it('recusa um tipo que não é imagem', async () => {
    const e = await erroDe(() => decodificarDataUrl(dataUrl('text/plain', Buffer.from('oi')), OPCOES));
    expect(e.errors).toEqual({ logo: MSG_IMAGEM.formato });
  });

  it('recusa base64 malformado', async () => {
    const e = await erroDe(() => decodificarDataUrl('data:image/png;base64,@@@###', OPCOES));
    expect(e.errors).toEqual({ logo: MSG_IMAGEM.formato });
  });

  it('recusa mais bytes que o limite sem decodificar', async () => {
    const grande = dataUrl('image/png', Buffer.alloc(OPCOES.maxBytes + 10));
    const e = await erroDe(() => decodificarDataUrl(grande, OPCOES));
    expect(e.errors).toEqual({ logo: MSG_IMAGEM.tamanho(1) });
  });
});

describe('reencodarComoJpeg', () => {
  it('um PNG largo vira JPEG de 2048 px de largura, na proporção, sem metadados', async () => {
    const png = await pngDeTeste(3000, 1500);
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const r = await reencodarComoJpeg(png, OPCOES);
    const meta = await sharp(r.conteudo).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([2048, 1024]);
    expect([r.largura, r.altura]).toEqual([2048, 1024]);
    expect(meta.exif).toBeUndefined();
    expect(r.mime).toBe('image/jpeg');
    expect(r.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uma imagem menor não é ampliada', async () => {
    const r = await reencodarComoJpeg(await pngDeTeste(300, 200), OPCOES);
    expect([r.largura, r.altura]).toEqual([300, 200]);
  });

  it('recusa bytes que não são imagem e o SVG', async () => {
    const lixo = await erroDe(reencodarComoJpeg(Buffer.from('não sou imagem'), OPCOES));
    expect(lixo.errors).toEqual({ logo: MSG_IMAGEM.formato });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await erroDe(reencodarComoJpeg(svg, OPCOES))).errors).toEqual({ logo: MSG_IMAGEM.formato });
  });

  it('recusa uma imagem truncada', async () => {
    const png = await pngDeTeste(400, 400);
    const e = await erroDe(reencodarComoJpeg(png.subarray(0, 200), OPCOES));
    expect(e.httpStatus).toBe(400);
  });
});

describe('processarDataUrl', () => {
  it('faz o caminho inteiro de um data URL', async () => {
    const r = await processarDataUrl(dataUrl('image/png', await pngDeTeste(100, 50)), OPCOES);
    expect([r.largura, r.altura]).toEqual([100, 50]);
  });
});
