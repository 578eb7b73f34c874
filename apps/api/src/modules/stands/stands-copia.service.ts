import { rodadas as contrato } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { regraViolada } from '../../lib/errors.js';
import { exigirRodada, exigirRodadaAberta } from '../rodadas/index.js';
import * as proprietarios from './stands-proprietarios.repository.js';
import * as repo from './stands.repository.js';

// Copying the stands of another round (spec 3 §2 "Copiar (only when there are no stands and the
// round is still open)", §7 "GET .../stands/copiar/rodadas", "POST .../stands/copiar/{sourceId}").

const { MSG_RODADAS: MSG } = contrato;

/** The most rounds the copy dialog offers (newest first). */
const LIMITE_RODADAS = 200;

/**
 * GET /api/rodadas/{id}/stands/copiar/rodadas: the other rounds the caller manages (the master all,
 * an administrador its own: podeGerirRodada) that have stands, newest start first.
 */
export async function listarRodadasParaCopiar(deps: Deps, ator: Ator, rodadaId: number) {
  await exigirRodada(deps, ator, rodadaId, 'rodada.ver_stands');
  const administradorId = ator.tipo === 'master' ? null : ator.administradorId;
  if (ator.tipo !== 'master' && administradorId === null) return { rodadas: [] };
  return {
    rodadas: await repo.rodadasComStands(deps.db, {
      exceto: rodadaId,
      administradorId,
      limite: LIMITE_RODADAS,
    }),
  };
}

/**
 * A stand of the source round as the copy writes it: name, code, value and owner. An owner that
 * does not take part in the target round as its type becomes an avulso owner with its name (spec
 * silent; the stand keeps who it was for, and the administrador re-points it once that participant
 * joins the round).
 */
function copia(
  s: repo.StandLido,
  membros: Record<contrato.TipoParticipanteStand, Set<number>>,
): repo.StandGravado {
  const base = { nome: s.nome, codigo: s.codigo, valor: s.valor };
  if (
    s.proprietario_tipo !== 'avulso' &&
    s.proprietario_id !== null &&
    membros[s.proprietario_tipo].has(s.proprietario_id)
  ) {
    return {
      ...base,
      proprietario_tipo: s.proprietario_tipo,
      proprietario_id: s.proprietario_id,
      avulso_nome: null,
    };
  }
  const nome = s.proprietario_nome?.trim().toUpperCase().slice(0, 255) || null;
  return { ...base, proprietario_tipo: 'avulso', proprietario_id: null, avulso_nome: nome };
}

/**
 * POST /api/rodadas/{id}/stands/copiar/{origem_id}: the source's stands into this open round,
 * which must have none (422); the source must be a round the caller manages (404 otherwise) with
 * stands (422). The round's row is locked meanwhile, so two copies never both find it empty.
 */
export async function copiarStands(deps: Deps, ator: Ator, rodadaId: number, origemId: number, ip: string) {
  const rodada = await exigirRodada(deps, ator, rodadaId, 'rodada.ver_stands');
  exigirRodadaAberta(rodada);
  exigir(ator, 'rodada.gerir_stands', rodada);
  await exigirRodada(deps, ator, origemId, 'rodada.ver_stands');
  if (origemId === rodadaId) throw regraViolada(MSG.copiarDaMesmaRodada);
  const copiados = await deps.db.transaction(async (tx) => {
    await repo.travarRodada(tx, rodadaId);
    if ((await repo.contar(tx, rodadaId)) > 0) throw regraViolada(MSG.copiarParaRodadaComStands);
    const origem = await repo.todosDaRodada(tx, origemId);
    if (origem.length === 0) throw regraViolada(MSG.copiarDeRodadaSemStands);
    const membros = await proprietarios.idsDosParticipantes(tx, rodadaId);
    const ids = await repo.inserir(
      tx,
      rodadaId,
      origem.map((s) => copia(s, membros)),
    );
    await auditar(tx, {
      userId: ator.userId,
      acao: 'copiar_stands',
      entidade: 'rodadas',
      entidadeId: rodadaId,
      dados: { origem_id: origemId, stands: ids.length },
      ip,
    });
    return ids.length;
  });
  return { msg: MSG.standsCopiados, copiados };
}
