import { ACOES, produtos as contrato, type AcoesDe } from '@rodada/contracts';
import { acoesDe, podeEditarProduto, podeVerProduto, type Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import * as detalhes from './vitrine-detalhes.repository.js';
import * as repo from './vitrine.repository.js';

// The shop's public reads of products (spec 1 §2.4-§2.5, spec 3 §7 buscar, buscarid, {id}/grade;
// issue 12 §7). `ator` is null for an anonymous visitor (public endpoints, ADR 014); every product
// carries the caller's `acoes` (all false for an anonymous visitor).

/** An anonymous visitor may do nothing with a product. */
const NENHUMA_ACAO = Object.fromEntries(
  ACOES.produto.filter((a) => a !== 'ver').map((a) => [a, false]),
) as AcoesDe<'produto'>;

/**
 * Whether the caller may see the product (podeVerProduto, domain.md ownership table), and for
 * anyone but the master and its owner only while its supplier is active: a deactivated supplier's
 * products leave the shop with it (issue 12 §7).
 */
export function visivel(ator: Ator | null, p: repo.ProdutoLido): boolean {
  if (!podeVerProduto(ator, p)) return false;
  return p.fornecedor_ativo || (ator !== null && podeEditarProduto(ator, p));
}

const urlDoArquivo = (chave: string) => `/arquivos/${chave}`;

/** The card of the shop: the row, its gallery and the caller's acoes. */
function cartao(
  ator: Ator | null,
  p: repo.ProdutoLido,
  midias: readonly detalhes.MidiaLida[],
): contrato.ProdutoVitrine {
  const video = midias.find((m) => m.tipo === 'video');
  return {
    id: p.id,
    codigo: p.codigo,
    descricao: p.descricao,
    valor: p.valor,
    quantidade_minima: p.quantidade_minima,
    multiplo: p.multiplo,
    fornecedor_id: p.fornecedor_id,
    fornecedor: { nome_fantasia: p.fornecedor_nome },
    categoria_id: p.categoria_id,
    fotos: midias.filter((m) => m.tipo === 'foto').map((m) => contrato.fotoDaChave(m.arquivo_id, m.chave)),
    video: video ? urlDoArquivo(video.chave) : null,
    acoes: ator ? acoesDe(ator, 'produto', p) : NENHUMA_ACAO,
  };
}

/** GET /api/produtos/buscar: a page of the shop's products (spec 3 §7). */
export async function buscar(deps: Deps, ator: Ator | null, q: contrato.BuscaProdutosQuery) {
  const { total, exato, data } = await repo.buscar(
    deps.db,
    {
      fornecedor: q.fornecedor,
      categorias: q.categorias,
      busca: q.busca,
      valorMinimo: q.valor_minimo,
      valorMaximo: q.valor_maximo,
      ordenacao: q.ordenacao,
    },
    q.page,
    q.paginacao,
  );
  const midias = detalhes.porProduto(
    await detalhes.midiasDe(
      deps.db,
      data.map((p) => p.id),
    ),
  );
  const cartoes = data.map((p) => cartao(ator, p, midias.get(p.id) ?? []));
  return { produtos: { ...pagina(cartoes, total, q.page, q.paginacao), total_exato: exato } };
}

/** GET /api/produtos/buscarid: the products asked for that the caller may see, in the order asked. */
export async function buscarPorIds(deps: Deps, ator: Ator | null, ids: readonly number[]) {
  const lidos = (await repo.porIds(deps.db, ids)).filter((p) => visivel(ator, p));
  const vistos = lidos.map((p) => p.id);
  const [midias, cores, tamanhos] = await Promise.all([
    detalhes.midiasDe(deps.db, vistos).then(detalhes.porProduto),
    detalhes.coresDe(deps.db, vistos).then(detalhes.porProduto),
    detalhes.tamanhosDe(deps.db, vistos).then(detalhes.porProduto),
  ]);
  const porId = new Map(lidos.map((p) => [p.id, p]));
  const produtos = ids.flatMap((id) => {
    const p = porId.get(id);
    if (!p) return [];
    return [
      {
        ...cartao(ator, p, midias.get(id) ?? []),
        detalhes: p.detalhes,
        status: p.status,
        ativo: p.ativo,
        cores: (cores.get(id) ?? []).map(({ id: corId, nome }) => ({ id: corId, nome })),
        tamanhos: (tamanhos.get(id) ?? []).map(({ id: tId, tamanho, especial }) => ({
          id: tId,
          tamanho,
          especial,
        })),
      },
    ];
  });
  return { produtos };
}

/** GET /api/produtos/{id}/grade: the product's colours and sizes in its order; 404 when not visible. */
export async function grade(deps: Deps, ator: Ator | null, id: number) {
  const p = await repo.porId(deps.db, id);
  if (!p || !visivel(ator, p)) throw naoEncontrado();
  const [cores, tamanhos] = await Promise.all([
    detalhes.coresDe(deps.db, [id]),
    detalhes.tamanhosDe(deps.db, [id]),
  ]);
  return {
    cores: cores.map(({ id: corId, nome }) => ({ id: corId, nome })),
    tamanhos: tamanhos.map(({ id: tId, tamanho, especial }) => ({ id: tId, tamanho, especial })),
  };
}
