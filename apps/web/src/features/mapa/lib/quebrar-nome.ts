/**
 * How a stand's name is written on the floor plan (spec 1 §2.10, §9: "long names wrap to two lines
 * at about 9 characters"): one line up to 9 characters; otherwise two, broken at the space that
 * balances them best ('CONFECÇÕES MARIA' → 'CONFECÇÕES' / 'MARIA'); a single word up to 12
 * characters stays whole; a longer word, or words that would leave a line much longer than 9,
 * are cut at 9 characters.
 */

/** The line length the spec names. */
export const CARACTERES_POR_LINHA = 9;
/** "About" 9: a word-aware line may run this many characters over before the name is cut instead. */
const FOLGA = 3;

export function quebrarNome(nome: string, limite = CARACTERES_POR_LINHA): string[] {
  const texto = nome.trim().replace(/\s+/g, ' ');
  if (!texto) return [];
  if (texto.length <= limite) return [texto];
  let melhor: [string, string] | null = null;
  for (let i = texto.indexOf(' '); i >= 0; i = texto.indexOf(' ', i + 1)) {
    const par: [string, string] = [texto.slice(0, i), texto.slice(i + 1)];
    const maior = Math.max(par[0].length, par[1].length);
    if (maior > limite + FOLGA) continue;
    if (!melhor || maior < Math.max(melhor[0].length, melhor[1].length)) melhor = par;
  }
  if (melhor) return melhor;
  // A single word a little over the limit reads better whole than with one letter on a line.
  if (!texto.includes(' ') && texto.length <= limite + FOLGA) return [texto];
  // No good space: cut at the limit (the map's 18 characters always fit two lines of 9).
  return [texto.slice(0, limite).trimEnd(), texto.slice(limite).trimStart()];
}
