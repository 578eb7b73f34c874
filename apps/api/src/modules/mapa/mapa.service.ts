import { cadastroIncompleto, rodadas, type DadosDe } from '@rodada/contracts';
import { pode, type Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { exigir } from '../../lib/autorizacao.js';
import { naoEncontrado } from '../../lib/errors.js';
import type { Sessao } from '../auth/index.js';
import { carregarRodadaAutorizavel, exigirRodada, exigirRodadaAberta } from '../rodadas/index.js';
import * as repo from './mapa.repository.js';

type Mapa = DadosDe<typeof rodadas.abrirMapa>;

/** Natural order of stand codes: 'A2' before 'A10', case and accents aside. */
const ordemNatural = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/**
 * The address of the round's floor plan (served sanitised by GET /api/rodadas/{id}/planta, ADR
 * 005). `v` is the file's id: a new upload changes the address, so a cached plan is never stale.
 */
export function enderecoDaPlanta(rodadaId: number, arquivoId: number | null): string | null {
  return arquivoId === null ? null : `/api/rodadas/${rodadaId}/planta?v=${arquivoId}`;
}

/**
 * Whether the session may name the round's stands: `rodada.gerir_stands` (its administrador or the
 * master, while open). A session held on its password change or its account page may do nothing
 * else (ADR 008), so it is told no, as the POST would refuse it.
 */
async function podeRenomear(deps: Deps, sessao: Sessao, rodadaId: number): Promise<boolean> {
  if (sessao.trocarSenha) return false;
  if (cadastroIncompleto({ tipo: sessao.ator.tipo, verificado: sessao.verificado })) return false;
  if (sessao.ator.tipo !== 'administrador' && sessao.ator.tipo !== 'master') return false;
  const rodada = await carregarRodadaAutorizavel(deps, rodadaId, sessao.ator);
  return pode(sessao.ator, 'rodada.gerir_stands', rodada);
}

/**
 * The public stand map of a round (spec 1 §2.10): its header, its stands (code, name and a
 * supplier owner's id: values and other owners are not public) in natural code order, and whether the caller may rename them.
 */
export async function abrirMapa(deps: Deps, rodadaId: number, sessao: Sessao | null): Promise<Mapa> {
  const lida = await repo.rodadaDoMapa(deps.db, rodadaId);
  if (!lida) throw naoEncontrado(rodadas.MSG_RODADAS.rodadaNaoEncontrada);
  const { planta_arquivo_id, ...rodada } = lida;
  const stands = (await repo.standsDoMapa(deps.db, rodadaId)).sort((a, b) =>
    ordemNatural.compare(a.codigo, b.codigo),
  );
  return {
    rodada: { ...rodada, planta_nome: enderecoDaPlanta(rodadaId, planta_arquivo_id) },
    stands,
    pode_renomear: sessao ? await podeRenomear(deps, sessao, rodadaId) : false,
  };
}

/**
 * Names a stand from the map (spec 1 §2.10, §3): the round's administrador or the master, while
 * the round is open. Creates the stand with valor 0 when the code is new; otherwise changes only
 * its name. An empty name clears it.
 */
export async function salvarStand(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  body: { codigo: string; nome: string | null },
): Promise<{ msg: string }> {
  const rodada = await exigirRodada(deps, ator, rodadaId, 'rodada.ver_stands');
  exigirRodadaAberta(rodada);
  exigir(ator, 'rodada.gerir_stands', rodada);
  await repo.gravarNome(deps.db, rodadaId, body.codigo, body.nome);
  return { msg: rodadas.MSG_RODADAS.standSalvo };
}
