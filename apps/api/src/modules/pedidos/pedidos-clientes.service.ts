import { pedidos as contrato, type QueryOut } from '@rodada/contracts';
import {
  acoesDe,
  deCentavos,
  paraCentavos,
  pode,
  somar,
  statusDoPedidoCliente,
  transicaoPedidoCliente,
  type AcaoPedidoCliente,
  type Ator,
  type PedidoClienteAlteravel,
} from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import { erroDaTransicao, recalcularPedidoCliente } from './acoes.service.js';
import * as acoesRepo from './acoes.repository.js';
import * as repo from './pedidos-clientes.repository.js';

// Customer orders (spec D9; spec 3 §2 "Client orders list", §7; design of issue 14, decision 2):
// the list, cancelling or delivering a whole customer order, and a client's open orders.

const { MSG_ACOES_PEDIDO } = contrato;
const CANCELADO = 5;

const soma = (vs: readonly string[]) => deCentavos(somar(...vs.map((v) => paraCentavos(v))));

/** A customer order as its policy reads it, from its row and its supplier orders. */
function recursoDe(
  pc: Pick<
    repo.LinhaPedidoCliente,
    'cliente_id' | 'representante_id' | 'rodada_administrador_id' | 'rodada_permitir_pedidos'
  >,
  filhos: readonly Pick<repo.PedidoDoPedidoCliente, 'fornecedor_id' | 'status'>[],
): PedidoClienteAlteravel {
  return {
    cliente_id: pc.cliente_id,
    representante_id: pc.representante_id,
    fornecedor_ids: filhos.map((f) => f.fornecedor_id),
    rodada_administrador_id: pc.rodada_administrador_id,
    status_pedidos: filhos.map((f) => f.status),
    rodada_permitir_pedidos: pc.rodada_permitir_pedidos,
  };
}

/** A row of the list: sums over its live supplier orders (all of them when all are cancelled). */
function paraLinha(
  ator: Ator,
  pc: repo.LinhaPedidoCliente,
  filhos: readonly repo.PedidoDoPedidoCliente[],
): contrato.PedidoClienteLinha {
  const vivos = filhos.filter((f) => f.status !== CANCELADO);
  const contados = vivos.length > 0 ? vivos : filhos;
  const rodada = {
    rodada_administrador_id: pc.rodada_administrador_id,
    rodada_permitir_pedidos: pc.rodada_permitir_pedidos,
  };
  return {
    id: pc.id,
    data: pc.data,
    rodada_id: pc.rodada_id,
    cliente_id: pc.cliente_id,
    cliente_nome: pc.cliente_nome,
    cliente_loja_id: pc.cliente_loja_id,
    nome_fantasia: pc.nome_fantasia,
    razao_social: pc.razao_social,
    cnpj: pc.cnpj,
    quantidade_total:
      filhos.length > 0 ? contados.reduce((n, f) => n + f.quantidade, 0) : pc.quantidade_total,
    valor_total: filhos.length > 0 ? soma(contados.map((f) => f.valor_bruto)) : soma([pc.valor_total]),
    valor_liquido: soma(contados.map((f) => f.valor_liquido)),
    status: filhos.length > 0 ? statusDoPedidoCliente(filhos.map((f) => f.status)) : pc.status,
    representante_id: pc.representante_id,
    representante_nome: pc.representante_nome,
    pedidos: filhos.map((f) => ({
      id: f.id,
      fornecedor_id: f.fornecedor_id,
      fornecedor_nome: f.fornecedor_nome,
      status: f.status,
      quantidade: f.quantidade,
      valor_liquido: soma([f.valor_liquido]),
      acoes: acoesDe(ator, 'pedido', { ...f, ...rodada }),
    })),
    acoes: acoesDe(ator, 'pedido_cliente', recursoDe(pc, filhos)),
  };
}

