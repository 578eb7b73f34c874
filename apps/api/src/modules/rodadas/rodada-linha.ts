import type { rodadas, z } from '@rodada/contracts';
import { acoesDe, rodadaAberta, type Ator } from '@rodada/domain';
import type { RodadaLida } from './rodadas-leitura.repository.js';

// A round as every rounds answer carries it (contracts RodadaLinha), with what the caller may do
// with it (ADR 013) and the addresses of its pictures.

export type RodadaLinha = z.infer<typeof rodadas.rodadaLinhaSchema>;

/** The URL /arquivos/* serves a stored key at (modules/arquivos; rodadas/ is a public area). */
export const urlDoArquivo = (chave: string) => `/arquivos/${chave}`;

/**
 * The floor plan's URL (public, ADR 015): the file id in the query changes the URL with each
 * upload, so a cached plan is never shown for a new one.
 */
export const urlDaPlanta = (rodadaId: number, arquivoId: number) =>
  `/api/rodadas/${rodadaId}/planta?v=${arquivoId}`;

/** The display URLs of a round's pictures (logo_nome, banner_nome, planta_nome). */
export function urlsDasImagens(
  r: Pick<RodadaLida, 'id' | 'logo_chave' | 'banner_chave' | 'planta_arquivo_id'>,
) {
  return {
    logo: r.logo_chave ? urlDoArquivo(r.logo_chave) : null,
    banner: r.banner_chave ? urlDoArquivo(r.banner_chave) : null,
    planta: r.planta_arquivo_id ? urlDaPlanta(r.id, r.planta_arquivo_id) : null,
  };
}

/**
 * The answer row of round `r` for `ator` on `hoje` ('yyyy-mm-dd' in São Paulo). `participante`:
 * whether the caller takes part in it (the engine reads it for fornecedor, representante and
 * cliente; a list scoped to the caller's rounds knows it is true).
 */
export function paraLinha(ator: Ator, r: RodadaLida, hoje: string, participante: boolean): RodadaLinha {
  const { logo_chave: _l, banner_chave: _b, planta_arquivo_id: _p, ...dados } = r;
  const urls = urlsDasImagens(r);
  return {
    ...dados,
    aberta: rodadaAberta(r, hoje),
    logo_nome: urls.logo,
    banner_nome: urls.banner,
    planta_nome: urls.planta,
    acoes: acoesDe(ator, 'rodada', {
      administrador_id: r.administrador_id,
      data_fim: r.data_fim,
      participante,
      hoje,
    }),
  };
}
