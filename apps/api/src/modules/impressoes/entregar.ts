/**
 * Delivering a print (spec 3 §7 "Printing", spec 2 §7 "Printing", spec D13): the one place that
 * decides between answering the PDF (impressao=local) and queueing it on the print island of the
 * selected round (impressao=remota).
 *
 * Usage — contract (packages/contracts/src/endpoints/<área>.ts; see the note in impressoes.ts):
 *
 *   export const imprimirClientes = endpoint({
 *     method: 'GET', path: '/api/impressoes/clientes/listar', summary: '…', tag: 'Impressões',
 *     roles: CAPACIDADES['…'],
 *     query: impressoes.comImpressao({ busca: z.string().optional() }),  // or impressoes.impressaoQuery
 *     response: impressoes.respostaImpressao,
 *     arquivo: impressoes.ARQUIVO_PDF,
 *   });
 *
 * Route and service (the service builds the PDF from the caller's scoped data, with lib/pdf.ts):
 *
 *   registrar(app, deps, clientes.imprimirClientes, ({ query }, { ator, reply }) =>
 *     imprimirClientes(deps, ator, reply, query));
 *
 *   export async function imprimirClientes(deps: Deps, ator: Ator, reply: FastifyReply, q: Query) {
 *     const linhas = await repo.listarParaImprimir(deps.db, escopo(ator), q);
 *     const pdf = await gerarPdfLista({ titulo: 'Clientes', colunas, linhas }, { agora: deps.clock.agora() });
 *     return entregarImpressao(deps, ator, reply, {
 *       pdf, nomeArquivo: 'clientes.pdf', descricao: 'Lista de clientes',
 *       impressao: q.impressao, rodadaId: q.rodada_id,
 *     });
 *   }
 *
 * Local: the answer is the PDF, `Content-Type: application/pdf`, `Content-Disposition: inline`,
 * never cached. Remote: the round must exist and be visible to the caller (rodada.ver: the master
 * all, an administrador its own, the others the rounds they take part in; otherwise 404, as for a
 * round that does not exist), and be within its dates (the island works during the event, spec 1
 * §4: 422 otherwise); the PDF is stored (arquivos) and queued (impressoes, status 'pendente') in
 * one transaction, and the answer is `{status: 1, msg: MSG_IMPRESSOES.encaminhada}`.
 * Tests read PDFs back with apps/api/src/test/pdf.ts (textoDoPdf, paginasDoPdf, infoDoPdf).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { impressoes } from '@rodada/contracts';
import { formatarData, hojeEmSaoPaulo, type Ator } from '@rodada/domain';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado, regraViolada } from '../../lib/errors.js';
import { RespostaDeArquivo } from '../../plugins/registrar.js';
import * as repo from './impressoes.repository.js';
import { rodadaDoAtor } from '../rodadas/index.js';

const { MSG_IMPRESSOES } = impressoes;

export interface Impressao {
  pdf: Buffer;
  /** File name offered to the browser, e.g. 'clientes.pdf' (display only). */
  nomeArquivo: string;
  /** What the print-island queue and /impressoes show, e.g. 'Lista de clientes'. */
  descricao: string;
  impressao: impressoes.ModoImpressao;
  /** The selected round; required for 'remota' (the contract already refuses it missing). */
  rodadaId?: number | undefined;
}

/** The island only prints while the round is on: from data_inicio to data_fim (spec 1 §4). */
export const msgIlhaForaDasDatas = (inicio: string, fim: string) =>
  `A Ilha de Impressão só recebe impressões durante a rodada (${formatarData(inicio)} a ${formatarData(fim)})`;

/** The name for Content-Disposition: ASCII for `filename`, UTF-8 for `filename*` (RFC 6266). */
export function disposicaoInline(nomeArquivo: string): string {
  const nome = nomeArquivo.replace(/[\r\n"\\/]/g, '').trim() || 'documento.pdf';
  const ascii = nome.normalize('NFD').replace(/[^\x20-\x7e]/g, '') || 'documento.pdf';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}

/**
 * Answers the PDF (local) or queues it on the round's print island (remota); see the note above.
 * Return its result from the handler.
 */
export async function entregarImpressao(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  impressao: Impressao,
): Promise<{ msg: string } | RespostaDeArquivo> {
  if (impressao.impressao === 'local') {
    void reply
      .header('Content-Disposition', disposicaoInline(impressao.nomeArquivo))
      .header('Cache-Control', 'no-store');
    return new RespostaDeArquivo(impressao.pdf);
  }
  const rodadaId = impressao.rodadaId;
  // The contract refuses remota without a round; a direct caller gets the same answer.
  if (rodadaId === undefined) throw naoEncontrado();
  const hoje = hojeEmSaoPaulo(deps.clock.agora());
  const lida = await rodadaDoAtor(deps.db, rodadaId, ator);
  const rodada = lida && { ...lida, hoje };
  exigir(ator, 'rodada.ver', rodada);
  if (hoje < rodada.data_inicio || hoje > rodada.data_fim) {
    throw regraViolada(msgIlhaForaDasDatas(rodada.data_inicio, rodada.data_fim));
  }

  const chave = `impressoes/${rodadaId}/${Date.now()}-${randomBytes(6).toString('hex')}.pdf`;
  await deps.storage.salvar(chave, impressao.pdf);
  try {
    await deps.db.transaction(async (tx) => {
      const arquivoId = await repo.inserirArquivo(tx, {
        chave,
        nome: impressao.nomeArquivo.slice(0, 255),
        mime: 'application/pdf',
        bytes: impressao.pdf.length,
        sha256: createHash('sha256').update(impressao.pdf).digest('hex'),
        user_id: ator.userId,
      });
      await repo.inserirImpressao(tx, {
        rodada_id: rodadaId,
        user_id: ator.userId,
        descricao: impressao.descricao.slice(0, 255),
        arquivo_id: arquivoId,
      });
    });
  } catch (e) {
    await deps.storage.remover(chave).catch(() => undefined);
    throw e;
  }
  return { msg: MSG_IMPRESSOES.encaminhada };
}
