import { lazy, Suspense } from 'react';
import { useAtualizacao } from '../../lib/atualizacao';

// Loaded only when a new version is there: out of the first load of / (issue 13 §8).
const Barra = lazy(() => import('./aviso-atualizacao-barra'));

/** 'Há uma nova atualização disponível!' with 'Atualizar' (spec 1 §2.3), when a new version waits. */
export function AvisoAtualizacao() {
  const disponivel = useAtualizacao((s) => s.disponivel);
  if (!disponivel) return null;
  return (
    <Suspense fallback={null}>
      <Barra />
    </Suspense>
  );
}
