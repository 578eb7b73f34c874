import type { FastifyReply } from 'fastify';
import { formatarCnpj, representantes as contrato, type QueryOut } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { exigirPerfil } from '../../lib/autorizacao.js';
import { gerarPdfLista } from '../../lib/pdf.js';
import { entregarImpressao } from '../impressoes/index.js';
import { subtituloDaLista, telefones } from '../impressoes/index.js';
import * as repo from './representantes-manutencao.repository.js';
import * as vinculosRepo from './representantes-vinculos.repository.js';

// The representatives print (spec 2 §7 "Printing", §8 'Erro ao imprimir listagem de
// representantes'): what the caller's /representantes lists, built with lib/pdf.ts and delivered
// locally or to the round's print island (impressoes/entregar).

const { LIMITE_IMPRESSAO_REPRESENTANTES: LIMITE, VINCULO_ROTULO } = contrato;
type Query = QueryOut<typeof contrato.imprimirRepresentantes>;

/** The subtitle: the search, and how many rows (or the first N of how many). */
const subtitulo = (busca: string | undefined, impressas: number, total: number) =>
  subtituloDaLista(busca, impressas, total, 'representante(s)');

/** The PDF of the client's 'Minhas Representações': name, city and link status. */
async function pdfDoCliente(deps: Deps, ator: Ator, q: Query) {
  const clienteId = exigirPerfil(ator, 'cliente', null, 'perfil.ver');
  const { data, total } = await vinculosRepo.listarParaCliente(deps.db, clienteId, {
    busca: q.busca,
    page: 1,
    porPagina: LIMITE,
  });
  return gerarPdfLista(
    {
      titulo: 'Minhas Representações',
      subtitulo: subtitulo(q.busca, data.length, total),
      colunas: [
        { titulo: 'Nome', largura: '*' },
        { titulo: 'Cidade', largura: 'auto' },
        { titulo: 'Vínculo', largura: 'auto' },
      ],
      linhas: data.map((r) => [r.nome_fantasia, r.local ?? r.cidade ?? '', VINCULO_ROTULO[r.status] ?? '']),
    },
    { agora: deps.clock.agora() },
  );
}

/** The PDF of the administrador's and master's list. */
async function pdfGeral(deps: Deps, q: Query) {
  const { data, total } = await repo.listarRepresentantes(deps.db, {
    busca: q.busca,
    page: 1,
    porPagina: LIMITE,
  });
  return gerarPdfLista(
    {
      titulo: 'Representantes',
      subtitulo: subtitulo(q.busca, data.length, total),
      orientacao: 'paisagem',
      colunas: [
        { titulo: 'Nome', largura: '*' },
        { titulo: 'CPF/CNPJ', largura: 'auto' },
        { titulo: 'Cidade', largura: 'auto' },
        { titulo: 'Telefone', largura: 'auto' },
        { titulo: 'Email', largura: '*' },
      ],
      linhas: data.map((r) => [
        r.nome_fantasia,
        r.cnpj ? formatarCnpj(r.cnpj) : '',
        r.local ?? r.cidade ?? '',
        telefones(r.telefone, r.celular),
        r.email,
      ]),
    },
    { agora: deps.clock.agora() },
  );
}

/** GET /api/impressoes/representantes/listar: the caller's list, every page up to the limit. */
export async function imprimirRepresentantes(deps: Deps, ator: Ator, reply: FastifyReply, q: Query) {
  const pdf = ator.tipo === 'cliente' ? await pdfDoCliente(deps, ator, q) : await pdfGeral(deps, q);
  const cliente = ator.tipo === 'cliente';
  return entregarImpressao(deps, ator, reply, {
    pdf,
    nomeArquivo: cliente ? 'minhas-representacoes.pdf' : 'representantes.pdf',
    descricao: cliente ? 'Minhas Representações' : 'Lista de representantes',
    impressao: q.impressao,
    rodadaId: q.rodada_id,
  });
}
