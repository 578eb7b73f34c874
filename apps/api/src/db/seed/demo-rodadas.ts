import { eq } from 'drizzle-orm';
import { SLOTS_PADRAO, slotsPadraoDaRodada } from '@rodada/domain';
import {
  agenda_slots,
  agendamentos,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  rodadas,
  stands,
} from '../schema/index.js';
import { sanitizarSvg } from '../../lib/svg.js';
import { salvarArquivos, type Contexto } from './demo-contexto.js';
import { CIDADES } from './demo-pessoas-dados.js';
import type { PessoasDemo } from './demo-pessoas.js';
import { em, horaEmSaoPaulo, instanteEmSaoPaulo, somarDias } from './demo-util.js';
import { banner, logoRodada } from './imagens.js';
import { CODIGOS_STANDS, plantaSvg } from './planta.js';

// The two demo rounds (domain.md "Rounds", spec 3 §2-§4): one open that permits orders, in which
// every demo login takes part, and one that ended two months ago ('Apenas consulta').

/** A created round with its dates and participants (indexes into PessoasDemo lists). */
export interface RodadaCriada {
  id: number;
  inicio: string;
  fim: string;
  fornecedores: number[];
  representantes: number[];
  clientes: number[];
}
/** The open and the closed round. */
export interface RodadasDemo {
  aberta: RodadaCriada;
  encerrada: RodadaCriada;
}

/** Payment terms granted to clients of a round (spec 3 §9 list). */
const PRAZOS = ['30/60/90', '30/60', '15/30/45', '30', '60/90/120'];

const seq = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Creates both rounds with their images, floor plan, participants, slots, stands and bookings. */
export async function criarRodadas(ctx: Contexto, pessoas: PessoasDemo): Promise<RodadasDemo> {
  const { tx, rng, hoje } = ctx;
  const ano = Number(hoje.slice(0, 4));
  const admin = em(pessoas.administradores, 0);

  const aberta: RodadaCriada = {
    id: 0,
    inicio: somarDias(hoje, -1),
    fim: somarDias(hoje, 2),
    fornecedores: seq(pessoas.fornecedores.length),
    representantes: seq(pessoas.representantes.length),
    clientes: seq(16),
  };
  const encerrada: RodadaCriada = {
    id: 0,
    inicio: somarDias(hoje, -63),
    fim: somarDias(hoje, -61),
    fornecedores: [0, 1, 2, 4],
    representantes: [0, 1],
    clientes: seq(10),
  };
  const nomeAberta = `Rodada de Negócios Moda Sul — Verão ${ano + 1}`;
  const nomeEncerrada = `Rodada de Negócios Agreste Moda — Primavera ${Number(encerrada.fim.slice(0, 4))}`;
  const criadas = await tx
    .insert(rodadas)
    .values([
      {
        uuid: rng.uuid(),
        nome: nomeAberta,
        local: 'Pavilhões da Festa da Uva — Pavilhão 3',
        data_inicio: aberta.inicio,
        // Published a month ahead; orders and sign-up accepted until the last day.
        data_veiculacao: somarDias(aberta.inicio, -30),
        data_fim: aberta.fim,
        data_limite: aberta.fim,
        estado_id: CIDADES.caxias.estado_id,
        cidade_id: CIDADES.caxias.id,
        administrador_id: admin.id,
        permitir_pedidos: true,
        inscricao_clientes: true,
      },
      {
        uuid: rng.uuid(),
        nome: nomeEncerrada,
        local: 'Polo Comercial de Caruaru',
        data_inicio: encerrada.inicio,
        data_veiculacao: somarDias(encerrada.inicio, -30),
        data_fim: encerrada.fim,
        data_limite: encerrada.fim,
        estado_id: CIDADES.caruaru.estado_id,
        cidade_id: CIDADES.caruaru.id,
        administrador_id: admin.id,
        // Ended: 'Apenas consulta' (spec 3 §1), nothing changes in it any more.
        permitir_pedidos: false,
        inscricao_clientes: false,
      },
    ])
    .returning({ id: rodadas.id });
  aberta.id = em(criadas, 0).id;
  encerrada.id = em(criadas, 1).id;

  // Images: logo and banner of both rounds, the floor plan of the open one.
  const [logoA, bannerA, logoE] = await Promise.all([
    logoRodada('MODA SUL', `Verão ${ano + 1}`, '#7a2e3a'),
    banner({
      largura: 1600,
      altura: 500,
      titulo: 'Moda Sul — Verão ' + String(ano + 1),
      linha: 'Rodada de negócios · Caxias do Sul/RS',
      cores: ['#7a2e3a', '#c4553f', '#ffd36e'],
    }),
    logoRodada('AGRESTE', 'Moda', '#1f3a5f'),
  ]);
  // Sanitised as an upload would be (ADR 015), and stored outside the public areas: only
  // GET /api/rodadas/{id}/planta serves it, with its headers.
  const planta = Buffer.from(sanitizarSvg(plantaSvg(`${nomeAberta} · Planta do pavilhão`)));
  const [logoId, bannerId, plantaId, logoEId] = await salvarArquivos(ctx, [
    { chave: `rodadas/${aberta.id}/logo.jpg`, nome: 'logo.jpg', ...imagem(logoA), user_id: admin.userId },
    {
      chave: `rodadas/${aberta.id}/banner.jpg`,
      nome: 'banner.jpg',
      ...imagem(bannerA),
      user_id: admin.userId,
    },
    {
      chave: `plantas/${aberta.id}/planta.svg`,
      nome: 'planta.svg',
      mime: 'image/svg+xml',
      conteudo: planta,
      largura: 1200,
      altura: 820,
      user_id: admin.userId,
    },
    { chave: `rodadas/${encerrada.id}/logo.jpg`, nome: 'logo.jpg', ...imagem(logoE), user_id: admin.userId },
  ]);
  await tx
    .update(rodadas)
    .set({ logo_arquivo_id: logoId, banner_arquivo_id: bannerId, planta_arquivo_id: plantaId })
    .where(eq(rodadas.id, aberta.id));
  await tx.update(rodadas).set({ logo_arquivo_id: logoEId }).where(eq(rodadas.id, encerrada.id));

  // Participants.
  for (const r of [aberta, encerrada]) {
    await tx
      .insert(rodada_fornecedores)
      .values(
        r.fornecedores.map((i) => ({ rodada_id: r.id, fornecedor_id: em(pessoas.fornecedores, i).id })),
      );
    await tx.insert(rodada_representantes).values(
      r.representantes.map((i) => ({
        rodada_id: r.id,
        representante_id: em(pessoas.representantes, i).id,
      })),
    );
    await tx.insert(rodada_clientes).values(
      r.clientes.map((i) => {
        // A few clients enrolled themselves through the round's sign-up (spec 3 §3).
        const inscrito = r === aberta && i >= 10;
        return {
          rodada_id: r.id,
          cliente_id: em(pessoas.clientes, i).id,
          prazo: em(PRAZOS, i % PRAZOS.length),
          inscrito,
          inscrito_em: inscrito ? instanteEmSaoPaulo(somarDias(r.inicio, -5 + (i % 3)), '10:00') : null,
        };
      }),
    );
    await tx.insert(agenda_slots).values(slotsPadraoDaRodada(r.id));
  }

  await criarStands(ctx, pessoas, aberta.id);
  await criarAgendamentos(ctx, pessoas, aberta);
  return { aberta, encerrada };
}

