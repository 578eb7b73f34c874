import { MSG_PEDIDOS, campos, type pedidos as contrato } from '@rodada/contracts';
import {
  cabeNaColuna,
  erroDaGrade,
  erroDaQuantidade,
  multiplicar,
  paraCentavos,
  totaisDoPedido,
} from '@rodada/domain';
import { regraViolada } from '../../lib/errors.js';
import type { ProdutoDoPedido } from './checkout.repository.js';

// The cart lines of a checkout checked against the catalogue (issue 13 §6): price, minimum,
// multiple, approval and active state come from the product, never from the body; the grid must
// sum to the line's quantity and use only the product's colours and sizes (spec 1 §5). Money in
// integer cents (spec D14).

/** Commission of a new order: 5% of the net, paid by the supplier (spec 3 §9). */
export const COMISSAO_PERCENTUAL = 5;

/** A checked line: the product as read, the quantity, the cells above 0, and the money in cents. */
export interface LinhaConferida {
  produto: ProdutoDoPedido;
  quantidade: number;
  grade: { cor_id: number; tamanho_id: number; quantidade: number }[];
  valor: number;
  subtotal: number;
}

/** Refuses with the first problem as the message and each line's problem under its field. */
function recusar(errors: Record<string, string>): never {
  const primeira = Object.values(errors)[0] ?? MSG_PEDIDOS.erroSalvarPedido;
  throw regraViolada(primeira, errors);
}

/**
 * Checks every line against its product (read by the caller, by id). `fornecedor` exempts from the
 * minimum (spec 1 §5). Throws 422 with `errors` per line ('produtos.2.quantidade').
 */
export function conferirLinhas(
  linhas: readonly contrato.LinhaPedido[],
  produtos: ReadonlyMap<number, ProdutoDoPedido>,
  opcoes: { fornecedor: boolean },
): LinhaConferida[] {
  const errors: Record<string, string> = {};
  const vistos = new Set<number>();
  const conferidas: LinhaConferida[] = [];
  linhas.forEach((l, i) => {
    const campo = `produtos.${i}`;
    const p = produtos.get(l.produto_id);
    if (!p) {
      errors[`${campo}.produto_id`] = MSG_PEDIDOS.produtoNaoEncontrado;
      return;
    }
    if (vistos.has(p.id)) {
      errors[`${campo}.produto_id`] = MSG_PEDIDOS.produtoRepetido;
      return;
    }
    vistos.add(p.id);
    if (!p.fornecedor_ativo) {
      errors[`${campo}.produto_id`] = MSG_PEDIDOS.fornecedorInativo(p.fornecedor_nome);
      return;
    }
    if (p.status !== 1 || !p.ativo) {
      errors[`${campo}.produto_id`] = MSG_PEDIDOS.produtoIndisponivel(p.codigo);
      return;
    }
    const erroQuantidade = erroDaQuantidade(l.quantidade, p, opcoes);
    if (erroQuantidade) {
      errors[`${campo}.quantidade`] = erroQuantidade;
      return;
    }
    const celulas = new Set<string>();
    for (const c of l.grade) {
      const chave = `${c.cor_id}/${c.tamanho_id}`;
      if (celulas.has(chave)) {
        errors[`${campo}.grade`] = MSG_PEDIDOS.gradeRepetida(p.codigo);
        return;
      }
      celulas.add(chave);
      if (!p.cor_ids.includes(c.cor_id) || !p.tamanho_ids.includes(c.tamanho_id)) {
        errors[`${campo}.grade`] = MSG_PEDIDOS.gradeForaDoProduto(p.codigo);
        return;
      }
    }
    const erroGrade = erroDaGrade(l.quantidade, l.grade);
    if (erroGrade) {
      errors[`${campo}.grade`] = erroGrade;
      return;
    }
    const valor = paraCentavos(p.valor);
    const subtotal = multiplicar(valor, l.quantidade);
    if (!cabeNaColuna(subtotal)) {
      errors[`${campo}.quantidade`] = campos.MSG_DINHEIRO_MAXIMO;
      return;
    }
    conferidas.push({
      produto: p,
      quantidade: l.quantidade,
      grade: l.grade.filter((c) => c.quantidade > 0),
      valor,
      subtotal,
    });
  });
  if (Object.keys(errors).length > 0) recusar(errors);
  return conferidas;
}

/** The totals of one supplier order, in cents (spec 3 §9: net = gross − discount + fee). */
export interface Totais {
  quantidade: number;
  bruto: number;
  desconto: number;
  desconto_percentual: string;
  taxa: number;
  taxa_percentual: string;
  liquido: number;
  comissao: number;
}

/**
 * An order's totals from its lines and the discount and fee asked (totaisDoPedido of the domain,
 * the same the order form shows); refuses a discount above the gross and a fee above 100%.
 */
export function totais(
  linhas: readonly LinhaConferida[],
  pedido: {
    desconto_valor?: number | undefined;
    desconto_percentual?: string | undefined;
    taxa_valor?: number | undefined;
    taxa_percentual?: string | undefined;
  } = {},
): Totais {
  const t = totaisDoPedido({
    linhas: linhas.map((l) => ({ valor: l.valor, quantidade: l.quantidade })),
    ...pedido,
    comissao_percentual: COMISSAO_PERCENTUAL,
  });
  if (t.desconto_valor > t.bruto) {
    throw regraViolada(MSG_PEDIDOS.descontoMaiorQueBruto, {
      desconto_valor: MSG_PEDIDOS.descontoMaiorQueBruto,
    });
  }
  if (Number(t.taxa_percentual) > 100) {
    throw regraViolada(MSG_PEDIDOS.taxaMaiorQueBruto, { taxa_valor: MSG_PEDIDOS.taxaMaiorQueBruto });
  }
  if (!cabeNaColuna(t.bruto) || !cabeNaColuna(t.liquido)) throw regraViolada(campos.MSG_DINHEIRO_MAXIMO);
  return {
    quantidade: t.quantidade,
    bruto: t.bruto,
    desconto: t.desconto_valor,
    desconto_percentual: t.desconto_percentual,
    taxa: t.taxa_valor,
    taxa_percentual: t.taxa_percentual,
    liquido: t.liquido,
    comissao: t.comissao_valor,
  };
}

export { percentualDoValor } from '@rodada/domain';

/** Groups checked lines by supplier, in the order each supplier first appears in the cart. */
export function porFornecedor(linhas: readonly LinhaConferida[]): Map<number, LinhaConferida[]> {
  const grupos = new Map<number, LinhaConferida[]>();
  for (const l of linhas) {
    const g = grupos.get(l.produto.fornecedor_id) ?? [];
    g.push(l);
    grupos.set(l.produto.fornecedor_id, g);
  }
  return grupos;
}
