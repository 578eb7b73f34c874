import { rodadas as contrato, cnpjValido, normalizarCnpj } from '@rodada/contracts';

// Reading the CSV file of a participants import (docs/importacao-participantes.md): pure, no
// database. The file is text (UTF-8 with or without BOM, or Windows-1252 as Excel saves it in
// Brazil), one record per line, its first column the identifier; the rest is ignored.

const { MSG_RODADAS: MSG, CSV_MAX_LINHAS, CSV_MAX_CONTEUDO } = contrato;

/** One data line of the file: its number (1 = the file's first line) and its first column. */
export interface LinhaCsv {
  linha: number;
  /** The line as it came (cut to CSV_MAX_CONTEUDO characters), for the report. */
  conteudo: string;
  /** The first column, trimmed, without its quotes. */
  identificador: string;
}

/** What is wrong with the whole file (400, nothing imported). */
export class CsvInvalido extends Error {}

/** The bytes as text: UTF-8 (BOM dropped), or Windows-1252 when they are not valid UTF-8. */
export function decodificar(conteudo: Buffer): string {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(conteudo);
  } catch {
    texto = new TextDecoder('windows-1252').decode(conteudo);
  }
  // A NUL or other control characters (but tab and line breaks) mean a binary file, not a CSV.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(texto))
    throw new CsvInvalido(MSG.arquivoIlegivel);
  return texto;
}

/** ';' when the first line has one (Excel in pt-BR), otherwise ','. */
function separadorDe(primeira: string): string {
  return primeira.includes(';') ? ';' : ',';
}

/** The first field of a line: up to the separator, or a quoted field with "" as a quote. */
export function primeiroCampo(linha: string, separador: string): string {
  const s = linha.trimStart();
  if (!s.startsWith('"')) {
    const fim = s.indexOf(separador);
    return (fim === -1 ? s : s.slice(0, fim)).trim();
  }
  let campo = '';
  for (let i = 1; i < s.length; i++) {
    const c = s[i]!;
    if (c !== '"') {
      campo += c;
    } else if (s[i + 1] === '"') {
      campo += '"';
      i++;
    } else {
      break;
    }
  }
  return campo.trim();
}

/** A header line: its first column has no digit and no '@' (no CNPJ or e-mail can be like that). */
const ehCabecalho = (identificador: string) => !/[0-9@]/.test(identificador);

/**
 * The data lines of the file: blank lines skipped, the first line skipped when it is a header.
 * Throws CsvInvalido for a binary file, one without data lines, or one over CSV_MAX_LINHAS lines.
 */
export function lerCsv(conteudo: Buffer): LinhaCsv[] {
  const linhas = decodificar(conteudo).split(/\r\n|\n|\r/);
  const primeira = linhas.find((l) => l.trim() !== '') ?? '';
  const separador = separadorDe(primeira);
  const dados: LinhaCsv[] = [];
  let vistaAPrimeira = false;
  for (const [i, bruta] of linhas.entries()) {
    if (bruta.trim() === '') continue;
    const identificador = primeiroCampo(bruta, separador);
    const ehAPrimeira = !vistaAPrimeira;
    vistaAPrimeira = true;
    if (ehAPrimeira && ehCabecalho(identificador)) continue;
    // A line with only separators (';;;', as a spreadsheet exports empty rows) is blank too.
    if (identificador === '' && bruta.replaceAll(separador, '').replaceAll('"', '').trim() === '') continue;
    if (dados.length === CSV_MAX_LINHAS) throw new CsvInvalido(MSG.linhasDemais(CSV_MAX_LINHAS));
    dados.push({ linha: i + 1, conteudo: bruta.trim().slice(0, CSV_MAX_CONTEUDO), identificador });
  }
  if (dados.length === 0) throw new CsvInvalido(MSG.arquivoVazio);
  return dados;
}

/** What a line names: a CNPJ or an e-mail, or why it names nothing valid. */
export type Identificador = { cnpj: string } | { email: string } | { motivo: string };

/**
 * A CNPJ as typed in a spreadsheet (spec D5: numeric or alphanumeric, with or without mask). A
 * numeric one that lost its leading zeros (Excel reads it as a number) gets them back.
 */
export function lerCnpj(texto: string): Identificador {
  if (texto === '') return { motivo: MSG.motivoCnpjAusente };
  let cnpj = normalizarCnpj(texto);
  if (/^\d{12,13}$/.test(cnpj)) cnpj = cnpj.padStart(14, '0');
  return cnpjValido(cnpj) ? { cnpj } : { motivo: MSG.motivoCnpjInvalido };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A representative's line: an e-mail (with '@') or a CNPJ. */
export function lerCnpjOuEmail(texto: string): Identificador {
  if (texto === '') return { motivo: MSG.motivoIdentificadorAusente };
  if (!texto.includes('@')) return lerCnpj(texto);
  const email = texto.toLowerCase();
  return EMAIL.test(email) && email.length <= 255 ? { email } : { motivo: MSG.motivoEmailInvalido };
}
