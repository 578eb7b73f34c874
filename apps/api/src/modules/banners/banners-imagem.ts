import { randomBytes } from 'node:crypto';
import { banners as contrato, produtos } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { chavesDaFoto, variantesDaFoto, type ArquivoDaFoto } from '../../lib/fotos-produto.js';
import { processarDataUrl, type ImagemProcessada } from '../../lib/imagens.js';

// A banner's picture (ADR 005): re-encoded by lib/imagens as a JPEG at most 2048 px wide without
// metadata, stored like a product photo in every width and format (lib/fotos-produto) under a
// fresh random name `banners/{hex16}-2048.jpg` (never reused, so cached as immutable), in the
// public area `banners/` (storage AREAS_PUBLICAS: marketing pictures).

const { IMAGEM_BANNER } = contrato;

/** A prepared picture: its arquivos row data and every file to write. */
export interface ImagemNova {
  chave: string;
  imagem: ImagemProcessada;
  arquivos: ArquivoDaFoto[];
}

/** Checks, re-encodes and resizes a data URL (400 on `imagem` when refused); writes nothing. */
export async function prepararImagem(dataUrl: string): Promise<ImagemNova> {
  const imagem = await processarDataUrl(dataUrl, { ...IMAGEM_BANNER, campo: 'imagem' });
  const chave = `banners/${randomBytes(8).toString('hex')}-2048.jpg`;
  return { chave, imagem, arquivos: await variantesDaFoto(chave, imagem.conteudo) };
}

export async function gravarImagem(deps: Deps, nova: ImagemNova): Promise<void> {
  await Promise.all(nova.arquivos.map((a) => deps.storage.salvar(a.chave, a.conteudo)));
}

/** Removes every file of a picture (best effort: an orphan file is never reachable by a row). */
export async function removerImagem(deps: Deps, chave: string): Promise<void> {
  await Promise.all(chavesDaFoto(chave).map((c) => deps.storage.remover(c).catch(() => undefined)));
}

/** The picture as answered: srcsets and the stored size. */
export function imagemDaLinha(l: {
  arquivo_id: number | null;
  chave: string | null;
  largura: number | null;
  altura: number | null;
}) {
  if (l.arquivo_id === null || l.chave === null) return null;
  return { ...produtos.fotoDaChave(l.arquivo_id, l.chave), largura: l.largura, altura: l.altura };
}
