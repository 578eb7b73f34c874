import type { rodadas } from '@rodada/contracts';
import type { FormRodada } from '../api/rodadas';

/**
 * What 'Cadastro de Rodada' starts with (spec 3 §5): the round's data when editing; when adding,
 * empty fields with the four dates set to `hoje`. The pictures start absent: the server keeps the
 * stored ones unless a new file (a data URL) is sent.
 */
export function valoresDaRodada(r: rodadas.RodadaLinha | null, hoje: string): FormRodada {
  if (!r) {
    return {
      nome: '',
      local: '',
      data_inicio: hoje,
      data_fim: hoje,
      data_veiculacao: hoje,
      data_limite: hoje,
      estado_id: null,
      cidade_id: null,
      administrador_id: null,
    };
  }
  return {
    nome: r.nome,
    local: r.local,
    data_inicio: r.data_inicio,
    data_fim: r.data_fim,
    data_veiculacao: r.data_veiculacao,
    data_limite: r.data_limite,
    estado_id: r.estado_id,
    cidade_id: r.cidade_id,
    administrador_id: r.administrador_id,
  };
}

/** The pictures of the form: the field, its heading and what it accepts (ADR 005, ADR 015). */
export const IMAGENS = [
  {
    campo: 'logo',
    rotulo: 'Logo',
    tipos: ['image/jpeg', 'image/png', 'image/webp'],
    descricaoTipos: 'JPEG, PNG ou WebP',
    exibida: 'logo_nome',
  },
  {
    campo: 'banner',
    rotulo: 'Banner',
    tipos: ['image/jpeg', 'image/png', 'image/webp'],
    descricaoTipos: 'JPEG, PNG ou WebP',
    exibida: 'banner_nome',
  },
  {
    campo: 'planta',
    rotulo: 'Planta',
    tipos: ['image/svg+xml'],
    descricaoTipos: 'SVG',
    exibida: 'planta_nome',
  },
] as const;