/** GET /api/pedidos/pedidosclientes/{id}/listar ({id} a client the caller may see, or 0). */
export async function listarPedidosClientes(
  deps: Deps,
  ator: Ator,
  clienteId: number,
  q: QueryOut<typeof contrato.listarPedidosClientes>,
) {
  if (clienteId !== 0) {
    exigir(ator, 'cliente.ver', await repo.clienteComVinculos(deps.db, clienteId));
  }
  const filtro = { clienteId: clienteId || undefined, rodadaId: q.rodada_id, busca: q.busca };
  const [linhas, { contagem, dinheiro }] = await Promise.all([
    repo.paginaDePedidosClientes(deps.db, ator, filtro, { page: q.page, porPagina: q.paginacao }),
    repo.totaisDePedidosClientes(deps.db, ator, filtro),
  ]);
  // A fornecedor sees only its own supplier orders of each customer order (and sums over them).
  const filhos = await repo.pedidosDosPedidosClientes(
    deps.db,
    linhas.map((l) => l.id),
    ator.tipo === 'fornecedor' ? (ator.fornecedorId ?? 0) : undefined,
  );
  const visiveis = linhas
    .map((pc) => ({ pc, filhos: filhos.filter((f) => f.pedido_cliente_id === pc.id) }))
    .filter(({ pc, filhos: fs }) => pode(ator, 'pedido_cliente.ver', recursoDe(pc, fs)));
  return {
    pedidos: visiveis.map(({ pc, filhos: fs }) => paraLinha(ator, pc, fs)),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(contagem.pedidos / q.paginacao)),
    per_page: q.paginacao,
    total: contagem.pedidos,
    totais: {
      pedidos: contagem.pedidos,
      quantidade: dinheiro.quantidade,
      valor_total: soma([dinheiro.valor_total]),
      valor_liquido: soma([dinheiro.valor_liquido]),
      pendentes: { pedidos: contagem.pendentes, valor: soma([dinheiro.pendentes]) },
      entregues: { pedidos: contagem.entregues, valor: soma([dinheiro.entregues]) },
      enviados: { pedidos: contagem.enviados, valor: soma([dinheiro.enviados]) },
      cancelados: { pedidos: contagem.cancelados },
    },
  };
}

const SUCESSO: Readonly<Record<AcaoPedidoCliente, string>> = {
  cancelar: MSG_ACOES_PEDIDO.cancelado,
  entregar: MSG_ACOES_PEDIDO.entregue,
};

/**
 * POST /api/pedidos/pedidosclientes/{id}/cancelar | entregar: every live supplier order moves
 * (0 → 5, or 1 → 3) with the customer order's derived status, in one transaction.
 */
export async function agirNoPedidoCliente(
  deps: Deps,
  ator: Ator,
  id: number,
  acao: AcaoPedidoCliente,
  ip?: string,
) {
  return deps.db.transaction(async (tx) => {
    const pc = await repo.pedidoCliente(tx, id, true);
    if (!pc) throw naoEncontrado(MSG_ACOES_PEDIDO.pedidoNaoEncontrado);
    const filhos = await repo.pedidosDosPedidosClientes(tx, [pc.id]);
    const recurso = recursoDe(pc, filhos);
    exigir(ator, 'pedido_cliente.ver', recurso);
    const r = transicaoPedidoCliente(ator, recurso, acao);
    if (!r.ok) throw erroDaTransicao(r);
    exigir(ator, `pedido_cliente.${acao}`, recurso);
    const mudados: { id: number; status: number }[] = [];
    for (const f of filhos) {
      if (f.status === CANCELADO) {
        mudados.push({ id: f.id, status: f.status });
        continue;
      }
      if (!(await acoesRepo.mudarStatus(tx, f.id, f.status, r.para))) {
        throw erroDaTransicao({ ok: false, erro: 'status', motivo: MSG_ACOES_PEDIDO.pedidoAlterado });
      }
      mudados.push({ id: f.id, status: r.para });
    }
    const status = (await recalcularPedidoCliente(tx, pc.id)) ?? r.para;
    await auditar(tx, {
      userId: ator.userId,
      acao,
      entidade: 'pedidos_clientes',
      entidadeId: pc.id,
      dados: { pedidos: mudados, status },
      ip: ip ?? null,
    });
    return { msg: SUCESSO[acao], pedido_cliente: { id: pc.id, status, pedidos: mudados } };
  });
}

/** GET /api/pedidos/abertos: the client's orders in status 0 or 1 the caller may see. */
export async function pedidosAbertos(deps: Deps, ator: Ator, q: QueryOut<typeof contrato.pedidosAbertos>) {
  exigir(ator, 'cliente.ver', await repo.clienteComVinculos(deps.db, q.cliente_id));
  const linhas = await repo.pedidosAbertos(deps.db, ator, {
    clienteId: q.cliente_id,
    rodadaId: q.rodada_id,
    limite: contrato.MAX_PEDIDOS_ABERTOS,
  });
  return {
    pedidos_abertos: linhas
      .filter((p) => pode(ator, 'pedido.ver', p))
      .map(({ rodada_administrador_id: _a, rodada_permitir_pedidos: _p, ...p }) => ({
        ...p,
        valor_bruto: soma([p.valor_bruto]),
        valor_liquido: soma([p.valor_liquido]),
        acoes: acoesDe(ator, 'pedido', {
          ...p,
          rodada_administrador_id: _a,
          rodada_permitir_pedidos: _p,
        }),
      })),
  };
}
