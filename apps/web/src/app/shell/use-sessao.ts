import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@rodada/contracts/leve';
import { cacheLeituras, chamar, contratos, definirAoExpirarSessao } from '../../lib/api';
import { avisar } from '../../lib/avisos';
import { useEstadoLocal } from '../../lib/estado-local';
import { temCookieDeSessao } from '../../lib/sessao';

/** Forgets the readable login flag (the HttpOnly token itself is already dead on the server). */
function apagarCookieDeSessao() {
  document.cookie = 'rodada_sessao=; Max-Age=0; path=/';
}

/**
 * Logs the user out of this device (spec 1 §4) and deletes the answers kept for them offline
 * (lib/cache-leituras): the next login on the tablet starts from its own.
 */
function sairDoAparelho() {
  const id = useEstadoLocal.getState().usuario?.id;
  useEstadoLocal.getState().sair();
  if (id === undefined) return;
  void cacheLeituras()
    .then((c) => c.apagarLeiturasDe(String(id)))
    .catch(() => undefined);
}

/**
 * The session of this device: any 401 logs out with 'Sua sessão expirou... Efetue login novamente.'
 * and goes home (spec 1 §4); on start the stored user is refreshed from the server, and dropped when
 * the login cookie is gone.
 */
export function useSessao() {
  const navegar = useNavigate();
  const usuario = useEstadoLocal((s) => s.usuario);

  useEffect(() => {
    definirAoExpirarSessao(() => {
      if (!useEstadoLocal.getState().usuario) return;
      sairDoAparelho();
      apagarCookieDeSessao();
      avisar(MSG.sessaoExpirada, 'error');
      void navegar('/', { replace: true });
    });
    return () => definirAoExpirarSessao(null);
  }, [navegar]);

  const id = usuario?.id;
  useEffect(() => {
    if (id === undefined) return;
    if (!temCookieDeSessao()) {
      sairDoAparelho();
      return;
    }
    const controle = new AbortController();
    // A 401 here runs the expiry handler above; other failures keep the stored copy (offline use).
    contratos()
      .then(({ auth }) => chamar(auth.usuarioLogado, { signal: controle.signal }))
      .then(
        ({ status: _s, ...atual }) => useEstadoLocal.getState().atualizarUsuario(atual),
        () => undefined,
      );
    return () => controle.abort();
  }, [id]);
}

/** Logs out on the server and on this device (user menu 'Sair'). */
export async function sair(): Promise<void> {
  await contratos()
    .then(({ auth }) => chamar(auth.logout))
    .catch(() => undefined);
  apagarCookieDeSessao();
  sairDoAparelho();
}
