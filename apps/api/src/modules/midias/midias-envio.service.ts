import { createHash } from 'node:crypto';
import { MSG_PRODUTOS, produtos } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { AppError, invalido, regraViolada } from '../../lib/errors.js';
import { chaveDaFoto, chaveDoVideo, variantesDaFoto } from '../../lib/fotos-produto.js';
import { processarDataUrl } from '../../lib/imagens.js';
import {
  CONTEINER_DO_TIPO,
  duracaoIsoBmff,
  EXTENSAO_DO_TIPO,
  identificarConteiner,
  resolucaoIsoBmff,
} from '../../lib/videos.js';
import type { ArquivoRecebido } from '../../plugins/registrar.js';
import * as repo from './midias.repository.js';
import { descartar, pendentesParaDescartar, produtoEditavel, videoDoArquivo } from './midias.service.js';

// The gallery's uploads (spec 3 §5 "Gallery", decision 7, ADR 005): one photo or the video per
// call, checked by content and stored under the product's prefix with a content-hashed name. An
// upload changes nothing the shop shows: it joins the gallery only through `salvar`.

const { LIMITES_GALERIA, fotoDaChave, megabytes } = produtos;
const V = LIMITES_GALERIA.video;

/**
 * Uploads waiting for a save one product may hold: twice the gallery, so a full gallery can be
 * replaced photo by photo before saving, and no upload loop fills the disk. Over it: maximoFotos.
 */
const MAX_PENDENTES = 2 * LIMITES_GALERIA.maxFotos;

/** Writes every file, or none: a failure removes what was written. */
async function gravarTodos(deps: Deps, arquivos: ReadonlyArray<{ chave: string; conteudo: Buffer }>) {
  try {
    await Promise.all(arquivos.map((a) => deps.storage.salvar(a.chave, a.conteudo)));
  } catch (e) {
    await Promise.all(arquivos.map((a) => deps.storage.remover(a.chave).catch(() => undefined)));
    throw e;
  }
}

/**
 * Refuses an upload when the product already holds MAX_PENDENTES uploads waiting for a save (those
 * older than a day are dropped first).
 */
async function conferirPendentes(deps: Deps, produtoId: number): Promise<void> {
  await descartar(deps, await pendentesParaDescartar(deps, produtoId));
  if ((await repo.listarPendentes(deps.db, produtoId)).length >= MAX_PENDENTES) {
    throw regraViolada(MSG_PRODUTOS.maximoFotos, { foto: MSG_PRODUTOS.maximoFotos });
  }
}

/**
 * POST /api/produtos/{id}/midia/fotos: the cropped photo as a data URL, checked by sharp and
 * re-encoded (lib/imagens: JPEG, at most 2048 px wide, no metadata), then written in every width
 * and format (lib/fotos-produto). The same picture sent twice is one file: the same answer.
 */
export async function enviarFoto(
  deps: Deps,
  ator: Ator,
  id: number,
  dataUrl: string,
): Promise<{ foto: produtos.FotoProduto }> {
  await produtoEditavel(deps, ator, id);
  await conferirPendentes(deps, id);
  const imagem = await processarDataUrl(dataUrl, {
    maxBytes: LIMITES_GALERIA.fotoMaxBytes,
    larguraMaxima: LIMITES_GALERIA.larguraFoto,
    campo: 'foto',
  });
  const chave = chaveDaFoto(id, imagem.sha256);
  const existente = await repo.arquivoDaChave(deps.db, chave);
  if (existente) return { foto: fotoDaChave(existente.id, chave) };

  const arquivos = await variantesDaFoto(chave, imagem.conteudo);
  await gravarTodos(deps, arquivos);
  const linha = await repo.inserirArquivo(deps.db, {
    chave,
    nome: 'foto.jpg',
    mime: imagem.mime,
    bytes: imagem.conteudo.length,
    largura: imagem.largura,
    altura: imagem.altura,
    duracao: null,
    sha256: imagem.sha256,
    user_id: ator.userId,
    created_at: deps.clock.agora(),
  });
  // A concurrent upload of the same picture registered it first: same files, its row.
  const registrado = linha ?? (await repo.arquivoDaChave(deps.db, chave));
  if (!registrado) throw new Error(`foto não registrada: ${chave}`);
  return { foto: fotoDaChave(registrado.id, chave) };
}

/** A one-decimal number as the video dialogs show it ('31.5'). */
const decimal = (n: number) => n.toFixed(1);

