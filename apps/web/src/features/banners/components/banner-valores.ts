import { DIAS_PERIODO_BANNER, type DestinatarioBanner } from '@rodada/contracts/leve';
import type { banners } from '@rodada/contracts';
import type { FormBanner } from '../api/banners';

/** 'yyyy-mm-dd' plus `dias` days (calendar arithmetic, no time zone involved). */
export function somarDias(iso: string, dias: number): string {
  const [a, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
}

/**
 * What the banner form starts with: the banner's data when editing (its picture absent: the
 * server keeps it unless a new file is sent); when adding, the period today to +7 days (spec 3
 * §5, §9), for Clientes, 2 Em análise.
 */
export function valoresDoBanner(b: banners.Banner | null, hoje: string): FormBanner {
  if (!b) {
    return {
      nome: '',
      data_inicio: hoje,
      data_fim: somarDias(hoje, DIAS_PERIODO_BANNER),
      destinatarios: ['Clientes'] satisfies DestinatarioBanner[],
      destino: '',
      status: 2,
    };
  }
  return {
    nome: b.nome,
    data_inicio: b.data_inicio,
    data_fim: b.data_fim,
    destinatarios: b.destinatarios,
    destino: b.destino ?? '',
    status: b.status,
  };
}
