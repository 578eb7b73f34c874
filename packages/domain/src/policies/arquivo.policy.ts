import { contemId, mesmoId, type Ator } from './ator.js';

/** A private stored file as the read policy needs it (ADR 008). */
export interface ArquivoPrivado {
  /** Who stored it (arquivos.user_id): the sender of a print job. */
  user_id: number | null;
  /** The organisers (administrador ids) of the rounds whose print island queue holds it. */
  administradores: readonly number[];
}

/**
 * Whether the actor may read a private file (print-island PDFs, record sheets: documents with
 * personal data): the master, whoever stored it, and the administrador of the round whose print
 * island holds it (the island prints from its queue, spec D13). Nobody else, not
 * even another administrador.
 */
export function podeLerArquivoPrivado(ator: Ator, arquivo: ArquivoPrivado): boolean {
  if (ator.tipo === 'master') return true;
  if (mesmoId(ator.userId, arquivo.user_id)) return true;
  return ator.tipo === 'administrador' && contemId(arquivo.administradores, ator.administradorId);
}
