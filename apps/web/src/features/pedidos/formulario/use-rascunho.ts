import { useEffect, useRef, useState } from 'react';
import { useEstadoLocal } from '../../../lib/estado-local';
import { diferenteDoVazio, type FormPedido } from './estado';
import { lerRascunho } from './rascunho';

/** A pause in typing before the draft is written to the device. */
export const ESPERA_RASCUNHO_MS = 300;

/**
 * The draft of a new order (spec 3 §4 "Draft"): on opening, the stored draft of this user, if any,
 * is offered (`pendente`); while the question is open nothing is written; afterwards every form
 * that differs from an empty one is kept, and one equal to it clears the draft.
 */
export function useRascunho(form: FormPedido | null, ativo: boolean) {
  const usuarioId = useEstadoLocal((s) => s.usuario?.id ?? null);
  const guardar = useEstadoLocal((s) => s.guardarRascunhoPedido);
  const limpar = useEstadoLocal((s) => s.limparRascunhoPedido);
  // Set once the order was saved or cancelled: a write still waiting must not bring the draft back
  // while the page waits to leave (the next route's chunk may take a moment to load, offline too).
  const encerrado = useRef(false);
  const [pendente, setPendente] = useState<FormPedido | null>(() => {
    if (!ativo) return null;
    const r = lerRascunho(useEstadoLocal.getState().pedido, usuarioId);
    return r && diferenteDoVazio(r) ? r : null;
  });

  useEffect(() => {
    if (!ativo || pendente || !form || usuarioId === null) return;
    const t = setTimeout(() => {
      if (encerrado.current) return;
      if (diferenteDoVazio(form)) guardar({ usuario_id: usuarioId, form });
      else limpar();
    }, ESPERA_RASCUNHO_MS);
    return () => clearTimeout(t);
  }, [ativo, pendente, form, usuarioId, guardar, limpar]);

  return {
    /** The draft waiting for the answer to 'Deseja recuperá-lo?'. */
    pendente,
    /** The answer: the draft is taken (returned) or discarded. */
    responder: (recuperar: boolean): FormPedido | null => {
      const r = pendente;
      setPendente(null);
      if (!recuperar) limpar();
      return recuperar ? r : null;
    },
    /** After saving or cancelling: clears the draft and writes no other. */
    limpar: () => {
      encerrado.current = true;
      limpar();
    },
  };
}
