import { dataIsoValida } from '../datas.js';
import { mesmoId, type Ator } from './ator.js';

/** A round as the edit policy needs it (domain.md, Rounds). */
export interface RodadaRecurso {
  administrador_id: number | null;
  /** Last day of the round, 'yyyy-mm-dd'. */
  data_fim: string;
}

/** A round and whether the actor takes part in it (rodada_fornecedores, _clientes, _representantes). */
export interface RodadaParticipacao {
  administrador_id: number | null;
  participante: boolean;
}

/**
 * Whether the round is open on `hoje` ('yyyy-mm-dd' in America/Sao_Paulo, see hojeEmSaoPaulo): open
 * while data_fim is today or later (domain.md, Rounds). A malformed date counts as closed, so a bad
 * row can never be edited by accident.
 */
export function rodadaAberta(r: Pick<RodadaRecurso, 'data_fim'>, hoje: string): boolean {
  // 'yyyy-mm-dd' strings order like the dates they name.
  return dataIsoValida(r.data_fim) && dataIsoValida(hoje) && r.data_fim >= hoje;
}

/**
 * Whether the actor may edit the round on `hoje`: the master any open round, an administrador its own
 * while open (spec 3 §6, 'Round edit: master, administrador (while open)'; spec 3 §4, read-only after
 * the end date). Which fields each may change (dates by the master only) is the service's check.
 */
export function podeEditarRodada(ator: Ator, r: RodadaRecurso, hoje: string): boolean {
  if (!rodadaAberta(r, hoje)) return false;
  if (ator.tipo === 'master') return true;
  return ator.tipo === 'administrador' && mesmoId(ator.administradorId, r.administrador_id);
}

/**
 * Whether the actor may see the round: the master all, an administrador the rounds it organises, the
 * others the rounds they take part in (domain.md ownership table).
 */
export function podeVerRodada(ator: Ator, r: RodadaParticipacao): boolean {
  if (ator.tipo === 'master') return true;
  if (ator.tipo === 'administrador') return mesmoId(ator.administradorId, r.administrador_id);
  return r.participante;
}

/**
 * Whether the actor manages the round's stands and participants, open or closed: the master any
 * round, an administrador the rounds it organises (spec 3 §6; the issue gives the master the same
 * rights as the round's administrador).
 */
export function podeGerirRodada(ator: Ator, r: Pick<RodadaRecurso, 'administrador_id'>): boolean {
  if (ator.tipo === 'master') return true;
  return ator.tipo === 'administrador' && mesmoId(ator.administradorId, r.administrador_id);
}

/**
 * Whether the actor sees the round's participants: who manages the round, and a representative
 * taking part in it (read-only, spec 3 §6).
 */
export function podeVerParticipantes(ator: Ator, r: RodadaParticipacao): boolean {
  if (podeGerirRodada(ator, r)) return true;
  return ator.tipo === 'representante' && r.participante;
}

/** Whether the actor may change the master-only fields of the round form (dates, administrador). */
export function podeAlterarDatasDaRodada(ator: Ator, r: RodadaRecurso, hoje: string): boolean {
  return ator.tipo === 'master' && rodadaAberta(r, hoje);
}
