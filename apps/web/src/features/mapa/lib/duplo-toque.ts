/**
 * The map's double-click (spec 1 §2.10, §9: "two clicks within 400 ms"), told apart explicitly
 * from two single clicks rather than left to the browser's `dblclick`, which touch screens do not
 * send for two taps: the tablets of an event need it too. A pure rule over a clock, so it is
 * tested with a fake one.
 */

/** The spec's window between the two clicks. */
export const JANELA_DUPLO_CLIQUE_MS = 400;

export class DetectorDeDuploToque {
  private ultimo: { alvo: string; em: number } | null = null;

  constructor(
    private readonly agora: () => number = () => performance.now(),
    private readonly janelaMs = JANELA_DUPLO_CLIQUE_MS,
  ) {}

  /**
   * One click (or tap) on `alvo` (a stand's code): true when it is the second on the same stand
   * within the window. A third click starts over, so three quick clicks open one dialog.
   */
  registrar(alvo: string): boolean {
    const agora = this.agora();
    const anterior = this.ultimo;
    if (anterior && anterior.alvo === alvo && agora - anterior.em <= this.janelaMs) {
      this.ultimo = null;
      return true;
    }
    this.ultimo = { alvo, em: agora };
    return false;
  }

  /** Forgets a pending first click (the dialog opened, the plan changed). */
  esquecer(): void {
    this.ultimo = null;
  }
}
