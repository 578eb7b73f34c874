import { createHash } from 'node:crypto';
import { NOTIFICACAO_TIPO } from '@rodada/contracts';
import { variantesDaFoto } from '../../lib/fotos-produto.js';
import { auditoria, banners, impressoes, notificacoes } from '../schema/index.js';
import type { CatalogoDemo } from './demo-catalogo.js';
import { salvarArquivos, type Contexto } from './demo-contexto.js';
import { MASTER_NOME } from './demo-pessoas-dados.js';
import type { PessoasDemo } from './demo-pessoas.js';
import type { PedidoCriado } from './demo-pedidos.js';
import type { RodadasDemo } from './demo-rodadas.js';
import { em, instanteEmSaoPaulo, somarDias } from './demo-util.js';
import { banner } from './imagens.js';
import { pdfSimples } from './pdf.js';

// Storefront banners, notifications, the print-island queue and a few audit rows (spec 1 §2.5,
// §2.7, §2.9; spec 3 §3-§4; spec D13).

/**
 * Notification types. Only 4 (expired-product question) is defined by the documents (spec 3
 * §3); the demo uses 1 for announcements, 2 for order events and 3 for approval results.
 */

const HORA = 3600 * 1000;

/** Creates banners, notifications, print jobs and audit rows. */
export async function criarComunicacao(
  ctx: Contexto,
  pessoas: PessoasDemo,
  catalogo: CatalogoDemo,
  rodadas: RodadasDemo,
  pedidosCriados: readonly PedidoCriado[],
): Promise<void> {
  const { tx, hoje, agora } = ctx;
  const antes = (horas: number) => new Date(agora.getTime() - horas * HORA);

  // Banners (spec 3 §3): three published around today, one waiting for review.
  const planos = [
    {
      nome: 'Moda Sul — a rodada começou',
      destinatarios: ['Clientes', 'Representantes'],
      destino: '/rodadas',
      inicio: somarDias(hoje, -3),
      fim: somarDias(hoje, 7),
      status: 1,
      img: {
        titulo: 'A rodada Moda Sul começou',
        linha: 'Agende sua reunião com os fornecedores',
        cores: ['#7a2e3a', '#c4553f', '#ffd36e'],
      },
    },
    {
      nome: 'Coleção Alto Verão — Moda Praia',
      destinatarios: ['Clientes'],
      destino: '/?categoria=Moda%20Praia',
      inicio: somarDias(hoje, -1),
      fim: somarDias(hoje, 6),
      status: 1,
      img: {
        titulo: 'Alto Verão chegou',
        linha: 'Biquínis e maiôs direto de Cabo Frio',
        cores: ['#0f7c8c', '#1fb5b0', '#ffb48a'],
      },
    },
    {
      nome: 'Cadastre sua coleção para homologação',
      destinatarios: ['Fornecedores'],
      destino: '/produtos',
      inicio: somarDias(hoje, -5),
      fim: somarDias(hoje, 20),
      status: 1,
      img: {
        titulo: 'Nova coleção?',
        linha: 'Cadastre seus produtos e envie para homologação',
        cores: ['#3d2c8d', '#6b58c9', '#b6f23a'],
      },
    },
    {
      nome: 'Liquidação de inverno — tricô',
      destinatarios: ['Clientes', 'Representantes'],
      destino: '/?categoria=Tric%C3%B4',
      inicio: somarDias(hoje, 5),
      fim: somarDias(hoje, 15),
      status: 2,
      img: {
        titulo: 'Liquidação de tricô',
        linha: 'Peças de Monte Sião e da Serra Gaúcha',
        cores: ['#8c5a3c', '#b07642', '#efe2cf'],
      },
    },
  ] as const;
  const imagens = await Promise.all(
    planos.map((b) =>
      banner({
        largura: 1200,
        altura: 400,
        titulo: b.img.titulo,
        linha: b.img.linha,
        cores: [...b.img.cores],
      }),
    ),
  );
  // Named and stored in every width as the banners module does (modules/banners): the shop's
  // carousel then loads a phone-sized copy.
  const chaves = imagens.map(
    (img) => `banners/${createHash('sha256').update(img.conteudo).digest('hex').slice(0, 16)}-2048.jpg`,
  );
  const variantes = await Promise.all(imagens.map((img, i) => variantesDaFoto(chaves[i]!, img.conteudo)));
  await Promise.all(variantes.flat().map((a) => ctx.storage.salvar(a.chave, a.conteudo)));
  const bannerIds = await salvarArquivos(
    ctx,
    imagens.map((img, i) => ({
      chave: chaves[i]!,
      nome: `banner-${i + 1}.jpg`,
      mime: img.mime,
      conteudo: img.conteudo,
      largura: img.largura,
      altura: img.altura,
      user_id: pessoas.masterUserId,
    })),
  );
  await tx.insert(banners).values(
    planos.map((b, i) => ({
      nome: b.nome,
      imagem_arquivo_id: em(bannerIds, i),
      destinatarios: [...b.destinatarios],
      destino: b.destino,
      data_inicio: b.inicio,
      data_fim: b.fim,
      publicacao: b.status === 1 ? instanteEmSaoPaulo(b.inicio, '08:00') : null,
      status: b.status,
      created_at: antes(24 * 6),
      updated_at: antes(24 * 6),
    })),
  );

  // Notifications.
  const admin = em(pessoas.administradores, 0);
  const [f1, f2] = [em(pessoas.fornecedores, 0), em(pessoas.fornecedores, 1)];
  const [r1, r2] = [em(pessoas.representantes, 0), em(pessoas.representantes, 1)];
  const [c1, c2] = [em(pessoas.clientes, 0), em(pessoas.clientes, 1)];
  const deMaster = {
    remetente_user_id: pessoas.masterUserId,
    remetente_tipo: 'master',
    remetente_nome: MASTER_NOME,
  };
  const deAdmin = {
    remetente_user_id: admin.userId,
    remetente_tipo: 'administrador',
    remetente_nome: admin.nome,
  };
  const linhas: (typeof notificacoes.$inferInsert)[] = [];

  // The expiry job's question for every Vencido product (spec 3 §4): unread, unanswered.
  for (const p of catalogo.produtos.filter((x) => x.status === 3)) {
    linhas.push({
      user_id: em(pessoas.fornecedores, p.fornecedorIdx).userId,
      tipo: NOTIFICACAO_TIPO.produtoVencido,
      mensagem: `A homologação do produto ${p.codigo} - ${p.descricao} venceu. Ainda vende este produto?`,
      ...deMaster,
      produto_id: p.id,
      created_at: antes(72),
    });
  }
  const rodadaNome = 'Moda Sul';
  for (const [u, lida] of [
    [f1.userId, true],
    [f2.userId, false],
    [r1.userId, true],
    [r2.userId, false],
    [c1.userId, false],
    [c2.userId, true],
  ] as const) {
    linhas.push({
      user_id: u,
      tipo: NOTIFICACAO_TIPO.aviso,
      mensagem: `A rodada ${rodadaNome} começou! Confira a agenda de reuniões e o mapa de stands.`,
      ...deAdmin,
      lida_em: lida ? antes(20) : null,
      created_at: antes(30),
    });
  }
  const pendenteF1 = pedidosCriados.find(
    (p) => p.fornecedor === 0 && p.status === 0 && p.rodadaId === rodadas.aberta.id,
  );
  const revisadoC1 = pedidosCriados.find(
    (p) => p.cliente === 0 && p.status === 1 && p.rodadaId === rodadas.aberta.id,
  );
  const pendenteR2 = pedidosCriados.find(
    (p) => p.representante === 1 && p.status === 0 && p.rodadaId === rodadas.aberta.id,
  );
  if (pendenteF1) {
    linhas.push({
      user_id: f1.userId,
      tipo: NOTIFICACAO_TIPO.pedido,
      mensagem: `Novo pedido nº ${pendenteF1.id} de ${em(pessoas.clientes, pendenteF1.cliente).nome}.`,
      remetente_user_id: r1.userId,
      remetente_tipo: 'representante',
      remetente_nome: r1.nome,
      created_at: antes(5),
    });
  }
  if (revisadoC1) {
    linhas.push({
      user_id: c1.userId,
      tipo: NOTIFICACAO_TIPO.pedido,
      mensagem: `Seu pedido nº ${revisadoC1.id} foi revisado por ${r1.nome}.`,
      remetente_user_id: r1.userId,
      remetente_tipo: 'representante',
      remetente_nome: r1.nome,
      lida_em: antes(2),
      created_at: antes(4),
    });
  }
  if (pendenteR2) {
    linhas.push({
      user_id: r2.userId,
      tipo: NOTIFICACAO_TIPO.pedido,
      mensagem: `Pedido nº ${pendenteR2.id} de ${em(pessoas.clientes, pendenteR2.cliente).nome} aguardando revisão.`,
      remetente_user_id: em(pessoas.clientes, pendenteR2.cliente).userId,
      remetente_tipo: 'cliente',
      remetente_nome: em(pessoas.clientes, pendenteR2.cliente).nome,
      created_at: antes(3),
    });
  }
  const reprovado = catalogo.produtos.find((p) => p.fornecedorIdx === 0 && p.status === 2);
  if (reprovado) {
    linhas.push({
      user_id: f1.userId,
      tipo: NOTIFICACAO_TIPO.homologacao,
      mensagem: `O produto ${reprovado.codigo} - ${reprovado.descricao} foi reprovado na homologação. Veja os motivos em Produtos.`,
      ...deMaster,
      produto_id: reprovado.id,
      created_at: antes(48),
    });
  }
  const aguardando = catalogo.produtos.filter((p) => p.status === 0).length;
  linhas.push({
    user_id: pessoas.masterUserId,
    tipo: NOTIFICACAO_TIPO.homologacao,
    mensagem: `Há ${aguardando} produtos aguardando homologação.`,
    remetente_tipo: 'master',
    remetente_nome: 'Rodada',
    created_at: antes(6),
  });
  await tx.insert(notificacoes).values(linhas);

  // Print island (spec D13): two jobs fornecedor@ sent to the open round's queue.
  const doF1 = pedidosCriados.filter((p) => p.fornecedor === 0 && p.rodadaId === rodadas.aberta.id);
  const jobs = [
    {
      descricao: `Pedido nº ${em(doF1, 0).id} - ${em(pessoas.clientes, em(doF1, 0).cliente).nome}`,
      status: 'impresso',
      lida: false,
      impresso_em: antes(1),
      criado: antes(1.2),
    },
    {
      descricao: 'Relatório de pedidos da rodada',
      status: 'pendente',
      lida: false,
      impresso_em: null,
      criado: antes(0.2),
    },
  ];
  const pdfIds = await salvarArquivos(
    ctx,
    jobs.map((j, i) => ({
      chave: `impressoes/${rodadas.aberta.id}/demo-${i + 1}.pdf`,
      nome: `impressao-${i + 1}.pdf`,
      mime: 'application/pdf',
      conteudo: pdfSimples(j.descricao, [
        f1.nome,
        `Rodada ${rodadaNome}`,
        `Enviado para a ilha de impressão.`,
      ]),
      user_id: f1.userId,
    })),
  );
  await tx.insert(impressoes).values(
    jobs.map((j, i) => ({
      rodada_id: rodadas.aberta.id,
      user_id: f1.userId,
      descricao: j.descricao,
      arquivo_id: em(pdfIds, i),
      status: j.status,
      lida: j.lida,
      impresso_em: j.impresso_em,
      created_at: j.criado,
    })),
  );

  // A few audit rows, as the services would have written them.
  await tx.insert(auditoria).values([
    {
      user_id: pessoas.masterUserId,
      acao: 'criar',
      entidade: 'rodadas',
      entidade_id: String(rodadas.aberta.id),
      dados: { origem: 'seed demo' },
      created_at: antes(24 * 35),
    },
    {
      user_id: admin.userId,
      acao: 'atualizar',
      entidade: 'rodadas',
      entidade_id: String(rodadas.aberta.id),
      dados: { campos: ['planta', 'logo', 'banner'] },
      created_at: antes(24 * 10),
    },
    {
      user_id: r1.userId,
      acao: 'revisar',
      entidade: 'pedidos',
      entidade_id: String(revisadoC1?.id ?? ''),
      dados: { status: { de: 0, para: 1 } },
      created_at: antes(2),
    },
  ]);
}
