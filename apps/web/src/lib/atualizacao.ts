import { create } from 'zustand';
import type { WorkerNovo } from './atualizacao-registro';

/**
 * The new-version notice's state (issue 15; spec 1 §2.3 'Há uma nova atualização disponível!' with
 * 'Atualizar') and the service worker's registration. A new build installs a new worker, which waits
 * while the app is open; the notice offers it, and 'Atualizar' lets it take over and reloads once.
 * The registration is atualizacao-registro.ts.
 */

interface EstadoAtualizacao {
  /** A new version is there: show the notice. */
  disponivel: boolean;
  /** The new worker waiting for 'Atualizar'; null when it already took over (another tab said so). */
  esperando: WorkerNovo | null;
  /** 'Atualizar': the waiting worker takes over and the page reloads, or the page just reloads. */
  atualizar: () => void;
}

export const useAtualizacao = create<EstadoAtualizacao>()(() => ({
  disponivel: false,
  esperando: null,
  atualizar: () => undefined,
}));
