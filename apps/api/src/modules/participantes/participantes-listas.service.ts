import type { DadosDe, rodadas as contrato } from '@rodada/contracts';
import { acoesDe, rodadaAberta, type Ator, type RodadaAutorizavel } from '@rodada/domain';
import { exigir } from '../../lib/autorizacao.js';
import type { Db, Tx } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import { exigirRodada, exigirRodadaAberta } from '../rodadas/index.js';
import * as repo from './participantes-listas.repository.js';

// The participant lists of a round and the candidates of its add dialogs (spec 3 §2 "Round
// participants", §7): who may is the engine's (rodada.ver_participantes to see,
// rodada.gerir_participantes to add: ADR 013); every row carries its `acoes`.

export type TipoParticipante = 'fornecedor' | 'cliente' | 'representante';

type Query = { busca?: string | undefined; page: number; paginacao: number };
type Rodada = DadosDe<typeof contrato.listarFornecedoresDaRodada>['rodada'];
type AcoesParticipante = DadosDe<
  typeof contrato.listarFornecedoresDaRodada
>['fornecedores']['data'][number]['acoes'];

const filtro = (q: Query): repo.Filtro => ({ busca: q.busca, page: q.page, porPagina: q.paginacao });

/** The round header of the pages, with what the caller may do with the round. */
async function cabecalho(deps: Deps, ator: Ator, rodada: RodadaAutorizavel, id: number): Promise<Rodada> {
  const c = await repo.cabecalhoDaRodada(deps.db, id);
  if (!c) throw naoEncontrado();
  return { ...c, aberta: rodadaAberta(rodada, rodada.hoje), acoes: acoesDe(ator, 'rodada', rodada) };
}

/**
 * A participant's `acoes`: the engine's `participante` rules; prazo and inscrição are the
 * clients' only (spec 3 §7), so a supplier or representative row never offers them.
 */
export function acoesDoParticipante(
  ator: Ator,
  rodada: RodadaAutorizavel,
  tipo: TipoParticipante,
): AcoesParticipante {
  const acoes = acoesDe(ator, 'participante', { rodada });
  return tipo === 'cliente' ? acoes : { ...acoes, alterar_prazo: false, inscrever: false };
}

/** The round the lists read (rodada.ver_participantes: 404 when invisible, 403 when not allowed). */
const rodadaDosParticipantes = (deps: Deps, ator: Ator, id: number) =>
  exigirRodada(deps, ator, id, 'rodada.ver_participantes');

/** GET /api/rodadas/:id/fornecedores/rodada. */
export async function listarFornecedoresDaRodada(deps: Deps, ator: Ator, id: number, q: Query) {
  const rodada = await rodadaDosParticipantes(deps, ator, id);
  const { total, data } = await repo.listarFornecedores(deps.db, id, 'participantes', filtro(q));
  const acoes = acoesDoParticipante(ator, rodada, 'fornecedor');
  return {
    rodada: await cabecalho(deps, ator, rodada, id),
    fornecedores: pagina(
      data.map(({ telefone: _t, celular: _c, ...f }) => ({ ...f, acoes })),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/** GET /api/rodadas/:id/clientes/rodada. */
export async function listarClientesDaRodada(deps: Deps, ator: Ator, id: number, q: Query) {
  const rodada = await rodadaDosParticipantes(deps, ator, id);
  const { total, data } = await repo.listarClientes(deps.db, id, 'participantes', filtro(q));
  const acoes = acoesDoParticipante(ator, rodada, 'cliente');
  return {
    rodada: await cabecalho(deps, ator, rodada, id),
    clientes: pagina(
      data.map(({ telefone: _t, celular: _c, inscrito_em, ...c }) => ({
        ...c,
        inscrito_em: inscrito_em?.toISOString() ?? null,
        acoes,
      })),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/** GET /api/rodadas/:id/representantes/rodada. */
export async function listarRepresentantesDaRodada(deps: Deps, ator: Ator, id: number, q: Query) {
  const rodada = await rodadaDosParticipantes(deps, ator, id);
  const { total, data } = await repo.listarRepresentantes(deps.db, id, 'participantes', filtro(q));
  const acoes = acoesDoParticipante(ator, rodada, 'representante');
  // A representante taking part sees its peers' names, not their login e-mails.
  const gere = ator.tipo === 'master' || ator.tipo === 'administrador';
  return {
    rodada: await cabecalho(deps, ator, rodada, id),
    representantes: pagina(
      data.map((r) => ({ ...r, email: gere ? r.email : null, acoes })),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/**
 * The round a change acts on (spec 3 §4, §6): visible to the caller (404 otherwise), open (422
 * MSG_RODADAS.rodadaEncerrada: the owner of a closed round learns why), and the caller's to manage.
 */
export async function exigirRodadaParaAlterar(deps: Deps, ator: Ator, id: number, db: Db | Tx = deps.db) {
  const rodada = await exigirRodada(deps, ator, id, 'rodada.ver_participantes', db);
  exigirRodadaAberta(rodada);
  exigir(ator, 'rodada.gerir_participantes', rodada);
  return rodada;
}

/** The candidates' answer header: the round and what the caller may do with it. */
const cabecalhoDosCandidatos = (ator: Ator, rodada: RodadaAutorizavel, id: number, nome: string) => ({
  id,
  nome,
  aberta: rodadaAberta(rodada, rodada.hoje),
  acoes: acoesDe(ator, 'rodada', rodada),
});

async function candidatos(deps: Deps, ator: Ator, id: number) {
  const rodada = await exigirRodadaParaAlterar(deps, ator, id);
  const c = await repo.cabecalhoDaRodada(deps.db, id);
  if (!c) throw naoEncontrado();
  return cabecalhoDosCandidatos(ator, rodada, id, c.nome);
}

/** GET /api/rodadas/:id/fornecedores: active suppliers not in the round. */
export async function listarFornecedoresCandidatos(deps: Deps, ator: Ator, id: number, q: Query) {
  const rodada = await candidatos(deps, ator, id);
  const { total, data } = await repo.listarFornecedores(deps.db, id, 'candidatos', filtro(q));
  return {
    rodada,
    fornecedores: pagina(
      data.map(({ telefone: _t, celular: _c, ...f }) => f),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/** GET /api/rodadas/:id/clientes: active clients not in the round. */
export async function listarClientesCandidatos(deps: Deps, ator: Ator, id: number, q: Query) {
  const rodada = await candidatos(deps, ator, id);
  const { total, data } = await repo.listarClientes(deps.db, id, 'candidatos', filtro(q));
  return {
    rodada,
    clientes: pagina(
      data.map((c) => ({
        id: c.id,
        nome: c.nome,
        razao_social: c.razao_social,
        cnpj: c.cnpj,
        responsavel_nome: c.responsavel_nome,
        representante_nome: c.representante_nome,
        cidade_estado: c.cidade_estado,
      })),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/** GET /api/rodadas/:id/representantes: active representatives not in the round. */
export async function listarRepresentantesCandidatos(deps: Deps, ator: Ator, id: number, q: Query) {
  const rodada = await candidatos(deps, ator, id);
  const { total, data } = await repo.listarRepresentantes(deps.db, id, 'candidatos', filtro(q));
  return { rodada, representantes: pagina(data, total, q.page, q.paginacao) };
}
