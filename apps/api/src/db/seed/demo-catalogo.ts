import {
  categorias,
  cores,
  erros_homologacao,
  homologacao_erros,
  homologacoes,
  produto_cores,
  produto_midias,
  produto_tamanhos,
  produtos,
  tamanhos,
} from '../schema/index.js';
import { createHash } from 'node:crypto';
import { deCentavos } from '@rodada/domain';
import { chaveDaFoto, variantesDaFoto, type ArquivoDaFoto } from '../../lib/fotos-produto.js';
import { salvarArquivos, type Contexto } from './demo-contexto.js';
import {
  CATEGORIAS,
  CORES_COMPARTILHADAS,
  ERROS_HOMOLOGACAO,
  GRADES,
  PRODUTOS,
  PROPRIOS,
  TAMANHOS_COMPARTILHADOS,
  type ModeloProduto,
} from './demo-catalogo-dados.js';
import type { PessoasDemo } from './demo-pessoas.js';
import { em } from './demo-util.js';
import { fotoProduto, type Textura } from './imagens.js';

// The demo catalogue (domain.md "Catalogue", spec 3 §3-§4): categories, colours and sizes
// (shared tipo 1 and supplier-owned tipo 0), each supplier's products with their grid, approval
// history and generated photos.

const DIA = 24 * 3600 * 1000;

// Text-free photos repeat across products (imagens.ts caches them): encode their widths once.
const cacheVariantes = new Map<string, Promise<ArquivoDaFoto[]>>();

/** variantesDaFoto, encoded once per content: the cached files renamed under `chave`. */
async function variantesEmCache(chave: string, conteudo: Buffer): Promise<ArquivoDaFoto[]> {
  const sha = createHash('sha256').update(conteudo).digest('hex');
  let pronto = cacheVariantes.get(sha);
  if (!pronto) {
    pronto = variantesDaFoto(`x/${sha.slice(0, 16)}-2048.jpg`, conteudo);
    cacheVariantes.set(sha, pronto);
  }
  const base = chave.replace(/-2048\.jpg$/, '');
  return (await pronto).map((a) => ({
    chave: a.chave.replace(/^x\/[0-9a-f]{16}/, base),
    conteudo: a.conteudo,
  }));
}

/** A product as the order part of the seed needs it. */
export interface ProdutoCriado {
  id: number;
  fornecedorIdx: number;
  codigo: string;
  descricao: string;
  /** Unit price in cents. */
  valor: number;
  status: number;
  ativo: boolean;
  quantidade_minima: number;
  multiplo: number;
  cores: number[];
  tamanhos: number[];
}

/** What the catalogue part hands to the orders. */
export interface CatalogoDemo {
  produtos: ProdutoCriado[];
}

/**
 * The status of the i-th of n products of a supplier: mostly 1 Homologado; the last three are
 * 3 Vencido, 2 Reprovado and 0 Em homologação, and every other supplier has a second one waiting.
 * The fifth product is switched off (ativo false) while staying approved.
 */
function situacao(i: number, n: number, fornecedorIdx: number): { status: number; ativo: boolean } {
  if (i === n - 1) return { status: 3, ativo: true };
  if (i === n - 2) return { status: 2, ativo: true };
  if (i === n - 3) return { status: 0, ativo: true };
  if (i === n - 4 && fornecedorIdx % 2 === 0) return { status: 0, ativo: true };
  return { status: 1, ativo: i !== 4 };
}

/** The surface drawn on a photo, from the colour name and the kind of garment. */
function texturaDe(cor: string, modelo: ModeloProduto, chaveFornecedor: string): Textura {
  if (cor === 'ESTAMPADO' || cor === 'ESTAMPA FLORAL') return 'estampa';
  if (cor === 'ESTAMPA ONÇA') return 'onca';
  if (cor.includes('JEANS')) return 'jeans';
  if (
    modelo.categoria === 'Tricô' ||
    chaveFornecedor === 'TM' ||
    (chaveFornecedor === 'MS' && modelo.silhueta !== 'calca')
  ) {
    return 'trico';
  }
  return 'liso';
}

