import { describe, expect, it } from 'vitest';
import { DetectorDeDuploToque, JANELA_DUPLO_CLIQUE_MS } from './duplo-toque';

/** A detector over a clock the test moves by hand. */
function comRelogio() {
  let agora = 1000;
  const detector = new DetectorDeDuploToque(() => agora);
  return { detector, passar: (ms: number) => (agora += ms) };
}

describe('DetectorDeDuploToque (spec 1 §9: janela de 400 ms)', () => {
  it('a janela é a do spec', () => {
    expect(JANELA_DUPLO_CLIQUE_MS).toBe(400);
  });

  it('dois cliques no mesmo stand dentro de 400 ms são um duplo clique', () => {
    const { detector, passar } = comRelogio();
    expect(detector.registrar('A01')).toBe(false);
    passar(400);
    expect(detector.registrar('A01')).toBe(true);
  });

  it('o segundo clique depois de 400 ms começa de novo', () => {
    const { detector, passar } = comRelogio();
    detector.registrar('A01');
    passar(401);
    expect(detector.registrar('A01')).toBe(false);
    passar(100);
    expect(detector.registrar('A01')).toBe(true);
  });

  it('cliques em stands diferentes não contam', () => {
    const { detector, passar } = comRelogio();
    detector.registrar('A01');
    passar(50);
    expect(detector.registrar('A02')).toBe(false);
    passar(50);
    expect(detector.registrar('A02')).toBe(true);
  });

  it('três cliques rápidos abrem um só duplo clique', () => {
    const { detector, passar } = comRelogio();
    detector.registrar('B03');
    passar(100);
    expect(detector.registrar('B03')).toBe(true);
    passar(100);
    expect(detector.registrar('B03')).toBe(false);
  });

  it('esquecer descarta o primeiro clique pendente', () => {
    const { detector, passar } = comRelogio();
    detector.registrar('C05');
    detector.esquecer();
    passar(10);
    expect(detector.registrar('C05')).toBe(false);
  });
});
