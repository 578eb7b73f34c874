import { spawnSync } from 'node:child_process';

/**
 * Reading generated PDFs back in tests, with poppler-utils' pdftotext and pdfinfo (installed by
 * .ci/run through scripts/ensure-poppler.mjs; locally: `apt-get install poppler-utils`).
 * A missing tool fails the test with that instruction: a PDF test never passes without reading.
 */
function executar(ferramenta: 'pdftotext' | 'pdfinfo', args: string[], pdf: Buffer): string {
  // '-' reads the PDF from stdin; pdftotext takes a second '-' for stdout.
  const saida = ferramenta === 'pdftotext' ? ['-', '-'] : ['-'];
  const r = spawnSync(ferramenta, [...args, ...saida], { input: pdf, encoding: 'utf8' });
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      `${ferramenta} não encontrado: instale o poppler-utils (apt-get install poppler-utils) ` +
        'ou rode node scripts/ensure-poppler.mjs',
    );
  }
  if (r.status !== 0) throw new Error(`${ferramenta} falhou (${r.status}): ${r.stderr}`);
  return r.stdout;
}

/** The text of a PDF, page by page (pdftotext -layout; pages split on form feed). */
export function paginasDoPdf(pdf: Buffer): string[] {
  const texto = executar('pdftotext', ['-layout', '-enc', 'UTF-8'], pdf);
  const paginas = texto.split('\f');
  // pdftotext ends the last page with a form feed too.
  if (paginas.at(-1)?.trim() === '') paginas.pop();
  return paginas;
}

/** The whole text of a PDF. */
export function textoDoPdf(pdf: Buffer): string {
  return paginasDoPdf(pdf).join('\n');
}

/** pdfinfo's fields (Title, Pages, Page size, …). */
export function infoDoPdf(pdf: Buffer): Record<string, string> {
  const saida = executar('pdfinfo', [], pdf);
  return Object.fromEntries(
    saida
      .split('\n')
      .map((l) => /^([^:]+):\s*(.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!.trim(), m[2]!.trim()]),
  );
}
