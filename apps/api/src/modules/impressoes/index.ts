// The print module's public entry (ADR 013, module boundaries): delivering a PDF to the caller or to
// the round's print island, and the shared layout of printed lists.
export { disposicaoInline, entregarImpressao, msgIlhaForaDasDatas, type Impressao } from './entregar.js';
export { formatarTelefone, imprimirLista, subtituloDaLista, telefones } from './listas.js';
