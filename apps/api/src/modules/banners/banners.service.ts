import { banners as contrato, type BodyOut } from '@rodada/contracts';
import { acoesDe, hojeEmSaoPaulo, type Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { invalido } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import {
  gravarImagem,
  imagemDaLinha,
  prepararImagem,
  removerImagem,
  type ImagemNova,
} from './banners-imagem.js';
import * as repo from './banners.repository.js';

// Banners (spec 3 §2 "Banners", §4 "Banner status", §5, §7): the master's maintenance and the
// shop's carousel. A new banner starts 2 Em análise; only the edit form publishes it.

const { MSG_BANNERS } = contrato;
type Novo = BodyOut<typeof contrato.salvarBanner>;
type Edicao = BodyOut<typeof contrato.atualizarBanner>;

/** A banner as the list and the form answer it, with what the caller may do with it. */
function paraResposta(ator: Ator, l: repo.LinhaBanner) {
  return {
    id: l.id,
    nome: l.nome,
    data_inicio: l.data_inicio,
    data_fim: l.data_fim,
    destinatarios: l.destinatarios as contrato.DestinatarioBanner[],
    destino: l.destino,
    status: l.status === 1 ? (1 as const) : (2 as const),
    publicacao: l.publicacao ? l.publicacao.toISOString() : null,
    imagem: imagemDaLinha(l),
    acoes: acoesDe(ator, 'banner', { id: l.id }),
  };
}

/** The banner, if the engine lets the actor do `acao` to it (ADR 013); otherwise 404. */
async function bannerPermitido(deps: Deps, ator: Ator, id: number, acao: 'banner.editar' | 'banner.excluir') {
  const banner = await repo.buscarBanner(deps.db, id);
  exigir(ator, acao, banner);
  return banner;
}

/** Banners list (spec 3 §2): paginated, newest first, searchable by name. */
export async function listarBanners(
  deps: Deps,
  ator: Ator,
  q: { busca?: string | undefined; page: number; paginacao: number },
) {
  const { total, data } = await repo.listarBanners(deps.db, {
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
  });
  return {
    banners: pagina(
      data.map((l) => paraResposta(ator, l)),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/**
 * Runs `gravar` (the transaction that points at the new picture) after writing its files; when it
 * fails, the files go away again.
 */
async function comImagem<T>(deps: Deps, nova: ImagemNova | null, gravar: () => Promise<T>): Promise<T> {
  if (nova) await gravarImagem(deps, nova);
  try {
    return await gravar();
  } catch (e) {
    if (nova) await removerImagem(deps, nova.chave);
    throw e;
  }
}

const dadosDoForm = (b: Novo | Edicao): repo.DadosBanner => ({
  nome: b.nome,
  data_inicio: b.data_inicio,
  data_fim: b.data_fim,
  destinatarios: [...b.destinatarios],
  destino: b.destino ?? null,
});

const arquivoDe = (nova: ImagemNova, ator: Ator, agora: Date): repo.ArquivoDoBanner => ({
  chave: nova.chave,
  mime: nova.imagem.mime,
  bytes: nova.imagem.conteudo.length,
  largura: nova.imagem.largura,
  altura: nova.imagem.altura,
  sha256: nova.imagem.sha256,
  user_id: ator.userId,
  created_at: agora,
});

/** Creates a banner (spec 3 §7 "POST /api/banners/salvar"): picture required, 2 Em análise. */
export async function salvarBanner(deps: Deps, ator: Ator, body: Novo, ip: string) {
  exigir(ator, 'banner.editar', { id: 0 });
  if (!body.imagem) throw invalido({ imagem: MSG_BANNERS.obrigatorio });
  const nova = await prepararImagem(body.imagem);
  const agora = deps.clock.agora();
  const id = await comImagem(deps, nova, () =>
    deps.db.transaction(async (tx) => {
      const imagem_arquivo_id = await repo.inserirArquivo(tx, arquivoDe(nova, ator, agora));
      const id = await repo.inserirBanner(tx, {
        ...dadosDoForm(body),
        imagem_arquivo_id,
        status: 2,
        created_at: agora,
        updated_at: agora,
      });
      await auditar(tx, {
        userId: ator.userId,
        acao: 'salvar',
        entidade: 'banners',
        entidadeId: id,
        dados: { ...dadosDoForm(body), imagem: nova.chave },
        ip,
      });
      return id;
    }),
  );
  const banner = await repo.buscarBanner(deps.db, id);
  return { msg: MSG_BANNERS.salvo, id, banner: paraResposta(ator, banner!) };
}

/** One banner for the edit form. */
export async function editarBanner(deps: Deps, ator: Ator, id: number) {
  return { banner: paraResposta(ator, await bannerPermitido(deps, ator, id, 'banner.editar')) };
}

/** Whether the form's picture field asks to keep the stored one (absent, or its own URL sent back). */
function mantemImagem(valor: string | undefined, atual: ReturnType<typeof imagemDaLinha>): boolean {
  if (valor === undefined || valor === '') return true;
  return atual !== null && !valor.startsWith('data:') && [atual.url, atual.grande].includes(valor);
}

/**
 * Updates a banner (spec 3 §7 "POST /api/banners/{id}/atualizar"): its fields, its publication
 * (status 1 records `publicacao` the first time; back to 2 clears it) and, with a new data URL, its
 * picture (the old files are removed after the change is committed).
 */
export async function atualizarBanner(deps: Deps, ator: Ator, id: number, body: Edicao, ip: string) {
  const antes = await bannerPermitido(deps, ator, id, 'banner.editar');
  const atual = imagemDaLinha(antes);
  const nova = mantemImagem(body.imagem, atual) ? null : await prepararImagem(body.imagem!);
  const agora = deps.clock.agora();
  const publicacao = body.status === 1 ? (antes.status === 1 ? antes.publicacao : agora) : null;
  await comImagem(deps, nova, () =>
    deps.db.transaction(async (tx) => {
      const imagem_arquivo_id = nova
        ? await repo.inserirArquivo(tx, arquivoDe(nova, ator, agora))
        : antes.arquivo_id;
      await repo.atualizarBanner(tx, id, {
        ...dadosDoForm(body),
        status: body.status,
        publicacao,
        imagem_arquivo_id,
        updated_at: agora,
      });
      if (nova && antes.arquivo_id !== null) await repo.removerArquivo(tx, antes.arquivo_id);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'banners',
        entidadeId: id,
        dados: { ...dadosDoForm(body), status: body.status, imagem: nova?.chave ?? antes.chave },
        ip,
      });
    }),
  );
  if (nova && antes.chave) await removerImagem(deps, antes.chave);
  const banner = await repo.buscarBanner(deps.db, id);
  return { msg: MSG_BANNERS.atualizado, banner: paraResposta(ator, banner!) };
}

/** Deletes a banner, its arquivos row and its files (spec 3 §7 "POST /api/banners/{id}/excluir"). */
export async function excluirBanner(deps: Deps, ator: Ator, id: number, ip: string) {
  const banner = await bannerPermitido(deps, ator, id, 'banner.excluir');
  await deps.db.transaction(async (tx) => {
    await repo.excluirBanner(tx, id);
    if (banner.arquivo_id !== null) await repo.removerArquivo(tx, banner.arquivo_id);
    await auditar(tx, {
      userId: ator.userId,
      acao: 'excluir',
      entidade: 'banners',
      entidadeId: id,
      dados: { nome: banner.nome, imagem: banner.chave },
      ip,
    });
  });
  if (banner.chave) await removerImagem(deps, banner.chave);
  return { msg: MSG_BANNERS.excluido };
}

/**
 * The shop's carousel (GET /api/banners/ativos): the published banners for `destino` whose period
 * includes today in America/Sao_Paulo (spec D4).
 */
export async function listarAtivos(deps: Deps, destino: contrato.DestinatarioBanner) {
  const hoje = hojeEmSaoPaulo(deps.clock.agora());
  const linhas = await repo.listarAtivos(deps.db, destino, hoje);
  return {
    banners: linhas.flatMap((l) => {
      const imagem = imagemDaLinha(l);
      return imagem ? [{ id: l.id, nome: l.nome, destino: l.destino, imagem }] : [];
    }),
  };
}
