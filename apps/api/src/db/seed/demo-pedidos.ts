import { deCentavos, multiplicar, percentualDe, somar } from '@rodada/domain';
import {
  fornecedor_cliente,
  pedido_grade,
  pedido_itens,
  pedidos,
  pedidos_clientes,
  pedidos_clientes_itens,
} from '../schema/index.js';
import type { CatalogoDemo, ProdutoCriado } from './demo-catalogo.js';
import type { Contexto } from './demo-contexto.js';
import type { PessoasDemo } from './demo-pessoas.js';
import type { RodadaCriada, RodadasDemo } from './demo-rodadas.js';
import {
  distribuirGrade,
  em,
  instanteEmSaoPaulo,
  sha256Canonico,
  somarDias,
  type Celula,
} from './demo-util.js';

// The demo orders (domain.md "Orders", spec 3 §3-§4, §9): supplier orders in every stored status
// (0 Pendente, 1 Revisado, 3 Entregue, 4 Enviado, 5 Cancelado; 2 Em expedição is only a label of
// the customer-order view, spec D10) in both rounds, two customer checkouts split by supplier
// (spec D9) and one order made in a supplier's own checkout. Amounts are integer cents
// (spec D14) written as numeric strings.

/** Supplier-order payment methods (spec 3 §9). */
const FORMAS = [
  'À Vista',
  'Depósito',
  'Transferência',
  'Cheque',
  'Cartão de Crédito',
  'Boleto',
  'PIX',
  'Duplicata',
];
/** Terms for orders with promissory notes: the first term is the interval of spec 2 §9. */
const PRAZOS_PROMISSORIA = ['30', '30/60', '30/60/90', '15/30/45'];
const PRAZOS = [...PRAZOS_PROMISSORIA, '60/90/120', '30/60/90/120', '15/30'];
const TRANSPORTADORAS: [string, string][] = [
  ['Braspress', '1133362000'],
  ['Rodonaves Transportes', '1636117000'],
  ['Jamef Encomendas Urgentes', '3121024000'],
  ['Patrus Transportes', '3133870200'],
  ['Transportadora Serra Azul', '5432146600'],
];
const OBSERVACOES = [
  'Enviar etiquetas com preço sugerido.',
  'Embalar por grade, separado por cor.',
  'Cliente pediu prioridade na coleção de lançamento.',
  'Conferir a grade antes do faturamento.',
];

type Status = 0 | 1 | 3 | 4 | 5;
/** [cliente, fornecedor, status, checkout: 'A'/'B' customer checkout or 'L' supplier checkout]. */
type Plano = [number, number, Status, ('A' | 'B' | 'L')?];

// representante@ carries suppliers 0, 3, 5 and has the clients of even index; representante2@
// carries 1, 2, 4 and has the odd ones: every order is on one of them, per the links.
// prettier-ignore
const ABERTA: Plano[] = [
  [0, 0, 0], [0, 0, 1], [0, 3, 3], [0, 5, 4], [2, 0, 0], [2, 5, 1], [4, 0, 3],
  [4, 3, 0], [6, 0, 4], [6, 5, 5], [8, 3, 1], [10, 0, 3], [12, 5, 0], [14, 0, 1],
  [1, 1, 0], [1, 1, 1], [1, 2, 3], [1, 4, 4], [3, 1, 0], [3, 4, 1], [5, 1, 3],
  [5, 2, 0], [7, 1, 4], [7, 4, 5], [9, 2, 1], [11, 1, 3], [13, 4, 0], [15, 1, 5],
  [0, 0, 0, 'A'], [0, 5, 0, 'A'], [1, 1, 1, 'B'], [1, 2, 1, 'B'], [2, 0, 1, 'L'],
];
// prettier-ignore
const ENCERRADA: Plano[] = [
  [0, 0, 3], [0, 0, 4], [2, 0, 4], [4, 0, 3], [6, 0, 5], [8, 0, 4],
  [1, 1, 4], [1, 2, 3], [3, 4, 4], [5, 1, 5], [7, 2, 4], [9, 1, 3],
];

/** An order as the logistics part needs it. */
export interface PedidoCriado {
  id: number;
  rodadaId: number;
  status: Status;
  data: string;
  cliente: number;
  fornecedor: number;
  representante: number;
  liquido: number;
  comissao: number;
  parcelas: number;
  prazo: string;
  forma: string;
  itens: { id: number; grade: { id: number; quantidade: number }[] }[];
}

