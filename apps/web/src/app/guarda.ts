import { MSG, podeAbrirRota, type RotaWeb } from '@rodada/contracts/leve';
import {
  CAMINHO_ALTERAR_SENHA,
  caminhoMinhaConta,
  exigeCadastroCompleto,
  exigeTrocarSenha,
  type UsuarioDaSessao,
} from '../lib/sessao';

export type Decisao =
  | { tipo: 'entrar' }
  | { tipo: 'redirecionar'; para: string }
  | { tipo: 'voltar' }
  | { tipo: 'precisaRodada' };

/**
 * The guards of spec 1 §2.1, as a pure decision: a user holding a temporary password is held on
 * /alterar-senha (spec D1; before every other rule); an unverified user is held on their account page;
 * a protected route needs the login cookie and the stored user; a role outside the route's list goes
 * back to the previous path; a route that needs a chosen round (the dashboard) says so, with the way to
 * /rodadas, instead of sending the user away without a word (issue 11 §7).
 */
export function decidirAcesso(entrada: {
  rota: RotaWeb;
  caminho: string;
  usuario: UsuarioDaSessao | null;
  temCookie: boolean;
  temRodada: boolean;
}): Decisao {
  const { rota, caminho, temCookie, temRodada } = entrada;
  const usuario = temCookie ? entrada.usuario : null;
  if (usuario && exigeTrocarSenha(usuario)) {
    return caminho === CAMINHO_ALTERAR_SENHA
      ? { tipo: 'entrar' }
      : { tipo: 'redirecionar', para: CAMINHO_ALTERAR_SENHA };
  }
  if (usuario && exigeCadastroCompleto(usuario)) {
    const conta = caminhoMinhaConta(usuario.tipo);
    return conta && caminho !== conta ? { tipo: 'redirecionar', para: conta } : { tipo: 'entrar' };
  }
  if (rota.roles === 'public') return { tipo: 'entrar' };
  if (!usuario) return { tipo: 'redirecionar', para: '/' };
  if (!podeAbrirRota(rota, usuario.tipo)) return { tipo: 'voltar' };
  if (rota.precisaRodada && !temRodada) return { tipo: 'precisaRodada' };
  return { tipo: 'entrar' };
}

/**
 * Why a link the user clicks in a menu cannot open, or null when it can: a user holding a temporary
 * password stays on /alterar-senha (spec D1) and an unverified one on their account page (spec 1
 * §2.1), as decidirAcesso rules. The menus show this message instead of a click that would do
 * nothing; the API refuses the same calls with the same message.
 */
export function motivoDoBloqueio(usuario: UsuarioDaSessao | null, destino: string): string | null {
  if (!usuario) return null;
  if (exigeTrocarSenha(usuario)) return destino === CAMINHO_ALTERAR_SENHA ? null : MSG.trocarSenhaObrigatoria;
  if (exigeCadastroCompleto(usuario) && destino !== caminhoMinhaConta(usuario.tipo)) {
    return MSG.cadastroIncompleto;
  }
  return null;
}
