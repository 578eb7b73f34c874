import { MSG_PRODUTOS, produtos as contrato, type QueryOut } from '@rodada/contracts';
import {
  acoesDe,
  deCentavos,
  PRODUTO_STATUS,
  statusAposEdicao,
  type Ator,
  type ProdutoRecurso,
} from '@rodada/domain';
import { SQLSTATE, sqlstate } from '../../db/erros.js';
import type { Db, Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado, semPermissao } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import * as repo from './produtos.repository.js';

// A supplier's products (spec 3 §2 "Products list", "Product form", §3, §4, §5, §6 "Products:
// fornecedor, master", §7 "Products"): a supplier manages its own, the master edits any and creates
// none (ADR 017). Every check is the engine's produto.<acao> (ADR 013); every row carries `acoes`.

type Form = contrato.ProdutoForm;

/** What the policies read of a product. */
const recurso = (p: { fornecedor_id: number; status: number; ativo: boolean }): ProdutoRecurso => ({
  fornecedor_id: p.fornecedor_id,
  status: p.status,
  ativo: p.ativo,
});

/**
 * The answer rows of `lidos`: each with its first photo, the reasons of its rejection (status 2
 * only) and the caller's acoes; two queries for the whole page. Exported for the other catalogue
 * services (approval, shop), which answer the same rows.
 */
export async function linhasDeProdutos(
  db: Db | Tx,
  ator: Ator,
  lidos: repo.ProdutoLido[],
): Promise<contrato.ProdutoLinha[]> {
  const ids = lidos.map((p) => p.id);
  const fotos = await repo.primeirasFotos(db, ids);
  const reprovados = lidos.filter((p) => p.status === PRODUTO_STATUS.REPROVADO).map((p) => p.id);
  const motivos = await repo.motivosDaReprovacao(db, reprovados);
  return lidos.map((p) => {
    const foto = fotos.get(p.id);
    return {
      ...p,
      foto: foto ? contrato.fotoDaChave(foto.id, foto.chave) : null,
      produto_detalhes: motivos.get(p.id) ?? [],
      acoes: acoesDe(ator, 'produto', recurso(p)),
    };
  });
}

/** The filters of /produtos with the role's defaults (spec 3 §9). */
export function filtrosAplicados(
  ator: Ator,
  q: {
    filtro?: '0' | '1';
    status?: contrato.FiltroStatusProduto | undefined;
    ativo: contrato.FiltroAtivoProduto;
    busca?: string | undefined;
  },
) {
  // Default status: Todos for the supplier, Em homologação for the master (spec 3 §9).
  const status = q.status ?? (ator.tipo === 'fornecedor' ? 'todos' : '0');
  return { filtro: q.filtro ?? '1', status, ativo: q.ativo, busca: q.busca ?? null };
}

/** The supplier whose products the caller lists: its own; null (every supplier) for the master. */
function escopo(ator: Ator): number | null {
  if (ator.tipo === 'master') return null;
  if (ator.tipo === 'fornecedor' && ator.fornecedorId !== null) return ator.fornecedorId;
  throw semPermissao();
}

/** The repository's filter of resolved filters. */
export function filtroDoRepositorio(ator: Ator, f: ReturnType<typeof filtrosAplicados>): repo.FiltroProdutos {
  const aplicar = f.filtro === '1';
  return {
    fornecedorId: escopo(ator),
    status: aplicar && f.status !== 'todos' ? Number(f.status) : null,
    ativo: aplicar && f.ativo !== 'todos' ? f.ativo === '1' : null,
    busca: f.busca ?? undefined,
  };
}

/** GET /api/produtos/listar: a page of the caller's products, newest first, and the filters applied. */
export async function listarProdutos(deps: Deps, ator: Ator, q: QueryOut<typeof contrato.listarProdutos>) {
  const filtros = filtrosAplicados(ator, q);
  const { total, data } = await repo.listar(deps.db, {
    ...filtroDoRepositorio(ator, filtros),
    page: q.page,
    porPagina: q.paginacao,
  });
  return {
    produtos: pagina(await linhasDeProdutos(deps.db, ator, data), total, q.page, q.paginacao),
    filtros,
  };
}