function imagem(i: { conteudo: Buffer; mime: string; largura: number; altura: number }) {
  return { conteudo: i.conteudo, mime: i.mime, largura: i.largura, altura: i.altura };
}

type Dono =
  | { tipo: 'fornecedor' | 'representante' | 'cliente'; idx: number; nome: string }
  | { tipo: 'avulso'; avulso: string; nome: string }
  | null;

/**
 * The open round's stands, one per rectangle of the floor plan: suppliers, representatives, a
 * client and some avulso (free-text owner) stands; the rest empty (no name, no owner).
 */
async function criarStands(ctx: Contexto, pessoas: PessoasDemo, rodadaId: number): Promise<void> {
  const donos: Record<string, Dono> = {
    A01: { tipo: 'fornecedor', idx: 0, nome: pessoas.fornecedores[0]?.dados.stand ?? '' },
    A02: { tipo: 'fornecedor', idx: 1, nome: pessoas.fornecedores[1]?.dados.stand ?? '' },
    A03: { tipo: 'fornecedor', idx: 2, nome: pessoas.fornecedores[2]?.dados.stand ?? '' },
    A05: { tipo: 'avulso', avulso: 'CAFÉ DA COLÔNIA LTDA', nome: 'CAFÉ DA COLÔNIA' },
    A06: { tipo: 'fornecedor', idx: 3, nome: pessoas.fornecedores[3]?.dados.stand ?? '' },
    A08: { tipo: 'representante', idx: 0, nome: 'FONTANA REPRES.' },
    B01: { tipo: 'fornecedor', idx: 4, nome: pessoas.fornecedores[4]?.dados.stand ?? '' },
    B03: { tipo: 'fornecedor', idx: 5, nome: pessoas.fornecedores[5]?.dados.stand ?? '' },
    B04: { tipo: 'avulso', avulso: 'SEBRAE RS', nome: 'SEBRAE' },
    B06: { tipo: 'cliente', idx: 0, nome: 'FLOR DE LIS' },
    B08: { tipo: 'avulso', avulso: 'COOPERATIVA SICREDI SERRA', nome: 'SICREDI SERRA' },
    C01: { tipo: 'representante', idx: 1, nome: 'NOGUEIRA REPRES.' },
    C05: { tipo: 'avulso', avulso: 'SINDIVEST SERRA GAÚCHA', nome: 'SINDIVEST' },
  };
  const linhas = CODIGOS_STANDS.flatMap((fila) =>
    fila.map((codigo, i) => {
      const dono = donos[codigo] ?? null;
      const valor = i === 0 || i === fila.length - 1 ? '4800.00' : '3600.00';
      if (!dono)
        return {
          rodada_id: rodadaId,
          codigo,
          nome: null,
          valor,
          proprietario_tipo: 'avulso',
          proprietario_id: null,
          avulso_nome: null,
        };
      if (dono.tipo === 'avulso') {
        return {
          rodada_id: rodadaId,
          codigo,
          nome: dono.nome,
          valor,
          proprietario_tipo: 'avulso',
          proprietario_id: null,
          avulso_nome: dono.avulso,
        };
      }
      const lista: readonly { id: number }[] =
        dono.tipo === 'fornecedor'
          ? pessoas.fornecedores
          : dono.tipo === 'cliente'
            ? pessoas.clientes
            : pessoas.representantes;
      return {
        rodada_id: rodadaId,
        codigo,
        nome: dono.nome,
        valor,
        proprietario_tipo: dono.tipo,
        proprietario_id: em(lista, dono.idx).id,
        avulso_nome: null,
      };
    }),
  );
  await ctx.tx.insert(stands).values(linhas);
}