/**
 * The checks of decision 7 the server can make without decoding: size, container by its magic
 * numbers, and for MP4/MOV the duration (moov/mvhd) and the resolution (trak/tkhd) when readable.
 * Each refusal gives the measured value and the limit (spec 3 §8 "Video dialogs").
 */
function conferirVideo(video: ArquivoRecebido | null | undefined) {
  if (!video || video.conteudo.length === 0)
    throw invalido({ arquivo: MSG_PRODUTOS.videoIlegivel }, MSG_PRODUTOS.videoIlegivel);
  const bytes = video.conteudo.length;
  if (bytes > V.maxBytes) {
    const msg = MSG_PRODUTOS.videoGrande(megabytes(bytes));
    throw new AppError(413, msg, { arquivo: msg });
  }
  const conteiner = CONTEINER_DO_TIPO[video.tipo];
  if (!conteiner || identificarConteiner(video.conteudo) !== conteiner) {
    throw new AppError(415, MSG_PRODUTOS.videoFormato, { arquivo: MSG_PRODUTOS.videoFormato });
  }
  const duracao = conteiner === 'isobmff' ? duracaoIsoBmff(video.conteudo) : null;
  const recusar = (msg: string) => regraViolada(msg, { arquivo: msg });
  if (duracao !== null && duracao < V.duracaoMinima) throw recusar(MSG_PRODUTOS.videoCurto(decimal(duracao)));
  if (duracao !== null && duracao > V.duracaoMaxima + V.tolerancia) {
    throw recusar(MSG_PRODUTOS.videoLongo(decimal(duracao)));
  }
  const resolucao = conteiner === 'isobmff' ? resolucaoIsoBmff(video.conteudo) : null;
  if (resolucao) {
    const menor = Math.min(resolucao.largura, resolucao.altura);
    const maior = Math.max(resolucao.largura, resolucao.altura);
    const texto = `${resolucao.largura}x${resolucao.altura}`;
    if (menor < V.menorLado.min || maior < V.maiorLado.min) throw recusar(MSG_PRODUTOS.resolucaoBaixa(texto));
    if (menor > V.menorLado.max || maior > V.maiorLado.max) throw recusar(MSG_PRODUTOS.resolucaoAlta(texto));
  }
  return { conteudo: video.conteudo, tipo: video.tipo, nome: video.nome, duracao, resolucao };
}

/**
 * POST /api/produtos/{id}/midia/video: the raw file (the route already refused another type and a
 * declared size over 5 MB). Checked (conferirVideo), stored as it came (no ffmpeg, ADR 005). A new
 * upload replaces the caller's earlier upload still waiting for a save (one video per product).
 */
export async function enviarVideo(
  deps: Deps,
  ator: Ator,
  id: number,
  recebido: ArquivoRecebido | null | undefined,
): Promise<{ video: produtos.VideoProduto }> {
  await produtoEditavel(deps, ator, id);
  const video = conferirVideo(recebido);
  await conferirPendentes(deps, id);
  const chave = chaveDoVideo(id, video.conteudo, EXTENSAO_DO_TIPO[video.tipo] ?? 'mp4');
  const existente = await repo.arquivoDaChave(deps.db, chave);
  if (existente) return { video: videoDoArquivo(existente) };

  await gravarTodos(deps, [{ chave, conteudo: video.conteudo }]);
  const linha = await repo.inserirArquivo(deps.db, {
    chave,
    nome: video.nome,
    mime: video.tipo,
    bytes: video.conteudo.length,
    largura: video.resolucao?.largura ?? null,
    altura: video.resolucao?.altura ?? null,
    duracao: video.duracao === null ? null : video.duracao.toFixed(2),
    sha256: createHash('sha256').update(video.conteudo).digest('hex'),
    user_id: ator.userId,
    created_at: deps.clock.agora(),
  });
  const registrado = linha ?? (await repo.arquivoDaChave(deps.db, chave));
  if (!registrado) throw new Error(`vídeo não registrado: ${chave}`);
  // The caller's earlier videos waiting for a save are superseded by this one.
  const anteriores = (await repo.listarPendentes(deps.db, id)).filter(
    (a) => a.id !== registrado.id && a.user_id === ator.userId && a.mime.startsWith('video/'),
  );
  await descartar(
    deps,
    anteriores.map((a) => a.id),
  );
  return { video: videoDoArquivo(registrado) };
}
