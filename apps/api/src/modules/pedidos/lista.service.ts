import { MSG_PEDIDOS, type pedidos as contrato } from '@rodada/contracts';
import { acoesDe, type Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { invalido, semPermissao } from '../../lib/errors.js';
import * as repo from './lista.repository.js';

// GET /api/pedidos/listar and POST /api/pedidos/filtrar (spec 3 §2 "Orders list", §7; PEDIDOS.md
// decision 3): the orders the caller may see, newest first, a page at a time, the totals over the
// whole filtered set, and each row's `acoes` from the order policy (ADR 013).

/**
 * Whose orders the caller lists: a fornecedor, representante or cliente its own (the column that
 * names it); an administrador those of a round it administers (rodada_id required; another's
 * round lists nothing). The master reads no orders (the contract's roles refuse it).
 */
export async function escopoDoAtor(
  deps: Deps,
  ator: Ator,
  rodadaId: number | undefined,
): Promise<repo.EscopoPedidos | null> {
  switch (ator.tipo) {
    case 'fornecedor':
      return ator.fornecedorId === null ? null : { coluna: 'fornecedor_id', id: ator.fornecedorId };
    case 'representante':
      return ator.representanteId === null ? null : { coluna: 'representante_id', id: ator.representanteId };
    case 'cliente':
      return ator.clienteId === null ? null : { coluna: 'cliente_id', id: ator.clienteId };
    case 'administrador': {
      if (rodadaId === undefined) {
        throw invalido({ rodada_id: MSG_PEDIDOS.rodadaObrigatoria }, MSG_PEDIDOS.rodadaObrigatoria);
      }
      const r = await repo.administradorDaRodada(deps.db, rodadaId);
      if (!r || r.administrador_id === null || r.administrador_id !== ator.administradorId) return null;
      return { coluna: 'rodada_id', id: rodadaId };
    }
    default:
      throw semPermissao();
  }
}

const VAZIO: contrato.TotaisPedidos = {
  pedidos: 0,
  quantidade: 0,
  valor_bruto: '0.00',
  valor_liquido: '0.00',
  comissao_valor: '0.00',
  pendentes: { pedidos: 0, valor: '0.00' },
  entregues: { pedidos: 0, valor: '0.00' },
  enviados: { pedidos: 0, valor: '0.00' },
};

/**
 * The one WHERE of the orders filter (the lists and the list's print): the period checked, the
 * caller's scope, the filter and the search; null when the caller sees no order.
 */
export async function consultaDoFiltro(deps: Deps, ator: Ator, f: repo.FiltroResolvido) {
  if (f.data_tipo !== 'nenhuma' && f.data_inicial && f.data_final && f.data_inicial > f.data_final) {
    throw invalido({ data_final: MSG_PEDIDOS.periodoInvertido }, MSG_PEDIDOS.periodoInvertido);
  }
  const escopo = await escopoDoAtor(deps, ator, f.rodada_id);
  if (escopo === null) return null;
  return { where: repo.onde(escopo, f), comJuncoes: f.busca !== undefined };
}

/** Both lists: the filter applied to the caller's scope. */
export async function filtrarPedidos(
  deps: Deps,
  ator: Ator,
  f: repo.FiltroResolvido & { page: number; paginacao: number },
): Promise<contrato.ListaPedidos> {
  const consulta = await consultaDoFiltro(deps, ator, f);
  const pagina = { current_page: f.page, per_page: f.paginacao };
  if (consulta === null) return { pedidos: [], ...pagina, last_page: 1, total: 0, totais: VAZIO };

  const { where, comJuncoes } = consulta;
  const [t, linhas] = await Promise.all([
    repo.totaisFiltrados(deps.db, where, comJuncoes),
    repo.paginaDePedidos(deps.db, where, comJuncoes, f.paginacao, (f.page - 1) * f.paginacao),
  ]);
  return {
    pedidos: linhas.map((l) => linhaDaLista(ator, l)),
    ...pagina,
    last_page: Math.max(1, Math.ceil(t.total / f.paginacao)),
    total: t.total,
    totais: {
      pedidos: t.pedidos,
      quantidade: t.quantidade,
      valor_bruto: t.valor_bruto,
      valor_liquido: t.valor_liquido,
      comissao_valor: t.comissao_valor,
      pendentes: { pedidos: t.pendentes_pedidos, valor: t.pendentes_valor },
      entregues: { pedidos: t.entregues_pedidos, valor: t.entregues_valor },
      enviados: { pedidos: t.enviados_pedidos, valor: t.enviados_valor },
    },
  };
}

/** The policy's view of a listed order (PedidoAlteravel). */
export const recursoDoPedido = (l: {
  fornecedor_id: number;
  cliente_id: number;
  representante_id: number | null;
  status: number;
  rodada_administrador_id: number | null;
  rodada_permitir_pedidos: boolean | null;
}) => ({
  fornecedor_id: l.fornecedor_id,
  cliente_id: l.cliente_id,
  representante_id: l.representante_id,
  rodada_administrador_id: l.rodada_administrador_id,
  status: l.status,
  rodada_permitir_pedidos: l.rodada_permitir_pedidos,
});

function linhaDaLista(ator: Ator, l: repo.LinhaDaPagina): contrato.PedidoLinha {
  const { representante_id: _r, rodada_permitir_pedidos: _p, rodada_administrador_id: _a, ...resto } = l;
  return { ...resto, acoes: acoesDe(ator, 'pedido', recursoDoPedido(l)) };
}

/** GET /api/pedidos/listar: the list without a filter (rodada_id, busca, page). */
export function listarPedidos(
  deps: Deps,
  ator: Ator,
  q: { page: number; paginacao: number; rodada_id?: number | undefined; busca?: string | undefined },
) {
  return filtrarPedidos(deps, ator, { ...q, status: 'todos', data_tipo: 'nenhuma' });
}
