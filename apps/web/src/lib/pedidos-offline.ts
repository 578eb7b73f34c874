import type { BodyDe, pedidos, produtos } from '@rodada/contracts';
import { abrirBanco, gravar, ler, todos } from './banco-local';
import { useSincronizacao } from './estado-sincronizacao';

/*
 * The offline order queue (spec 1 §3 "Order (as seen by the sync)", §4 "Offline orders"; issue 15):
 * orders saved without a connection wait in IndexedDB (`pedidos`, by uuid) until the sync engine
 * (lib/sincronizacao.ts) sends them; the last synced ones and the time of the last successful sync
 * live in `meta`, per user. Type-only imports of the contracts (zod stays out of it); the screens
 * read the queue through the store of lib/estado-sincronizacao, which recarregarFila fills.
 */

/** What the lists and the sync centre show of an offline order. */
export interface ResumoPedidoOffline {
  cliente: string;
  fornecedor: string;
  quantidade: number;
  /** Cents. */
  valor_liquido: number;
  /** yyyy-mm-dd */
  data: string;
}

export type CorpoPedidoOffline = BodyDe<typeof pedidos.salvarPedido>;

export interface PedidoOffline {
  uuid: string;
  /** The server's id when known (editing an order saved online, or learnt by the sync). */
  id: number | null;
  rodada_id: number | null;
  offline: true;
  status: 0;
  /** The queue belongs to the logged-in user: another user on the same tablet never sends it. */
  usuario_id: number;
  origem: 'formulario' | 'checkout';
  /** The body as it will be sent, hash included. */
  corpo: CorpoPedidoOffline;
  /** The order form's state (features/pedidos/formulario/estado.ts) to open it again; null from checkout. */
  form: unknown;
  resumo: ResumoPedidoOffline;
  /** ISO */
  criado_em: string;
  /** ISO */
  atualizado_em: string;
  estado: 'aguardando' | 'recusado';
  /** The server's message when it refused the order. */
  motivo: string | null;
  tentativas: number;
}

/**
 * The `form` of an order queued by the supplier / representative checkout: what the order form
 * (features/pedidos/formulario) needs besides the body to open it for a fix. Prices in cents.
 */
export interface FormDoCheckout {
  tipo: 'checkout';
  cliente: {
    id: number;
    nome: string;
    razao_social: string | null;
    nome_fantasia: string | null;
    cnpj: string | null;
  };
  loja: { id: number; razao_social: string; nome_fantasia: string; cnpj: string };
  lojas: { id: number; razao_social: string; nome_fantasia: string; cnpj: string }[];
  fornecedor_id: number | null;
  linhas: {
    produto_id: number;
    codigo: string;
    descricao: string;
    valor: number;
    quantidade_minima: number;
    multiplo: number;
    foto: produtos.FotoProduto | null;
  }[];
}

/** An order the sync delivered (spec 1 §4: offline false, status 1 on the device). */
export interface PedidoSincronizado {
  uuid: string;
  id: number;
  offline: false;
  status: 1;
  /** ISO */
  sincronizado_em: string;
  resumo: ResumoPedidoOffline;
}

/** What a screen gives to queue an order; the queue fills in the rest. */
export type NovoPedidoOffline = Pick<
  PedidoOffline,
  'uuid' | 'id' | 'rodada_id' | 'usuario_id' | 'origem' | 'corpo' | 'form' | 'resumo'
>;

/** How many synced orders each user keeps on the device. */
export const MAX_SINCRONIZADOS = 20;

const chaveSincronizados = (usuarioId: number) => `sincronizados:${usuarioId}`;
const chaveUltimoSucesso = (usuarioId: number) => `ultimoSucesso:${usuarioId}`;

// ---- change notification (this tab and the others) ----

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();
let canal: BroadcastChannel | null | undefined;

function canalEntreAbas(): BroadcastChannel | null {
  if (canal !== undefined) return canal;
  canal = typeof BroadcastChannel === 'function' ? new BroadcastChannel('rodada-pedidos-offline') : null;
  if (canal) canal.onmessage = () => avisarOuvintes();
  return canal;
}

function avisarOuvintes(): void {
  for (const o of [...ouvintes]) o();
}

/** Tells this tab's listeners and the other tabs that the queue changed. */
function mudou(): void {
  avisarOuvintes();
  canalEntreAbas()?.postMessage('mudou');
}