/**
 * What the contract cannot check: the category exists, the colours and sizes are the supplier's
 * or shared ones (400 on the field), and the code is free among the supplier's products (409).
 */
async function conferir(tx: Tx, fornecedorId: number, dados: Form, produtoId?: number): Promise<void> {
  const erros: Record<string, string> = {};
  if (!(await repo.categoriaExiste(tx, dados.categoria_id)))
    erros.categoria_id = MSG_PRODUTOS.categoriaInexistente;
  const cores = await repo.coresVisiveis(tx, fornecedorId, dados.cores);
  if (dados.cores.some((id) => !cores.has(id))) erros.cores = MSG_PRODUTOS.corInexistente;
  const tamanhos = await repo.tamanhosVisiveis(tx, fornecedorId, dados.tamanhos);
  if (dados.tamanhos.some((id) => !tamanhos.has(id))) erros.tamanhos = MSG_PRODUTOS.tamanhoInexistente;
  if (Object.keys(erros).length > 0) throw invalido(erros);
  if (await repo.codigoEmUso(tx, fornecedorId, dados.codigo, produtoId)) throw codigoJaCadastrado();
}

const codigoJaCadastrado = () =>
  conflito(MSG_PRODUTOS.codigoJaCadastrado, { codigo: MSG_PRODUTOS.codigoJaCadastrado });

/** A code taken between the check and the write (two saves at once) answers as the check does. */
function codigoDuplicado(e: unknown): never {
  if (sqlstate(e) === SQLSTATE.unica) throw codigoJaCadastrado();
  throw e;
}

/** The columns the form writes (money as the numeric(14,2) string, spec D14). */
function gravado(dados: Form): repo.ProdutoGravado {
  return {
    codigo: dados.codigo,
    descricao: dados.descricao,
    valor: deCentavos(dados.valor),
    categoria_id: dados.categoria_id,
    quantidade_minima: dados.quantidade_minima,
    multiplo: dados.multiplo,
    detalhes: dados.detalhes,
  };
}

/** The audit's copy of the form ('codigo' would be hidden as a secret by the audit trail). */
const paraAuditoria = ({ codigo, ...resto }: Form) => ({ ...resto, codigo_produto: codigo });

/** POST /api/produtos/salvar: a new product of the calling supplier, in 0 Em homologação. */
export async function salvarProduto(deps: Deps, ator: Ator, dados: Form, ip: string) {
  if (ator.tipo !== 'fornecedor' || ator.fornecedorId === null) {
    throw semPermissao(MSG_PRODUTOS.soFornecedorCadastra);
  }
  const fornecedorId = ator.fornecedorId;
  const id = await deps.db
    .transaction(async (tx) => {
      await conferir(tx, fornecedorId, dados);
      const novo = await repo.inserir(tx, fornecedorId, gravado(dados));
      await repo.gravarGrade(tx, novo, dados.cores, dados.tamanhos);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'cadastrar',
        entidade: 'produtos',
        entidadeId: novo,
        dados: { fornecedor_id: fornecedorId, ...paraAuditoria(dados) },
        ip,
      });
      return novo;
    })
    .catch(codigoDuplicado);
  return { msg: MSG_PRODUTOS.produtoSalvo, id };
}

/** GET /api/produtos/{id}/editar: the product with its grid, for whom may edit it. */
export async function editarProduto(deps: Deps, ator: Ator, id: number) {
  const p = await repo.buscar(deps.db, id);
  exigir(ator, 'produto.editar', p ? recurso(p) : null);
  const [linha] = await linhasDeProdutos(deps.db, ator, [p!]);
  return { produto: { ...linha!, ...(await repo.grade(deps.db, id)) } };
}

/**
 * POST /api/produtos/{id}/atualizar: the form again, checked against the product's supplier; the
 * status after the edit follows statusAposEdicao (a corrected rejection goes back to review).
 */
