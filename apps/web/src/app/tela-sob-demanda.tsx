import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How each screen whose import failed starts over; 'Tentar novamente' runs them. */
const reinicios = new Set<() => void>();

/**
 * A screen loaded on demand, like React.lazy, that can load again after a failure. React.lazy keeps
 * a failed import forever, so 'Tentar novamente' (app/tela-de-erro.tsx) would show the same error
 * with the network back. Here a failed import waits for reiniciarTelasQueFalharam(): the next render
 * then imports afresh. Until then every render shows the same failure, so React's own retry of a
 * failed render never fires a second request on its own.
 */
export function telaSobDemanda<P extends object>(
  importar: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const carregar = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      importar().catch((erro: unknown) => {
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

/** Lets every screen whose import failed import again on its next render. */
export function reiniciarTelasQueFalharam(): void {
  for (const reiniciar of reinicios) reiniciar();
  reinicios.clear();
}
