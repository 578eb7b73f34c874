import { MSG_PEDIDOS, pedidos as contrato, type AcoesDe } from '@rodada/contracts';
import {
  acoesDe,
  deCentavos,
  paraCentavos,
  podeVerCliente,
  somar,
  statusDoPedidoCliente,
  type Ator,
  type ClienteRecurso,
  type FornecedorRecurso,
} from '@rodada/domain';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import { escopoDoAtor } from '../clientes/index.js';
import { COMISSAO_PERCENTUAL } from './checkout-linhas.js';
import * as repo from './consultas.repository.js';

// The checkout's client picker and a customer order's detail (spec 3 §7 "Orders"; issue 13).

/**
 * The caller's abilities in a checkout for this client (compra), over the suppliers whose orders
 * it places: an ability holds when it holds for one of them (a representative's cart may carry
 * several; `alterar_desconto` is false for each of them).
 */
function acoesDaCompra(
  ator: Ator,
  cliente: ClienteRecurso,
  fornecedores: readonly FornecedorRecurso[],
): AcoesDe<'compra'> {
  const porFornecedor = fornecedores.map((fornecedor) => acoesDe(ator, 'compra', { cliente, fornecedor }));
  return {
    salvar: porFornecedor.some((a) => a.salvar),
    alterar_desconto: porFornecedor.some((a) => a.alterar_desconto),
  };
}

/**
 * GET /api/pedidos/clientes: the clients the caller may order for, with their stores and the
 * caller's `acoes` of compra. The SQL scope is the customers module's; each row is also checked by
 * the cliente policy (ADR 013).
 */
export async function clientesDoPedido(
  deps: Deps,
  ator: Ator,
  q: { rodada_id?: number | undefined; id?: number | undefined; busca?: string | undefined },
) {
  // A supplier's and an administrador's scope narrow to the round's participants (the administrador:
  // the orders list's client filter, its own rounds only); a representative's clients are its own.
  const daRodada = ator.tipo === 'fornecedor' || ator.tipo === 'administrador';
  const escopo = escopoDoAtor(ator, daRodada ? q.rodada_id : undefined);
  const linhas = (
    await repo.clientesDoEscopo(deps.db, escopo, {
      rodadaId: q.rodada_id,
      id: q.id,
      busca: q.busca,
      limite: contrato.MAX_CLIENTES_PEDIDO,
    })
  ).filter((c) => podeVerCliente(ator, c));
  const [lojas, fornecedores] = await Promise.all([
    repo.lojasDosClientes(
      deps.db,
      linhas.map((c) => c.id),
    ),
    repo.fornecedoresDoChamador(deps.db, ator),
  ]);
  return {
    clientes: linhas.map((c) => ({
      id: c.id,
      nome: c.nome,
      razao_social: c.razao_social,
      nome_fantasia: c.nome_fantasia,
      cnpj: c.cnpj,
      lojas: lojas
        .filter((l) => l.cliente_id === c.id)
        .map(({ id, razao_social, nome_fantasia, cnpj, padrao }) => ({
          id,
          razao_social,
          nome_fantasia,
          cnpj,
          padrao,
        })),
      acoes: acoesDaCompra(ator, c, fornecedores),
    })),
  };
}

/** GET /api/pedidos/pedidosclientes/{id}/detalhar: what the checkout saved (spec 3 §3 "Customer order"). */
export async function detalharPedidoCliente(deps: Deps, ator: Ator, id: number) {
  const pc = await repo.pedidoCliente(deps.db, id);
  if (!pc) throw naoEncontrado(MSG_PEDIDOS.pedidoNaoEncontrado);
  const todos = await repo.pedidosDoPedidoCliente(deps.db, pc.id);
  exigir(ator, 'pedido_cliente.ver', {
    cliente_id: pc.cliente_id,
    representante_id: pc.representante_id,
    fornecedor_ids: todos.map((f) => f.fornecedor_id),
    rodada_administrador_id: pc.rodada_administrador_id,
    status_pedidos: todos.map((f) => f.status),
    rodada_permitir_pedidos: pc.rodada_permitir_pedidos,
  });
  // A fornecedor sees only its own supplier orders of the customer order, and totals over them.
  const doFornecedor = ator.tipo === 'fornecedor';
  const filhos = doFornecedor ? todos.filter((f) => f.fornecedor_id === ator.fornecedorId) : todos;
  const [linhas, endereco] = await Promise.all([
    repo.linhasDosPedidos(
      deps.db,
      filhos.map((f) => f.id),
    ),
    repo.enderecoDeEntrega(deps.db, pc.loja_endereco_id),
  ]);
  const soma = (vs: string[]) => deCentavos(somar(...vs.map((v) => paraCentavos(v))));
  return {
    pedido_cliente: {
      id: pc.id,
      uuid: pc.uuid,
      data: pc.data,
      status: doFornecedor ? statusDoPedidoCliente(filhos.map((f) => f.status)) : pc.status,
      cliente_id: pc.cliente_id,
      cliente_nome: pc.cliente_nome,
      cliente_loja: { ...pc.loja, endereco },
      forma_pagamento: pc.forma_pagamento,
      observacoes: pc.observacoes,
      quantidade_total: doFornecedor ? filhos.reduce((n, f) => n + f.quantidade, 0) : pc.quantidade_total,
      valor_total: soma(doFornecedor ? filhos.map((f) => f.valor_bruto) : [pc.valor_total]),
      valor_liquido: soma(filhos.map((f) => f.valor_liquido)),
      comissao_percentual: String(COMISSAO_PERCENTUAL),
      comissao_valor: soma(filhos.map((f) => f.comissao_valor)),
      pedidos: filhos.map((f) => ({
        id: f.id,
        fornecedor_id: f.fornecedor_id,
        fornecedor_nome: f.fornecedor_nome,
        status: f.status,
        quantidade: f.quantidade,
        valor_bruto: soma([f.valor_bruto]),
        valor_liquido: soma([f.valor_liquido]),
      })),
    },
    produtos: linhas.map((l) => ({
      id: l.produto_id,
      codigo: l.codigo,
      descricao: l.descricao,
      quantidade: l.quantidade,
      valor: soma([l.valor]),
      subtotal: soma([l.subtotal]),
      grade: l.grade,
    })),
  };
}
