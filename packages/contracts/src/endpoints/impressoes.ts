import { z } from '../zod-setup.js';
import { endpoint, type RespostaArquivo } from '../envelope.js';
import { CAPACIDADES } from '../capabilities.js';
import { MAIOR_ID } from '../campos.js';

const RODADA_INVALIDA = 'Informe uma rodada válida (número inteiro positivo)';

/**
 * A round id in the query string: digits only ('1e3', '1.5' and ' 4' are refused), a missing one
 * reads 'Campo obrigatório' (spec 2 §5).
 */
const rodadaIdQuery = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'Campo obrigatório' : RODADA_INVALIDA),
      })
      .int(RODADA_INVALIDA)
      .min(1, RODADA_INVALIDA)
      .max(MAIOR_ID, RODADA_INVALIDA),
  )
  .describe('Id da rodada');

/**
 * The caller's print jobs still waiting in a round's print-island queue (spec D13, spec 1 §2.2
 * supplier menu "/impressoes (badge with print-queue count)", §2.9). A round the supplier does
 * not take part in answers 404.
 */
export const contarImpressoes = endpoint({
  method: 'GET',
  path: '/api/impressoes/contagem',
  summary: 'Conta as impressões pendentes enviadas pelo usuário na rodada (selo do menu)',
  tag: 'Impressões',
  roles: CAPACIDADES['impressoes.fila'],
  permiteCadastroIncompleto: true,
  query: z.object({ rodada_id: rodadaIdQuery }),
  response: z.object({
    contagem: z.number().int().min(0).describe('Impressões pendentes ainda não vistas'),
  }),
});

// ---------------------------------------------------------------------------------------------
// Printing (spec 3 §7 "Printing", spec 2 §7 "Printing", spec D13).
//
// Every print call is a GET whose query carries `impressao` (local | remota) and `rodada_id`:
//   - local (default): the answer is the PDF itself (Content-Type application/pdf, inline);
//   - remota: the PDF goes to the print-island queue of round `rodada_id` and the answer is the
//     JSON {status: 1, msg: 'Impressão encaminhada para a Ilha de Impressão com sucesso'}.
// Declaring a print endpoint (the server side is modules/impressoes/entregar.ts):
//
//   export const imprimirClientes = endpoint({
//     method: 'GET',
//     path: '/api/impressoes/clientes/listar',
//     summary: 'Imprime a lista de clientes (PDF, ou envia à Ilha de Impressão)',
//     tag: 'Impressões',
//     roles: CAPACIDADES['clientes.listar'],
//     query: comImpressao({ busca: z.string().optional() }),   // or impressaoQuery
//     response: respostaImpressao,
//     arquivo: ARQUIVO_PDF,
//   });
// ---------------------------------------------------------------------------------------------

/** The texts of printing, verbatim where the spec has one. */
export const MSG_IMPRESSOES = {
  /** spec 2 §8, spec 3 §7. */
  encaminhada: 'Impressão encaminhada para a Ilha de Impressão com sucesso',
  rodadaParaIlha: 'Selecione uma rodada para imprimir na Ilha de Impressão',
  modoInvalido: 'Informe a impressão: local ou remota',
} as const;

/** How a print goes out (spec D13). */
export const MODOS_IMPRESSAO = ['local', 'remota'] as const;
export type ModoImpressao = (typeof MODOS_IMPRESSAO)[number];

/** The print fields of a query; spread it only through comImpressao, which adds the remote rule. */
export const impressaoCampos = {
  impressao: z
    .enum(MODOS_IMPRESSAO, { error: MSG_IMPRESSOES.modoInvalido })
    .default('local')
    .describe('local: devolve o PDF; remota: envia à Ilha de Impressão da rodada (spec D13)'),
  rodada_id: rodadaIdQuery
    .optional()
    .describe('Rodada selecionada; obrigatória quando impressao=remota (a fila é a da rodada)'),
};

/**
 * A print query: `shape` (the call's own filters) plus `impressao` and `rodada_id`, refusing
 * impressao=remota without a round (400 on rodada_id). zod 4 cannot `.extend()` a refined object,
 * so add filters here instead of extending impressaoQuery.
 */
export function comImpressao<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, ...impressaoCampos }).superRefine((q, ctx) => {
    const { impressao, rodada_id } = q as { impressao?: ModoImpressao; rodada_id?: number };
    if (impressao === 'remota' && rodada_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['rodada_id'], message: MSG_IMPRESSOES.rodadaParaIlha });
    }
  });
}

/** The query of a print call without filters of its own. */
export const impressaoQuery = comImpressao({});

/** The JSON answer of a remote print (the local one is the PDF). */
export const respostaImpressao = z.object({
  msg: z.string().describe(`'${MSG_IMPRESSOES.encaminhada}'`),
});

/** `arquivo` of every print endpoint: the local answer is a PDF (see Endpoint.arquivo). */
export const ARQUIVO_PDF = { tipo: 'application/pdf' } as const satisfies RespostaArquivo;
