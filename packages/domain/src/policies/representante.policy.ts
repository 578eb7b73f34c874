import { representantes } from '@rodada/contracts';
import { mesmoId, type Ator } from './ator.js';
import { administradorAlcanca, type CadastroGerido } from './cadastro.policy.js';

/** A representative profile, as far as who may see it is concerned. */
export interface RepresentanteRecurso {
  id: number;
}

/** A representative with what decides who maintains it (ADR 007): who registered it, its rounds. */
export interface RepresentanteGerido extends RepresentanteRecurso, CadastroGerido {}

/**
 * Whether the actor may see a representative's list row and read-only details (spec 2 §2
 * "Representatives", §6): the administrador and the master see all; a cliente sees all too, since
 * it links itself to one it is not linked to yet (status 2); a representante only itself. A
 * fornecedor has no representatives screen.
 */
export function podeVerRepresentante(ator: Ator, r: RepresentanteRecurso): boolean {
  switch (ator.tipo) {
    case 'master':
    case 'administrador':
    case 'cliente':
      return true;
    case 'representante':
      return mesmoId(ator.representanteId, r.id);
    default:
      return false;
  }
}

/**
 * Whether the actor may edit a representative's record, reset its password or delete it (spec 2 §6
 * "Representative edit: administrador, master"; ADR 007): the master any; an administrador one
 * taking part in a round it organises or that it registered itself. The representative edits its
 * own data on /representante/minha-conta, not through this maintenance.
 */
export function podeGerirRepresentante(ator: Ator, r: RepresentanteGerido): boolean {
  return ator.tipo === 'master' || administradorAlcanca(ator, r);
}

/** Link status of a client with a representative (spec 2 §3 "representante"). */
export const VINCULO_STATUS = representantes.VINCULO_STATUS;
export type VinculoStatus = (typeof VINCULO_STATUS)[keyof typeof VINCULO_STATUS];

/** The link of one client with one representative; `status` 2 when no link exists. */
export interface VinculoRecurso {
  cliente_id: number;
  representante_id: number;
  status: VinculoStatus;
  /**
   * Whether the representative's login is active; absent counts as active. A client sees (and may
   * link to) a deactivated representative only through a link it already has (spec 2 §6).
   */
  representante_ativo?: boolean;
}

/**
 * Whether the actor is a party to the link and may change it: the cliente on its own side
 * (spec 2 §6 "Customer on representatives: may link or unlink"), the representante on its own
 * side (POST /api/representantes/{id}/clientes/{id}/desvincular). Nobody else, not even the master.
 */
export function podeAlterarVinculo(ator: Ator, v: VinculoRecurso): boolean {
  if (ator.tipo === 'cliente') return mesmoId(ator.clienteId, v.cliente_id);
  if (ator.tipo === 'representante') return mesmoId(ator.representanteId, v.representante_id);
  return false;
}

/**
 * Whether the actor may see the link: a party to it (podeAlterarVinculo), and, when no link exists
 * yet (status 2), only with an active representative: a deactivated one is offered to nobody new
 * (the client's list hides it, and linking to it answers 404).
 */
export function podeVerVinculo(ator: Ator, v: VinculoRecurso): boolean {
  if (!podeAlterarVinculo(ator, v)) return false;
  return v.status !== VINCULO_STATUS.naoVinculado || v.representante_ativo !== false;
}

/**
 * The status a link moves to when `quem` asks for `acao` (1 vincular, 0 desvincular), or null when
 * the rule refuses it (spec 2 §6: "Vincular is offered only at status 2, Desvincular only at
 * status 1"):
 * - the cliente's Vincular (status 2) confirms the link at once (1): the cliente is the one the
 *   representative works for, so its own request needs no further approval;
 * - the cliente's Desvincular applies to a confirmed link only; a pending one (0) is the
 *   representative's request, which the representative withdraws;
 * - the representante drops its side of a link, pending or confirmed; it never links itself
 *   through this rule (its claim of a client is the clients screen's business).
 */
export function proximoStatusDoVinculo(
  quem: 'cliente' | 'representante',
  status: VinculoStatus,
  acao: 0 | 1,
): VinculoStatus | null {
  if (quem === 'cliente') {
    if (acao === 1) return status === VINCULO_STATUS.naoVinculado ? VINCULO_STATUS.confirmado : null;
    return status === VINCULO_STATUS.confirmado ? VINCULO_STATUS.naoVinculado : null;
  }
  if (acao === 1) return null;
  return status === VINCULO_STATUS.naoVinculado ? null : VINCULO_STATUS.naoVinculado;
}
