/**
 * The public entry of the printing module (spec D13): the menu badge's route, the delivery of a
 * printed PDF (locally or to a round's print island) and the helpers of the printed lists that the
 * clients, suppliers and representatives modules build.
 */
export { rotasImpressoes } from './impressoes.routes.js';
export { disposicaoInline, entregarImpressao, msgIlhaForaDasDatas, type Impressao } from './entregar.js';
export { formatarTelefone, imprimirLista, subtituloDaLista, telefones } from './listas.js';
