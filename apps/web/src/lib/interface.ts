import { create } from 'zustand';
import type { produtos } from '@rodada/contracts';

/** How the validation-code dialog was opened (spec 1 §4 "Validation code"). */
export interface OpcoesCodigo {
  /** 'ativacao' validates the account; 'reset' leads to the new password. Default 'ativacao'. */
  finalidade?: 'ativacao' | 'reset';
  /** The password typed in this flow (sign-up or login): known, the dialog logs in after validating. */
  senha?: string;
  /** Show 'Reenviar' from the start: the server said a code was already sent (spec 1 §8). */
  reenviar?: boolean;
  /** A sign-up just made the account: a new customer goes to /checkout (spec 1 §2.1). */
  novoCadastro?: boolean;
}

/** Transient UI state shared by the shell and the features (dialogs and drawers); not persisted. */
interface EstadoInterface {
  loginAberto: boolean;
  /** The login was opened by the cart's checkout: sign-up then offers only cliente (spec 1 §5). */
  loginDoCheckout: boolean;
  /** The validation-code dialog and the server message that opened it (spec 1 §4). */
  codigo: ({ email: string; mensagem: string } & OpcoesCodigo) | null;
  /** The sign-up dialog (spec 1 §4); the customer flow offers only cliente (spec 1 §5, §6). */
  cadastro: { somenteCliente: boolean } | null;
  /** The password-reset dialog (email step), with the email to start from. */
  reset: { email: string } | null;
  /** The new-password dialog, once the reset code was confirmed. */
  novaSenha: { email: string; codigo: string } | null;
  carrinhoAberto: boolean;
  /**
   * The product whose quantity / grade dialog is open (spec 1 §2.6, §5; issue 13 §3): the shop's
   * cards and the product detail dialog open it, the shell shows it and puts the result in the cart.
   */
  quantidadeDe: produtos.ProdutoVitrine | null;
  filtroAberto: boolean;
  menuAberto: boolean;
  /** The sync centre (app/shell/central-sincronizacao.tsx), opened by the top bar's indicator. */
  sincronizacaoAberta: boolean;
  abrirLogin: (opcoes?: { checkout?: boolean }) => void;
  fecharLogin: () => void;
  abrirCodigo: (email: string, mensagem: string, opcoes?: OpcoesCodigo) => void;
  fecharCodigo: () => void;
  abrirCadastro: (opcoes?: { somenteCliente?: boolean }) => void;
  fecharCadastro: () => void;
  abrirReset: (email?: string) => void;
  fecharReset: () => void;
  abrirNovaSenha: (email: string, codigo: string) => void;
  fecharNovaSenha: () => void;
  definirCarrinho: (aberto: boolean) => void;
  abrirQuantidade: (produto: produtos.ProdutoVitrine) => void;
  fecharQuantidade: () => void;
  definirFiltro: (aberto: boolean) => void;
  definirMenu: (aberto: boolean) => void;
  definirSincronizacao: (aberto: boolean) => void;
}

export const useInterface = create<EstadoInterface>()((set) => ({
  loginAberto: false,
  loginDoCheckout: false,
  codigo: null,
  cadastro: null,
  reset: null,
  novaSenha: null,
  carrinhoAberto: false,
  quantidadeDe: null,
  filtroAberto: false,
  menuAberto: false,
  sincronizacaoAberta: false,
  abrirLogin: (opcoes = {}) => set({ loginAberto: true, loginDoCheckout: opcoes.checkout ?? false }),
  fecharLogin: () => set({ loginAberto: false }),
  abrirCodigo: (email, mensagem, opcoes = {}) => set({ codigo: { ...opcoes, email, mensagem } }),
  fecharCodigo: () => set({ codigo: null }),
  abrirCadastro: (opcoes = {}) => set({ cadastro: { somenteCliente: opcoes.somenteCliente ?? false } }),
  fecharCadastro: () => set({ cadastro: null }),
  abrirReset: (email = '') => set({ reset: { email } }),
  fecharReset: () => set({ reset: null }),
  abrirNovaSenha: (email, codigo) => set({ novaSenha: { email, codigo } }),
  fecharNovaSenha: () => set({ novaSenha: null }),
  definirCarrinho: (carrinhoAberto) => set({ carrinhoAberto }),
  abrirQuantidade: (quantidadeDe) => set({ quantidadeDe }),
  fecharQuantidade: () => set({ quantidadeDe: null }),
  definirFiltro: (filtroAberto) => set({ filtroAberto }),
  definirMenu: (menuAberto) => set({ menuAberto }),
  definirSincronizacao: (sincronizacaoAberta) => set({ sincronizacaoAberta }),
}));
