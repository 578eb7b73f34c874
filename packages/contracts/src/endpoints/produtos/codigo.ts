/**
 * The product code rule (spec 3 §5 "Product"): letters, digits, '/', '.' and '-' only, upper case,
 * starting with a letter or a digit. It lives here because the contract's `codigo` field
 * normalises with it and contracts cannot import @rodada/domain; domain's produto.ts re-exports it.
 *
 * Accented letters lose their accent ('ção' → 'CAO') instead of being dropped: a code typed with
 * an accent keeps its letters, and codes stay plain ASCII (printed lists, the order form's 'Código',
 * the search). Any other character (spaces, '_', '#', emoji, letters of other scripts) is dropped.
 */
export function normalizarCodigo(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9/.-]/g, '')
    .replace(/^[^A-Z0-9]+/, '');
}
