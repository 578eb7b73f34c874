import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { TEMPO_LIMITE_TELA_MS, TelaNaoChegou } from './falha-de-tela';

/** How each screen whose import failed starts over; 'Tentar novamente' runs them. */
const reinicios = new Set<() => void>();

/**
 * A screen loaded on demand, like React.lazy, that can load again after a failure. React.lazy keeps
 * a failed import forever, so 'Tentar novamente' (app/tela-de-erro.tsx) would show the same error
 * with the network back. Here a failed import waits for reiniciarTelasQueFalharam(): the next render
 * then imports afresh. Until then every render shows the same failure, so React's own retry of a
 * failed render never fires a second request on its own. An import that takes longer than
 * TEMPO_LIMITE_TELA_MS fails with TelaNaoChegou, so a dead Wi-Fi shows 'Sem conexão', not an endless
 * progress bar.
 */
export function telaSobDemanda<P extends object>(
  importar: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const carregar = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      comTempoLimite(importar()).catch((erro: unknown) => {
        reinicios.add(reiniciar);
        throw erro;
      }),
    );
  const reiniciar = () => {
    atual = carregar();
  };
  let atual = carregar();
  return function TelaSobDemanda(props: P) {
    const Tela = atual;
    return <Tela {...props} />;
  };
}

/** The import, or TelaNaoChegou once TEMPO_LIMITE_TELA_MS has passed. */
function comTempoLimite<T>(importacao: Promise<T>): Promise<T> {
  let relogio: ReturnType<typeof setTimeout> | undefined;
  const limite = new Promise<never>((_, rejeitar) => {
    relogio = setTimeout(() => rejeitar(new TelaNaoChegou()), TEMPO_LIMITE_TELA_MS);
  });
  return Promise.race([importacao, limite]).finally(() => clearTimeout(relogio));
}

/** Lets every screen whose import failed import again on its next render. */
export function reiniciarTelasQueFalharam(): void {
  for (const reiniciar of reinicios) reiniciar();
  reinicios.clear();
}
