import { randomUUID } from 'node:crypto';
import { MSG_PEDIDOS, type pedidos as contrato } from '@rodada/contracts';
import { deCentavos, hojeEmSaoPaulo, somar, type Ator } from '@rodada/domain';
import { SQLSTATE, sqlstate } from '../../db/erros.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado, regraViolada } from '../../lib/errors.js';
import {
  COMISSAO_PERCENTUAL,
  conferirLinhas,
  porFornecedor,
  totais,
  type LinhaConferida,
} from './checkout-linhas.js';
import * as repo from './checkout.repository.js';

// The two checkouts of 'Finalizar Compra' (spec 3 §2 "Checkout", §5, §6; spec D9, D10, D11, D14;
// issue 13 §6; ADR 018). Everything is read and checked first; then one transaction re-checks the
// uuid (spec D11) and writes. A concurrent twin that wins the race makes the insert hit the uuid's
// unique index (PostgreSQL): the loser answers what the winner saved.

/** The server's date in Brasília (spec D4; spec 3 §5: the delivery date's minimum). */
export const hoje = (deps: Deps) => hojeEmSaoPaulo(deps.clock.agora());

/** GET /api/pedidos/data. */
export function dataAtual(deps: Deps) {
  return { data_atual: hoje(deps) };
}

/** A round named by the device: it must exist and permit orders (spec 3 §2 "Order form"). */
async function rodadaQuePermite(deps: Deps, rodadaId: number | null) {
  if (rodadaId === null) return null;
  const r = await repo.rodadaDoPedido(deps.db, rodadaId);
  if (!r) throw regraViolada(MSG_PEDIDOS.rodadaNaoEncontrada, { rodada_id: MSG_PEDIDOS.rodadaNaoEncontrada });
  if (!r.permitir_pedidos) throw regraViolada(MSG_PEDIDOS.rodadaSemPedidos);
  return r;
}

/** A supplier order's lines as stored (money as numeric strings). */
const linhasGravadas = (linhas: readonly LinhaConferida[]): repo.NovaLinha[] =>
  linhas.map((l) => ({
    produto_id: l.produto.id,
    codigo: l.produto.codigo,
    descricao: l.produto.descricao,
    valor: deCentavos(l.valor),
    quantidade: l.quantidade,
    subtotal: deCentavos(l.subtotal),
    grade: l.grade,
  }));

/** The answer to a uuid already saved (spec D11): a retry of the same body, or a refusal. */
function repeticao(ator: Ator, existente: { user_id: number; hash: string | null }, hash: string) {
  if (existente.user_id !== ator.userId) throw conflito(MSG_PEDIDOS.uuidDeOutro);
  if (existente.hash !== hash) throw conflito(MSG_PEDIDOS.uuidEmUso);
}

/** Runs `gravar`; a unique violation (a concurrent twin with the same uuid won) answers `depois`. */
async function gravarUmaVez<T>(gravar: () => Promise<T>, depois: () => Promise<T | null>): Promise<T> {
  try {
    return await gravar();
  } catch (erro) {
    if (sqlstate(erro) !== SQLSTATE.unica) throw erro;
    const resposta = await depois();
    if (resposta === null) throw erro;
    return resposta;
  }
}

/** The caller's client record and links; a cliente without one is sent to complete its account. */
async function clienteDoChamador(deps: Deps, ator: Ator) {
  if (ator.clienteId === null) throw regraViolada(MSG_PEDIDOS.semPerfilCliente);
  const c = await repo.clienteDoPedido(deps.db, ator.clienteId);
  if (!c) throw regraViolada(MSG_PEDIDOS.semPerfilCliente);
  return c;
}

/**
 * POST /api/pedidos/salvar/cliente (spec D9): one customer order and one supplier order (status 0
 * Pendente) per supplier in the cart, in one transaction; the client's main representative
 * reviews them. Idempotent by uuid for the caller (spec D11).
 */
