import { z } from '../../zod-setup.js';
import { naColuna, normalizadoAte } from '../../colunas.js';
import { idParam } from '../../campos.js';
import { endpoint, respostaMsg } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { MSG_RODADAS } from './mensagens.js';

/*
 * The public stand map of a round, /mapa-stands/{rodada} (spec 1 §2.10, §3 "Stand (map)", §5, §7
 * "Prints and stand map"; spec 3 §2 "Stand map"): the round's header, its stands by code and the
 * address of its SVG floor plan; and the administrador's rename of a stand by double-click.
 */

/** A stand name on the map: at most 18 characters, upper case (spec 1 §5, §9). */
export const NOME_STAND_MAPA_MAX = 18;

/**
 * A stand code: the `id` of an element of the SVG floor plan (spec 1 §2.10). Letters, digits, dot,
 * underscore and hyphen only, so a code is always a valid, unambiguous element id.
 */
export const CODIGO_STAND_REGEX = /^[A-Za-z0-9._-]+$/;

/** The map's round id in the path. */
const idRodadaParams = z.object({ id: idParam('Id da rodada') });

/**
 * One stand as anyone sees it on the map: its code, its name and, only for a stand a supplier
 * holds, that supplier's id, so the map links to its products in the shop (issue 13 §7; ADR 016).
 * Never its value, nor a client, representative or free-text owner.
 */
export const standDoMapaSchema = z.object({
  codigo: z.string().describe('Código do stand: o id do elemento na planta'),
  nome: z.string().nullable().describe('Nome em maiúsculas (até 18 caracteres); null se sem nome'),
  fornecedor_id: z
    .number()
    .int()
    .nullable()
    .describe('Id do fornecedor dono do stand (link para os produtos dele na loja); null para os demais'),
});
export type StandDoMapa = z.infer<typeof standDoMapaSchema>;

/** The round as the map's header shows it. */
export const rodadaDoMapaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  local: z.string(),
  data_inicio: z.string().describe("'yyyy-mm-dd'"),
  data_fim: z.string().describe("'yyyy-mm-dd'"),
  cidade_nome: z.string(),
  estado_nome: z.string(),
  estado_sigla: z.string().describe("UF, para o 'Cidade/UF' do cabeçalho"),
  planta_nome: z
    .string()
    .nullable()
    .describe(
      'Endereço da planta SVG (GET /api/rodadas/{id}/planta?v=<arquivo>, carregada por um fetch simples); ' +
        'null quando a rodada não tem planta (o mapa mostra uma grade dos stands)',
    ),
});
export type RodadaDoMapa = z.infer<typeof rodadaDoMapaSchema>;

/**
 * The stand map of round `id` (spec 1 §7 "GET /api/stands/{id}"): public, no login. Stands with a
 * code, in natural code order (A2 before A10). `pode_renomear` is true only for a logged-in caller
 * who manages the round's stands while it is open (`rodada.gerir_stands`: its administrador or
 * the master). Answered with `Cache-Control: private, no-cache` and an ETag: names change live
 * during an event, so every view revalidates (a 304 when nothing changed).
 */
export const abrirMapa = endpoint({
  method: 'GET',
  path: '/api/stands/:id',
  summary: 'Mapa de stands da rodada (público): cabeçalho, stands por código e a planta',
  tag: 'Mapa de Stands',
  roles: 'public',
  params: idRodadaParams,
  response: z.object({
    rodada: rodadaDoMapaSchema,
    stands: z.array(standDoMapaSchema),
    pode_renomear: z
      .boolean()
      .describe('Quem chama pode dar nome aos stands (administrador da rodada ou master, rodada aberta)'),
  }),
});

/** The body of a stand save from the map (spec 1 §3: codigo, nome, valor saved as 0). */
export const standDoMapaBodySchema = z.object({
  codigo: naColuna(
    'stands.codigo',
    z
      .string({ error: 'Campo obrigatório' })
      .trim()
      .min(1, 'Campo obrigatório')
      .max(50, 'No máximo 50 caracteres')
      .regex(CODIGO_STAND_REGEX, MSG_RODADAS.codigoStandInvalido),
  ).describe('Código do stand (o id do elemento na planta): letras, números, ponto, _ e -'),
  // The map's limit (spec 1 §5) is below the column's (the stands form shares it): declared as
  // what is stored, at most 18 characters, in stands.nome (ADR 009).
  nome: naColuna(
    'stands.nome',
    normalizadoAte(
      NOME_STAND_MAPA_MAX,
      z
        .string()
        .trim()
        .max(NOME_STAND_MAPA_MAX, MSG_RODADAS.nomeStandLongo)
        .nullish()
        .transform((v) => (v ? v.toLocaleUpperCase('pt-BR') : null)),
    ),
  ).describe('Nome do stand (até 18 caracteres; gravado em maiúsculas); vazio apaga o nome'),
  valor: z
    .literal(0, { error: MSG_RODADAS.valorMapaZero })
    .optional()
    .describe('Sempre 0 (spec 1 §3): o mapa nunca muda o valor de um stand que já existe'),
});
export type StandDoMapaBody = z.input<typeof standDoMapaBodySchema>;

/**
 * Names a stand of round `id` from the map (spec 1 §7 "POST /api/stands/{id}"): the stand with that
 * code is created (valor 0, owner avulso) or only its name changes. The round's administrador or
 * the master, while the round is open (422 MSG_RODADAS.rodadaEncerrada after it).
 */
export const salvarStandDoMapa = endpoint({
  method: 'POST',
  path: '/api/stands/:id',
  summary: 'Dá nome a um stand pelo mapa (cria o stand com o código se não existir)',
  tag: 'Mapa de Stands',
  roles: CAPACIDADES['rodadas.mapa.editar'],
  params: idRodadaParams,
  body: standDoMapaBodySchema,
  response: respostaMsg(MSG_RODADAS.standSalvo),
});
