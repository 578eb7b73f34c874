import { MSG_PEDIDOS, type pedidos as contrato } from '@rodada/contracts';
import { paraCentavos, pode, type Ator } from '@rodada/domain';
import { SQLSTATE, sqlstate } from '../../db/erros.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado, regraViolada, semPermissao } from '../../lib/errors.js';
import { conferirLinhas, totais } from './checkout-linhas.js';
import * as repo from './checkout.repository.js';
import { colunasDeTotais, gravarUmaVez, hoje, linhasGravadas, rodadaQuePermite } from './checkout.service.js';
import * as form from './formulario.repository.js';
import { recursoDoPedido } from './lista.service.js';

// The order form's save (spec 3 §2 "Order form", §5 "Supplier checkout", §6; spec D11;
// PEDIDOS.md decisions 4 and 11): POST /api/pedidos/salvar creates an order, or updates it when
// the same uuid comes back from the same user with another hash; POST /api/pedidos/{id}/atualizar
// updates. Both check everything first, then write the order, its lines and grid in one
// transaction, with totals recomputed from the catalogue prices (totaisDoPedido).

type Body = contrato.CheckoutFornecedorBody;

/** Whether the body asks for a discount or a fee. */
const temAjuste = (b: Body) =>
  (b.desconto_valor ?? 0) > 0 ||
  (b.taxa_valor ?? 0) > 0 ||
  Number(b.desconto_percentual ?? 0) > 0 ||
  Number(b.taxa_percentual ?? 0) > 0;

/** Whether a sent amount or percentage differs from the stored one (absent: unchanged). */
const mudou = (enviado: number | string | undefined, gravado: string, dinheiro: boolean) =>
  enviado !== undefined &&
  (dinheiro ? enviado !== paraCentavos(gravado) : Number(enviado) !== Number(gravado));

/**
 * A representative's discount and fee on an update: unchanged from the stored ones (else 403,
 * PEDIDOS.md decision 4). The stored amounts are kept as values (the value wins).
 */
function ajusteDoRepresentante(body: Body, p: form.PedidoCompleto['pedido']) {
  if (
    mudou(body.desconto_valor, p.desconto_valor, true) ||
    mudou(body.desconto_percentual, p.desconto_percentual, false) ||
    mudou(body.taxa_valor, p.taxa_valor, true) ||
    mudou(body.taxa_percentual, p.taxa_percentual, false)
  ) {
    throw semPermissao(MSG_PEDIDOS.representanteSemDesconto);
  }
  return {
    desconto_valor: paraCentavos(p.desconto_valor),
    desconto_percentual: p.desconto_percentual,
    taxa_valor: paraCentavos(p.taxa_valor),
    taxa_percentual: p.taxa_percentual,
  };
}

/**
 * Checks a save or an update (`atual`) and computes the order's columns and lines. A fornecedor is
 * always the supplier; a representante names one it carries. On an update the supplier, the
 * round and the representative stay; a cliente's checkout keeps its client and store.
 */
async function prepararPedido(deps: Deps, ator: Ator, body: Body, atual: form.PedidoCompleto | null) {
  let fornecedorId = ator.tipo === 'fornecedor' ? ator.fornecedorId : (body.fornecedor_id ?? null);
  if (atual) {
    if (
      ator.tipo === 'representante' &&
      fornecedorId !== null &&
      fornecedorId !== atual.pedido.fornecedor_id
    ) {
      throw semPermissao(MSG_PEDIDOS.fornecedorNaoAlteravel);
    }
    fornecedorId = atual.pedido.fornecedor_id;
    const p = atual.pedido;
    if (
      p.pedido_cliente_id !== null &&
      (body.cliente_id !== p.cliente_id || body.cliente_loja_id !== p.cliente_loja_id)
    ) {
      throw regraViolada(MSG_PEDIDOS.clienteNaoAlteravel);
    }
  }
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
  // Discount and fee are the supplier's (compra.alterar_desconto; read-only for a representative):
  // without the right, an update keeps the stored ones and a new order may not set them.
  let ajuste: Parameters<typeof totais>[1] = body;
  if (!pode(ator, 'compra.alterar_desconto', { cliente, fornecedor })) {
    if (atual) ajuste = ajusteDoRepresentante(body, atual.pedido);
    else if (temAjuste(body)) throw semPermissao(MSG_PEDIDOS.representanteSemDesconto);
  }
  if (!fornecedor.ativo) throw regraViolada(MSG_PEDIDOS.fornecedorInativo(fornecedor.nome_fantasia));
  const data = atual?.pedido.data ?? hoje(deps);
  const minimo = hoje(deps);
  const errors: Record<string, string> = {};
  const entregaMantida = atual !== null && body.entrega === atual.pedido.entrega && body.entrega >= data;
  if (body.entrega < minimo && !entregaMantida) {
    errors.entrega = MSG_PEDIDOS.entregaAntesDeHoje(minimo.split('-').reverse().join('/'));
  }
  if (ator.tipo === 'fornecedor' && !body.vendedor) errors.vendedor = MSG_PEDIDOS.obrigatorio;
  if (Object.keys(errors).length > 0) throw invalido(errors);
  const rodadaId = atual
    ? atual.pedido.rodada_id
    : ((await rodadaQuePermite(deps, body.rodada_id))?.id ?? null);

  const produtos = await repo.produtosDoPedido(
    deps.db,
    body.produtos.map((l) => l.produto_id),
  );
  const linhas = conferirLinhas(body.produtos, produtos, { fornecedor: ator.tipo === 'fornecedor' });
  if (linhas.some((l) => l.produto.fornecedor_id !== fornecedor.id)) {
    throw regraViolada(MSG_PEDIDOS.produtoDeOutroFornecedor);
  }
  const t = totais(linhas, ajuste);
  // The client's main representative reviews a supplier's own order when it carries the supplier.
  const representanteId = atual
    ? atual.pedido.representante_id
    : ator.tipo === 'representante'
      ? ator.representanteId
      : cliente.representante_id !== null && fornecedor.representante_ids.includes(cliente.representante_id)
        ? cliente.representante_id
        : null;
  return {
    valores: {
      rodada_id: rodadaId,
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
      ...colunasDeTotais(t),
    },
    linhas: linhasGravadas(
      linhas,
      body.produtos.map((l) => l.observacoes),
    ),
  };
}