interface Item {
  produto: ProdutoCriado;
  quantidade: number;
  subtotal: number;
  observacoes: string | null;
  grade: Celula[];
}

/** Creates the orders with lines and grade, the customer checkouts and the suppliers' client lists. */
export async function criarPedidos(
  ctx: Contexto,
  pessoas: PessoasDemo,
  catalogo: CatalogoDemo,
  rodadas: RodadasDemo,
): Promise<PedidoCriado[]> {
  const { tx, rng } = ctx;
  const HORA = 3600 * 1000;

  const planos = [
    ...ABERTA.map((p) => ({ p, rodada: rodadas.aberta })),
    ...ENCERRADA.map((p) => ({ p, rodada: rodadas.encerrada })),
  ].map(({ p: [c, f, status, checkout], rodada }, n) => {
    const cliente = em(pessoas.clientes, c);
    const fornecedor = em(pessoas.fornecedores, f);
    const repIdx = cliente.representante;
    const representante = em(pessoas.representantes, repIdx);
    const vendaveis = catalogo.produtos.filter((x) => x.fornecedorIdx === f && x.status === 1 && x.ativo);
    const itens: Item[] = rng
      .amostra(vendaveis, rng.inteiro(1, Math.min(5, vendaveis.length)))
      .map((produto) => {
        const mult = Math.max(1, produto.multiplo);
        const minimo = Math.ceil(produto.quantidade_minima / mult);
        const quantidade =
          mult * rng.inteiro(Math.max(1, minimo), Math.max(1, minimo) + Math.floor(36 / mult));
        const cores = rng.amostra(produto.cores, Math.min(produto.cores.length, rng.inteiro(1, 2)));
        return {
          produto,
          quantidade,
          subtotal: multiplicar(produto.valor, quantidade),
          observacoes: rng.chance(0.15) ? 'Repor na segunda semana.' : null,
          grade: distribuirGrade(quantidade, cores, produto.tamanhos),
        };
      });
    // Round days up to today: orders of the open round are from yesterday or today.
    const ultimoDia = rodada.fim < ctx.hoje ? rodada.fim : ctx.hoje;
    const dias = Math.round((Date.parse(ultimoDia) - Date.parse(rodada.inicio)) / (24 * HORA));
    const data = somarDias(rodada.inicio, rng.inteiro(0, dias));
    const criado = new Date(instanteEmSaoPaulo(data, '09:00').getTime() + rng.inteiro(0, 9 * 60) * 60 * 1000);
    const aberta = rodada === rodadas.aberta;
    // Sold from stock at the fair ('pronta entrega') when already delivered in the open round.
    const entrega =
      aberta && (status === 3 || status === 4) ? data : somarDias(data, rng.escolher([30, 45, 60]));
    const comPromissoria = (status === 1 || status === 3 || status === 4) && n % 3 === 0;
    const forma =
      checkout === 'A' || checkout === 'B' ? 'Depósito' : comPromissoria ? 'Duplicata' : rng.escolher(FORMAS);
    const prazo = comPromissoria ? rng.escolher(PRAZOS_PROMISSORIA) : rng.escolher(PRAZOS);
    const descontoPct = checkout === 'A' || checkout === 'B' ? 0 : rng.escolher([0, 0, 3, 5, 10]);
    const taxaPct = forma === 'Cartão de Crédito' ? 2.5 : 0;
    const fretePct = rng.escolher([0, 0, 2, 3]);
    const bruto = somar(...itens.map((i) => i.subtotal));
    const desconto = percentualDe(bruto, descontoPct);
    const taxa = percentualDe(bruto, taxaPct);
    // spec 3 §9: net = gross − discount + fee; commission = net × commission% / 100.
    const liquido = somar(bruto, -desconto, taxa);
    const comissao = percentualDe(liquido, 5);
    const [transportadora, telefone] = rng.escolher(TRANSPORTADORAS);
    const criador =
      checkout === 'L'
        ? fornecedor.userId
        : checkout === 'A' || checkout === 'B'
          ? cliente.userId
          : representante.userId;
    const lojaId = cliente.lojas.length > 1 && n % 4 === 1 ? em(cliente.lojas, 1) : em(cliente.lojas, 0);
    const linha = {
      uuid: rng.uuid(),
      user_id: criador,
      rodada_id: rodada.id,
      fornecedor_id: fornecedor.id,
      cliente_id: cliente.id,
      cliente_loja_id: lojaId,
      representante_id: representante.id,
      data,
      entrega,
      forma_pagamento: forma,
      prazo,
      parcelas: prazo.split('/').length,
      transportadora,
      transportadora_telefone: telefone,
      vendedor:
        checkout === 'L' ? fornecedor.dados.nome_socio : checkout ? null : representante.dados.vendedor,
      desconto_percentual: String(descontoPct),
      desconto_valor: deCentavos(desconto),
      taxa_percentual: String(taxaPct),
      taxa_valor: deCentavos(taxa),
      frete_tipo: rng.escolher(['Cliente', 'Fornecedor', 'Ambos']),
      frete_percentual: String(fretePct),
      frete_valor: deCentavos(percentualDe(bruto, fretePct)),
      comissao_percentual: '5',
      comissao_valor: deCentavos(comissao),
      comissao_tipo: 'Fornecedor',
      valor_bruto: deCentavos(bruto),
      valor_liquido: deCentavos(liquido),
      quantidade: itens.reduce((s, i) => s + i.quantidade, 0),
      observacoes:
        aberta && entrega === data ? 'Pronta entrega.' : rng.chance(0.3) ? rng.escolher(OBSERVACOES) : null,
      status,
      offline: checkout === undefined && n % 7 === 3,
      pedido_loja: checkout === 'L',
      revisado_em:
        status === 1 || status === 3 || status === 4 ? new Date(criado.getTime() + 2 * HORA) : null,
      entregue_em: status === 3 || status === 4 ? new Date(criado.getTime() + 5 * HORA) : null,
      cancelado_em: status === 5 ? new Date(criado.getTime() + 3 * HORA) : null,
      created_at: criado,
      updated_at: criado,
    };
    return { n, c, f, repIdx, status, checkout, rodada, itens, bruto, liquido, comissao, criado, linha };
  });

  // Customer checkouts (spec D9): one per cart, made before their supplier orders.
  const checkouts = (['A', 'B'] as const).map((chave) => {
    const dos = planos.filter((p) => p.checkout === chave);
    const primeiro = em(dos, 0);
    const cliente = em(pessoas.clientes, primeiro.c);
    return {
      chave,
      dos,
      linha: {
        uuid: rng.uuid(),
        cliente_id: cliente.id,
        cliente_loja_id: primeiro.linha.cliente_loja_id,
        rodada_id: primeiro.rodada.id,
        representante_id: primeiro.linha.representante_id,
        user_id: cliente.userId,
        data: primeiro.linha.data,
        forma_pagamento: 'Depósito',
        quantidade_total: dos.reduce((s, p) => s + p.linha.quantidade, 0),
        valor_total: deCentavos(somar(...dos.map((p) => p.liquido))),
        observacoes: chave === 'A' ? 'Pedido feito pela vitrine durante a rodada.' : null,
        // The checkout shows the status its supplier orders share (0 Em aberto, 1 Revisado).
        status: primeiro.status,
        created_at: primeiro.criado,
        updated_at: primeiro.criado,
      },
    };
  });
  const pcs = await tx
    .insert(pedidos_clientes)
    .values(checkouts.map((k) => k.linha))
    .returning({ id: pedidos_clientes.id, uuid: pedidos_clientes.uuid });
  const pedidoClienteId = new Map(checkouts.map((k, i) => [k.chave, em(pcs, i).id]));
  // Every linked supplier order was made at checkout time, with the same date and store.
  for (const k of checkouts) {
    for (const p of k.dos) {
      p.linha.data = k.linha.data;
      p.linha.cliente_loja_id = k.linha.cliente_loja_id;
      p.linha.created_at = k.linha.created_at;
    }
  }

  const linhasPedidos = planos.map((p) => {
    const corpo = {
      ...p.linha,
      pedido_cliente_id:
        p.checkout === 'A' || p.checkout === 'B' ? (pedidoClienteId.get(p.checkout) ?? null) : null,
    };
    // spec D11: hash = SHA-256 of the canonical body as a client would send it.
    const hash = sha256Canonico({
      uuid: corpo.uuid,
      rodada_id: corpo.rodada_id,
      fornecedor_id: corpo.fornecedor_id,
      cliente_id: corpo.cliente_id,
      cliente_loja_id: corpo.cliente_loja_id,
      representante_id: corpo.representante_id,
      data: corpo.data,
      entrega: corpo.entrega,
      forma_pagamento: corpo.forma_pagamento,
      prazo: corpo.prazo,
      transportadora: corpo.transportadora,
      transportadora_telefone: corpo.transportadora_telefone,
      vendedor: corpo.vendedor,
      desconto_percentual: corpo.desconto_percentual,
      taxa_percentual: corpo.taxa_percentual,
      frete_tipo: corpo.frete_tipo,
      frete_percentual: corpo.frete_percentual,
      comissao_percentual: corpo.comissao_percentual,
      observacoes: corpo.observacoes,
      produtos: p.itens.map((i) => ({
        produto_id: i.produto.id,
        quantidade: i.quantidade,
        valor: deCentavos(i.produto.valor),
        observacoes: i.observacoes,
        grade: i.grade,
      })),
    });
    return { ...corpo, hash };
  });
  const pedidosCriados = await tx
    .insert(pedidos)
    .values(linhasPedidos)
    .returning({ id: pedidos.id, uuid: pedidos.uuid });
  const pedidoId = new Map(pedidosCriados.map((p) => [p.uuid, p.id]));
  const idDo = (uuid: string) => pedidoId.get(uuid) ?? 0;

  const itensCriados = await tx
    .insert(pedido_itens)
    .values(
      planos.flatMap((p) =>
        p.itens.map((i, k) => ({
          pedido_id: idDo(p.linha.uuid),
          produto_id: i.produto.id,
          codigo: i.produto.codigo,
          descricao: i.produto.descricao,
          valor: deCentavos(i.produto.valor),
          quantidade: i.quantidade,
          subtotal: deCentavos(i.subtotal),
          observacoes: i.observacoes,
          ordem: k + 1,
        })),
      ),
    )
    .returning({ id: pedido_itens.id, pedido_id: pedido_itens.pedido_id, ordem: pedido_itens.ordem });
  const itemId = new Map(itensCriados.map((i) => [`${i.pedido_id}:${i.ordem}`, i.id]));
  const idItem = (pedido: number, ordem: number) => itemId.get(`${pedido}:${ordem}`) ?? 0;

  const gradeCriada = await tx
    .insert(pedido_grade)
    .values(
      planos.flatMap((p) =>
        p.itens.flatMap((i, k) =>
          i.grade.map((g) => ({ pedido_item_id: idItem(idDo(p.linha.uuid), k + 1), ...g })),
        ),
      ),
    )
    .returning({
      id: pedido_grade.id,
      pedido_item_id: pedido_grade.pedido_item_id,
      quantidade: pedido_grade.quantidade,
    });

  await tx.insert(pedidos_clientes_itens).values(
    checkouts.flatMap((k) =>
      k.dos.flatMap((p, j) =>
        p.itens.map((i, m) => ({
          pedido_cliente_id: pedidoClienteId.get(k.chave) ?? 0,
          produto_id: i.produto.id,
          descricao: i.produto.descricao,
          quantidade: i.quantidade,
          valor: deCentavos(i.produto.valor),
          subtotal: deCentavos(i.subtotal),
          grade: i.grade,
          ordem: j * 10 + m + 1,
        })),
      ),
    ),
  );

  // A supplier's client list: everyone who bought from it, plus a few prospects.
  const pares = new Set(planos.map((p) => `${p.f}:${p.c}`));
  [
    [0, 16],
    [0, 18],
    [1, 17],
    [4, 19],
  ].forEach(([f, c]) => pares.add(`${f}:${c}`));
  await tx.insert(fornecedor_cliente).values(
    [...pares].map((par) => {
      const [f, c] = par.split(':').map(Number);
      return {
        fornecedor_id: em(pessoas.fornecedores, f ?? 0).id,
        cliente_id: em(pessoas.clientes, c ?? 0).id,
      };
    }),
  );

  return planos.map((p) => {
    const id = idDo(p.linha.uuid);
    return {
      id,
      rodadaId: p.rodada.id,
      status: p.status,
      data: p.linha.data,
      cliente: p.c,
      fornecedor: p.f,
      representante: p.repIdx,
      liquido: p.liquido,
      comissao: p.comissao,
      parcelas: p.linha.parcelas,
      prazo: p.linha.prazo,
      forma: p.linha.forma_pagamento,
      itens: p.itens.map((_, k) => {
        const item = idItem(id, k + 1);
        return { id: item, grade: gradeCriada.filter((g) => g.pedido_item_id === item) };
      }),
    };
  });
}

/** The open or closed round of an order (for the logistics dates). */
export function rodadaDo(p: PedidoCriado, rodadas: RodadasDemo): RodadaCriada {
  return p.rodadaId === rodadas.aberta.id ? rodadas.aberta : rodadas.encerrada;
}