export async function atualizarProduto(deps: Deps, ator: Ator, id: number, dados: Form, ip: string) {
  const status = await deps.db
    .transaction(async (tx) => {
      const travado = await repo.travar(tx, id);
      exigir(ator, 'produto.editar', travado ? recurso(travado) : null);
      const antes = (await repo.buscar(tx, id))!;
      await conferir(tx, antes.fornecedor_id, dados, id);
      const mudouConteudo =
        antes.codigo !== dados.codigo ||
        antes.descricao !== dados.descricao ||
        (antes.detalhes ?? '') !== dados.detalhes ||
        antes.categoria_id !== dados.categoria_id;
      const novo = statusAposEdicao(antes.status, { porMaster: ator.tipo === 'master', mudouConteudo });
      await repo.atualizar(tx, id, { ...gravado(dados), status: novo });
      await repo.gravarGrade(tx, id, dados.cores, dados.tamanhos);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'produtos',
        entidadeId: id,
        dados: {
          fornecedor_id: antes.fornecedor_id,
          status_antes: antes.status,
          status: novo,
          ...paraAuditoria(dados),
        },
        ip,
      });
      return novo;
    })
    .catch(codigoDuplicado);
  return { msg: MSG_PRODUTOS.produtoAtualizado, produto_status: status };
}

/** A product named by an order line cannot be deleted (409; deactivate it instead). */
const emPedido = () => conflito(MSG_PRODUTOS.produtoEmPedido);

/**
 * POST /api/produtos/{id}/excluir: deletes a product that no order names, with its grid, gallery
 * rows and their files (removed after the commit; a file that fails to go is only left on disk).
 */
export async function excluirProduto(deps: Deps, ator: Ator, id: number, ip: string) {
  const chaves = await deps.db
    .transaction(async (tx) => {
      const travado = await repo.travar(tx, id);
      exigir(ator, 'produto.excluir', travado ? recurso(travado) : null);
      if (await repo.emPedido(tx, id)) throw emPedido();
      const antes = (await repo.buscar(tx, id))!;
      const removidas = await repo.excluir(tx, id);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'excluir',
        entidade: 'produtos',
        entidadeId: id,
        dados: {
          fornecedor_id: antes.fornecedor_id,
          codigo_produto: antes.codigo,
          descricao: antes.descricao,
          valor: antes.valor,
          status: antes.status,
        },
        ip,
      });
      return removidas;
    })
    .catch((e: unknown) => {
      // An order line written between the check and the delete (restrict).
      const codigo = sqlstate(e);
      if (codigo === SQLSTATE.chaveEstrangeira || codigo === SQLSTATE.restricao) throw emPedido();
      throw e;
    });
  await removerArquivos(deps, chaves);
  return { msg: MSG_PRODUTOS.produtoExcluido };
}

/** Removes stored photos: each key and its other widths and formats (issue 12 §9). */
async function removerArquivos(deps: Deps, chaves: string[]): Promise<void> {
  const todas = chaves.flatMap((chave) => [
    chave,
    ...contrato.LARGURAS_FOTO.flatMap((l) =>
      (['webp', 'jpg'] as const).map((f) => contrato.chaveDaVariante(chave, l, f)),
    ).filter((c): c is string => c !== null && c !== chave),
  ]);
  await Promise.all(todas.map((c) => deps.storage.remover(c).catch(() => undefined)));
}

/**
 * POST /api/produtos/{id}/ativar and /desativar (spec 3 §4 "Product active flag"): its own supplier
 * switches it; the web confirms a deactivation first.
 */
export async function definirAtivo(deps: Deps, ator: Ator, id: number, ativo: boolean, ip: string) {
  await deps.db.transaction(async (tx) => {
    const travado = await repo.travar(tx, id);
    exigir(ator, 'produto.ativar', travado ? recurso(travado) : null);
    await repo.definirAtivo(tx, id, ativo);
    await auditar(tx, {
      userId: ator.userId,
      acao: ativo ? 'ativar' : 'desativar',
      entidade: 'produtos',
      entidadeId: id,
      dados: { ativo },
      ip,
    });
  });
  return { msg: ativo ? MSG_PRODUTOS.produtoAtivado : MSG_PRODUTOS.produtoDesativado };
}

/** A product that must exist for the caller to read (404 otherwise): the approval and shop helpers. */
export async function produtoVisivel(deps: Deps, ator: Ator, id: number) {
  const p = await repo.buscar(deps.db, id);
  exigir(ator, 'produto.ver', p ? recurso(p) : null);
  if (!p) throw naoEncontrado();
  return p;
}
