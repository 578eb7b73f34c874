import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { paginacaoQuery, paginaSchema } from '../../envelope.js';
import { idParam } from '../../campos.js';

/*
 * What the round participants contracts share (spec 3 §2 "Round participants", §3 "Round
 * participants"): the round header of the three pages, the rows, the path ids and the search.
 */

/** `:id` of the round in the path: one the caller may see (another administrador's: 404). */
export const rodadaParams = z.object({ id: idParam('Id da rodada') });

/** Search of the participant and candidate lists: leading spaces ignored (spec 3 §5 "Search"). */
export const buscaParticipantes = z
  .string()
  .max(100)
  .optional()
  .transform((s) => s?.trimStart() || undefined)
  .describe(
    'Parte do nome (nome fantasia, razão social; clientes: também o nome e o responsável), do CNPJ ' +
      '(com ou sem máscara) ou, para representantes, do e-mail; sem diferença entre maiúsculas e acentos',
  );

/** Query of every participant list: page, page size (30 by default, spec 3 §9) and search. */
export const participantesQuery = paginacaoQuery.extend({ busca: buscaParticipantes });

/**
 * The round as the participants pages show it, read-only (spec 3 §2: "Each shows the round info
 * read-only"). `acoes.gerir_participantes` says whether the caller may add, remove and import
 * (false for a representante and once the round has closed).
 */
export const rodadaDosParticipantesSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  local: z.string(),
  data_inicio: z.string().describe("'yyyy-mm-dd'"),
  data_fim: z.string().describe("'yyyy-mm-dd'"),
  cidade_nome: z.string(),
  estado_nome: z.string().describe('Nome do estado'),
  estado_sigla: z.string().describe('UF'),
  administrador_nome: z.string(),
  aberta: z.boolean().describe('Data fim hoje ou depois (America/Sao_Paulo): só então há alterações'),
  acoes: acoesSchema('rodada'),
});
export type RodadaDosParticipantes = z.infer<typeof rodadaDosParticipantesSchema>;

const cidadeEstado = z.string().nullable().describe("'Cidade/UF' do endereço do cadastro");
const cnpj = z.string().nullable().describe('14 caracteres, sem máscara (numérico ou alfanumérico)');
const acoesParticipante = acoesSchema('participante').describe(
  'O que quem chama pode fazer com o participante: excluir (remover da rodada), alterar_prazo e ' +
    'inscrever (só clientes) — todos falsos para o representante e em rodada encerrada',
);

/** A supplier of the round (spec 3 §3): columns Nome Fantasia, Razão Social, Cidade/Estado. */
export const fornecedorDaRodadaSchema = z.object({
  id: z.number().int().describe('Id do fornecedor'),
  nome_fantasia: z.string(),
  razao_social: z.string().nullable(),
  cnpj,
  cidade_estado: cidadeEstado,
  acoes: acoesParticipante,
});
export type FornecedorDaRodada = z.infer<typeof fornecedorDaRodadaSchema>;

/**
 * A client of the round (spec 3 §3): columns Responsável, Empresa (nome), Representante; with its
 * payment term for the round and its sign-up (spec 3 §7 prazo, inscrever).
 */
export const clienteDaRodadaSchema = z.object({
  id: z.number().int().describe('Id do cliente'),
  nome: z.string().describe('Empresa: o nome fantasia, ou o nome do cliente sem cadastro completo'),
  razao_social: z.string().nullable(),
  cnpj,
  responsavel_nome: z.string().nullable(),
  representante_nome: z.string().nullable().describe('Representante principal do cliente'),
  cidade_estado: cidadeEstado,
  prazo: z.string().nullable().describe("Prazo de pagamento na rodada, em dias: '30/60/90'; null sem prazo"),
  inscrito: z.boolean().describe('Inscrição do cliente na rodada confirmada'),
  inscrito_em: z.string().nullable().describe('Quando a inscrição foi confirmada (ISO 8601)'),
  acoes: acoesParticipante,
});
export type ClienteDaRodada = z.infer<typeof clienteDaRodadaSchema>;

/** A representative of the round (spec 3 §3): columns Nome and Cidade/Estado. */
export const representanteDaRodadaSchema = z.object({
  id: z.number().int().describe('Id do representante'),
  nome_fantasia: z.string(),
  cnpj,
  email: z
    .string()
    .nullable()
    .describe('E-mail de login (o que a importação aceita); null para o representante que só consulta'),
  cidade_estado: cidadeEstado,
  acoes: acoesParticipante,
});
export type RepresentanteDaRodada = z.infer<typeof representanteDaRodadaSchema>;

/** A page of `linha` rows, the pagination block of every list. */
export const paginaDe = <T extends z.ZodType>(linha: T) => paginaSchema.extend({ data: z.array(linha) });

/** The candidates' round header: who may add is `rodada.acoes.gerir_participantes` (always true here). */
export const rodadaDosCandidatosSchema = rodadaDosParticipantesSchema.pick({
  id: true,
  nome: true,
  aberta: true,
  acoes: true,
});

/** A supplier the round may take ('Seleção de Fornecedores'): active, not in the round yet. */
export const fornecedorCandidatoSchema = fornecedorDaRodadaSchema.omit({ acoes: true });
/** A client the round may take ('Seleção de Clientes'). */
export const clienteCandidatoSchema = clienteDaRodadaSchema.pick({
  id: true,
  nome: true,
  razao_social: true,
  cnpj: true,
  responsavel_nome: true,
  representante_nome: true,
  cidade_estado: true,
});
/** A representative the round may take ('Seleção de Representantes'). */
export const representanteCandidatoSchema = representanteDaRodadaSchema.omit({ acoes: true });
