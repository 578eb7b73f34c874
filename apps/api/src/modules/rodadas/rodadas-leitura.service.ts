import type { rodadas, z } from '@rodada/contracts';
import { hojeEmSaoPaulo, type Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import { exigirRodada } from './rodada-autorizada.js';
import { paraLinha, type RodadaLinha } from './rodada-linha.js';
import * as repo from './rodadas-leitura.repository.js';
import { escopoDoAtor } from './rodadas.service.js';

// Reading rounds (spec 3 §2 "Rounds list", §7 "Rounds"): the list, one round, the client's
// rounds and the administrators of the form's select.

type ListarQuery = z.output<typeof rodadas.listarRodadasQuery>;

/** A fornecedor, representante or cliente sees only rounds it takes part in (podeVerRodada). */
const participaDoQueVe = (ator: Ator) => ator.tipo !== 'master' && ator.tipo !== 'administrador';

/** /rodadas (GET /api/rodadas/listar): the caller's rounds, newest start first, paginated. */
export async function listarRodadas(deps: Deps, ator: Ator, q: ListarQuery) {
  const escopo = escopoDoAtor(ator);
  if (!escopo) return { rodadas: pagina<RodadaLinha>([], 0, q.page, q.paginacao) };
  const hoje = hojeEmSaoPaulo(deps.clock.agora());
  const { total, data } = await repo.listarRodadas(deps.db, {
    escopo,
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
  });
  const linhas = data.map((r) => paraLinha(ator, r, hoje, participaDoQueVe(ator)));
  return { rodadas: pagina(linhas, total, q.page, q.paginacao) };
}

/** One round the caller may see (GET /api/rodadas/{id}/abrir); 404 otherwise. */
export async function abrirRodada(deps: Deps, ator: Ator, id: number): Promise<{ rodada: RodadaLinha }> {
  return { rodada: await linhaDaRodada(deps, ator, id) };
}

/** The answer row of round `id` for the caller, after the engine allowed `rodada.ver`. */
export async function linhaDaRodada(deps: Deps, ator: Ator, id: number): Promise<RodadaLinha> {
  const autorizavel = await exigirRodada(deps, ator, id, 'rodada.ver');
  const lida = await repo.buscarRodada(deps.db, id);
  if (!lida) throw naoEncontrado();
  return paraLinha(ator, lida, autorizavel.hoje, autorizavel.participante);
}

/** The client's rounds (GET /api/rodadas/cliente, spec 3 §7), newest start first. */
export async function listarRodadasDoCliente(deps: Deps, ator: Ator): Promise<{ rodadas: RodadaLinha[] }> {
  const escopo = escopoDoAtor(ator);
  if (!escopo || escopo.tipo !== 'cliente') return { rodadas: [] };
  const hoje = hojeEmSaoPaulo(deps.clock.agora());
  const lidas = await repo.listarTodas(deps.db, escopo);
  return { rodadas: lidas.map((r) => paraLinha(ator, r, hoje, true)) };
}

/** The active administrators for a new round's select (GET /api/rodadas/administradores). */
export async function listarAdministradores(deps: Deps) {
  return { administradores: await repo.listarAdministradores(deps.db) };
}

/**
 * The select when editing round `id` (GET /api/rodadas/{id}/administradores): the active ones
 * and the round's own, even if inactive. The master and the round's administrador (404 otherwise).
 */
export async function listarAdministradoresDaRodada(deps: Deps, ator: Ator, id: number) {
  const rodada = await exigirRodada(deps, ator, id, 'rodada.ver');
  return { administradores: await repo.listarAdministradores(deps.db, rodada.administrador_id ?? undefined) };
}
