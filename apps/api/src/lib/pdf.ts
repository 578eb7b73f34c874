/**
 * Server-side PDFs (spec 3 §7 "Printing", spec 2 §7 "Printing"): every printed list and record sheet
 * of the API comes out of here, so they all look the same.
 *
 * Usage (a print service):
 *
 *   const pdf = await gerarPdfLista(
 *     {
 *       titulo: 'Clientes',
 *       subtitulo: 'Rodada Verão 2030',
 *       colunas: [{ titulo: 'Nome' }, { titulo: 'CNPJ', largura: 'auto' }, { titulo: 'Cidade', largura: 120 }],
 *       linhas: clientes.map((c) => [c.nome, formatarCnpj(c.cnpj), c.local ?? '']),
 *     },
 *     { agora: deps.clock.agora() },
 *   );
 *   return entregarImpressao(deps, ator, reply, { pdf, nomeArquivo: 'clientes.pdf', descricao: 'Clientes', ... });
 *
 *   const ficha = await gerarPdfFicha({
 *     titulo: 'Cliente', subtitulo: c.nome,
 *     secoes: [{ titulo: 'Dados', campos: [['Nome', c.nome], ['CNPJ', cnpj]] }],
 *     tabelas: [{ titulo: 'Lojas', colunas: [{ titulo: 'Nome' }], linhas: [['Matriz']] }],
 *   }, { agora });
 *
 * Cells are plain text (format money, dates and documents before: formatarReais, formatarData, …);
 * a row shorter than the columns is padded, a longer one cut. A4 portrait by default (`orientacao:
 * 'paisagem'` for wide lists); column width '*' (share the rest) unless given. Every page carries the
 * 'Rodada' header with the title, and the footer 'Impresso em dd/mm/aaaa hh:mm' (America/Recife,
 * spec 2 §9 and spec D4) with 'Página x de y'. An empty list prints 'Nenhum registro encontrado'.
 * Fonts: Roboto as shipped in the pdfmake package (accents and ç included); no file or URL other than
 * those fonts is ever read.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';

/** Width of a column: points, '*' (a share of what is left) or 'auto' (as wide as its content). */
export type LarguraColuna = number | '*' | 'auto';

export interface ColunaPdf {
  titulo: string;
  largura?: LarguraColuna;
}

export interface TabelaPdf {
  titulo: string;
  colunas: ColunaPdf[];
  linhas: string[][];
}

/** A printed list: one table, its header row repeated on every page. */
export interface ListaPdf {
  titulo: string;
  subtitulo?: string;
  colunas: ColunaPdf[];
  linhas: string[][];
  /** 'retrato' (default) or 'paisagem' for lists with many columns. */
  orientacao?: 'retrato' | 'paisagem';
}

/** A one-record sheet (a customer's ficha): label/value sections, then optional tables. */
export interface FichaPdf {
  titulo: string;
  subtitulo?: string;
  secoes: { titulo: string; campos: [string, string][] }[];
  tabelas?: TabelaPdf[];
  orientacao?: 'retrato' | 'paisagem';
}

export interface OpcoesPdf {
  /** The print instant of the footer (pass `deps.clock.agora()`); now by default. */
  agora?: Date;
}

/** Shown instead of the rows of an empty list or table. */
export const SEM_REGISTROS = 'Nenhum registro encontrado';
/** PDF timestamps use the Recife time zone (spec 2 §9, spec D4). */
export const FUSO_IMPRESSAO = 'America/Recife';

const VINHO = '#7a1f3d';
const ZEBRA = '#f3eef0';
const CINZA = '#555555';

// Roboto ships inside pdfmake; resolving it from the package works from src (tsx/vitest) and from
// dist alike, wherever npm placed node_modules.
const PASTA_FONTES = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
pdfmake.setFonts({
  Roboto: {
    normal: path.join(PASTA_FONTES, 'Roboto-Regular.ttf'),
    bold: path.join(PASTA_FONTES, 'Roboto-Medium.ttf'),
    italics: path.join(PASTA_FONTES, 'Roboto-Italic.ttf'),
    bolditalics: path.join(PASTA_FONTES, 'Roboto-MediumItalic.ttf'),
  },
});
// Documents are built from our own data only: no remote resource, no local file but the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((arquivo) => path.resolve(arquivo).startsWith(PASTA_FONTES + path.sep));

const DATA_HORA_RECIFE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_IMPRESSAO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/mm/aaaa hh:mm' of an instant in America/Recife. */
export function dataHoraDeImpressao(agora: Date): string {
  const partes = DATA_HORA_RECIFE.formatToParts(agora);
  const p = (tipo: Intl.DateTimeFormatPartTypes) => partes.find((x) => x.type === tipo)?.value ?? '';
  return `${p('day')}/${p('month')}/${p('year')} ${p('hour')}:${p('minute')}`;
}

