import { rodadas as contrato } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import type { Deps } from '../../lib/deps.js';
import { invalido } from '../../lib/errors.js';
import type { ArquivoRecebido } from '../../plugins/registrar.js';
import { CsvInvalido, lerCnpj, lerCnpjOuEmail, lerCsv, type Identificador, type LinhaCsv } from './csv.js';
import * as repo from './participantes-alterar.repository.js';
import * as busca from './participantes-importar.repository.js';
import { exigirRodadaParaAlterar } from './participantes-listas.service.js';

// Importing a round's participants from a CSV file (spec 3 §7 "POST /api/rodadas/{id}/importar/
// ...", issue 11 §4; docs/importacao-participantes.md). Every line is accepted or refused with
// its reason; the accepted ones enter the round in one transaction with one audit row.

const { MSG_RODADAS: MSG } = contrato;

type LinhaRecusada = contrato.LinhaRecusada;

const NAO_ENCONTRADO: Record<repo.TipoParticipante, string> = {
  fornecedor: MSG.motivoFornecedorNaoEncontrado,
  cliente: MSG.motivoClienteNaoEncontrado,
  representante: MSG.motivoRepresentanteNaoEncontrado,
};

/** The file's data lines, or 400 with the reason the whole file is refused. */
function linhasDoArquivo(arquivo: ArquivoRecebido | null | undefined): LinhaCsv[] {
  if (!arquivo || arquivo.conteudo.length === 0)
    throw invalido({ arquivo: MSG.arquivoVazio }, MSG.arquivoVazio);
  try {
    return lerCsv(arquivo.conteudo);
  } catch (e) {
    if (e instanceof CsvInvalido) throw invalido({ arquivo: e.message }, e.message);
    throw e;
  }
}

/** The records the file's CNPJs and e-mails name, by identifier. */
async function procurar(tx: Tx, tipo: repo.TipoParticipante, ids: Identificador[]) {
  const cnpjs = [...new Set(ids.flatMap((i) => ('cnpj' in i ? [i.cnpj] : [])))];
  const emails = [...new Set(ids.flatMap((i) => ('email' in i ? [i.email] : [])))];
  const porCnpj =
    tipo === 'fornecedor'
      ? await busca.fornecedoresPorCnpj(tx, cnpjs)
      : tipo === 'cliente'
        ? await busca.clientesPorCnpj(tx, cnpjs)
        : await busca.representantesPorCnpj(tx, cnpjs);
  const porEmail: busca.Achados =
    tipo === 'representante'
      ? await busca.representantesPorEmail(tx, emails)
      : new Map<string, Set<number>>();
  return (i: Identificador): Set<number> | undefined =>
    'cnpj' in i ? porCnpj.get(i.cnpj) : 'email' in i ? porEmail.get(i.email) : undefined;
}

/** POST /api/rodadas/:id/importar/{clientes,fornecedores,representantes}. */
export async function importar(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  tipo: repo.TipoParticipante,
  arquivo: ArquivoRecebido | null | undefined,
  origem: { ip: string },
) {
  // The round first: a closed or invisible round answers the same whatever the file holds.
  await exigirRodadaParaAlterar(deps, ator, rodadaId);
  const linhas = linhasDoArquivo(arquivo);
  const lidas = linhas.map((l) => ({
    ...l,
    id: tipo === 'representante' ? lerCnpjOuEmail(l.identificador) : lerCnpj(l.identificador),
  }));

  return deps.db.transaction(async (tx) => {
    await exigirRodadaParaAlterar(deps, ator, rodadaId, tx);
    const achar = await procurar(
      tx,
      tipo,
      lidas.map((l) => l.id),
    );
    const todos = [...new Set(lidas.flatMap((l) => [...(achar(l.id) ?? [])]))];
    const cadastros = new Map((await repo.selecionarCadastros(tx, tipo, todos)).map((c) => [c.id, c]));
    const ja = await repo.jaParticipam(tx, tipo, rodadaId, todos);

    const recusadas: LinhaRecusada[] = [];
    const aceitos: number[] = [];
    const primeiraLinha = new Map<number, number>();
    const recusar = (l: LinhaCsv, motivo: string) =>
      recusadas.push({ linha: l.linha, conteudo: l.conteudo, motivo });
    for (const l of lidas) {
      if ('motivo' in l.id) {
        recusar(l, l.id.motivo);
        continue;
      }
      const achados = achar(l.id);
      if (!achados || achados.size === 0) {
        recusar(l, NAO_ENCONTRADO[tipo]);
        continue;
      }
      if (achados.size > 1) {
        recusar(l, MSG.motivoAmbiguo);
        continue;
      }
      const id = achados.values().next().value as number;
      const anterior = primeiraLinha.get(id);
      if (anterior !== undefined) {
        recusar(l, MSG.motivoRepetido(anterior));
        continue;
      }
      primeiraLinha.set(id, l.linha);
      if (ja.has(id)) recusar(l, MSG.motivoJaParticipa);
      else if (!cadastros.get(id)?.ativo) recusar(l, MSG.motivoInativo);
      else aceitos.push(id);
    }

    await repo.inserirParticipantes(tx, tipo, rodadaId, aceitos);
    if (aceitos.length > 0) {
      await auditar(tx, {
        userId: ator.userId,
        acao: 'rodada.participante.importar',
        entidade: 'rodada',
        entidadeId: rodadaId,
        dados: { tipo, ids: aceitos, arquivo: arquivo?.nome ?? null, recusadas: recusadas.length },
        ip: origem.ip,
      });
    }
    return {
      msg: MSG.importacaoConcluida(aceitos.length, recusadas.length),
      aceitas: aceitos.length,
      recusadas,
    };
  });
}
