import { describe, expect, it } from 'vitest';
import { sxPiscarLaranja } from './piscar-laranja';

describe('piscar laranja (spec 3 "Orders list")', () => {
  it('pisca com a cor dada e fica fixo para quem pediu menos movimento', () => {
    const sx = sxPiscarLaranja('#b45309');
    expect(sx.animation).toMatch(/ 1\.2s ease-in-out infinite$/);
    expect(sx['--cor-piscar-fraca']).toBe('rgba(180, 83, 9, 0.06)');
    expect(sx['--cor-piscar-forte']).toBe('rgba(180, 83, 9, 0.32)');
    expect(sx['@media (prefers-reduced-motion: reduce)']).toEqual({
      animation: 'none',
      backgroundColor: 'rgba(180, 83, 9, 0.2)',
    });
  });
});
