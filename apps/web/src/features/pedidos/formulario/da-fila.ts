import { paraCentavos } from '@rodada/domain';
import { dataParaTexto } from '../../../lib/entradas';
import type { FormDoCheckout, PedidoOffline } from '../../../lib/pedidos-offline';
import { pedidoVazio, type FormPedido } from './estado';
import { formatarPercentual } from './valor-percentual';

/*
 * A queued offline order (lib/pedidos-offline) as the order form opens it for a fix (issue 15 §7:
 * a refused order opens in the form to be fixed and sent again): the form stored by the form page
 * as it was, or, for an order of the supplier / representative checkout, a form made of its body
 * and the checkout's FormDoCheckout. Those lines know no grid axes: the page looks each product up
 * by code (`semGrade`) before its grid can be changed.
 */

/** Whether `f` is an order form stored by this page. */
function ehFormPedido(f: unknown): f is FormPedido {
  if (!f || typeof f !== 'object') return false;
  const p = f as Partial<FormPedido>;
  return typeof p.uuid === 'string' && Array.isArray(p.linhas) && Array.isArray(p.lojas);
}

function ehFormDoCheckout(f: unknown): f is FormDoCheckout {
  return !!f && typeof f === 'object' && (f as Partial<FormDoCheckout>).tipo === 'checkout';
}

const texto = (v: unknown) => (typeof v === 'string' ? v : '');
const centavos = (v: unknown) => {
  try {
    return typeof v === 'string' || typeof v === 'number' ? paraCentavos(v) : 0;
  } catch {
    return 0;
  }
};
const percentual = (v: unknown) =>
  v !== undefined && v !== null && Number(v) > 0 ? formatarPercentual(Number(v)) : '';

/** The form of a queued order, or null when it carries none this page can open. */
export function formDaFila(p: PedidoOffline): FormPedido | null {
  if (ehFormPedido(p.form)) return p.form;
  if (!ehFormDoCheckout(p.form)) return null;
  const f = p.form;
  const c = p.corpo;
  const linhasDoCheckout = new Map(f.linhas.map((l) => [l.produto_id, l]));
  return {
    ...pedidoVazio(p.uuid, p.rodada_id),
    fornecedor_id: f.fornecedor_id,
    cliente: f.cliente,
    loja: f.loja,
    lojas: f.lojas.length > 0 ? f.lojas : [f.loja],
    linhas: c.produtos.map((l) => {
      const d = linhasDoCheckout.get(Number(l.produto_id));
      return {
        produto: {
          id: Number(l.produto_id),
          codigo: d?.codigo ?? '',
          descricao: d?.descricao ?? '',
          valor: d?.valor ?? 0,
          foto: d?.foto ?? null,
          quantidade_minima: d?.quantidade_minima ?? 0,
          multiplo: d?.multiplo ?? 0,
          cores: [],
          tamanhos: [],
        },
        quantidade: Number(l.quantidade),
        grade: l.grade.map((g) => ({
          cor_id: Number(g.cor_id),
          tamanho_id: Number(g.tamanho_id),
          quantidade: Number(g.quantidade),
        })),
        observacoes: texto((l as { observacoes?: unknown }).observacoes),
      };
    }),
    entrega: dataParaTexto(texto(c.entrega)),
    forma_pagamento: texto(c.forma_pagamento),
    prazo: texto(c.prazo),
    transportadora: texto(c.transportadora),
    transportadora_telefone: texto(c.transportadora_telefone),
    vendedor: texto(c.vendedor),
    observacoes: texto(c.observacoes),
    desconto_valor: centavos(c.desconto_valor),
    desconto_percentual: percentual(c.desconto_percentual),
    taxa_valor: centavos(c.taxa_valor),
    taxa_percentual: percentual(c.taxa_percentual),
  };
}

/** The codes of the lines whose product's grid axes are not known yet. */
export const semGrade = (f: FormPedido): string[] =>
  f.linhas.filter((l) => l.produto.cores.length === 0 && l.produto.codigo).map((l) => l.produto.codigo);