/** Exactly `n` cells of text: missing ones empty, extra ones dropped, numbers as text. */
function normalizarLinha(linha: readonly unknown[], n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const v = linha[i];
    if (typeof v === 'string') return v;
    return typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean' ? String(v) : '';
  });
}

/** Longer unbroken runs (e-mails, links) may break anywhere, or the column would overflow the page. */
const PALAVRA_LONGA = /\S{25,}/;

/** A text cell; a long unbroken word may break mid-word instead of pushing the table off the page. */
function celula(text: string): TableCell {
  return PALAVRA_LONGA.test(text) ? { text, wordBreak: 'break-all' } : { text };
}

/** A table with a repeated header row and zebra rows; an empty one says SEM_REGISTROS. */
function tabela(
  colunas: readonly ColunaPdf[],
  linhas: readonly (readonly unknown[])[],
  margem: [number, number, number, number] = [0, 0, 0, 0],
): Content {
  const n = Math.max(colunas.length, 1);
  const cabecalho: TableCell[] = colunas.map((c) => ({ text: c.titulo, style: 'cabecalhoTabela' }));
  if (cabecalho.length === 0) cabecalho.push({ text: '', style: 'cabecalhoTabela' });
  const corpo: TableCell[][] =
    linhas.length === 0
      ? [
          [
            { text: SEM_REGISTROS, colSpan: n, alignment: 'center', italics: true, color: CINZA },
            ...Array.from({ length: n - 1 }, () => ({ text: '' })),
          ],
        ]
      : linhas.map((l) => normalizarLinha(l, n).map(celula));
  return {
    margin: margem,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: colunas.length === 0 ? ['*'] : colunas.map((c) => c.largura ?? '*'),
      body: [cabecalho, ...corpo],
    },
    layout: {
      fillColor: (linha: number) => (linha === 0 ? VINHO : linha % 2 === 0 ? ZEBRA : null),
      hLineWidth: (i: number, no) => (i === 0 || i === 1 || i === no.table.body.length ? 0.8 : 0),
      vLineWidth: () => 0,
      hLineColor: () => VINHO,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
}

/** Page frame shared by every document: header, footer, styles, metadata. */
function documento(
  conteudo: Content[],
  cabecalho: { titulo: string; subtitulo?: string; orientacao?: 'retrato' | 'paisagem' },
  opcoes: OpcoesPdf,
): TDocumentDefinitions {
  const agora = opcoes.agora ?? new Date();
  const impresso = `Impresso em ${dataHoraDeImpressao(agora)}`;
  return {
    pageSize: 'A4',
    pageOrientation: cabecalho.orientacao === 'paisagem' ? 'landscape' : 'portrait',
    pageMargins: [36, 56, 36, 48],
    language: 'pt-BR',
    info: { title: cabecalho.titulo, creator: 'Rodada', producer: 'Rodada', creationDate: agora },
    header: () => ({
      margin: [36, 20, 36, 0],
      columns: [
        { text: 'Rodada', bold: true, color: VINHO, fontSize: 12 },
        { text: cabecalho.titulo, alignment: 'right', color: CINZA, fontSize: 9, margin: [0, 2, 0, 0] },
      ],
    }),
    footer: (pagina: number, paginas: number) => ({
      margin: [36, 16, 36, 0],
      fontSize: 8,
      color: CINZA,
      columns: [{ text: impresso }, { text: `Página ${pagina} de ${paginas}`, alignment: 'right' }],
    }),
    content: [
      { text: cabecalho.titulo, style: 'titulo' },
      ...(cabecalho.subtitulo ? [{ text: cabecalho.subtitulo, style: 'subtitulo' }] : []),
      ...conteudo,
    ],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.1 },
    styles: {
      titulo: { fontSize: 16, bold: true, color: VINHO, margin: [0, 0, 0, 2] },
      subtitulo: { fontSize: 10, color: CINZA, margin: [0, 0, 0, 6] },
      secao: { fontSize: 11, bold: true, color: VINHO, margin: [0, 10, 0, 4] },
      cabecalhoTabela: { bold: true, color: '#ffffff' },
      rotulo: { bold: true, color: CINZA },
    },
  };
}

function gerar(definicao: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definicao).getBuffer();
}

/** A printed list (A4): title, optional subtitle and one table (see the usage note above). */
export function gerarPdfLista(lista: ListaPdf, opcoes: OpcoesPdf = {}): Promise<Buffer> {
  return gerar(documento([tabela(lista.colunas, lista.linhas, [0, 6, 0, 0])], lista, opcoes));
}

