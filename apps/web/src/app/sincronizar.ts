import { useEstadoLocal } from '../lib/estado-local';
import { sincronizacaoPedidaAntesDaPartida, useSincronizacao } from '../lib/estado-sincronizacao';
import {
  aoMudarFila,
  concluirPedidoOffline,
  listarPedidosOffline,
  recarregarFila,
  recusarPedidoOffline,
  registrarTentativa,
} from '../lib/pedidos-offline';
import {
  criarSincronizador,
  type ApiSincronizacao,
  type DepsSincronizacao,
  type Sincronizador,
} from '../lib/sincronizacao';

/*
 * Starts the sync of offline orders with the app (issue 15 §4: on app start, 10 s after each run, on
 * the `online` event; no Background Sync). Wires the engine (lib/sincronizacao) to the device's
 * queue of the logged-in user, to the store the screens read (lib/estado-sincronizacao) and to the
 * API, whose contracts are loaded on demand on the first call. main.tsx loads this module on demand
 * after the first render: the queue, IndexedDB and the engine stay out of the first load of `/`.
 */

const usuarioAtual = () => useEstadoLocal.getState().usuario?.id ?? null;

/** The API of the engine, importing the orders' contracts on the first call. */
const apiSobDemanda: ApiSincronizacao = {
  buscarPorUuid: async (uuid) =>
    (await import('../lib/sincronizacao-api')).apiSincronizacao.buscarPorUuid(uuid),
  salvar: async (corpo) => (await import('../lib/sincronizacao-api')).apiSincronizacao.salvar(corpo),
  atualizar: async (id, corpo) =>
    (await import('../lib/sincronizacao-api')).apiSincronizacao.atualizar(id, corpo),
};

/** The engine's deps for this page; `api` replaceable in tests. */
export function depsDaPagina(api: ApiSincronizacao = apiSobDemanda): DepsSincronizacao {
  return {
    api,
    fila: {
      listar: () => {
        const id = usuarioAtual();
        return id === null ? Promise.resolve([]) : listarPedidosOffline(id);
      },
      concluir: concluirPedidoOffline,
      recusar: recusarPedidoOffline,
      tentativa: registrarTentativa,
    },
    publicar: (m) => useSincronizacao.setState(m),
  };
}

/**
 * Starts `sinc` in `janela`: the store's sincronizarAgora runs it, `online` runs it, `offline` and
 * `online` set the indicator, a change of the queue (any tab) or of the user reloads the store.
 * Returns the undo (tests).
 */
export function ligarSincronizacao(sinc: Sincronizador, janela: Window = window): () => void {
  const recarregar = () => void recarregarFila(usuarioAtual());
  const aoFicarOnline = () => {
    useSincronizacao.setState({ online: true });
    void sinc.executar();
  };
  const aoFicarOffline = () => useSincronizacao.setState({ online: false });
  janela.addEventListener('online', aoFicarOnline);
  janela.addEventListener('offline', aoFicarOffline);
  const pararFila = aoMudarFila(recarregar);
  let usuario = usuarioAtual();
  const pararUsuario = useEstadoLocal.subscribe((s) => {
    const novo = s.usuario?.id ?? null;
    if (novo === usuario) return;
    usuario = novo;
    recarregar();
    if (novo !== null) void sinc.executar();
  });
  useSincronizacao.setState({
    online: janela.navigator.onLine,
    sincronizarAgora: () => void sinc.executar(),
  });
  recarregar();
  sincronizacaoPedidaAntesDaPartida();
  sinc.iniciar();
  return () => {
    sinc.parar();
    janela.removeEventListener('online', aoFicarOnline);
    janela.removeEventListener('offline', aoFicarOffline);
    pararFila();
    pararUsuario();
  };
}

/** main.tsx (on demand): the sync of this page. */
export function iniciarSincronizacao(): void {
  if (typeof indexedDB === 'undefined') return;
  ligarSincronizacao(criarSincronizador(depsDaPagina()));
}
