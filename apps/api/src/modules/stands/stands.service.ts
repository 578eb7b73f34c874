import { rodadas as contrato } from '@rodada/contracts';
import { acoesDe, deCentavos, rodadaAberta, type Ator, type RodadaAutorizavel } from '@rodada/domain';
import { SQLSTATE, sqlstate } from '../../db/erros.js';
import type { Db, Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, naoEncontrado, regraViolada } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import { exigirRodada, exigirRodadaAberta } from '../rodadas/index.js';
import * as proprietarios from './stands-proprietarios.repository.js';
import * as repo from './stands.repository.js';

// A round's stands (spec 3 §2 "Stands list", "Stand form", §3 "Stand", §4 "Stand owner type", §5,
// §6, §7 "Stands", §8): who manages the round's stands (its administrador, or the master) lists
// them; changes need the round open (spec 3 §4: 422 MSG_RODADAS.rodadaEncerrada) and the engine's
// stand.editar / stand.excluir / rodada.gerir_stands (ADR 013). Every row carries its `acoes`.

const { MSG_RODADAS: MSG, ROTULO_PROPRIETARIO, LIMITE_PROPRIETARIOS_STAND } = contrato;
type Form = contrato.StandForm;

/** A list row or the form's stand: the stored stand with its type label and acoes. */
function linha(s: repo.StandLido, rodada: RodadaAutorizavel, ator: Ator) {
  return { ...s, tipo: ROTULO_PROPRIETARIO[s.proprietario_tipo], acoes: acoesDe(ator, 'stand', { rodada }) };
}

/** GET /api/rodadas/{id}/stands: the round (name, open, acoes) and a page of its stands. */
export async function listarStands(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  q: { busca?: string | undefined; page: number; paginacao: number },
) {
  const rodada = await exigirRodada(deps, ator, rodadaId, 'rodada.ver_stands');
  const nome = await repo.nomeDaRodada(deps.db, rodadaId);
  const { total, data } = await repo.listar(deps.db, rodadaId, {
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
  });
  return {
    rodada: {
      id: rodadaId,
      nome,
      aberta: rodadaAberta(rodada, rodada.hoje),
      acoes: acoesDe(ator, 'rodada', rodada),
    },
    stands: pagina(
      data.map((s) => linha(s, rodada, ator)),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/** The round and its stand `standId` (404 for a stand of another round), as the caller may see them. */
async function standDaRodada(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  standId: number,
  db: Db | Tx = deps.db,
) {
  const rodada = await exigirRodada(deps, ator, rodadaId, 'rodada.ver_stands', db);
  const stand = await repo.buscar(db, rodadaId, standId);
  if (!stand) throw naoEncontrado();
  exigir(ator, 'stand.ver', { rodada });
  return { rodada, stand };
}

/**
 * What the contract cannot check (spec 3 §4): the owner takes part in the round as its type (422 on
 * proprietario_id), and the map code is free in the round (409 on codigo).
 */
async function conferir(tx: Tx, rodadaId: number, dados: Form, standId?: number): Promise<void> {
  if (
    dados.proprietario_tipo !== 'avulso' &&
    dados.proprietario_id !== null &&
    !(await proprietarios.participa(tx, rodadaId, dados.proprietario_tipo, dados.proprietario_id))
  ) {
    throw regraViolada(MSG.proprietarioForaDaRodada, { proprietario_id: MSG.proprietarioForaDaRodada });
  }
  if (dados.codigo && (await repo.codigoEmUso(tx, rodadaId, dados.codigo, standId))) {
    throw conflito(MSG.codigoStandEmUso, { codigo: MSG.codigoStandEmUso });
  }
}

/** A code taken between the check and the write (two saves at once) answers as the check does. */
function codigoDuplicado(e: unknown): never {
  if (sqlstate(e) === SQLSTATE.unica) throw conflito(MSG.codigoStandEmUso, { codigo: MSG.codigoStandEmUso });
  throw e;
}

/** The columns the form writes (money as the numeric(14,2) string, spec D14). */
function gravado(dados: Form) {
  return {
    nome: dados.nome,
    valor: deCentavos(dados.valor),
    proprietario_tipo: dados.proprietario_tipo,
    proprietario_id: dados.proprietario_id,
    avulso_nome: dados.avulso_nome,
  };
}

/** The audit's copy of the form ('codigo' would be hidden as a secret by the audit trail). */
const paraAuditoria = ({ codigo, ...resto }: Form) => ({ ...resto, codigo_mapa: codigo });

/** POST /api/rodadas/{id}/stands/salvar: a new stand in an open round. */
export async function salvarStand(deps: Deps, ator: Ator, rodadaId: number, dados: Form, ip: string) {
  const rodada = await exigirRodada(deps, ator, rodadaId, 'rodada.ver_stands');
  exigirRodadaAberta(rodada);
  exigir(ator, 'rodada.gerir_stands', rodada);
  const id = await deps.db
    .transaction(async (tx) => {
      await conferir(tx, rodadaId, dados);
      const [novo] = await repo.inserir(tx, rodadaId, [{ ...gravado(dados), codigo: dados.codigo ?? null }]);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'cadastrar',
        entidade: 'stands',
        entidadeId: novo!,
        dados: { rodada_id: rodadaId, ...paraAuditoria(dados) },
        ip,
      });
      return novo!;
    })
    .catch(codigoDuplicado);
  return { msg: MSG.standSalvo, id };
}

/** POST /api/rodadas/{id}/stands/{sid}/atualizar: the form again; an absent codigo keeps the code. */
export async function atualizarStand(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  standId: number,
  dados: Form,
  ip: string,
) {
  const { rodada } = await standDaRodada(deps, ator, rodadaId, standId);
  exigirRodadaAberta(rodada);
  exigir(ator, 'stand.editar', { rodada });
  await deps.db
    .transaction(async (tx) => {
      await conferir(tx, rodadaId, dados, standId);
      await repo.atualizar(tx, rodadaId, standId, { ...gravado(dados), codigo: dados.codigo });
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'stands',
        entidadeId: standId,
        dados: { rodada_id: rodadaId, ...paraAuditoria(dados) },
        ip,
      });
    })
    .catch(codigoDuplicado);
  return { msg: MSG.standAtualizado };
}