/** A one-record sheet: label/value sections, then titled tables (see the usage note above). */
export function gerarPdfFicha(ficha: FichaPdf, opcoes: OpcoesPdf = {}): Promise<Buffer> {
  const conteudo: Content[] = [];
  for (const secao of ficha.secoes) {
    conteudo.push({ text: secao.titulo, style: 'secao' });
    conteudo.push({
      table: {
        widths: [140, '*'],
        dontBreakRows: true,
        body:
          secao.campos.length === 0
            ? [[{ text: SEM_REGISTROS, colSpan: 2, italics: true, color: CINZA }, { text: '' }]]
            : secao.campos.map(([rotulo, valor]) => [
                { text: rotulo, style: 'rotulo' },
                celula(valor || '—'),
              ]),
      },
      layout: 'noBorders',
    });
  }
  for (const t of ficha.tabelas ?? []) {
    conteudo.push({ text: t.titulo, style: 'secao' });
    conteudo.push(tabela(t.colunas, t.linhas));
  }
  return gerar(documento(conteudo, ficha, opcoes));
}

/** One address label: its lines, the first in bold (the addressee). */
export type EtiquetaPdf = string[];

/** Points in a millimetre. */
const MM = 72 / 25.4;
/**
 * A4 sheets of 2 × 7 address labels of 99.0 × 38.1 mm (Pimaco A4362 and its equivalents): side
 * margin 4.7 mm, top margin 15.15 mm, 2.6 mm between the columns, none between the rows.
 */
export const FOLHA_ETIQUETAS = {
  colunas: 2,
  linhas: 7,
  largura: 99 * MM,
  altura: 38.1 * MM,
  espaco: 2.6 * MM,
  margemLateral: 4.7 * MM,
  margemSuperior: 15.15 * MM,
} as const;
/** Longest line a label holds at 10 pt; a longer one is cut with '…' (a label never grows). */
const CARACTERES_POR_LINHA = 50;
/** Lines a label holds at 10 pt. */
const LINHAS_POR_ETIQUETA = 6;

const cortar = (texto: string) =>
  texto.length > CARACTERES_POR_LINHA ? `${texto.slice(0, CARACTERES_POR_LINHA - 1)}…` : texto;

/** One label cell: its lines (blank ones dropped), the first bold, none wrapping. */
function etiqueta(linhas: EtiquetaPdf | undefined): TableCell {
  const texto = (linhas ?? []).filter((l) => l.trim() !== '').slice(0, LINHAS_POR_ETIQUETA);
  return {
    margin: [12, 14, 10, 0],
    stack: texto.map((l, i) => ({ text: cortar(l), bold: i === 0, noWrap: true })),
  };
}

/**
 * Address labels (spec 3 §7 "rodadas/{id}/etiquetas/clientes"): sheets of FOLHA_ETIQUETAS, filled
 * row by row, without header or footer (they would print over the labels). No labels: one page
 * saying SEM_REGISTROS.
 */
export function gerarPdfEtiquetas(
  titulo: string,
  etiquetas: readonly EtiquetaPdf[],
  opcoes: OpcoesPdf = {},
): Promise<Buffer> {
  const f = FOLHA_ETIQUETAS;
  const porFolha = f.colunas * f.linhas;
  const folhas: Content[] = [];
  for (let inicio = 0; inicio < etiquetas.length; inicio += porFolha) {
    const daFolha = etiquetas.slice(inicio, inicio + porFolha);
    const corpo: TableCell[][] = [];
    for (let l = 0; l < Math.ceil(daFolha.length / f.colunas); l++) {
      corpo.push([etiqueta(daFolha[l * 2]), { text: '' }, etiqueta(daFolha[l * 2 + 1])]);
    }
    folhas.push({
      ...(inicio > 0 ? { pageBreak: 'before' as const } : {}),
      table: {
        widths: [f.largura, f.espaco, f.largura],
        heights: f.altura,
        body: corpo,
        dontBreakRows: true,
      },
      layout: {
        defaultBorder: false,
        paddingLeft: () => 0,
        paddingRight: () => 0,
        paddingTop: () => 0,
        paddingBottom: () => 0,
      },
    });
  }
  if (folhas.length === 0)
    folhas.push({ text: SEM_REGISTROS, italics: true, color: CINZA, margin: [20, 20, 0, 0] });
  const agora = opcoes.agora ?? new Date();
  return gerar({
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [f.margemLateral, f.margemSuperior, f.margemLateral, 0],
    language: 'pt-BR',
    info: { title: titulo, creator: 'Rodada', producer: 'Rodada', creationDate: agora },
    content: folhas,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.1 },
  });
}