/** Calls `ouvinte` whenever the queue or the synced list changes (here or in another tab). */
export function aoMudarFila(ouvinte: Ouvinte): () => void {
  canalEntreAbas();
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

// ---- the queue ----

/**
 * Queues an order, or replaces the queued one with the same uuid (a fix of a refused order): it
 * waits again (estado aguardando, no reason, no attempts) and keeps its creation time. A known id
 * is never forgotten.
 */
export async function guardarPedidoOffline(p: NovoPedidoOffline): Promise<void> {
  const agora = new Date().toISOString();
  const anterior = await lerPedidoOffline(p.uuid);
  const pedido: PedidoOffline = {
    ...p,
    id: p.id ?? anterior?.id ?? null,
    offline: true,
    status: 0,
    criado_em: anterior?.criado_em ?? agora,
    atualizado_em: agora,
    estado: 'aguardando',
    motivo: null,
    tentativas: 0,
  };
  await gravar('pedidos', pedido);
  mudou();
}

/** The user's queued orders (waiting and refused), oldest first. */
export async function listarPedidosOffline(usuarioId: number): Promise<PedidoOffline[]> {
  const lista = await todos<PedidoOffline>('pedidos');
  return lista
    .filter((p) => p.usuario_id === usuarioId)
    .sort((a, b) => a.criado_em.localeCompare(b.criado_em) || a.uuid.localeCompare(b.uuid));
}

/** One queued order by its uuid. */
export function lerPedidoOffline(uuid: string): Promise<PedidoOffline | undefined> {
  return ler<PedidoOffline>('pedidos', uuid);
}

/** Drops a queued order (the user discarded it, or saved it online). */
export async function descartarPedidoOffline(uuid: string): Promise<void> {
  const removido = await alterarSeIgual(uuid, null, () => null);
  if (removido) mudou();
}

/**
 * In one transaction: reads order `uuid` and, when it is still the version `atualizadoEm` (null:
 * any), writes what `mudar` returns (null deletes). False when it was gone or had changed: a fix
 * saved meanwhile is never overwritten by the sync's answer about the older version.
 */
async function alterarSeIgual(
  uuid: string,
  atualizadoEm: string | null,
  mudar: (p: PedidoOffline) => PedidoOffline | null,
): Promise<boolean> {
  const db = await abrirBanco();
  return new Promise<boolean>((resolve, reject) => {
    const tx = db.transaction('pedidos', 'readwrite');
    const loja = tx.objectStore('pedidos');
    let feito = false;
    const pedido = loja.get(uuid) as IDBRequest<PedidoOffline | undefined>;
    pedido.onsuccess = () => {
      const atual = pedido.result;
      if (!atual || (atualizadoEm !== null && atual.atualizado_em !== atualizadoEm)) return;
      const novo = mudar(atual);
      if (novo) loja.put(novo);
      else loja.delete(uuid);
      feito = true;
    };
    tx.oncomplete = () => resolve(feito);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB: transação abortada'));
  });
}

// ---- what the sync engine records ----

/** The synced orders of the user, newest first (at most MAX_SINCRONIZADOS). */
export async function listarSincronizados(usuarioId: number): Promise<PedidoSincronizado[]> {
  return (await ler<PedidoSincronizado[]>('meta', chaveSincronizados(usuarioId))) ?? [];
}

/** ISO time of the user's last successful sync, or null. */
export async function lerUltimoSucesso(usuarioId: number): Promise<string | null> {
  return (await ler<string>('meta', chaveUltimoSucesso(usuarioId))) ?? null;
}

/**
 * The server holds order `p` as `id`: it joins the synced list (offline false, status 1), the
 * time is the user's last success, and it leaves the queue unless it was changed meanwhile (then
 * it stays, waiting, and the next run updates the server's order with the newer version).
 */
export async function concluirPedidoOffline(p: PedidoOffline, id: number, quando: Date): Promise<void> {
  const sincronizado_em = quando.toISOString();
  const anteriores = await listarSincronizados(p.usuario_id);
  const item: PedidoSincronizado = {
    uuid: p.uuid,
    id,
    offline: false,
    status: 1,
    sincronizado_em,
    resumo: p.resumo,
  };
  const lista = [item, ...anteriores.filter((s) => s.uuid !== p.uuid)].slice(0, MAX_SINCRONIZADOS);
  await gravar('meta', lista, chaveSincronizados(p.usuario_id));
  await gravar('meta', sincronizado_em, chaveUltimoSucesso(p.usuario_id));
  const saiu = await alterarSeIgual(p.uuid, p.atualizado_em, () => null);
  if (!saiu) await alterarSeIgual(p.uuid, null, (atual) => ({ ...atual, id }));
  mudou();
}

/** The server refused `p` (a 4xx other than 401): it stays, refused, with the server's message. */
export async function recusarPedidoOffline(p: PedidoOffline, motivo: string): Promise<void> {
  const feito = await alterarSeIgual(p.uuid, p.atualizado_em, (atual) => ({
    ...atual,
    estado: 'recusado',
    motivo,
    tentativas: atual.tentativas + 1,
  }));
  if (feito) mudou();
}

/** An attempt of `p` got no answer (or a server error); `id` when the sync learnt it. */
export async function registrarTentativa(p: PedidoOffline, id: number | null = null): Promise<void> {
  const feito = await alterarSeIgual(p.uuid, p.atualizado_em, (atual) => ({
    ...atual,
    id: id ?? atual.id,
    tentativas: atual.tentativas + 1,
  }));
  if (feito) mudou();
}

let versao = 0;

/**
 * Reads the user's queue, synced list and last success into the store of lib/estado-sincronizacao
 * (null: no user, all empty). A slower earlier read never overwrites a newer one.
 */
export async function recarregarFila(usuarioId: number | null): Promise<void> {
  const minha = ++versao;
  if (usuarioId === null) {
    useSincronizacao.setState({ pedidos: [], sincronizados: [], ultimoSucesso: null });
    return;
  }
  const [pedidos, sincronizados, ultimoSucesso] = await Promise.all([
    listarPedidosOffline(usuarioId),
    listarSincronizados(usuarioId),
    lerUltimoSucesso(usuarioId),
  ]);
  if (minha !== versao) return;
  useSincronizacao.setState({ pedidos, sincronizados, ultimoSucesso });
}
