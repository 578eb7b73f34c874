import type { BodyDe, pedidos, produtos } from '@rodada/contracts';
import { deCentavos, multiplicar, paraCentavos, somar, type CelulaDaGrade } from '@rodada/domain';
import { dataParaTexto, textoParaData } from '../../../lib/entradas';
import { formatarPercentual } from './valor-percentual';

/*
 * The order form's state (spec 3 §2 "Order form", §3 "Order", "Order line", §4 "Order form mode",
 * "Draft"), pure: what the page holds, how an empty one looks, how it compares with an empty one
 * (the draft rule), how an order loaded for editar / copiar becomes a form and how a form becomes
 * the body of POST /api/pedidos/salvar and /{id}/atualizar. Money in integer cents (spec D14).
 */

export type ModoFormulario = 'novo' | 'editar' | 'copiar';

/** A product as the form knows it (the lookups' and the loaded lines' shape), price in cents. */
export interface ProdutoDoForm {
  id: number;
  codigo: string;
  descricao: string;
  valor: number;
  foto: produtos.FotoProduto | null;
  quantidade_minima: number;
  multiplo: number;
  cores: produtos.CorDaGrade[];
  tamanhos: produtos.TamanhoDaGrade[];
}

/** An order line: the product, its total pieces, the cells above 0 and its notes. */
export interface LinhaForm {
  produto: ProdutoDoForm;
  quantidade: number;
  grade: CelulaDaGrade[];
  observacoes: string;
}

/** The client (its contact for a representative's read-only view) and the chosen store. */
export interface ClienteDoForm {
  id: number;
  nome: string;
  razao_social: string | null;
  nome_fantasia: string | null;
  cnpj: string | null;
  telefone?: string | null;
  celular?: string | null;
  email?: string | null;
}
export interface LojaDoForm {
  id: number;
  razao_social: string;
  nome_fantasia: string;
  cnpj: string;
}

/** Discount and fee as stored, sent back unchanged by a representative (it may not change them). */
export interface DescontoTaxaGuardados {
  desconto_valor: string;
  desconto_percentual: string | null;
  taxa_valor: string;
  taxa_percentual: string | null;
}

export interface FormPedido {
  /** The idempotency key (spec D11): new in novo and copiar, the order's own in editar. */
  uuid: string;
  rodada_id: number | null;
  /** The order's supplier (editar: a representative's lookups need it). */
  fornecedor_id: number | null;
  cliente: ClienteDoForm | null;
  loja: LojaDoForm | null;
  /** The client's stores (the store select's options). */
  lojas: LojaDoForm[];
  linhas: LinhaForm[];
  /** As typed, 'dd/mm/aaaa'. */
  entrega: string;
  forma_pagamento: string;
  prazo: string;
  transportadora: string;
  transportadora_telefone: string;
  vendedor: string;
  observacoes: string;
  desconto_valor: number;
  /** As typed ('2,5'); '' none. */
  desconto_percentual: string;
  taxa_valor: number;
  taxa_percentual: string;
  /** Which of value / percent was typed last: the other follows the gross (spec 3 §9). */
  desconto_origem: 'valor' | 'percentual';
  taxa_origem: 'valor' | 'percentual';
  guardados: DescontoTaxaGuardados | null;
}

export function pedidoVazio(uuid: string, rodadaId: number | null): FormPedido {
  return {
    uuid,
    rodada_id: rodadaId,
    fornecedor_id: null,
    cliente: null,
    loja: null,
    lojas: [],
    linhas: [],
    entrega: '',
    forma_pagamento: '',
    prazo: '',
    transportadora: '',
    transportadora_telefone: '',
    vendedor: '',
    observacoes: '',
    desconto_valor: 0,
    desconto_percentual: '',
    taxa_valor: 0,
    taxa_percentual: '',
    desconto_origem: 'valor',
    taxa_origem: 'valor',
    guardados: null,
  };
}

/**
 * Whether a new order differs from an empty one (spec 3 §4 "Draft"): anything the user chose or
 * typed. The uuid, the round and which money field was typed last are not the user's content.
 */
export function diferenteDoVazio(f: FormPedido): boolean {
  const vazio = pedidoVazio(f.uuid, f.rodada_id);
  const conteudo = (p: FormPedido) => ({
    ...p,
    desconto_origem: null,
    taxa_origem: null,
    lojas: null,
    entrega: p.entrega.replace(/\D/g, ''),
  });
  return JSON.stringify(conteudo(f)) !== JSON.stringify(conteudo(vazio));
}

/** Pieces of the whole order. */
export const quantidadeDoPedido = (linhas: readonly LinhaForm[]): number =>
  linhas.reduce((s, l) => s + l.quantidade, 0);

/** A line's subtotal in cents. */
export const subtotalDaLinha = (l: LinhaForm): number => multiplicar(l.produto.valor, l.quantidade);

/** The gross of the order in cents. */
export const brutoDoPedido = (linhas: readonly LinhaForm[]): number => somar(...linhas.map(subtotalDaLinha));

/** A product of the lookups (price '12.50') as the form keeps it. */
export function produtoDoForm(p: {
  id: number;
  codigo: string;
  descricao: string;
  valor: string;
  foto: produtos.FotoProduto | null;
  quantidade_minima: number;
  multiplo: number;
  cores: produtos.CorDaGrade[];
  tamanhos: { id: number; tamanho: string; especial?: boolean | undefined }[];
}): ProdutoDoForm {
  return {
    id: p.id,
    codigo: p.codigo,
    descricao: p.descricao,
    valor: paraCentavos(p.valor),
    foto: p.foto,
    quantidade_minima: p.quantidade_minima,
    multiplo: p.multiplo,
    cores: p.cores,
    tamanhos: p.tamanhos.map((t) => ({ id: t.id, tamanho: t.tamanho, especial: t.especial ?? false })),
  };
}