/** POST /api/rodadas/{id}/stands/{sid}/excluir. */
export async function excluirStand(deps: Deps, ator: Ator, rodadaId: number, standId: number, ip: string) {
  const { rodada, stand } = await standDaRodada(deps, ator, rodadaId, standId);
  exigirRodadaAberta(rodada);
  exigir(ator, 'stand.excluir', { rodada });
  await deps.db.transaction(async (tx) => {
    await repo.excluir(tx, rodadaId, standId);
    await auditar(tx, {
      userId: ator.userId,
      acao: 'excluir',
      entidade: 'stands',
      entidadeId: standId,
      dados: { rodada_id: rodadaId, nome: stand.nome, codigo_mapa: stand.codigo, valor: stand.valor },
      ip,
    });
  });
  return { msg: MSG.standExcluido };
}

/** GET /api/rodadas/{id}/stands/{sid}/editar: the stand and the round's participants of each type. */
export async function editarStand(deps: Deps, ator: Ator, rodadaId: number, standId: number) {
  const { rodada, stand } = await standDaRodada(deps, ator, rodadaId, standId);
  const { proprietario_nome: _nome, ...dados } = stand;
  const lista = (tipo: contrato.TipoParticipanteStand) =>
    proprietarios.participantes(deps.db, rodadaId, tipo, LIMITE_PROPRIETARIOS_STAND);
  return {
    stand: { ...dados, acoes: acoesDe(ator, 'stand', { rodada }) },
    proprietario_tipo: stand.proprietario_tipo,
    fornecedores: await lista('fornecedor'),
    clientes: await lista('cliente'),
    representantes: await lista('representante'),
  };
}

/** GET /api/rodadas/{id}/stands/{sid}/proprietario: the owner, or null for a stand without one. */
export async function proprietarioDoStand(deps: Deps, ator: Ator, rodadaId: number, standId: number) {
  const { stand } = await standDaRodada(deps, ator, rodadaId, standId);
  if (stand.proprietario_nome === null) return { proprietario: null };
  return {
    proprietario: { tipo: stand.proprietario_tipo, id: stand.proprietario_id, nome: stand.proprietario_nome },
  };
}

/** GET /api/rodadas/{id}/stands/proprietarios?tipo=: the add form's owner options. */
export async function listarProprietarios(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  tipo: contrato.TipoParticipanteStand,
) {
  await exigirRodada(deps, ator, rodadaId, 'rodada.ver_stands');
  return {
    proprietarios: await proprietarios.participantes(deps.db, rodadaId, tipo, LIMITE_PROPRIETARIOS_STAND),
  };
}
