import type { FastifyReply } from 'fastify';
import { rodadas as contrato, type QueryOut } from '@rodada/contracts';
import { formatarMoeda, paraCentavos, type Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { imprimirLista, subtituloDaLista } from '../impressoes/index.js';
import { exigirRodada } from '../rodadas/index.js';
import * as repo from './stands.repository.js';

// The printed stands list (spec 3 §7 "Printing" rodada/{id}/stands; spec 3 §8 'Erro ao imprimir
// listagem de stands' on the web): what /rodadas/{id}/stands lists, every page up to the limit.

const { LIMITE_IMPRESSAO_STANDS: LIMITE, ROTULO_PROPRIETARIO } = contrato;

/** The Nome cell: the stand's name with its map code; a map stand without a name shows the code. */
function nomeDoStand(s: repo.StandLido): string {
  if (s.nome && s.codigo) return `${s.nome} (${s.codigo})`;
  return s.nome ?? (s.codigo ? `Stand ${s.codigo}` : '');
}

/** GET /api/impressoes/rodada/{id}/stands: Nome, Proprietário, Tipo and Valor (R$), as searched. */
export async function imprimirStands(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  rodadaId: number,
  q: QueryOut<typeof contrato.imprimirStands>,
) {
  await exigirRodada(deps, ator, rodadaId, 'rodada.ver_stands');
  const nome = await repo.nomeDaRodada(deps.db, rodadaId);
  const { data, total } = await repo.listar(deps.db, rodadaId, {
    busca: q.busca,
    page: 1,
    porPagina: LIMITE,
  });
  return imprimirLista(
    deps,
    ator,
    reply,
    {
      titulo: 'Stands',
      subtitulo: [`Rodada ${nome}`, subtituloDaLista(q.busca, data.length, total, 'stand(s)')].join(' · '),
      colunas: [
        { titulo: 'Nome', largura: '*' },
        { titulo: 'Proprietário', largura: '*' },
        { titulo: 'Tipo', largura: 'auto' },
        { titulo: 'Valor', largura: 'auto' },
      ],
      linhas: data.map((s) => [
        nomeDoStand(s),
        s.proprietario_nome ?? '',
        ROTULO_PROPRIETARIO[s.proprietario_tipo],
        formatarMoeda(paraCentavos(s.valor)),
      ]),
    },
    {
      nomeArquivo: 'stands.pdf',
      descricao: `Stands da rodada ${nome}`,
      impressao: q.impressao,
      rodadaId: q.rodada_id,
    },
  );
}
