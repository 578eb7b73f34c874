import { describe, expect, it } from 'vitest';
import { quebrarNome } from './quebrar-nome';

describe('quebrarNome (spec 1 §2.10: duas linhas a cerca de 9 caracteres)', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['SEBRAE', ['SEBRAE']],
    ['NOVE CHAR', ['NOVE CHAR']],
    ['CONFECÇÕES MARIA', ['CONFECÇÕES', 'MARIA']],
    ['CAFÉ DA COLÔNIA', ['CAFÉ DA', 'COLÔNIA']],
    ['MODA BELLA VISTA', ['MODA BELLA', 'VISTA']],
    ['  FLOR   DE LIS  ', ['FLOR', 'DE LIS']],
    ['SICREDI SERRA', ['SICREDI', 'SERRA']],
    // A single long word is cut at 9.
    ['ABCDEFGHIJKLMNOPQR', ['ABCDEFGHI', 'JKLMNOPQR']],
    // A word a little over 9 stays whole ("about 9").
    ['CONFECÇÕES', ['CONFECÇÕES']],
    ['ABCDEFGHIJKLM', ['ABCDEFGHI', 'JKLM']],
    // A space that would leave a line far over 9 is no better than a cut.
    ['A BCDEFGHIJKLMNOPQ', ['A BCDEFGH', 'IJKLMNOPQ']],
  ])('%j → %j', (nome, linhas) => {
    expect(quebrarNome(nome)).toEqual(linhas);
  });

  it('nunca passa de duas linhas para os 18 caracteres do mapa', () => {
    for (const nome of ['AAAA BBBB CCCC DDD', 'A B C D E F G H I', 'XXXXXXXXX YYYYYYYY']) {
      expect(quebrarNome(nome).length).toBeLessThanOrEqual(2);
    }
  });
});
