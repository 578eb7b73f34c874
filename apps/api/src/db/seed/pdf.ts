// A tiny one-page PDF for the demo's print jobs (impressoes need a stored PDF, spec D13).
// Written by hand rather than through the PDF builder so the seed stays fast and independent;
// only Helvetica and WinAnsi text, which covers Portuguese accents.

/** Escapes text for a PDF string literal, in WinAnsi (Latin-1 covers á, ç, õ...). */
function textoPdf(s: string): string {
  return s
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .replace(/[^\x20-\xff]/g, '?');
}

/** A one-page A4 PDF with a title and some lines of text. */
export function pdfSimples(titulo: string, linhas: readonly string[]): Buffer {
  const conteudo = [
    'BT /F2 18 Tf 56 780 Td',
    `(${textoPdf(titulo)}) Tj`,
    'ET',
    'BT /F1 11 Tf 56 748 Td 16 TL',
    ...linhas.map((l) => `(${textoPdf(l)}) '`),
    'ET',
  ].join('\n');
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(conteudo, 'latin1')} >>\nstream\n${conteudo}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const posicoes: number[] = [];
  objetos.forEach((obj, i) => {
    posicoes.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const p of posicoes) pdf += `${String(p).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
