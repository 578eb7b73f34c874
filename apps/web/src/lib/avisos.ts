import { create } from 'zustand';

export type TipoAviso = 'info' | 'error' | 'success' | 'warning';

/** How long each kind of snackbar stays (spec 1 §9: info 5 s, error 10 s, default 3 s). */
export function duracaoDoAviso(tipo: TipoAviso): number {
  if (tipo === 'info') return 5000;
  if (tipo === 'error') return 10000;
  return 3000;
}

interface Aviso {
  id: number;
  mensagem: string;
  tipo: TipoAviso;
}

interface FilaDeAvisos {
  avisos: Aviso[];
  remover: (id: number) => void;
}

let proximoId = 1;

/** The snackbar queue; the shell shows the first one. */
export const useAvisos = create<FilaDeAvisos>()((set, get) => ({
  avisos: [],
  remover: (id) => set({ avisos: get().avisos.filter((a) => a.id !== id) }),
}));

/**
 * Shows a snackbar to the user. A success drops the errors still waiting or showing: they were
 * about an earlier attempt that the user has now fixed (a form saved after a refused save must say
 * 'Produto salvo com sucesso' at once, not 10 s later behind the old error).
 */
export function avisar(mensagem: string, tipo: TipoAviso = 'success'): void {
  const atual = useAvisos.getState().avisos;
  // The same message twice in a row (two failing polls) shows once.
  if (atual.at(-1)?.mensagem === mensagem) return;
  const mantidos = tipo === 'success' ? atual.filter((a) => a.tipo !== 'error') : atual;
  useAvisos.setState({ avisos: [...mantidos, { id: proximoId++, mensagem, tipo }] });
}
