import { z } from '../../zod-setup.js';
import { endpoint, type UploadBruto } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { MSG_RODADAS } from './mensagens.js';
import { rodadaParams } from './participantes-comum.js';

/*
 * Importing a round's participants from a CSV file (spec 3 §7 "POST /api/rodadas/{id}/importar/
 * clientes, /representantes, /fornecedores", body not shown: ours). The format is in
 * docs/importacao-participantes.md and in FORMATO_CSV below (it goes to the OpenAPI reference).
 */

/** Most bytes of one CSV file (about 60 000 lines of CNPJs: far beyond the line limit). */
export const CSV_MAX_BYTES = 1_048_576;
/** Most data lines of one file (a header line does not count). */
export const CSV_MAX_LINHAS = 5000;
/** Most characters of a refused line echoed back in `recusadas[].conteudo`. */
export const CSV_MAX_CONTEUDO = 200;

/**
 * The Content-Types a CSV arrives with: browsers send text/csv, or application/vnd.ms-excel on a
 * computer with Excel, or nothing (the web's enviarArquivo then says application/octet-stream).
 * The server reads the bytes as text whatever the type and refuses what is not text.
 */
export const CSV_UPLOAD: UploadBruto = {
  tipos: ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'],
  maxBytes: CSV_MAX_BYTES,
  msgTipo: MSG_RODADAS.arquivoTipo,
  msgTamanho: MSG_RODADAS.arquivoTamanho,
};

const FORMATO_CSV =
  'O corpo é o próprio arquivo CSV (Content-Type text/csv, até 1 MB; cabeçalho opcional ' +
  'X-Nome-Arquivo). Uma linha por cadastro; a 1ª coluna identifica o cadastro e as demais são ' +
  "ignoradas. Separador ';' ou ','; UTF-8 (com ou sem BOM) ou Windows-1252; linhas em branco " +
  'ignoradas; a 1ª linha é cabeçalho quando a 1ª coluna não tem dígitos nem @ (ex.: "CNPJ;Nome"). ' +
  `No máximo ${CSV_MAX_LINHAS} linhas. Cada linha é aceita ou recusada com o motivo; as aceitas ` +
  'entram na rodada numa só transação. Rodada encerrada: 422 sem alterar nada.';

/** One refused line of the file, with the reason, in Portuguese. */
export const linhaRecusadaSchema = z.object({
  linha: z.number().int().describe('Número da linha no arquivo (a 1ª é 1, cabeçalho incluído)'),
  conteudo: z.string().describe(`A linha como veio (até ${CSV_MAX_CONTEUDO} caracteres)`),
  motivo: z
    .string()
    .describe(
      "Por que foi recusada: 'CNPJ inválido', 'Fornecedor não encontrado', 'Já participa da rodada', " +
        "'Cadastro inativo', 'Repetido no arquivo (...)', ...",
    ),
});
export type LinhaRecusada = z.infer<typeof linhaRecusadaSchema>;

/** The import report (spec 3 §2 "a report of accepted and refused lines", issue 11 §4). */
export const respostaImportacao = z.object({
  msg: z.string().describe(`Resumo, ex.: '${MSG_RODADAS.importacaoConcluida(3, 1)}'`),
  aceitas: z.number().int().min(0).describe('Linhas cujo cadastro entrou na rodada'),
  recusadas: z.array(linhaRecusadaSchema).describe('Linhas recusadas, na ordem do arquivo'),
});
export type RespostaImportacao = z.infer<typeof respostaImportacao>;

const comum = {
  method: 'POST',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.participantes.editar'],
  params: rodadaParams,
  upload: CSV_UPLOAD,
  response: respostaImportacao,
} as const;

/** Clients by CNPJ: the client's own or one of its stores' (a CNPJ belongs to one client). */
export const importarClientesNaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/importar/clientes',
  summary:
    'Importa clientes para a rodada a partir de um CSV; a 1ª coluna é o CNPJ do cliente ou de uma ' +
    `de suas empresas (numérico ou alfanumérico, com ou sem máscara). ${FORMATO_CSV}`,
});

/** Suppliers by CNPJ. */
export const importarFornecedoresNaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/importar/fornecedores',
  summary:
    'Importa fornecedores para a rodada a partir de um CSV; a 1ª coluna é o CNPJ do fornecedor ' +
    `(numérico ou alfanumérico, com ou sem máscara). ${FORMATO_CSV}`,
});

/** Representatives by CNPJ or login e-mail (a representative may have no CNPJ). */
export const importarRepresentantesNaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/importar/representantes',
  summary:
    'Importa representantes para a rodada a partir de um CSV; a 1ª coluna é o CNPJ do ' +
    `representante ou o e-mail de login dele. ${FORMATO_CSV}`,
});
