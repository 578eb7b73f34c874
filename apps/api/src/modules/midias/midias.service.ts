import { MSG_PRODUTOS, produtos, type BodyOut } from '@rodada/contracts';
import { acoesDe, type Ator } from '@rodada/domain';
import { exigir } from '../../lib/autorizacao.js';
import { auditar } from '../../lib/auditoria.js';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado, regraViolada } from '../../lib/errors.js';
import { chavesDaFoto } from '../../lib/fotos-produto.js';
import * as repo from './midias.repository.js';

// The product gallery (spec 3 §2 "Product gallery", §7 `GET/POST /api/produtos/{id}/midia`): what
// it shows and the save that changes it. Uploads live in midias-envio.service.ts. An upload is a
// file row under the product's prefix that no gallery row points at yet ("pending"); the save
// picks from the product's current media and its pending uploads (ADR 005: the files of what left
// are deleted after the commit).

/** Pending uploads older than this are abandoned: any later save or upload removes them. */
export const VIDA_PENDENTE_MS = 24 * 60 * 60 * 1000;

const FOTO = /-2048\.jpg$/;
const VIDEO = /\/video-[0-9a-f]{16}\.(?:mp4|mov|webm)$/;

/**
 * The product the caller may change the gallery of (POLITICAS.produto.editar: its supplier, the
 * master), through the engine's one door like the product form: a product the caller may not see
 * (another supplier's draft) answers 404, one it sees in the shop but may not change 403.
 */
export async function produtoEditavel(deps: Deps, ator: Ator, id: number): Promise<repo.ProdutoDaMidia> {
  const p = await repo.buscarProduto(deps.db, id);
  exigir(ator, 'produto.editar', p);
  return p;
}

/** The answer object of a stored video. */
export function videoDoArquivo(a: repo.ArquivoDaMidia): VideoProduto {
  return {
    id: a.id,
    url: `/arquivos/${a.chave}`,
    mime: a.mime,
    duracao: a.duracao === null ? null : Number(a.duracao),
    largura: a.largura,
    altura: a.altura,
    bytes: a.bytes,
  };
}

/** The gallery answer (spec 3 §3 "Gallery"). */
function montarMidia(
  ator: Ator,
  p: repo.ProdutoDaMidia,
  linhas: Awaited<ReturnType<typeof repo.listarMidias>>,
): Midia {
  const video = linhas.find((l) => l.tipo === 'video');
  return {
    id: p.id,
    codigo: p.codigo,
    descricao: p.descricao,
    fotos: linhas.filter((l) => l.tipo === 'foto').map((l) => fotoDaChave(l.id, l.chave)),
    video: video ? videoDoArquivo(video) : null,
    acoes: acoesDe(ator, 'produto', p),
  };
}

/** GET /api/produtos/{id}/midia. */
export async function listarMidia(deps: Deps, ator: Ator, id: number): Promise<{ midia: Midia }> {
  const p = await produtoEditavel(deps, ator, id);
  return { midia: montarMidia(ator, p, await repo.listarMidias(deps.db, id)) };
}

/** Every key of a gallery file: a photo's widths and formats, or the video itself. */
const chavesDoArquivo = (chave: string) => (FOTO.test(chave) ? chavesDaFoto(chave) : [chave]);

/**
 * Deletes file rows that no gallery points at (a replaced photo, an abandoned upload) and their
 * files. Runs after the commit; a failure only leaves an orphan, so it is logged (ADR 005).
 */
export async function descartar(deps: Deps, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    const chaves = await repo.excluirArquivosSoltos(deps.db, ids);
    await Promise.all(chaves.flatMap(chavesDoArquivo).map((c) => deps.storage.remover(c)));
  } catch (erro) {
    deps.log.warn({ err: erro, arquivos: ids }, 'mídia de produto não removida');
  }
}

/**
 * The product's pending uploads to drop: every one older than VIDA_PENDENTE_MS and, when `userId`
 * is given, also that user's own not in `manter` (what its save left out). Another user's fresh
 * upload stays: it may be part of a save still to come.
 */
export async function pendentesParaDescartar(
  deps: Deps,
  produtoId: number,
  opcoes: { userId?: number; manter?: ReadonlySet<number> } = {},
): Promise<number[]> {
  const limite = deps.clock.agora().getTime() - VIDA_PENDENTE_MS;
  const pendentes = await repo.listarPendentes(deps.db, produtoId);
  return pendentes
    .filter((a) => !opcoes.manter?.has(a.id))
    .filter(
      (a) => a.created_at.getTime() < limite || (opcoes.userId !== undefined && a.user_id === opcoes.userId),
    )
    .map((a) => a.id);
}

type CorpoSalvar = BodyOut<typeof produtos.salvarMidia>;
type Midia = produtos.Midia;
type VideoProduto = produtos.VideoProduto;
const { fotoDaChave } = produtos;

/**
 * POST /api/produtos/{id}/midia/salvar: the photos in the order given (the product's own or its
 * uploads), the video or none. An id that is neither: 422 on its field. The rows change in one
 * transaction with the audit; the files of what left, and the caller's uploads it did not keep,
 * are deleted after the commit.
 */
export async function salvarMidia(
  deps: Deps,
  ator: Ator,
  id: number,
  corpo: CorpoSalvar,
  ip: string,
): Promise<{ msg: string; midia: Midia }> {
  await produtoEditavel(deps, ator, id);
  const prefixo = repo.prefixoDoProduto(id);
  const { produto, removidos, linhas } = await deps.db.transaction(async (tx) => {
    const produto = await repo.travarProduto(tx, id);
    if (!produto) throw naoEncontrado();
    const pedidos = [...corpo.fotos, ...(corpo.video === null ? [] : [corpo.video])];
    const porId = new Map((await repo.buscarArquivos(tx, pedidos)).map((a) => [a.id, a]));
    const erros: Record<string, string> = {};
    corpo.fotos.forEach((fotoId, i) => {
      const a = porId.get(fotoId);
      if (!a || !a.chave.startsWith(prefixo) || !FOTO.test(a.chave))
        erros[`fotos.${i}`] = MSG_PRODUTOS.fotoInexistente;
    });
    if (corpo.video !== null) {
      const a = porId.get(corpo.video);
      if (!a || !a.chave.startsWith(prefixo) || !VIDEO.test(a.chave))
        erros.video = MSG_PRODUTOS.videoInexistente;
    }
    const primeiro = Object.values(erros)[0];
    if (primeiro) throw regraViolada(primeiro, erros);

    const atuais = await repo.listarMidias(tx, id);
    await repo.gravarGaleria(tx, id, corpo.fotos, corpo.video);
    const ficam = new Set(pedidos);
    const removidos = atuais.filter((a) => !ficam.has(a.id)).map((a) => a.id);
    await auditar(tx, {
      userId: ator.userId,
      acao: 'salvar_midia',
      entidade: 'produtos',
      entidadeId: id,
      dados: { fotos: corpo.fotos, video: corpo.video, removidos },
      ip,
    });
    return { produto, removidos, linhas: await repo.listarMidias(tx, id) };
  });
  const abandonados = await pendentesParaDescartar(deps, id, { userId: ator.userId, manter: new Set() });
  await descartar(deps, [...removidos, ...abandonados]);
  return { msg: MSG_PRODUTOS.midiaSalva, midia: montarMidia(ator, produto, linhas) };
}
