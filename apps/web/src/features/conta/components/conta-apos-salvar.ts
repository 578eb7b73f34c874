import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { UsuarioLogado } from '@rodada/contracts';
import { avisar } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import type { MudancaDeLogin } from './conta-dialogo-login';
import { emailMudou } from './conta-formulario';

/** What an account save answers: the message and the refreshed login user (spec 2 §4). */
export interface RespostaConta {
  msg: string;
  user: UsuarioLogado;
}

/** Hands a save's answer to useAposSalvarConta, with the e-mail the form loaded and where to go. */
export type AoSalvarConta = (resposta: RespostaConta, emailAnterior: string, destino: string | null) => void;

/**
 * What happens after an account save (spec 2 §2 "Customer account", §4): the stored user is replaced
 * by the one answered; a changed login shows 'Informações para Login', whose 'Entendi' leads on (to
 * `destino`, else /); otherwise the success snackbar, then `destino`, or a reload of the account
 * when the page stays (not when leaving: the refetch would hold up the router's transition).
 */
export function useAposSalvarConta(chave: QueryKey) {
  const navegar = useNavigate();
  const consultas = useQueryClient();
  const [mudanca, setMudanca] = useState<(MudancaDeLogin & { destino: string }) | null>(null);

  function concluir(resposta: RespostaConta, emailAnterior: string, destino: string | null) {
    useEstadoLocal.getState().atualizarUsuario(resposta.user);
    // Leaving the page: drop the account as loaded before the save, so coming back reads it anew
    // (a first save turns the new-account form into the completed-account one).
    if (destino) consultas.removeQueries({ queryKey: chave });
    if (emailMudou(emailAnterior, resposta.user.email)) {
      setMudanca({ anterior: emailAnterior, novo: resposta.user.email, destino: destino ?? '/' });
      return;
    }
    avisar(resposta.msg, 'success');
    if (destino) void navegar(destino);
    // Staying on the page: reload the account, so the form shows what the server stored.
    else void consultas.invalidateQueries({ queryKey: chave });
  }

  function entender() {
    const destino = mudanca?.destino ?? '/';
    setMudanca(null);
    void navegar(destino);
  }

  return { mudanca, concluir, entender };
}
