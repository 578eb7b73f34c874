/**
 * The web's size budgets (issue 13 §8 "A fast first load"): the JavaScript the browser loads first for
 * `/` (the HTML's entry script and every chunk it imports statically, i.e. its modulepreload links) is
 * at most 170 KB gzip; each route's own chunk (a dynamic entry: a screen loaded on demand) at most
 * 60 KB gzip. Pure: the caller builds the app and measures gzip; orcamento.test.ts runs it in `npm test`.
 */

export const LIMITE_INICIAL_KB = 170;
export const LIMITE_ROTA_KB = 60;

/** One chunk of the build, as Rolldown/Rollup describe it, with its gzip size in bytes. */
export interface Pedaco {
  arquivo: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Files this chunk imports statically (loaded with it). */
  imports: readonly string[];
  gzip: number;
}

export interface Relatorio {
  /** The entry and everything it imports statically, largest first. */
  inicial: Pedaco[];
  totalInicial: number;
  /** Chunks loaded on demand that are dynamic entries (routes, lazy dialogs), largest first. */
  rotas: Pedaco[];
  /** Chunks loaded on demand shared by several of them (libraries, contracts), largest first. */
  compartilhados: Pedaco[];
  /** One message per broken budget; empty when every budget holds. */
  falhas: string[];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const maiorPrimeiro = (a: Pedaco, b: Pedaco) => b.gzip - a.gzip;

/** Splits the chunks into the first load and the on-demand ones, and checks both budgets. */
export function avaliarOrcamento(pedacos: readonly Pedaco[]): Relatorio {
  const porArquivo = new Map(pedacos.map((p) => [p.arquivo, p]));
  const inicial = new Set<string>();
  const visitar = (arquivo: string) => {
    if (inicial.has(arquivo)) return;
    inicial.add(arquivo);
    for (const i of porArquivo.get(arquivo)?.imports ?? []) visitar(i);
  };
  for (const p of pedacos) if (p.isEntry) visitar(p.arquivo);

  const doInicio = pedacos.filter((p) => inicial.has(p.arquivo)).sort(maiorPrimeiro);
  const sobDemanda = pedacos.filter((p) => !inicial.has(p.arquivo));
  const rotas = sobDemanda.filter((p) => p.isDynamicEntry).sort(maiorPrimeiro);
  const compartilhados = sobDemanda.filter((p) => !p.isDynamicEntry).sort(maiorPrimeiro);
  const totalInicial = doInicio.reduce((s, p) => s + p.gzip, 0);

  const falhas: string[] = [];
  if (entradas(pedacos) === 0) falhas.push('Nenhum ponto de entrada no build / no entry chunk in the build');
  if (totalInicial > LIMITE_INICIAL_KB * 1024) {
    const maiores = doInicio
      .slice(0, 5)
      .map((p) => `${p.arquivo} ${kb(p.gzip)}`)
      .join(', ');
    falhas.push(
      `Carga inicial de / com ${kb(totalInicial)} gzip, acima de ${LIMITE_INICIAL_KB} KB ` +
        `(initial JavaScript for / is ${kb(totalInicial)} gzip, over ${LIMITE_INICIAL_KB} KB); maiores: ${maiores}`,
    );
  }
  for (const p of rotas) {
    if (p.gzip > LIMITE_ROTA_KB * 1024) {
      falhas.push(
        `Pedaço de rota ${p.arquivo} com ${kb(p.gzip)} gzip, acima de ${LIMITE_ROTA_KB} KB ` +
          `(route chunk ${p.arquivo} is ${kb(p.gzip)} gzip, over ${LIMITE_ROTA_KB} KB)`,
      );
    }
  }
  return { inicial: doInicio, totalInicial, rotas, compartilhados, falhas };
}

function entradas(pedacos: readonly Pedaco[]): number {
  return pedacos.filter((p) => p.isEntry).length;
}

/** The report as lines of text: the first load, then the five largest route and shared chunks. */
export function descreverRelatorio(r: Relatorio): string {
  const linha = (p: Pedaco) => `  ${kb(p.gzip).padStart(9)}  ${p.arquivo}`;
  return [
    `Carga inicial de / (initial load): ${kb(r.totalInicial)} gzip (limite ${LIMITE_INICIAL_KB} KB)`,
    ...r.inicial.map(linha),
    `Maiores pedaços de rota (route chunks, limite ${LIMITE_ROTA_KB} KB cada):`,
    ...r.rotas.slice(0, 5).map(linha),
    'Maiores pedaços compartilhados sob demanda (shared on-demand chunks, sem limite):',
    ...r.compartilhados.slice(0, 5).map(linha),
  ].join('\n');
}
