import { deCentavos, somar } from '@rodada/domain';
import {
  entrega_itens,
  entregas,
  promissorias,
  recebimento_pedidos,
  recebimentos,
  remessa_pedidos,
  remessas,
} from '../schema/index.js';
import type { Contexto } from './demo-contexto.js';
import { rodadaDo, type PedidoCriado } from './demo-pedidos.js';
import type { PessoasDemo } from './demo-pessoas.js';
import type { RodadasDemo } from './demo-rodadas.js';
import { diaDaSemana, em, instanteEmSaoPaulo, somarDias } from './demo-util.js';

// After the orders (domain.md "Logistics and money", spec 2 §2-§5, §9): deliveries of the
// delivered and shipped orders, the representatives' shipments holding every 4 Enviado order,
// promissory notes of the orders paid by duplicata, and commission receipts.

/**
 * The promissory schedule of spec 2 §9: n installments, due at the order date plus prazo × k
 * days (prazo = the first term, the interval), a Saturday moved 2 days forward and a Sunday 1.
 * Each installment is the integer part (whole reais) of valor_liquido / parcelas; the last one
 * takes the remainder, so they sum to the net value exactly.
 */
export function parcelasPromissoria(
  data: string,
  liquidoCentavos: number,
  parcelas: number,
  intervalo: number,
): { parcela: number; vencimento: string; valor: number; dias: number }[] {
  const inteiro = Math.floor(liquidoCentavos / parcelas / 100) * 100;
  return Array.from({ length: parcelas }, (_, k) => {
    const dias = intervalo * (k + 1);
    let vencimento = somarDias(data, dias);
    const semana = diaDaSemana(vencimento);
    if (semana === 6) vencimento = somarDias(vencimento, 2);
    if (semana === 0) vencimento = somarDias(vencimento, 1);
    const valor = k === parcelas - 1 ? liquidoCentavos - inteiro * (parcelas - 1) : inteiro;
    return { parcela: k + 1, vencimento, valor, dias };
  });
}

const MOTORISTAS: [string, string][] = [
  ['Valdir Pedroso', 'IXF4B21'],
  ['Genivaldo Ferreira', 'PEK7C83'],
  ['Claudiomiro Lima', 'IYA2D45'],
  ['Edvaldo Santos', 'QRM5E19'],
];

