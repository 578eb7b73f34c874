/**
 * The orders filter of /pedidos (spec 3 §3 "Order filter", §5 "Reports": the dates are disabled when
 * the date type is Nenhuma; PEDIDOS.md §3): what the dialog edits, its defaults and what travels to
 * POST /api/pedidos/filtrar and the list's print. Pure, so it is tested alone.
 */
import { MSG_PEDIDOS, type Tipo } from '@rodada/contracts';

export type StatusFiltro = 'todos' | 'abertos' | 'enviados';
export type TipoData = 'nenhuma' | 'cadastro' | 'entrega';

/** The dialog's fields; ids are null for 'Todos' (value 0 in the spec). */
export interface FiltroPedidos {
  status: StatusFiltro;
  data_tipo: TipoData;
  /** 'yyyy-mm-dd' */
  data_inicial: string;
  /** 'yyyy-mm-dd' */
  data_final: string;
  cliente_id: number | null;
  cliente_loja_id: number | null;
  fornecedor_id: number | null;
  representante_id: number | null;
}

export const OPCOES_STATUS: readonly { valor: StatusFiltro; rotulo: string }[] = [
  { valor: 'todos', rotulo: 'Todos' },
  { valor: 'abertos', rotulo: 'Abertos' },
  { valor: 'enviados', rotulo: 'Enviados' },
];

export const OPCOES_TIPO_DATA: readonly { valor: TipoData; rotulo: string }[] = [
  { valor: 'nenhuma', rotulo: 'Nenhuma' },
  { valor: 'cadastro', rotulo: 'Cadastro' },
  { valor: 'entrega', rotulo: 'Entrega' },
];

/** The empty filter: every status, no date (the dates wait at `hoje` for when a type is chosen). */
export function filtroVazio(hoje: string): FiltroPedidos {
  return {
    status: 'todos',
    data_tipo: 'nenhuma',
    data_inicial: hoje,
    data_final: hoje,
    cliente_id: null,
    cliente_loja_id: null,
    fornecedor_id: null,
    representante_id: null,
  };
}

/**
 * Which selects the role's dialog has (spec 3 §6: the administrador filters by customer, supplier,
 * representative; the supplier by client and representative; the representative by client and
 * supplier). Client (and its store) for all three; a cliente (its own orders) has neither.
 */
export function camposDoPapel(tipo: Tipo): { cliente: boolean; fornecedor: boolean; representante: boolean } {
  return {
    cliente: tipo !== 'cliente',
    fornecedor: tipo === 'administrador' || tipo === 'representante',
    representante: tipo === 'administrador' || tipo === 'fornecedor',
  };
}

/** How many fields differ from the empty filter (the filter button's badge). */
export function filtrosAtivos(f: FiltroPedidos | null): number {
  if (!f) return 0;
  return (
    (f.status !== 'todos' ? 1 : 0) +
    (f.data_tipo !== 'nenhuma' ? 1 : 0) +
    (f.cliente_id !== null ? 1 : 0) +
    (f.fornecedor_id !== null ? 1 : 0) +
    (f.representante_id !== null ? 1 : 0)
  );
}

/** The filter's own fields as the server reads them (no page, search or round). */
export type CorpoFiltro = {
  status: StatusFiltro;
  data_tipo: TipoData;
  data_inicial?: string;
  data_final?: string;
  cliente_id?: number;
  cliente_loja_id?: number;
  fornecedor_id?: number;
  representante_id?: number;
};

/**
 * What the server gets: the dates only with a date type (they are ignored with Nenhuma), the ids
 * only when chosen, the store only with its client, and the selects a role does not have never
 * (a field hidden from the role is not sent even if a stale value remained).
 */
export function corpoDoFiltro(f: FiltroPedidos, tipo: Tipo): CorpoFiltro {
  const campos = camposDoPapel(tipo);
  const corpo: CorpoFiltro = { status: f.status, data_tipo: f.data_tipo };
  if (f.data_tipo !== 'nenhuma') {
    corpo.data_inicial = f.data_inicial;
    corpo.data_final = f.data_final;
  }
  if (campos.cliente && f.cliente_id !== null) {
    corpo.cliente_id = f.cliente_id;
    if (f.cliente_loja_id !== null) corpo.cliente_loja_id = f.cliente_loja_id;
  }
  if (campos.fornecedor && f.fornecedor_id !== null) corpo.fornecedor_id = f.fornecedor_id;
  if (campos.representante && f.representante_id !== null) corpo.representante_id = f.representante_id;
  return corpo;
}

/** Why the dates cannot be applied, or null: both needed, and the first not after the last. */
export function erroDasDatas(f: FiltroPedidos): string | null {
  if (f.data_tipo === 'nenhuma') return null;
  if (!f.data_inicial || !f.data_final) return 'Informe as duas datas';
  if (f.data_inicial > f.data_final) return MSG_PEDIDOS.periodoInvertido;
  return null;
}
