import { sql } from 'drizzle-orm';
import { MSG_PEDIDOS, pedidos as contrato, produtos as contratoProdutos } from '@rodada/contracts';
import { acoesDe, deCentavos, paraCentavos, type Ator } from '@rodada/domain';
import { clientes, fornecedores, representante_fornecedor, representantes } from '../../db/schema/index.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { invalido, naoEncontrado, semPermissao } from '../../lib/errors.js';
import * as repo from './formulario.repository.js';
import { escopoDoAtor, recursoDoPedido } from './lista.service.js';

// The order form's reads (spec 3 §2 "Order form", §3, §7; PEDIDOS.md decisions 5 and 6): one order
// to edit, review or copy, the supplier's usable products and the list filter's people.

/** Money as the wire writes it ('12.50'). */
const dinheiro = (v: string) => deCentavos(paraCentavos(v));

/** GET /api/pedidos/{id}/editar: the whole order, by number or uuid, for whoever may see it. */
export async function editarPedido(deps: Deps, ator: Ator, ref: number | string) {
  const a = await repo.pedidoCompleto(deps.db, ref);
  if (!a) throw naoEncontrado(MSG_PEDIDOS.pedidoNaoEncontrado);
  const recurso = recursoDoPedido({ ...a.pedido, ...a });
  exigir(ator, 'pedido.ver', recurso);
  const p = a.pedido;
  const linhas = await repo.linhasDoPedido(deps.db, p.id);
  const ids = linhas.map((l) => l.produto_id);
  const [grades, fotos] = await Promise.all([
    repo.gradesDosProdutos(deps.db, ids),
    repo.primeirasFotos(deps.db, ids),
  ]);
  const pedido: contrato.PedidoEdicao = {
    id: p.id,
    uuid: p.uuid,
    hash: p.hash,
    offline: p.offline,
    rodada_id: p.rodada_id,
    fornecedor_id: p.fornecedor_id,
    representante_id: p.representante_id,
    cliente_id: p.cliente_id,
    cliente_loja_id: p.cliente_loja_id,
    pedido_cliente_id: p.pedido_cliente_id,
    data: p.data,
    entrega: p.entrega,
    desconto_percentual: p.desconto_percentual,
    desconto_valor: dinheiro(p.desconto_valor),
    taxa_percentual: p.taxa_percentual,
    taxa_valor: dinheiro(p.taxa_valor),
    comissao_percentual: p.comissao_percentual,
    comissao_valor: dinheiro(p.comissao_valor),
    comissao_tipo: p.comissao_tipo,
    forma_pagamento: p.forma_pagamento,
    prazo: p.prazo,
    transportadora: p.transportadora,
    transportadora_telefone: p.transportadora_telefone,
    vendedor: p.vendedor,
    valor_bruto: dinheiro(p.valor_bruto),
    valor_liquido: dinheiro(p.valor_liquido),
    observacoes: p.observacoes,
    quantidade: p.quantidade,
    status: p.status,
    pedido_loja: p.pedido_loja,
    cliente: a.cliente,
    loja: a.loja,
    fornecedor: a.fornecedor,
    representante:
      p.representante_id === null
        ? null
        : { id: p.representante_id, nome_fantasia: a.representante_nome ?? '' },
    rodada:
      p.rodada_id === null
        ? null
        : {
            id: p.rodada_id,
            nome: a.rodada_nome ?? '',
            permitir_pedidos: a.rodada_permitir_pedidos ?? false,
          },
    produtos: linhas.map((l) => {
      const f = fotos.get(l.produto_id);
      return {
        ...l,
        valor: dinheiro(l.valor),
        subtotal: dinheiro(l.subtotal),
        foto: f ? contratoProdutos.fotoDaChave(f.id, f.chave) : null,
        ...(grades.get(l.produto_id) ?? { cores: [], tamanhos: [] }),
      };
    }),
    acoes: acoesDe(ator, 'pedido', recurso),
  };
  return { pedido };
}

/**
 * The supplier whose products the form offers: a fornecedor's own; for a representante the
 * fornecedor_id sent (400 without it), one it carries (else 403).
 */
async function fornecedorDoFormulario(deps: Deps, ator: Ator, fornecedorId: number | undefined) {
  if (ator.tipo === 'fornecedor' && ator.fornecedorId !== null) return ator.fornecedorId;
  if (ator.tipo !== 'representante' || ator.representanteId === null) throw semPermissao();
  if (fornecedorId === undefined) {
    throw invalido({ fornecedor_id: MSG_PEDIDOS.fornecedorObrigatorio }, MSG_PEDIDOS.fornecedorObrigatorio);
  }
  if (!(await repo.representaFornecedor(deps.db, ator.representanteId, fornecedorId))) {
    throw semPermissao(MSG_PEDIDOS.fornecedorNaoRepresentado);
  }
  return fornecedorId;
}

