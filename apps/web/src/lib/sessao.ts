import type { UsuarioLogado } from '@rodada/contracts';
import { cadastroIncompleto, type Tipo } from '@rodada/contracts/leve';

/** Whether the login cookie exists (the readable flag set with the HttpOnly token; spec 1 §2.1). */
export function temCookieDeSessao(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((c) => c.trim().startsWith('rodada_sessao='));
}

/** The account page of a role, or null for master (spec 1 §6: master has no 'Minha Conta'). */
export function caminhoMinhaConta(tipo: Tipo): string | null {
  return tipo === 'master' ? null : `/${tipo}/minha-conta`;
}

/** Whether a role is held on its account page while unverified (spec 1 §2.1; the API's rule too). */
export function exigeCadastroCompleto(usuario: Pick<UsuarioLogado, 'tipo' | 'verificado'>): boolean {
  return cadastroIncompleto(usuario);
}

/** The page where a user holding a temporary password must set a new one (spec D1). */
export const CAMINHO_ALTERAR_SENHA = '/alterar-senha';

/** The stored user's fields the guards read; `trocar_senha` is optional for older stored copies. */
export type UsuarioDaSessao = Pick<UsuarioLogado, 'tipo' | 'verificado'> & { trocar_senha?: boolean };

/** Whether the user logged in with a temporary password and must change it first (spec D1). */
export function exigeTrocarSenha(usuario: UsuarioDaSessao): boolean {
  return usuario.trocar_senha === true;
}

/**
 * Where a user lands when nothing else asks for a page, e.g. after setting a new password: the
 * account page while unverified (spec 1 §2.1), the rounds for master (no shop item in its menu,
 * spec 1 §2.2), the shop for everyone else.
 */
export function paginaInicial(usuario: UsuarioDaSessao): string {
  const conta = caminhoMinhaConta(usuario.tipo);
  if (conta && exigeCadastroCompleto(usuario)) return conta;
  return usuario.tipo === 'master' ? '/rodadas' : '/';
}

/** Routes of the shop, where logging in keeps the user in place. */
const LOJA = ['/', '/showroom-rodada'];

/**
 * Where the user goes after logging in (spec 1 §2.1, last paragraph): a temporary password to
 * /alterar-senha before anything else (spec D1); a new customer to /checkout; an unverified user
 * to their account page; from the shop, nowhere (they keep shopping); from anywhere else, to their
 * account page (master, who has none, to the rounds).
 */
export function destinoAposLogin(
  usuario: UsuarioDaSessao,
  caminhoAtual: string,
  opcoes: { novoCadastro?: boolean } = {},
): string | null {
  if (exigeTrocarSenha(usuario)) {
    return caminhoAtual === CAMINHO_ALTERAR_SENHA ? null : CAMINHO_ALTERAR_SENHA;
  }
  if (opcoes.novoCadastro && usuario.tipo === 'cliente') return '/checkout';
  const conta = caminhoMinhaConta(usuario.tipo);
  if (exigeCadastroCompleto(usuario)) return caminhoAtual === conta ? null : conta;
  if (LOJA.includes(caminhoAtual)) return null;
  return conta ?? '/rodadas';
}