/**
 * Updates order `id` (PEDIDOS.md decision 4): visible (else 404), its round permits orders (else
 * 422), Pendente or Revisado (else 409 with the reason), and the caller may edit it (403).
 */
async function atualizarExistente(deps: Deps, ator: Ator, id: number, body: Body) {
  const atual = await form.pedidoCompleto(deps.db, id);
  if (!atual) throw naoEncontrado(MSG_PEDIDOS.pedidoNaoEncontrado);
  const recurso = recursoDoPedido({ ...atual.pedido, ...atual });
  exigir(ator, 'pedido.ver', recurso);
  // The same body again (a retry whose answer was lost, an offline sync run twice): answered as the
  // first time, even if the order has moved on since (reviewed, delivered): nothing to change.
  if (atual.pedido.hash === body.hash) return { msg: MSG_PEDIDOS.pedidoAtualizado, id };
  if (atual.rodada_permitir_pedidos === false) throw regraViolada(MSG_PEDIDOS.rodadaSemPedidos);
  if (![0, 1].includes(atual.pedido.status)) throw conflito(MSG_PEDIDOS.pedidoNaoEditavel);
  exigir(ator, 'pedido.editar', recurso);
  const { valores, linhas } = await prepararPedido(deps, ator, body, atual);
  try {
    await deps.db.transaction(async (tx) => {
      const travado = await form.travarPedido(tx, id);
      if (!travado || ![0, 1].includes(travado.status)) throw conflito(MSG_PEDIDOS.pedidoNaoEditavel);
      await form.regravarPedido(tx, id, { ...valores, hash: body.hash }, linhas);
      if (atual.pedido.pedido_cliente_id !== null) {
        await form.recontarPedidoCliente(tx, atual.pedido.pedido_cliente_id);
      }
    });
  } catch (erro) {
    // A delivery record still points at a line (an undone delivery): the lines cannot be replaced.
    if (sqlstate(erro) === SQLSTATE.chaveEstrangeira) throw conflito(MSG_PEDIDOS.pedidoNaoEditavel);
    throw erro;
  }
  return { msg: MSG_PEDIDOS.pedidoAtualizado, id };
}

/** POST /api/pedidos/{id}/atualizar: the body's uuid is not read (the order keeps its own). */
export function atualizarPedido(deps: Deps, ator: Ator, id: number, body: Body) {
  return atualizarExistente(deps, ator, id, body);
}

/**
 * POST /api/pedidos/salvar (spec D11): a new uuid creates the order (status 0 Pendente,
 * pedido_loja); the same uuid and hash answer as the first time; the same uuid with another hash
 * from the same user updates the order; another user's uuid is refused (409).
 */
export async function salvarPedido(deps: Deps, ator: Ator, body: Body) {
  const resposta = (id: number) => ({ msg: MSG_PEDIDOS.pedidoSalvo, id });
  const jaSalvo = async () => {
    const e = await repo.pedidoPorUuid(deps.db, body.uuid);
    if (!e) return null;
    if (e.user_id !== ator.userId) throw conflito(MSG_PEDIDOS.uuidDeOutro);
    if (e.hash === body.hash) return resposta(e.id);
    return atualizarExistente(deps, ator, e.id, body);
  };
  const anterior = await jaSalvo();
  if (anterior) return anterior;

  const { valores, linhas } = await prepararPedido(deps, ator, body, null);
  return gravarUmaVez(
    () =>
      deps.db
        .transaction(async (tx) => {
          // The uuid again, inside the transaction: a twin saved meanwhile answers as above.
          const e = await repo.pedidoPorUuid(tx, body.uuid);
          if (e) return null;
          return resposta(
            await repo.inserirPedido(
              tx,
              {
                ...valores,
                uuid: body.uuid,
                hash: body.hash,
                user_id: ator.userId,
                pedido_loja: true,
                status: 0,
              },
              linhas,
            ),
          );
        })
        .then(async (r) => r ?? (await jaSalvo())!),
    jaSalvo,
  );
}