/**
 * Video-meeting bookings in the open round at slot starts, a past one, today's and the coming
 * days', one cancelled. A booking that would double-book a supplier or a client at the same start
 * (domain.md) is skipped, so the rule holds whatever "now" is.
 */
async function criarAgendamentos(ctx: Contexto, pessoas: PessoasDemo, rodada: RodadaCriada): Promise<void> {
  const { rng, hoje } = ctx;
  // [cliente, fornecedor, representante or null, day offset from today, slot start, cancelled]
  const plano: [number, number, number | null, number, string, boolean][] = [
    [0, 0, 0, -1, '11:00', false],
    [0, 0, 0, 0, '09:30', false],
    [0, 3, 0, 0, '14:00', false],
    [0, 5, 0, 1, '08:00', false],
    [1, 1, 1, -1, '15:30', false],
    [1, 1, 1, 0, '11:00', false],
    [1, 2, 1, 1, '09:30', false],
    [2, 0, 0, 0, '11:00', false],
    [3, 4, 1, 0, '14:00', false],
    [4, 3, null, 1, '14:00', false],
    [5, 1, 1, 1, '15:30', false],
    [6, 0, 0, 2, '09:30', false],
    [7, 2, 1, 0, '17:00', true],
    [8, 5, 0, 0, '15:30', false],
  ];
  // The slot running now, if any, gets a booking for cliente@ and fornecedor@: the demo then
  // shows an open virtual room ('Sala Virtual Aberta', spec 1 §2.8) whenever it is started.
  const agora = horaEmSaoPaulo(ctx.agora);
  const atual = SLOTS_PADRAO.find(([inicio, fim]) => inicio <= agora && agora < fim);
  if (atual) plano.unshift([0, 0, 0, 0, atual[0], false]);

  const ocupados = new Set<string>();
  const linhas: (typeof agendamentos.$inferInsert)[] = [];
  for (const [c, f, r, dia, hora, cancelado] of plano) {
    const data = somarDias(hoje, dia);
    if (data < rodada.inicio || data > rodada.fim) continue;
    const cliente = em(pessoas.clientes, c);
    const fornecedor = em(pessoas.fornecedores, f);
    const data_hora = instanteEmSaoPaulo(data, hora);
    const chaves = [`f${fornecedor.id}@${data_hora.getTime()}`, `c${cliente.id}@${data_hora.getTime()}`];
    if (!cancelado && chaves.some((k) => ocupados.has(k))) continue;
    if (!cancelado) chaves.forEach((k) => ocupados.add(k));
    linhas.push({
      rodada_id: rodada.id,
      data_hora,
      cliente_id: cliente.id,
      fornecedor_id: fornecedor.id,
      representante_id: r === null ? null : em(pessoas.representantes, r).id,
      uuid: rng.uuid(),
      user_id: r === null ? cliente.userId : em(pessoas.representantes, r).userId,
      cancelado_em: cancelado ? new Date(ctx.agora.getTime() - 2 * 3600 * 1000) : null,
      created_at: new Date(ctx.agora.getTime() - 3 * 24 * 3600 * 1000),
    });
  }
  await ctx.tx.insert(agendamentos).values(linhas);
}