export async function salvarPedidoCliente(deps: Deps, ator: Ator, body: contrato.CheckoutClienteBody) {
  const resposta = (r: { id: number; pedidos: number[] }) => ({ msg: MSG_PEDIDOS.pedidoSalvo, ...r });
  const jaSalvo = async () => {
    const e = await repo.pedidoClientePorUuid(deps.db, body.uuid);
    if (!e) return null;
    repeticao(ator, e, body.hash);
    return resposta({ id: e.id, pedidos: e.pedidos });
  };
  const anterior = await jaSalvo();
  if (anterior) return anterior;

  const cliente = await clienteDoChamador(deps, ator);
  exigir(ator, 'compra.salvar', { cliente, fornecedor: null });
  if (!(await repo.lojaDoCliente(deps.db, body.cliente_loja_id, cliente.id))) {
    throw naoEncontrado(MSG_PEDIDOS.lojaNaoEncontrada);
  }
  const rodada = await rodadaQuePermite(deps, body.rodada_id);
  const produtos = await repo.produtosDoPedido(
    deps.db,
    body.produtos.map((l) => l.produto_id),
  );
  const linhas = conferirLinhas(body.produtos, produtos, { fornecedor: false });
  const grupos = [...porFornecedor(linhas)].map(([fornecedorId, ls]) => ({
    fornecedorId,
    linhas: ls,
    totais: totais(ls),
  }));
  const data = hoje(deps);
  const comum = {
    user_id: ator.userId,
    rodada_id: rodada?.id ?? null,
    cliente_id: cliente.id,
    cliente_loja_id: body.cliente_loja_id,
    representante_id: cliente.representante_id,
    data,
    forma_pagamento: body.forma_pagamento,
    observacoes: body.observacoes,
  };

  return gravarUmaVez(
    () =>
      deps.db.transaction(async (tx) => {
        // The uuid again, inside the transaction (PGlite runs one transaction at a time).
        const e = await repo.pedidoClientePorUuid(tx, body.uuid);
        if (e) {
          repeticao(ator, e, body.hash);
          return resposta({ id: e.id, pedidos: e.pedidos });
        }
        const id = await repo.inserirPedidoCliente(
          tx,
          {
            ...comum,
            uuid: body.uuid,
            quantidade_total: grupos.reduce((s, g) => s + g.totais.quantidade, 0),
            valor_total: deCentavos(somar(...grupos.map((g) => g.totais.bruto))),
          },
          linhas.map((l, ordem) => ({
            produto_id: l.produto.id,
            descricao: l.produto.descricao,
            quantidade: l.quantidade,
            valor: deCentavos(l.valor),
            subtotal: deCentavos(l.subtotal),
            grade: l.grade,
            ordem,
          })),
        );
        const ids: number[] = [];
        for (const g of grupos) {
          ids.push(
            await repo.inserirPedido(
              tx,
              {
                ...comum,
                uuid: randomUUID(),
                hash: body.hash,
                fornecedor_id: g.fornecedorId,
                pedido_cliente_id: id,
                ...colunasDeTotais(g.totais),
                status: 0,
              },
              linhasGravadas(g.linhas),
            ),
          );
        }
        return resposta({ id, pedidos: ids });
      }),
    jaSalvo,
  );
}

/** The money columns of an order from its totals (numeric strings, spec D14). */
function colunasDeTotais(t: ReturnType<typeof totais>) {
  return {
    quantidade: t.quantidade,
    valor_bruto: deCentavos(t.bruto),
    desconto_valor: deCentavos(t.desconto),
    desconto_percentual: t.desconto_percentual,
    taxa_valor: deCentavos(t.taxa),
    taxa_percentual: t.taxa_percentual,
    valor_liquido: deCentavos(t.liquido),
    comissao_percentual: String(COMISSAO_PERCENTUAL),
    comissao_valor: deCentavos(t.comissao),
    comissao_tipo: 'Fornecedor',
  };
}

/** Whether the body asks for a discount or a fee. */
const temAjuste = (b: contrato.CheckoutFornecedorBody) =>
  (b.desconto_valor ?? 0) > 0 ||
  (b.taxa_valor ?? 0) > 0 ||
  Number(b.desconto_percentual ?? 0) > 0 ||
  Number(b.taxa_percentual ?? 0) > 0;

/**
 * POST /api/pedidos/salvar (spec 3 §5 "Supplier checkout"): one order (pedido_loja) of one
 * supplier for one client's store. A fornecedor is always the order's supplier; a representante
 * names a supplier it carries, is the order's representative and may not set discount or fee (403
 * by compra.alterar_desconto, spec 3 §6 'discount fields read-only'). Idempotent by uuid for the caller (spec D11).
 */