/** The order loaded by GET /api/pedidos/{id}/editar (the part the form reads). */
export interface PedidoCarregado {
  uuid: string;
  rodada_id: number | null;
  fornecedor_id: number;
  entrega: string | null;
  forma_pagamento: string | null;
  prazo: string | null;
  transportadora: string | null;
  transportadora_telefone: string | null;
  vendedor: string | null;
  observacoes: string | null;
  desconto_valor: string;
  desconto_percentual: string | null;
  taxa_valor: string;
  taxa_percentual: string | null;
  cliente: ClienteDoForm;
  loja: LojaDoForm;
  produtos: {
    produto_id: number;
    codigo: string;
    descricao: string;
    valor: string;
    quantidade: number;
    observacoes: string | null;
    foto: produtos.FotoProduto | null;
    quantidade_minima: number;
    multiplo: number;
    cores: produtos.CorDaGrade[];
    tamanhos: { id: number; tamanho: string; especial?: boolean | undefined }[];
    grade: CelulaDaGrade[];
  }[];
}

/**
 * A loaded order as the form (spec 3 §4 "Order form mode"): editar keeps its uuid; copiar drops
 * the id (the page never sends it), takes a new uuid and today's date (the server's, on saving),
 * and keeps everything else, its delivery date only when it is not before today.
 */
export function formDoPedido(
  p: PedidoCarregado,
  modo: 'editar' | 'copiar',
  opcoes: { uuid: string; hoje: string | undefined },
): FormPedido {
  const pct = (v: string | null) => (v && Number(v) > 0 ? formatarPercentual(Number(v)) : '');
  const entrega =
    modo === 'copiar' && p.entrega && opcoes.hoje && p.entrega < opcoes.hoje ? '' : dataParaTexto(p.entrega);
  return {
    uuid: modo === 'editar' ? p.uuid : opcoes.uuid,
    rodada_id: p.rodada_id,
    fornecedor_id: p.fornecedor_id,
    cliente: p.cliente,
    loja: p.loja,
    lojas: [p.loja],
    linhas: p.produtos.map((l) => ({
      produto: produtoDoForm({ ...l, id: l.produto_id }),
      quantidade: l.quantidade,
      grade: l.grade.filter((c) => c.quantidade > 0),
      observacoes: l.observacoes ?? '',
    })),
    entrega,
    forma_pagamento: p.forma_pagamento ?? '',
    prazo: p.prazo ?? '',
    transportadora: p.transportadora ?? '',
    transportadora_telefone: p.transportadora_telefone ?? '',
    vendedor: p.vendedor ?? '',
    observacoes: p.observacoes ?? '',
    desconto_valor: paraCentavos(p.desconto_valor),
    desconto_percentual: pct(p.desconto_percentual),
    taxa_valor: paraCentavos(p.taxa_valor),
    taxa_percentual: pct(p.taxa_percentual),
    desconto_origem: 'valor',
    taxa_origem: 'valor',
    guardados:
      modo === 'editar'
        ? {
            desconto_valor: p.desconto_valor,
            desconto_percentual: p.desconto_percentual,
            taxa_valor: p.taxa_valor,
            taxa_percentual: p.taxa_percentual,
          }
        : null,
  };
}

export type CorpoPedido = Omit<BodyDe<typeof pedidos.salvarPedido>, 'hash' | 'produtos'> & {
  produtos: (pedidos.LinhaPedido & { observacoes: string | null })[];
};

/**
 * The body of salvar / atualizar (PEDIDOS.md decision 4; amounts '12.50', spec D14). A
 * representative sends the stored discount and fee unchanged (spec 3 §6: read-only for it; the
 * server refuses other values); `data` is the server's.
 */
export function corpoDoPedido(f: FormPedido, opcoes: { representante: boolean }): CorpoPedido {
  const texto = (s: string) => (s.trim() ? s.trim() : null);
  const pct = (s: string) => (s.trim() ? s.trim().replace(',', '.') : undefined);
  const descontoTaxa =
    opcoes.representante && f.guardados
      ? {
          desconto_valor: f.guardados.desconto_valor,
          desconto_percentual: f.guardados.desconto_percentual ?? undefined,
          taxa_valor: f.guardados.taxa_valor,
          taxa_percentual: f.guardados.taxa_percentual ?? undefined,
        }
      : opcoes.representante
        ? {}
        : {
            desconto_valor: deCentavos(f.desconto_valor),
            desconto_percentual: pct(f.desconto_percentual),
            taxa_valor: deCentavos(f.taxa_valor),
            taxa_percentual: pct(f.taxa_percentual),
          };
  return {
    uuid: f.uuid,
    rodada_id: f.rodada_id,
    cliente_id: f.cliente?.id ?? 0,
    cliente_loja_id: f.loja?.id ?? 0,
    ...(opcoes.representante && f.fornecedor_id ? { fornecedor_id: f.fornecedor_id } : {}),
    entrega: textoParaData(f.entrega) ?? '',
    forma_pagamento: f.forma_pagamento as CorpoPedido['forma_pagamento'],
    prazo: f.prazo.trim(),
    transportadora: texto(f.transportadora),
    transportadora_telefone: texto(f.transportadora_telefone),
    vendedor: texto(f.vendedor),
    observacoes: texto(f.observacoes),
    ...descontoTaxa,
    produtos: f.linhas.map((l) => ({
      produto_id: l.produto.id,
      quantidade: l.quantidade,
      grade: l.grade
        .filter((c) => c.quantidade > 0)
        .map((c) => ({ cor_id: c.cor_id, tamanho_id: c.tamanho_id, quantidade: c.quantidade })),
      observacoes: texto(l.observacoes),
    })),
  };
}