/** Creates the catalogue; answers the products for the orders. */
export async function criarCatalogo(ctx: Contexto, pessoas: PessoasDemo): Promise<CatalogoDemo> {
  const { tx, rng } = ctx;

  const cats = await tx
    .insert(categorias)
    .values(CATEGORIAS.map((nome) => ({ nome })))
    .returning({ id: categorias.id, nome: categorias.nome });
  const categoriaId = new Map(cats.map((c) => [c.nome, c.id]));

  // Colours: shared first, then each supplier's own (tipo 0).
  const linhasCores = [
    ...Object.keys(CORES_COMPARTILHADAS).map((nome) => ({ nome, tipo: 1, fornecedor_id: null })),
    ...PROPRIOS.flatMap((p, fi) =>
      Object.keys(p.cores).map((nome) => ({ nome, tipo: 0, fornecedor_id: em(pessoas.fornecedores, fi).id })),
    ),
  ];
  const coresCriadas = await tx
    .insert(cores)
    .values(linhasCores)
    .returning({ id: cores.id, nome: cores.nome, fornecedor_id: cores.fornecedor_id });
  const corId = new Map(coresCriadas.map((c) => [`${c.fornecedor_id ?? '*'}:${c.nome}`, c.id]));

  // Sizes: the shared grid in its natural order, then each supplier's own after it.
  const linhasTamanhos = [
    ...TAMANHOS_COMPARTILHADOS.map((t, i) => ({
      tamanho: t.tamanho,
      tipo: 1,
      fornecedor_id: null,
      especial: t.especial ?? false,
      ordem: i + 1,
    })),
    ...PROPRIOS.flatMap((p, fi) =>
      p.tamanhos.map((tamanho, i) => ({
        tamanho,
        tipo: 0,
        fornecedor_id: em(pessoas.fornecedores, fi).id,
        especial: false,
        ordem: TAMANHOS_COMPARTILHADOS.length + i + 1,
      })),
    ),
  ];
  const tamanhosCriados = await tx
    .insert(tamanhos)
    .values(linhasTamanhos)
    .returning({ id: tamanhos.id, tamanho: tamanhos.tamanho, fornecedor_id: tamanhos.fornecedor_id });
  const tamanhoId = new Map(tamanhosCriados.map((t) => [`${t.fornecedor_id ?? '*'}:${t.tamanho}`, t.id]));

  /** The supplier's own item when it has one, otherwise the shared one. */
  const resolver = (mapa: Map<string, number>, fornecedorId: number, nome: string): number => {
    const id = mapa.get(`${fornecedorId}:${nome}`) ?? mapa.get(`*:${nome}`);
    if (id === undefined) throw new Error(`Cor ou tamanho desconhecido no seed: ${nome}`);
    return id;
  };

  const erros = await tx
    .insert(erros_homologacao)
    .values(ERROS_HOMOLOGACAO)
    .returning({ id: erros_homologacao.id, nome: erros_homologacao.nome });

  // Products, older first so 'Mais Novos' (created_at desc) shows each supplier's last ones.
  const planos = PRODUTOS.flatMap((modelos, fi) =>
    modelos.map((modelo, i) => {
      const fornecedor = em(pessoas.fornecedores, fi);
      const proprio = em(PROPRIOS, fi);
      const { status, ativo } = situacao(i, modelos.length, fi);
      const criado = new Date(ctx.agora.getTime() - (90 - i * 5 - fi) * DIA);
      const homologado = status === 1 || status === 3 ? new Date(criado.getTime() + 2 * DIA) : null;
      // A Vencido product's approval lapsed a few days ago; the others last a year (spec 3 §4).
      const vence =
        status === 3
          ? new Date(ctx.agora.getTime() - 3 * DIA)
          : homologado
            ? new Date(homologado.getTime() + 365 * DIA)
            : null;
      const unico = modelo.grade === 'unico';
      return {
        fi,
        modelo,
        fornecedor,
        status,
        ativo,
        criado,
        homologado,
        linha: {
          fornecedor_id: fornecedor.id,
          codigo: modelo.codigo,
          descricao: modelo.descricao,
          valor: deCentavos(modelo.valor),
          categoria_id: categoriaId.get(modelo.categoria) ?? 0,
          quantidade_minima: unico ? proprio.multiplo * 2 : proprio.quantidade_minima,
          multiplo: proprio.multiplo,
          detalhes: `${modelo.detalhe} ${proprio.composicao}`,
          status,
          ativo,
          homologado_em: homologado,
          vence_em: vence,
          created_at: criado,
          updated_at: criado,
        },
        cores: modelo.cores.map((c) => resolver(corId, fornecedor.id, c)),
        tamanhos: GRADES[modelo.grade].map((t) => resolver(tamanhoId, fornecedor.id, t)),
      };
    }),
  );
  const prods = await tx
    .insert(produtos)
    .values(planos.map((p) => p.linha))
    .returning({ id: produtos.id, fornecedor_id: produtos.fornecedor_id, codigo: produtos.codigo });
  const produtoId = new Map(prods.map((p) => [`${p.fornecedor_id}:${p.codigo}`, p.id]));
  const criados = planos.map((p) => ({
    ...p,
    id: produtoId.get(`${p.fornecedor.id}:${p.modelo.codigo}`) ?? 0,
  }));

  await tx
    .insert(produto_cores)
    .values(criados.flatMap((p) => p.cores.map((cor_id, i) => ({ produto_id: p.id, cor_id, ordem: i + 1 }))));
  await tx
    .insert(produto_tamanhos)
    .values(
      criados.flatMap((p) =>
        p.tamanhos.map((tamanho_id, i) => ({ produto_id: p.id, tamanho_id, ordem: i + 1 })),
      ),
    );

  // Approval history (spec 3 §4): the master's decisions; expiry is automatic (user_id null).
  const decisoes = criados.flatMap((p) => {
    const lista: {
      produto_id: number;
      status: number;
      observacao: string | null;
      user_id: number | null;
      created_at: Date;
    }[] = [];
    if (p.homologado) {
      lista.push({
        produto_id: p.id,
        status: 1,
        observacao: null,
        user_id: pessoas.masterUserId,
        created_at: p.homologado,
      });
    }
    if (p.status === 3) {
      lista.push({
        produto_id: p.id,
        status: 3,
        observacao: 'Homologação vencida automaticamente.',
        user_id: null,
        created_at: new Date(ctx.agora.getTime() - 3 * DIA),
      });
    }
    if (p.status === 2) {
      lista.push({
        produto_id: p.id,
        status: 2,
        observacao: 'Ajuste o cadastro e envie novamente para homologação.',
        user_id: pessoas.masterUserId,
        created_at: new Date(p.criado.getTime() + DIA),
      });
    }
    return lista;
  });
  const homs = await tx
    .insert(homologacoes)
    .values(decisoes)
    .returning({ id: homologacoes.id, status: homologacoes.status });
  const reprovacoes = homs.filter((h) => h.status === 2);
  await tx.insert(homologacao_erros).values(
    reprovacoes.flatMap((h, i) => {
      const motivos = rng.amostra(erros, 1 + (i % 2));
      return motivos.map((e) => ({
        homologacao_id: h.id,
        erro_id: e.id,
        descricao: ERROS_HOMOLOGACAO.find((x) => x.nome === e.nome)?.descricao ?? e.nome,
      }));
    }),
  );

  // Photos: 1 to 3 per approved product (1 while waiting or rejected), one colour each.
  const fotos = criados.flatMap((p) => {
    const quantas = p.status === 0 || p.status === 2 ? 1 : rng.inteiro(1, 3);
    return Array.from({ length: quantas }, (_, k) => {
      const nomeCor = em(p.modelo.cores, k % p.modelo.cores.length);
      const hex = CORES_COMPARTILHADAS[nomeCor] ?? em(PROPRIOS, p.fi).cores[nomeCor] ?? '#888888';
      return { p, n: k + 1, nomeCor, hex };
    });
  });
  const imagens = await Promise.all(
    fotos.map((f) =>
      fotoProduto({
        silhueta: f.p.modelo.silhueta,
        cor: f.hex,
        textura: texturaDe(f.nomeCor, f.p.modelo, f.p.fornecedor.dados.chave),
        variante: f.n,
        codigo: f.p.modelo.codigo,
        marca: f.p.fornecedor.nome,
      }),
    ),
  );
  // Stored as an upload is (lib/fotos-produto, issue 12 §9): the JPEG named by its content hash is
  // the arquivos row; its widths as WebP and JPEG are files beside it, for the shop's srcset.
  const chaves = imagens.map((img, i) =>
    chaveDaFoto(em(fotos, i).p.id, createHash('sha256').update(img.conteudo).digest('hex')),
  );
  const variantes = await Promise.all(imagens.map((img, i) => variantesEmCache(em(chaves, i), img.conteudo)));
  await Promise.all(
    variantes.flatMap((lista, i) =>
      lista.filter((a) => a.chave !== em(chaves, i)).map((a) => ctx.storage.salvar(a.chave, a.conteudo)),
    ),
  );
  const arquivoIds = await salvarArquivos(
    ctx,
    fotos.map((f, i) => {
      const img = em(imagens, i);
      return {
        chave: em(chaves, i),
        nome: `${f.p.modelo.codigo.toLowerCase()}-${f.n}.jpg`,
        mime: img.mime,
        conteudo: img.conteudo,
        largura: img.largura,
        altura: img.altura,
        user_id: f.p.fornecedor.userId,
      };
    }),
  );
  await tx.insert(produto_midias).values(
    fotos.map((f, i) => ({
      produto_id: f.p.id,
      tipo: 'foto',
      ordem: f.n,
      arquivo_id: em(arquivoIds, i),
      created_at: f.p.criado,
    })),
  );

  return {
    produtos: criados.map((p) => ({
      id: p.id,
      fornecedorIdx: p.fi,
      codigo: p.modelo.codigo,
      descricao: p.modelo.descricao,
      valor: p.modelo.valor,
      status: p.status,
      ativo: p.ativo,
      quantidade_minima: p.linha.quantidade_minima,
      multiplo: p.linha.multiplo,
      cores: p.cores,
      tamanhos: p.tamanhos,
    })),
  };
}
