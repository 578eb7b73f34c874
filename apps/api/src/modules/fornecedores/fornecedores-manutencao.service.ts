import type { FastifyReply } from 'fastify';
import { formatarCnpj, fornecedores as contrato, type DadosDe, type QueryOut } from '@rodada/contracts';
import { representaFornecedor, type Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir, exigirPerfil } from '../../lib/autorizacao.js';
import { imprimirLista, subtituloDaLista } from '../impressoes/index.js';
import type { Deps } from '../../lib/deps.js';
import { semPermissao } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import { comAcoes, permitido, recurso, representanteDo } from './fornecedores-acesso.js';
import * as repo from './fornecedores-manutencao.repository.js';

// The suppliers list (spec 2 §2 "Suppliers", §4 "Supplier ativo", §6, §7 "Suppliers"): the scoped
// list, the shop's filter, the details dialog, the representative's own suppliers and switch, and
// the printed list. The list applies the policies' `ver` in SQL (a property test checks that they
// agree) and answers, per row, what the caller may do with it.

const { MSG_FORNECEDORES: MSG } = contrato;

type Lista = DadosDe<typeof contrato.listarFornecedores>['fornecedores'];

/** The URL /arquivos/* serves a stored key at (plugins/static.ts). */
const urlDoArquivo = (chave: string) => `/arquivos/${chave}`;

/** Suppliers list (GET /api/fornecedores/listar), scoped to the caller (contract description). */
export async function listarFornecedores(
  deps: Deps,
  ator: Ator,
  q: { busca?: string | undefined; page: number; paginacao: number },
): Promise<{ fornecedores: Lista }> {
  const representanteId = representanteDo(ator);
  if (ator.tipo === 'representante' && representanteId === null) throw semPermissao();
  const { total, data } = await repo.listarFornecedores(deps.db, {
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
    representanteId,
  });
  const linhas = data.map((f) => comAcoes(ator, f));
  return { fornecedores: pagina(linhas, total, q.page, q.paginacao) };
}

/** The shop's supplier filter (GET /api/fornecedores/listar/loja): active suppliers and their logos. */
export async function listarFornecedoresLoja(deps: Deps) {
  const linhas = await repo.listarAtivosParaLoja(deps.db);
  return {
    fornecedores: linhas.map((f) => ({
      id: f.id,
      nome_fantasia: f.nome_fantasia,
      logo: f.logo_chave ? urlDoArquivo(f.logo_chave) : null,
    })),
  };
}

/** The read-only details dialog (GET /api/fornecedores/{id}/detalhar). */
export async function detalharFornecedor(deps: Deps, ator: Ator, id: number) {
  const d = permitido(ator, 'fornecedor.ver', await repo.buscarDetalhe(deps.db, id, representanteDo(ator)));
  const { logo_chave, endereco_id, endereco, ...resto } = comAcoes(ator, d);
  return {
    fornecedor: {
      ...resto,
      logo: logo_chave ? urlDoArquivo(logo_chave) : null,
      endereco: endereco_id === null || endereco.id === null ? null : { ...endereco, id: endereco.id },
    },
  };
}

/** The suppliers the representante carries (GET /api/representantes/{id}/fornecedores). */
export async function listarDoRepresentante(deps: Deps, ator: Ator, id: number) {
  // Only the caller's own representante id; another answers 404 (never reveal, ADR 013).
  const representanteId = exigirPerfil(ator, 'representante', id, 'perfil.ver');
  const linhas = await repo.listarDoRepresentante(deps.db, representanteId);
  return { fornecedores: linhas.map((f) => comAcoes(ator, f)) };
}

/**
 * Switches a supplier on or off for the calling representante only (POST
 * /api/representantes/{id}/fornecedor/{fornecedor_id}/ativacao {status}). Switching on a supplier
 * it does not carry yet starts carrying it; switching off one it does not carry changes nothing.
 */
export async function ativacaoDoRepresentante(
  deps: Deps,
  ator: Ator,
  id: number,
  fornecedorId: number,
  status: number,
  ip: string,
) {
  const representanteId = exigirPerfil(ator, 'representante', id);
  const f = recurso(await repo.buscarRecurso(deps.db, fornecedorId));
  exigir(ator, 'fornecedor.ativar_para_mim', f);
  const ativo = status === 1;
  if (ativo || representaFornecedor(ator, f)) {
    await deps.db.transaction(async (tx) => {
      await repo.definirAtivoDoRepresentante(tx, representanteId, fornecedorId, ativo);
      await auditar(tx, {
        userId: ator.userId,
        acao: ativo ? 'ativar_para_representante' : 'desativar_para_representante',
        entidade: 'fornecedores',
        entidadeId: fornecedorId,
        dados: { representante_id: representanteId },
        ip,
      });
    });
  }
  return { msg: ativo ? MSG.ativado : MSG.desativado, ativo_representante: ativo };
}

/**
 * Prints the suppliers list (GET /api/impressoes/fornecedores/listar): the caller's scope and search,
 * every page up to LIMITE_IMPRESSAO_FORNECEDORES, as a PDF or on the round's print island.
 */
export async function imprimirFornecedores(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  q: QueryOut<typeof contrato.imprimirFornecedores>,
) {
  const representanteId = representanteDo(ator);
  if (ator.tipo === 'representante' && representanteId === null) throw semPermissao();
  const { data, total } = await repo.listarFornecedores(deps.db, {
    busca: q.busca,
    page: 1,
    porPagina: contrato.LIMITE_IMPRESSAO_FORNECEDORES,
    representanteId,
  });
  const situacao = (f: (typeof data)[number]) => {
    const geral = f.ativo ? 'Ativo' : 'Desativado';
    if (representanteId === null) return geral;
    return f.ativo_representante ? `${geral}, ativo para mim` : geral;
  };
  return imprimirLista(
    deps,
    ator,
    reply,
    {
      titulo: 'Fornecedores',
      subtitulo: subtituloDaLista(q.busca, data.length, total, 'fornecedor(es)'),
      orientacao: 'paisagem',
      colunas: [
        { titulo: 'Nome Fantasia', largura: '*' },
        { titulo: 'Razão Social', largura: '*' },
        { titulo: 'CNPJ', largura: 'auto' },
        { titulo: 'Cidade', largura: 'auto' },
        { titulo: 'Situação', largura: 'auto' },
      ],
      linhas: data.map((f) => [
        f.nome_fantasia,
        f.razao_social ?? '',
        f.cnpj ? formatarCnpj(f.cnpj) : '',
        f.local ?? f.cidade ?? '',
        situacao(f),
      ]),
    },
    {
      nomeArquivo: 'fornecedores.pdf',
      descricao: 'Lista de fornecedores',
      impressao: q.impressao,
      rodadaId: q.rodada_id,
    },
  );
}
