/** The public entry of the stored-files module (ADR 008): the file route and the private-file check. */
export { rotasArquivos } from './arquivos.routes.js';
export { autorizarArquivoPrivado } from './arquivos.service.js';