/** Creates deliveries, shipments, promissory notes and commission receipts. */
export async function criarLogistica(
  ctx: Contexto,
  pessoas: PessoasDemo,
  rodadas: RodadasDemo,
  lista: readonly PedidoCriado[],
): Promise<void> {
  const { tx } = ctx;
  const HORA = 3600 * 1000;

  // Deliveries: one full delivery per delivered or shipped order; the first delivered order of
  // the open round was delivered in two parts (entregue and restante per grade cell).
  const entregues = lista.filter((p) => p.status === 3 || p.status === 4);
  const emDuas = entregues.find((p) => p.status === 3 && p.rodadaId === rodadas.aberta.id);
  const planos = entregues.flatMap((p) => {
    const userId = em(pessoas.representantes, p.representante).userId;
    const quando = instanteEmSaoPaulo(p.data, '16:00');
    const celulas = p.itens.flatMap((i) =>
      i.grade.map((g) => ({ item: i.id, grade: g.id, q: g.quantidade })),
    );
    if (p !== emDuas) {
      return [{ p, numero: 1, userId, quando, celulas }];
    }
    const metade = celulas.map((c) => ({ ...c, q: Math.floor(c.q / 2) })).filter((c) => c.q > 0);
    const resto = celulas.map((c) => ({ ...c, q: c.q - Math.floor(c.q / 2) })).filter((c) => c.q > 0);
    return [
      { p, numero: 1, userId, quando, celulas: metade },
      { p, numero: 2, userId, quando: new Date(quando.getTime() + 2 * HORA), celulas: resto },
    ];
  });
  const criadas = await tx
    .insert(entregas)
    .values(
      planos.map((e) => ({ pedido_id: e.p.id, numero: e.numero, user_id: e.userId, created_at: e.quando })),
    )
    .returning({ id: entregas.id, pedido_id: entregas.pedido_id, numero: entregas.numero });
  const entregaId = new Map(criadas.map((e) => [`${e.pedido_id}:${e.numero}`, e.id]));
  await tx.insert(entrega_itens).values(
    planos.flatMap((e) =>
      e.celulas.map((c) => ({
        entrega_id: entregaId.get(`${e.p.id}:${e.numero}`) ?? 0,
        pedido_item_id: c.item,
        pedido_grade_id: c.grade,
        quantidade: c.q,
      })),
    ),
  );

  // Shipments: every 4 Enviado order is in exactly one shipment of its representative; numbers
  // follow each representative's own sequence, the closed round's shipment first.
  const enviados = lista.filter((p) => p.status === 4);
  const grupos = new Map<string, PedidoCriado[]>();
  for (const p of enviados) {
    const chave = `${p.representante}:${p.rodadaId === rodadas.encerrada.id ? 1 : 2}`;
    grupos.set(chave, [...(grupos.get(chave) ?? []), p]);
  }
  const chaves = [...grupos.keys()].sort();
  const numeros = new Map<number, number>();
  const linhasRemessa = chaves.map((chave, i) => {
    const doGrupo = grupos.get(chave) ?? [];
    const rep = Number(chave.split(':')[0]);
    const numero = (numeros.get(rep) ?? 0) + 1;
    numeros.set(rep, numero);
    const rodada = rodadaDo(em(doGrupo, 0), rodadas);
    const encerrada = rodada === rodadas.encerrada;
    const saida = encerrada ? somarDias(rodada.fim, 5) : ctx.hoje;
    const [motorista, placa] = em(MOTORISTAS, i % MOTORISTAS.length);
    return {
      doGrupo,
      linha: {
        representante_id: em(pessoas.representantes, rep).id,
        numero,
        motorista,
        placa,
        data: saida,
        data_saida: saida,
        hora_saida: '07:30:00',
        // The closed round's shipment has arrived; today's is on the road.
        data_chegada: encerrada ? somarDias(saida, 3) : null,
        hora_chegada: encerrada ? '15:10:00' : null,
        created_at: instanteEmSaoPaulo(saida, '07:00'),
        updated_at: instanteEmSaoPaulo(saida, '07:00'),
      },
    };
  });
  if (linhasRemessa.length > 0) {
    const rems = await tx
      .insert(remessas)
      .values(linhasRemessa.map((r) => r.linha))
      .returning({ id: remessas.id, representante_id: remessas.representante_id, numero: remessas.numero });
    const remessaId = new Map(rems.map((r) => [`${r.representante_id}:${r.numero}`, r.id]));
    await tx.insert(remessa_pedidos).values(
      linhasRemessa.flatMap((r) =>
        r.doGrupo.map((p) => ({
          remessa_id: remessaId.get(`${r.linha.representante_id}:${r.linha.numero}`) ?? 0,
          pedido_id: p.id,
        })),
      ),
    );
  }

  // Promissory notes for the live orders paid by duplicata (spec 2 §5, §9): reviewed, delivered
  // or shipped; never for a pending or cancelled order.
  const comNotas = lista.filter(
    (p) => p.forma === 'Duplicata' && p.parcelas > 0 && (p.status === 1 || p.status === 3 || p.status === 4),
  );
  const notas = comNotas.flatMap((p) =>
    parcelasPromissoria(p.data, p.liquido, p.parcelas, Number(p.prazo.split('/')[0])).map((n) => ({
      pedido_id: p.id,
      parcela: n.parcela,
      vencimento: n.vencimento,
      valor: deCentavos(n.valor),
      dias: n.dias,
    })),
  );
  if (notas.length > 0) await tx.insert(promissorias).values(notas);

  // Commission receipts: each main representative was paid the commission of its first client's
  // delivered orders of the closed round (an order's commission is paid at most once).
  for (const rep of [0, 1]) {
    const cliente = rep;
    const pagos = lista.filter(
      (p) =>
        p.representante === rep &&
        p.cliente === cliente &&
        p.rodadaId === rodadas.encerrada.id &&
        (p.status === 3 || p.status === 4),
    );
    if (pagos.length === 0) continue;
    const data = somarDias(ctx.hoje, -20 + rep * 6);
    const [recebimento] = await tx
      .insert(recebimentos)
      .values({
        representante_id: em(pessoas.representantes, rep).id,
        cliente_id: em(pessoas.clientes, cliente).id,
        data,
        forma_pagamento: rep === 0 ? 'Pix' : 'Transferência',
        valor_total: deCentavos(somar(...pagos.map((p) => p.comissao))),
        pedidos_quantidade: pagos.length,
        created_at: instanteEmSaoPaulo(data, '11:00'),
        updated_at: instanteEmSaoPaulo(data, '11:00'),
      })
      .returning({ id: recebimentos.id });
    if (!recebimento) throw new Error('Recebimento não criado');
    await tx.insert(recebimento_pedidos).values(
      pagos.map((p) => ({
        recebimento_id: recebimento.id,
        pedido_id: p.id,
        comissao_valor: deCentavos(p.comissao),
      })),
    );
  }
}
