import type { FastifyReply } from 'fastify';
import { produtos as contrato, type QueryOut } from '@rodada/contracts';
import { formatarMoeda, paraCentavos, ROTULO_STATUS_PRODUTO, type Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { imprimirLista, subtituloDaLista } from '../impressoes/index.js';
import * as repo from './produtos.repository.js';
import { filtroDoRepositorio } from './produtos.service.js';

// The supplier's printed products list (spec 3 §2 "suppliers can print the listing", §7
// "Printing" produtos/listar; 'Erro ao imprimir listagem de produtos' is the web's text): what
// /produtos lists with the same filters, every page up to the limit, newest first.

const { LIMITE_IMPRESSAO_PRODUTOS: LIMITE, ROTULO_FILTRO_STATUS } = contrato;

/** GET /api/impressoes/produtos/listar: Código, Descrição, Valor, Status and Ativo. */
export async function imprimirProdutos(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  q: QueryOut<typeof contrato.imprimirProdutos>,
) {
  const filtros = {
    filtro: '1' as const,
    status: q.status ?? 'todos',
    ativo: q.ativo,
    busca: q.busca ?? null,
  };
  const { data, total } = await repo.listar(deps.db, {
    ...filtroDoRepositorio(ator, filtros),
    page: 1,
    porPagina: LIMITE,
  });
  const ativos = { '1': 'Ativos', '0': 'Desativados', todos: 'Ativos e desativados' }[filtros.ativo];
  return imprimirLista(
    deps,
    ator,
    reply,
    {
      titulo: 'Produtos',
      subtitulo: [
        `Status: ${ROTULO_FILTRO_STATUS[filtros.status]}`,
        ativos,
        subtituloDaLista(q.busca, data.length, total, 'produto(s)'),
      ].join(' · '),
      colunas: [
        { titulo: 'Código', largura: 'auto' },
        { titulo: 'Descrição', largura: '*' },
        { titulo: 'Valor', largura: 'auto' },
        { titulo: 'Status', largura: 'auto' },
        { titulo: 'Ativo', largura: 'auto' },
      ],
      linhas: data.map((p) => [
        p.codigo,
        p.descricao,
        formatarMoeda(paraCentavos(p.valor)),
        ROTULO_STATUS_PRODUTO[p.status] ?? String(p.status),
        p.ativo ? 'Sim' : 'Não',
      ]),
    },
    {
      nomeArquivo: 'produtos.pdf',
      descricao: 'Lista de produtos',
      impressao: q.impressao,
      rodadaId: q.rodada_id,
    },
  );
}