export async function salvarPedido(deps: Deps, ator: Ator, body: contrato.CheckoutFornecedorBody) {
  const resposta = (id: number) => ({ msg: MSG_PEDIDOS.pedidoSalvo, id });
  const jaSalvo = async () => {
    const e = await repo.pedidoPorUuid(deps.db, body.uuid);
    if (!e) return null;
    repeticao(ator, e, body.hash);
    return resposta(e.id);
  };
  const anterior = await jaSalvo();
  if (anterior) return anterior;

  const fornecedorId = ator.tipo === 'fornecedor' ? ator.fornecedorId : (body.fornecedor_id ?? null);
  if (fornecedorId === null) {
    throw invalido({ fornecedor_id: MSG_PEDIDOS.fornecedorObrigatorio }, MSG_PEDIDOS.fornecedorObrigatorio);
  }
  const [cliente, fornecedor] = await Promise.all([
    repo.clienteDoPedido(deps.db, body.cliente_id),
    repo.fornecedorDoPedido(deps.db, fornecedorId),
  ]);
  if (!cliente) throw naoEncontrado(MSG_PEDIDOS.clienteNaoEncontrado);
  if (!fornecedor) throw naoEncontrado(MSG_PEDIDOS.fornecedorNaoRepresentado);
  exigir(ator, 'compra.salvar', { cliente, fornecedor }, MSG_PEDIDOS.fornecedorNaoRepresentado);
  if (!(await repo.lojaDoCliente(deps.db, body.cliente_loja_id, cliente.id))) {
    throw naoEncontrado(MSG_PEDIDOS.lojaNaoEncontrada);
  }
  // Discount and fee are the supplier's (compra.alterar_desconto; read-only for a representative).
  if (temAjuste(body)) {
    exigir(ator, 'compra.alterar_desconto', { cliente, fornecedor }, MSG_PEDIDOS.representanteSemDesconto);
  }
  if (!fornecedor.ativo) throw regraViolada(MSG_PEDIDOS.fornecedorInativo(fornecedor.nome_fantasia));
  const data = hoje(deps);
  const errors: Record<string, string> = {};
  if (body.entrega < data)
    errors.entrega = MSG_PEDIDOS.entregaAntesDeHoje(data.split('-').reverse().join('/'));
  if (ator.tipo === 'fornecedor' && !body.vendedor) errors.vendedor = MSG_PEDIDOS.obrigatorio;
  if (Object.keys(errors).length > 0) throw invalido(errors);
  const rodada = await rodadaQuePermite(deps, body.rodada_id);

  const produtos = await repo.produtosDoPedido(
    deps.db,
    body.produtos.map((l) => l.produto_id),
  );
  const linhas = conferirLinhas(body.produtos, produtos, { fornecedor: ator.tipo === 'fornecedor' });
  if (linhas.some((l) => l.produto.fornecedor_id !== fornecedor.id)) {
    throw regraViolada(MSG_PEDIDOS.produtoDeOutroFornecedor);
  }
  const t = totais(linhas, body);
  // The client's main representative reviews a supplier's own order when it carries the supplier.
  const representanteId =
    ator.tipo === 'representante'
      ? ator.representanteId
      : cliente.representante_id !== null && fornecedor.representante_ids.includes(cliente.representante_id)
        ? cliente.representante_id
        : null;

  return gravarUmaVez(
    () =>
      deps.db.transaction(async (tx) => {
        const e = await repo.pedidoPorUuid(tx, body.uuid);
        if (e) {
          repeticao(ator, e, body.hash);
          return resposta(e.id);
        }
        const id = await repo.inserirPedido(
          tx,
          {
            uuid: body.uuid,
            hash: body.hash,
            user_id: ator.userId,
            rodada_id: rodada?.id ?? null,
            fornecedor_id: fornecedor.id,
            cliente_id: cliente.id,
            cliente_loja_id: body.cliente_loja_id,
            representante_id: representanteId,
            data,
            entrega: body.entrega,
            forma_pagamento: body.forma_pagamento,
            prazo: body.prazo,
            transportadora: body.transportadora,
            transportadora_telefone: body.transportadora_telefone,
            vendedor: body.vendedor,
            observacoes: body.observacoes,
            pedido_loja: true,
            status: 0,
            ...colunasDeTotais(t),
          },
          linhasGravadas(linhas),
        );
        return resposta(id);
      }),
    jaSalvo,
  );
}
