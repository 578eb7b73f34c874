import { create } from 'zustand';

/** Transient UI state shared by the shell and the features (dialogs and drawers); not persisted. */
interface EstadoInterface {
  loginAberto: boolean;
  /** The validation-code dialog and the server message that opened it (spec 1 §4). */
  codigo: { email: string; mensagem: string } | null;
  carrinhoAberto: boolean;
  filtroAberto: boolean;
  menuAberto: boolean;
  abrirLogin: () => void;
  fecharLogin: () => void;
  abrirCodigo: (email: string, mensagem: string) => void;
  fecharCodigo: () => void;
  definirCarrinho: (aberto: boolean) => void;
  definirFiltro: (aberto: boolean) => void;
  definirMenu: (aberto: boolean) => void;
}

export const useInterface = create<EstadoInterface>()((set) => ({
  loginAberto: false,
  codigo: null,
  carrinhoAberto: false,
  filtroAberto: false,
  menuAberto: false,
  abrirLogin: () => set({ loginAberto: true }),
  fecharLogin: () => set({ loginAberto: false }),
  abrirCodigo: (email, mensagem) => set({ codigo: { email, mensagem } }),
  fecharCodigo: () => set({ codigo: null }),
  definirCarrinho: (carrinhoAberto) => set({ carrinhoAberto }),
  definirFiltro: (filtroAberto) => set({ filtroAberto }),
  definirMenu: (menuAberto) => set({ menuAberto }),
}));
