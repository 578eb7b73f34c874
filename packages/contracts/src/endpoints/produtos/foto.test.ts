import { describe, expect, it } from 'vitest';
import { chaveDaVariante, fotoDaChave } from './foto.js';

describe('fotos de produto em várias larguras (issue 12 §9)', () => {
  it('deriva a chave de cada largura e formato da chave do JPEG de 2048 px', () => {
    expect(chaveDaVariante('produtos/12/ab12cd34ef56ab78-2048.jpg', 320, 'webp')).toBe(
      'produtos/12/ab12cd34ef56ab78-320.webp',
    );
    expect(chaveDaVariante('produtos/12/logo.jpg', 320, 'webp')).toBeNull();
  });

  it('responde url de 640 px, srcset WebP e JPEG e a grande', () => {
    const f = fotoDaChave(7, 'produtos/3/0011223344556677-2048.jpg');
    expect(f.url).toBe('/arquivos/produtos/3/0011223344556677-640.jpg');
    expect(f.grande).toBe('/arquivos/produtos/3/0011223344556677-2048.jpg');
    expect(f.webp.split(', ')).toEqual([
      '/arquivos/produtos/3/0011223344556677-320.webp 320w',
      '/arquivos/produtos/3/0011223344556677-640.webp 640w',
      '/arquivos/produtos/3/0011223344556677-1280.webp 1280w',
      '/arquivos/produtos/3/0011223344556677-2048.webp 2048w',
    ]);
    expect(f.jpeg).toContain('-1280.jpg 1280w');
  });
});
