import { useEffect } from 'react';
import { useEstadoLocal } from '../../lib/estado-local';

/** The preload waits this long after the round is selected or the app starts: the screen's calls first. */
const ESPERA_MS = 1500;

/**
 * The round's preload (lib/pre-carga, loaded on demand): while a supplier or representative has a
 * round selected (the offline flag on), from the app's start or the selection on, the order form's
 * reads are kept on the device in the background, and again when the network comes back.
 */
export function usePreCarga() {
  const usuario = useEstadoLocal((s) => s.usuario);
  const rodadaId = useEstadoLocal((s) => s.rodada?.id ?? null);
  const offLine = useEstadoLocal((s) => s.offLine);
  const tipo = usuario && !usuario.trocar_senha ? usuario.tipo : null;
  const id = usuario?.id;

  useEffect(() => {
    if (!offLine || rodadaId === null || (tipo !== 'fornecedor' && tipo !== 'representante')) return;
    let ativo = true;
    let parar: (() => void) | undefined;
    const espera = setTimeout(() => {
      void import('../../lib/pre-carga').then(
        (m) => {
          if (ativo) parar = m.manterPreCarga({ tipo, rodadaId });
        },
        () => undefined,
      );
    }, ESPERA_MS);
    return () => {
      ativo = false;
      clearTimeout(espera);
      parar?.();
    };
  }, [id, tipo, rodadaId, offLine]);
}
