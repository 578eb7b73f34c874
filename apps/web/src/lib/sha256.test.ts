import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('sha256Hex (the order hash without Web Crypto, spec D11)', () => {
  it('the FIPS 180-4 vectors', () => {
    expect(sha256Hex(bytes(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex(bytes('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(bytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('equals Web Crypto on every length around the block edges and on accented text', async () => {
    for (let n = 0; n < 200; n++) {
      const dados = bytes('ação·'.repeat(n).slice(0, n));
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', dados));
      const esperado = Array.from(digest, (x) => x.toString(16).padStart(2, '0')).join('');
      expect(sha256Hex(dados)).toBe(esperado);
    }
  });
});
