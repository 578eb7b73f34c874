import { representantes as contrato } from '@rodada/contracts';
import {
  VINCULO_STATUS,
  acoesDe,
  pode,
  proximoStatusDoVinculo,
  type Ator,
  type VinculoRecurso,
  type VinculoStatus,
} from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir, exigirPerfil } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, naoEncontrado } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import * as repo from './representantes-vinculos.repository.js';

// A client's links with representatives (spec 2 §3, §4 "Representative link (client view)", §6
// "Customer on representatives", §7). The client acts on its own side (its id from the session);
// the representative drops its own side. Who may do what is the engine's `vinculo` kind (ADR 013);
// the transitions are the domain's (proximoStatusDoVinculo).

const { MSG_REPRESENTANTES: MSG } = contrato;

/** The stored status as the domain type (the table's check allows 0 and 1 only). */
function statusDe(vinculo: { status: number } | null): VinculoStatus {
  if (!vinculo) return VINCULO_STATUS.naoVinculado;
  return vinculo.status === 1 ? VINCULO_STATUS.confirmado : VINCULO_STATUS.pendente;
}

/** The list's computed status (coalesce(status, 2)) as the contract's literal. */
function statusDaLista(n: number): VinculoStatus {
  return n === 1
    ? VINCULO_STATUS.confirmado
    : n === 0
      ? VINCULO_STATUS.pendente
      : VINCULO_STATUS.naoVinculado;
}

/**
 * GET /api/clientes/{id}/representantes: every representative with the client's link status, the
 * links first. The `:id` must be the caller's own client (another: 404).
 */
export async function listarDoCliente(
  deps: Deps,
  ator: Ator,
  id: number,
  q: { busca?: string | undefined; page: number; paginacao: number },
) {
  const clienteId = exigirPerfil(ator, 'cliente', id, 'perfil.ver');
  const { total, data } = await repo.listarParaCliente(deps.db, clienteId, {
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
  });
  return {
    representantes: pagina(
      data.map(({ ativo, ...r }) => {
        const status = statusDaLista(r.status);
        const vinculo = { cliente_id: clienteId, representante_id: r.id, status, representante_ativo: ativo };
        return { ...r, nome: r.nome_fantasia, status, acoes: acoesDe(ator, 'vinculo', vinculo) };
      }),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/** The message of a refused transition: why this action is not offered in this state. */
function motivoRecusa(status: VinculoStatus, acao: 0 | 1): string {
  if (status === VINCULO_STATUS.pendente) return MSG.vinculoPendente;
  if (acao === 1) return MSG.jaVinculado;
  return MSG.naoVinculado;
}

/** Applies a transition allowed by the domain: confirm the link, or remove it. */
async function aplicar(tx: Tx, clienteId: number, representanteId: number, novo: VinculoStatus, agora: Date) {
  if (novo === VINCULO_STATUS.confirmado) await repo.confirmarVinculo(tx, clienteId, representanteId, agora);
  else await repo.removerVinculo(tx, clienteId, representanteId, agora);
}

/**
 * POST /api/clientes/{id}/representante/relacionar {representante, acao}: the client links (1,
 * only when not linked; confirmed at once) or unlinks (0, only when confirmed); anything else is
 * 409 with the reason. One change per client at a time (the client row is locked).
 */
export async function relacionar(
  deps: Deps,
  ator: Ator,
  id: number,
  dados: { representante: number; acao: 0 | 1 },
  ip: string,
) {
  const clienteId = exigirPerfil(ator, 'cliente', id);
  const agora = deps.clock.agora();
  const novo = await deps.db.transaction(async (tx) => {
    if (!(await repo.travarCliente(tx, clienteId))) throw naoEncontrado();
    const representante = await repo.buscarRepresentante(tx, dados.representante);
    const vinculo = await repo.buscarVinculo(tx, clienteId, dados.representante);
    const recurso: VinculoRecurso | null = representante && {
      cliente_id: clienteId,
      representante_id: representante.id,
      status: statusDe(vinculo),
      representante_ativo: representante.ativo,
    };
    // A deactivated representative the client is not linked to is not listed: nor linkable (404).
    exigir(ator, 'vinculo.ver', recurso);
    const { status, representante_id: representanteId } = recurso;
    // A transition the state refuses answers 409 with the reason (spec 2 §6), not the engine's 403.
    const proximo = pode(ator, dados.acao === 1 ? 'vinculo.vincular' : 'vinculo.desvincular', recurso)
      ? proximoStatusDoVinculo('cliente', status, dados.acao)
      : null;
    if (proximo === null) throw conflito(motivoRecusa(status, dados.acao));
    await aplicar(tx, clienteId, representanteId, proximo, agora);
    await auditar(tx, {
      userId: ator.userId,
      acao: dados.acao === 1 ? 'vincular' : 'desvincular',
      entidade: 'cliente_representante',
      entidadeId: `${clienteId}:${representanteId}`,
      dados: { cliente_id: clienteId, representante_id: representanteId, de: status, para: proximo },
      ip,
    });
    return { ...recurso, status: proximo };
  });
  return {
    msg: dados.acao === 1 ? MSG.vinculado : MSG.desvinculado,
    vinculo: novo.status,
    acoes: acoesDe(ator, 'vinculo', novo),
  };
}

/**
 * POST /api/representantes/{id}/clientes/{cliente_id}/desvincular: the representative (its own id
 * only) drops a pending or confirmed link with a client; the client loses it as main
 * representative. No link (or an unknown client) answers 404: nothing is revealed.
 */
export async function desvincularCliente(deps: Deps, ator: Ator, id: number, clienteId: number, ip: string) {
  const representanteId = exigirPerfil(ator, 'representante', id, 'perfil.ver');
  const agora = deps.clock.agora();
  await deps.db.transaction(async (tx) => {
    const cliente = await repo.travarCliente(tx, clienteId);
    if (!cliente) throw naoEncontrado();
    const vinculo = await repo.buscarVinculo(tx, clienteId, representanteId);
    // A main representative without a link row (older data) counts as a confirmed link.
    const status =
      vinculo || cliente.representante_id !== representanteId ? statusDe(vinculo) : VINCULO_STATUS.confirmado;
    const recurso: VinculoRecurso = { cliente_id: clienteId, representante_id: representanteId, status };
    exigir(ator, 'vinculo.ver', recurso);
    // No link to drop answers 404 like an unknown client: nothing is revealed about the client.
    const proximo = pode(ator, 'vinculo.desvincular', recurso)
      ? proximoStatusDoVinculo('representante', status, 0)
      : null;
    if (proximo === null) throw naoEncontrado();
    await aplicar(tx, clienteId, representanteId, proximo, agora);
    await auditar(tx, {
      userId: ator.userId,
      acao: 'desvincular',
      entidade: 'cliente_representante',
      entidadeId: `${clienteId}:${representanteId}`,
      dados: { cliente_id: clienteId, representante_id: representanteId, de: status, para: proximo },
      ip,
    });
  });
  return { msg: MSG.clienteDesvinculado };
}