/** Products with their photo and grid, as the form adds them. */
async function comGrade(
  deps: Deps,
  linhas: readonly {
    id: number;
    codigo: string;
    descricao: string;
    valor: string;
    quantidade_minima: number;
    multiplo: number;
  }[],
): Promise<contrato.ProdutoDoFormulario[]> {
  const ids = linhas.map((l) => l.id);
  const [grades, fotos] = await Promise.all([
    repo.gradesDosProdutos(deps.db, ids),
    repo.primeirasFotos(deps.db, ids),
  ]);
  return linhas.map((l) => {
    const f = fotos.get(l.id);
    return {
      ...l,
      valor: dinheiro(l.valor),
      foto: f ? contratoProdutos.fotoDaChave(f.id, f.chave) : null,
      ...(grades.get(l.id) ?? { cores: [], tamanhos: [] }),
    };
  });
}

/** GET /api/pedidos/produtos: a page of the supplier's usable products (approved and active). */
export async function produtosDoFormulario(
  deps: Deps,
  ator: Ator,
  q: { busca?: string | undefined; fornecedor_id?: number | undefined; page: number },
) {
  const fornecedorId = await fornecedorDoFormulario(deps, ator, q.fornecedor_id);
  const porPagina = contrato.POR_PAGINA_PRODUTOS_PEDIDO;
  const { linhas, total } = await repo.produtosUsaveis(deps.db, {
    fornecedorId,
    busca: q.busca,
    page: q.page,
    porPagina,
  });
  return {
    produtos: await comGrade(deps, linhas),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / porPagina)),
    per_page: porPagina,
    total,
  };
}

/** GET /api/pedidos/produtos/codigo: one usable product by its code, else 404 'Código não encontrado'. */
export async function produtoPorCodigo(
  deps: Deps,
  ator: Ator,
  q: { codigo: string; fornecedor_id?: number | undefined },
) {
  const fornecedorId = await fornecedorDoFormulario(deps, ator, q.fornecedor_id);
  const p = q.codigo ? await repo.produtoUsavelPorCodigo(deps.db, fornecedorId, q.codigo) : null;
  if (!p) throw naoEncontrado(MSG_PEDIDOS.codigoNaoEncontrado);
  const [produto] = await comGrade(deps, [p]);
  return { produto: produto! };
}

/**
 * GET /api/pedidos/fornecedores: the suppliers of the orders the caller sees (in the round when
 * given), plus a representative's own suppliers and a supplier itself (the form's choices).
 */
export async function fornecedoresDoPedido(deps: Deps, ator: Ator, q: { rodada_id?: number | undefined }) {
  const escopo = await escopoDoAtor(deps, ator, q.rodada_id);
  if (!escopo) return { fornecedores: [] };
  const extra =
    ator.tipo === 'representante'
      ? sql`${fornecedores.id} in (select rf.fornecedor_id from ${representante_fornecedor} rf where rf.representante_id = ${escopo.id})`
      : ator.tipo === 'fornecedor'
        ? sql`${fornecedores.id} = ${escopo.id}`
        : undefined;
  return { fornecedores: await repo.fornecedoresDoEscopo(deps.db, escopo, q.rodada_id, extra) };
}

/**
 * GET /api/pedidos/representantes: the representatives of the orders the caller sees, plus a
 * representative itself, a supplier's representatives and a client's main representative.
 */
export async function representantesDoPedido(deps: Deps, ator: Ator, q: { rodada_id?: number | undefined }) {
  const escopo = await escopoDoAtor(deps, ator, q.rodada_id);
  if (!escopo) return { representantes: [] };
  const extra =
    ator.tipo === 'representante'
      ? sql`${representantes.id} = ${escopo.id}`
      : ator.tipo === 'fornecedor'
        ? sql`${representantes.id} in (select rf.representante_id from ${representante_fornecedor} rf where rf.fornecedor_id = ${escopo.id})`
        : ator.tipo === 'cliente'
          ? sql`${representantes.id} = (select c.representante_id from ${clientes} c where c.id = ${escopo.id})`
          : undefined;
  return { representantes: await repo.representantesDoEscopo(deps.db, escopo, q.rodada_id, extra) };
}
