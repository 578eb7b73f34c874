import { describe, expect, it } from 'vitest';
import { duracaoIsoBmff, identificarConteiner, resolucaoIsoBmff } from './videos.js';
import { mp4DeTeste, webmDeTeste } from '../test/midias.js';

describe('identificarConteiner', () => {
  it('reconhece MP4, QuickTime e WebM pelos números mágicos', () => {
    expect(identificarConteiner(mp4DeTeste(10))).toBe('isobmff');
    expect(identificarConteiner(mp4DeTeste(10, { marca: 'qt  ' }))).toBe('isobmff');
    expect(identificarConteiner(webmDeTeste())).toBe('webm');
  });

  it('recusa o resto (texto, PNG, Matroska que não é WebM)', () => {
    expect(identificarConteiner(Buffer.from('isto não é um vídeo de verdade'))).toBeNull();
    expect(identificarConteiner(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeNull();
    const mkv = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      Buffer.from('matroska'),
      Buffer.alloc(64),
    ]);
    expect(identificarConteiner(mkv)).toBeNull();
    expect(identificarConteiner(Buffer.alloc(0))).toBeNull();
  });
});

describe('duracaoIsoBmff', () => {
  it('lê a duração do cabeçalho do filme (versões 0 e 1)', () => {
    expect(duracaoIsoBmff(mp4DeTeste(42.5))).toBeCloseTo(42.5);
    expect(duracaoIsoBmff(mp4DeTeste(90, { versao: 1 }))).toBeCloseTo(90);
  });

  it('null quando não há cabeçalho legível (truncado, duração zero, outro formato)', () => {
    const mp4 = mp4DeTeste(30);
    expect(duracaoIsoBmff(mp4.subarray(0, mp4.length - 20))).toBeNull();
    expect(duracaoIsoBmff(mp4DeTeste(0))).toBeNull();
    expect(duracaoIsoBmff(webmDeTeste())).toBeNull();
  });
});

describe('resolucaoIsoBmff', () => {
  it('lê largura e altura da faixa de vídeo (pula a de áudio), retrato e paisagem', () => {
    expect(resolucaoIsoBmff(mp4DeTeste(10, { resolucao: [1280, 720] }))).toEqual({
      largura: 1280,
      altura: 720,
    });
    expect(resolucaoIsoBmff(mp4DeTeste(10, { resolucao: [720, 1280] }))).toEqual({
      largura: 720,
      altura: 1280,
    });
  });

  it('null sem faixa legível', () => {
    expect(resolucaoIsoBmff(mp4DeTeste(10))).toBeNull();
    expect(resolucaoIsoBmff(webmDeTeste())).toBeNull();
  });
});
