import { createHash, randomBytes } from 'node:crypto';
import { rodadas } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { processarDataUrl } from '../../lib/imagens.js';
import { sanitizarSvg, SvgInvalido } from '../../lib/svg.js';

// The round's pictures (spec 3 §2 "Round form"; ADR 005, ADR 015): logo and banner re-encoded as
// JPEG (lib/imagens), the floor plan parsed and sanitised as SVG (lib/svg). Nothing is stored as
// it arrived.

const { MSG_RODADAS: MSG, IMAGENS_RODADA } = rodadas;

export type CampoImagem = 'logo' | 'banner' | 'planta';
export const CAMPOS_IMAGEM: readonly CampoImagem[] = ['logo', 'banner', 'planta'];

/** A file ready to store (storage) and register (arquivos). */
export interface ArquivoNovo {
  chave: string;
  nome: string;
  mime: string;
  bytes: number;
  largura: number | null;
  altura: number | null;
  sha256: string;
  conteudo: Buffer;
}

/** What a form field asks for one picture: keep it, remove it, or replace it with a new file. */
export type PedidoImagem =
  { tipo: 'manter' } | { tipo: 'remover' } | { tipo: 'trocar'; arquivo: ArquivoNovo };

/** 400 with `msg` on field `campo`. */
const recusar = (campo: string, msg: string) => new AppError(400, msg, { [campo]: msg });

/**
 * The text of an SVG data URL: `data:image/svg+xml;base64,...` or `data:image/svg+xml,...`
 * (percent-encoded), at most IMAGENS_RODADA.planta.maxBytes decoded, valid UTF-8. Anything else
 * answers 400 on `planta`.
 */
export function textoDaPlanta(dataUrl: string): string {
  const m = /^data:image\/svg\+xml((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,/i.exec(dataUrl.slice(0, 200));
  if (!m) throw recusar('planta', MSG.plantaSvg);
  const resto = dataUrl.slice(m[0].length);
  const { maxBytes } = IMAGENS_RODADA.planta;
  let bytes: Buffer;
  if (m[2]) {
    const base64 = resto.replace(/\s/g, '');
    if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) throw recusar('planta', MSG.plantaGrande);
    if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw recusar('planta', MSG.plantaSvg);
    bytes = Buffer.from(base64, 'base64');
  } else {
    try {
      bytes = Buffer.from(decodeURIComponent(resto), 'utf8');
    } catch {
      throw recusar('planta', MSG.plantaSvg);
    }
  }
  if (bytes.length > maxBytes) throw recusar('planta', MSG.plantaGrande);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw recusar('planta', MSG.plantaSvg);
  }
}

/** A fresh key under `pasta`: a new name per upload, so no cache serves the previous file. */
const novaChave = (pasta: string, nome: string, extensao: string) =>
  `${pasta}/${nome}-${randomBytes(8).toString('hex')}.${extensao}`;

/**
 * The file of one picture sent as a data URL. Logo and banner go under `rodadas/{uuid}/` (a public
 * area: event marketing pictures, ADR 008); the plan under `plantas/{uuid}/`, private at
 * /arquivos/: it is served only by GET /api/rodadas/{id}/planta with its strict headers (ADR 015).
 */
export async function prepararArquivo(
  campo: CampoImagem,
  dataUrl: string,
  uuid: string,
): Promise<ArquivoNovo> {
  if (campo === 'planta') {
    let svg: string;
    try {
      svg = sanitizarSvg(textoDaPlanta(dataUrl));
    } catch (e) {
      if (e instanceof SvgInvalido) throw recusar('planta', MSG.plantaSvg);
      throw e;
    }
    const conteudo = Buffer.from(svg, 'utf8');
    return {
      chave: novaChave(`plantas/${uuid}`, 'planta', 'svg'),
      nome: 'planta.svg',
      mime: 'image/svg+xml',
      bytes: conteudo.length,
      largura: null,
      altura: null,
      sha256: createHash('sha256').update(conteudo).digest('hex'),
      conteudo,
    };
  }
  const imagem = await processarDataUrl(dataUrl, { ...IMAGENS_RODADA[campo], campo });
  return {
    chave: novaChave(`rodadas/${uuid}`, campo, 'jpg'),
    nome: `${campo}.jpg`,
    mime: imagem.mime,
    bytes: imagem.conteudo.length,
    largura: imagem.largura,
    altura: imagem.altura,
    sha256: imagem.sha256,
    conteudo: imagem.conteudo,
  };
}

/**
 * What each picture field of the form asks (contracts rodadaFormSchema): absent keeps; null
 * removes; the display URL the round answered (`atuais`) keeps; a data URL replaces. Every new
 * file is checked and prepared before anything is stored, so a bad field changes nothing.
 */
export async function pedidosDeImagem(
  form: Partial<Record<CampoImagem, string | null | undefined>>,
  uuid: string,
  atuais: Record<CampoImagem, string | null>,
): Promise<Record<CampoImagem, PedidoImagem>> {
  const pedidos = await Promise.all(
    CAMPOS_IMAGEM.map(async (campo): Promise<PedidoImagem> => {
      const valor = form[campo];
      if (valor === undefined || (valor !== null && valor === atuais[campo])) return { tipo: 'manter' };
      if (valor === null) return { tipo: 'remover' };
      return { tipo: 'trocar', arquivo: await prepararArquivo(campo, valor, uuid) };
    }),
  );
  return { logo: pedidos[0]!, banner: pedidos[1]!, planta: pedidos[2]! };
}

/** The new files of `pedidos`. */
export const arquivosNovos = (pedidos: Record<CampoImagem, PedidoImagem>): ArquivoNovo[] =>
  CAMPOS_IMAGEM.flatMap((c) => {
    const p = pedidos[c];
    return p.tipo === 'trocar' ? [p.arquivo] : [];
  });

/** Writes the new files to storage (before the transaction that points at them). */
export async function gravarArquivos(deps: Deps, novos: readonly ArquivoNovo[]): Promise<void> {
  await Promise.all(novos.map((a) => deps.storage.salvar(a.chave, a.conteudo)));
}

/** Removes files whose transaction failed (best effort: an orphan is never reachable). */
export async function removerArquivos(deps: Deps, novos: readonly ArquivoNovo[]): Promise<void> {
  await Promise.all(novos.map((a) => deps.storage.remover(a.chave).catch(() => undefined)));
}
