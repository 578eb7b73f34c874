import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TelaDeErro } from './tela-de-erro';

interface Props {
  children: ReactNode;
  /** The location's key: a navigation, even to the same place, clears the error. */
  chave: string;
}
interface Estado {
  temErro: boolean;
  erro: unknown;
  chave: string;
}

class Limite extends Component<Props, Estado> {
  override state: Estado = { temErro: false, erro: undefined, chave: this.props.chave };

  static getDerivedStateFromError(erro: unknown): Partial<Estado> {
    return { temErro: true, erro };
  }

  static getDerivedStateFromProps(props: Props, estado: Estado): Partial<Estado> | null {
    return props.chave === estado.chave ? null : { temErro: false, erro: undefined, chave: props.chave };
  }

  override render() {
    return this.state.temErro ? <TelaDeErro erro={this.state.erro} /> : this.props.children;
  }
}

/**
 * The error boundary of the shell and of every route: what a data router's errorElement did, without
 * its weight in the first load of / (issue 13 §8: the declarative router is about 16 KB gzip
 * lighter). An error shows the Portuguese TelaDeErro (ADR 010); navigating, even to the same place
 * ('Tentar novamente'), renders the children again.
 */
export function LimiteDeErro({ children }: { children: ReactNode }) {
  const local = useLocation();
  return <Limite chave={local.key}>{children}</Limite>;
}
