import type { Tipo, UsuarioLogado } from '@rodada/contracts';

/** Whether the login cookie exists (the readable flag set with the HttpOnly token; spec 1 §2.1). */
export function temCookieDeSessao(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((c) => c.trim().startsWith('rodada_sessao='));
}

/** The account page of a role, or null for master (spec 1 §6: master has no 'Minha Conta'). */
export function caminhoMinhaConta(tipo: Tipo): string | null {
  return tipo === 'master' ? null : `/${tipo}/minha-conta`;
}

/** Whether a role is held on its account page while unverified (spec 1 §2.1). */
export function exigeCadastroCompleto(usuario: Pick<UsuarioLogado, 'tipo' | 'verificado'>): boolean {
  return !usuario.verificado && ['fornecedor', 'representante', 'cliente'].includes(usuario.tipo);
}

/** Routes of the shop, where logging in keeps the user in place. */
const LOJA = ['/', '/showroom-rodada'];

/**
 * Where the user goes after logging in (spec 1 §2.1, last paragraph): a new customer to /checkout;
 * an unverified user to their account page; from the shop, nowhere (they keep shopping); from
 * anywhere else, to their account page (master, who has none, to the rounds).
 */
export function destinoAposLogin(
  usuario: Pick<UsuarioLogado, 'tipo' | 'verificado'>,
  caminhoAtual: string,
  opcoes: { novoCadastro?: boolean } = {},
): string | null {
  if (opcoes.novoCadastro && usuario.tipo === 'cliente') return '/checkout';
  const conta = caminhoMinhaConta(usuario.tipo);
  if (exigeCadastroCompleto(usuario)) return caminhoAtual === conta ? null : conta;
  if (LOJA.includes(caminhoAtual)) return null;
  return conta ?? '/rodadas';
}
