import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { auth } from '@rodada/contracts';
import { chamar } from '../../lib/api';
import { useEstadoLocal } from '../../lib/estado-local';
import { destinoAposLogin } from '../../lib/sessao';

/** Auth messages clear after 3 s (spec 1 §8, §9). */
export const TEMPO_MENSAGEM_MS = 3000;

/** A message that clears itself after 3 s (spec 1 §9 "Messages clear after 3 s (auth)"). */
export function useMensagemTemporaria(): [string | null, (mensagem: string | null) => void] {
  const [mensagem, setMensagem] = useState<string | null>(null);
  useEffect(() => {
    if (!mensagem) return;
    const t = setTimeout(() => setMensagem(null), TEMPO_MENSAGEM_MS);
    return () => clearTimeout(t);
  }, [mensagem]);
  return [mensagem, setMensagem];
}

/**
 * The automatic login at the end of sign-up and password reset (spec 1 §4), through the same
 * POST /api/logar as the login dialog, then to where a login leads (spec 1 §2.1: a newly
 * registered customer to /checkout).
 */
export function useEntrarAutomaticamente() {
  const entrar = useEstadoLocal((s) => s.entrar);
  const navegar = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (email: string, senha: string, opcoes: { novoCadastro?: boolean } = {}) => {
      const {
        status: _s,
        api_token: _t,
        ...usuario
      } = await chamar(auth.logar, {
        body: { email, password: senha },
      });
      entrar(usuario);
      const destino = destinoAposLogin(usuario, pathname, opcoes);
      if (destino) void navegar(destino);
    },
    [entrar, navegar, pathname],
  );
}
