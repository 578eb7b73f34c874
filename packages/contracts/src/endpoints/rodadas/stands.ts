import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { naColuna, semColuna } from '../../colunas.js';
import { endpoint, paginacaoQuery, paginaSchema, respostaMsg } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { dinheiro, idParam, MAIOR_ID } from '../../campos.js';
import { CODIGO_STAND_REGEX } from './mapa.js';
import { MSG_RODADAS } from './mensagens.js';

/*
 * The stands of a round (spec 3 §2 "Stands list", "Stand form", §3 "Stand", §4 "Stand owner type",
 * §5 "Stand form", §7 "Stands", §8 "Rounds and stands"): the administrador's list, form, delete,
 * copy from another round and the printed list. The master manages them as the round's
 * administrador does (issue 11). Changes only while the round is open (spec 3 §4: 422
 * MSG_RODADAS.rodadaEncerrada once closed). The public stand map (GET/POST /api/stands/{id}) has
 * its own contract.
 */

/** Who owns a stand (spec 3 §3): a free-text name (avulso) or a participant of the round. */
export const PROPRIETARIO_TIPOS = ['avulso', 'cliente', 'fornecedor', 'representante'] as const;
export type ProprietarioTipo = (typeof PROPRIETARIO_TIPOS)[number];
/** A participant type (the owner types with an id). */
export type TipoParticipanteStand = Exclude<ProprietarioTipo, 'avulso'>;

/** The 'Tipo' column and the 'Tipo de Proprietário' options (spec 3 §2). */
export const ROTULO_PROPRIETARIO: Record<ProprietarioTipo, string> = {
  avulso: 'Avulso',
  cliente: 'Cliente',
  fornecedor: 'Fornecedor',
  representante: 'Representante',
};

/** At most this many participants of one type in the owner pickers (a round has far fewer). */
export const LIMITE_PROPRIETARIOS_STAND = 5000;

const CAMPO_OBRIGATORIO = 'Campo obrigatório';
/** spec 3 §5: the stand name's own spelling of the required message. */
const CAMPO_OBRIGATORIO_NOME = 'Campo Obrigatório';

/** `:id` of the round in the path. */
export const paramsStandsDaRodada = z.object({ id: idParam('Id da rodada') });
/** `:id` of the round and `:stand_id` of one of its stands (a stand of another round: 404). */
export const paramsStand = paramsStandsDaRodada.extend({ stand_id: idParam('Id do stand') });

/**
 * Required text forced to upper case (spec 3 §5: the stand name and the avulso owner name). The
 * length is checked again after upper-casing, which may lengthen a text ('ß' is 'SS').
 */
const maiusculo = (coluna: string, max: number, msg: string) =>
  naColuna(
    coluna,
    z
      .string({ error: msg })
      .trim()
      .min(1, msg)
      .max(max, `No máximo ${max} caracteres`)
      .transform((s) => s.toUpperCase())
      .pipe(z.string().max(max, `No máximo ${max} caracteres`)),
  );

/**
 * The stand's value (spec 3 §5): required ('Campo obrigatório') and above zero ('O valor não pode ser
 * zero ou negativo'), in the API's money format (campos.dinheiro: '1234.56', dot and up to two
 * decimals; the form's field turns the typed '1.234,56' into it, spec D14). Read as integer cents.
 */
export const valorStand = semColuna(
  'valor em dinheiro: guardado em stands.valor, numeric(14,2)',
  z
    .string({ error: CAMPO_OBRIGATORIO })
    .trim()
    .min(1, CAMPO_OBRIGATORIO)
    .refine((v) => !v.startsWith('-'), MSG_RODADAS.valorNaoPositivo)
    .pipe(dinheiro())
    .refine((c) => c > 0, MSG_RODADAS.valorNaoPositivo)
    .describe('Valor em reais, decimal com ponto e até 2 casas (ex.: "1500.00"); maior que zero'),
);

/** The owner's id: a positive id, or 0 / null / absent for none (avulso; spec 3 §4 sends 0). */
const proprietarioId = z
  .number({ error: MSG_RODADAS.proprietarioInvalido })
  .int(MSG_RODADAS.proprietarioInvalido)
  .min(0, MSG_RODADAS.proprietarioInvalido)
  .max(MAIOR_ID, MSG_RODADAS.proprietarioInvalido)
  .nullish()
  .transform((v) => (v ? v : null))
  .describe('Id do cliente, fornecedor ou representante (participante desta rodada); 0 ou nulo para avulso');

/** The fields of the stand form, without the owner rule (the web extends it with its money field). */
export const standCamposSchema = z.object({
  nome: maiusculo('stands.nome', 100, CAMPO_OBRIGATORIO_NOME).describe('Nome do stand (maiúsculas)'),
  valor: valorStand,
  proprietario_tipo: z
    .enum(PROPRIETARIO_TIPOS, { error: MSG_RODADAS.tipoProprietarioInvalido })
    .describe('avulso, cliente, fornecedor ou representante'),
  proprietario_id: proprietarioId,
  avulso_nome: naColuna(
    'stands.avulso_nome',
    z
      .string()
      .trim()
      .max(255, 'No máximo 255 caracteres')
      .nullish()
      .transform((s) => (s ? s.toUpperCase() : null))
      .pipe(z.string().max(255, 'No máximo 255 caracteres').nullable()),
  ).describe('Proprietário Avulso (texto livre, maiúsculas); obrigatório para avulso, ignorado nos outros'),
  codigo: naColuna(
    'stands.codigo',
    z
      .string()
      .trim()
      .max(50, 'No máximo 50 caracteres')
      .refine((s) => s === '' || CODIGO_STAND_REGEX.test(s), MSG_RODADAS.codigoStandInvalido)
      .nullish()
      .transform((s) => (s === undefined ? undefined : s || null)),
  ).describe(
    'Código do stand na planta (id do elemento do SVG), único na rodada; opcional. Ausente ao atualizar: mantém o atual; vazio: o stand sai do mapa',
  ),
});

/** The owner types that are participants of the round (with an id). */
const PARTICIPANTES: readonly unknown[] = PROPRIETARIO_TIPOS.filter((t) => t !== 'avulso');

/** What the owner rule reads of a stand form. */
interface ComProprietario {
  proprietario_tipo: ProprietarioTipo;
  proprietario_id?: number | null | undefined;
  avulso_nome?: string | null | undefined;
}

/**
 * The owner rule of spec 3 §4 on a stand form schema: an avulso stand needs the free-text name
 * and has no id; any other type needs the participant's id and has no free-text name (the value
 * is normalised to that). Both checks run even when other fields failed, so a form gets every
 * message at once.
 */
export function comRegraDoProprietario<S extends z.ZodType<ComProprietario>>(schema: S) {
  const sempre = { when: () => true };
  return schema
    .refine((v) => v?.proprietario_tipo !== 'avulso' || !!v.avulso_nome, {
      ...sempre,
      path: ['avulso_nome'],
      message: CAMPO_OBRIGATORIO,
    })
    .refine((v) => !PARTICIPANTES.includes(v?.proprietario_tipo) || !!v.proprietario_id, {
      ...sempre,
      path: ['proprietario_id'],
      message: CAMPO_OBRIGATORIO,
    })
    .transform((v) =>
      v.proprietario_tipo === 'avulso'
        ? { ...v, proprietario_id: null, avulso_nome: v.avulso_nome ?? null }
        : { ...v, proprietario_id: v.proprietario_id ?? null, avulso_nome: null },
    );
}

/** The body of POST .../stands/salvar and .../{stand_id}/atualizar (spec 3 §5 "Stand form"). */
export const standFormSchema = comRegraDoProprietario(standCamposSchema);
export type StandFormEntrada = z.input<typeof standFormSchema>;
export type StandForm = z.output<typeof standFormSchema>;

/** The round a stands screen belongs to, with what the caller may do to it. */
export const rodadaDosStandsSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  aberta: z.boolean().describe('data_fim hoje ou depois (America/Sao_Paulo); encerrada: só leitura'),
  acoes: acoesSchema('rodada').describe(
    'gerir_stands: Adicionar, Copiar e as mudanças (só com a rodada aberta, spec 3 §2)',
  ),
});

/** One stand of the list (spec 3 §2 "Stands list", §3 "Stand"). */
export const standListaSchema = z.object({
  id: z.number().int(),
  codigo: z.string().nullable().describe('Código na planta; nulo para um stand que não está no mapa'),
  nome: z.string().nullable().describe('Nulo para um stand do mapa ainda sem nome'),
  valor: z.string().describe('Decimal em reais com ponto e 2 casas (ex.: "1500.00"; spec D14)'),
  proprietario_tipo: z.enum(PROPRIETARIO_TIPOS),
  proprietario_id: z.number().int().nullable().describe('Nulo para avulso'),
  avulso_nome: z.string().nullable(),
  proprietario_nome: z
    .string()
    .nullable()
    .describe('O nome do participante (nome fantasia) ou o do proprietário avulso'),
  tipo: z.string().describe("'Avulso', 'Cliente', 'Fornecedor' ou 'Representante'"),
  acoes: acoesSchema('stand').describe('editar e excluir: quem gere os stands, com a rodada aberta'),
});
export type StandLista = z.infer<typeof standListaSchema>;

/** The search of the stands list and its print. */
export const buscaStands = z
  .string()
  .max(100)
  .optional()
  .transform((s) => s?.trimStart() || undefined)
  .describe('Parte do nome ou do código do stand, ou do nome do proprietário');

/**
 * The stands of a round (spec 3 §7 "GET /api/rodadas/{id}/stands"), by name, paginated and searched
 * on the server, with the round (name, open, its acoes). The master any round; an administrador the
 * rounds it organises (another's: 404).
 */
export const listarStands = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/stands',
  summary: 'Lista os stands de uma rodada (paginada, com busca)',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStandsDaRodada,
  query: paginacaoQuery.extend({ busca: buscaStands }),
  response: z.object({
    rodada: rodadaDosStandsSchema,
    stands: paginaSchema.extend({ data: z.array(standListaSchema) }),
  }),
});

/**
 * Adds a stand to an open round (spec 3 §7 "POST /api/rodadas/{id}/stands/salvar"). The owner must
 * take part in the round as that type (422 on proprietario_id otherwise); a code already used in
 * the round: 409 on codigo.
 */
export const salvarStand = endpoint({
  method: 'POST',
  path: '/api/rodadas/:id/stands/salvar',
  summary: 'Cadastra um stand na rodada',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStandsDaRodada,
  body: standFormSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_RODADAS.standSalvo}'`),
    id: z.number().int().describe('Id do stand criado'),
  }),
});

/** A participant of the round as an owner option: id and name. */
export const proprietarioOpcaoSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('Nome fantasia (cliente sem cadastro completo: o seu nome)'),
});
export type ProprietarioOpcao = z.infer<typeof proprietarioOpcaoSchema>;

/** One stand for its edit form. */
export const standEdicaoSchema = standListaSchema.omit({ proprietario_nome: true, tipo: true });
export type StandEdicao = z.infer<typeof standEdicaoSchema>;

/**
 * One stand for the form (spec 3 §7 "GET .../stands/{sid}/editar"): the stand, its owner type and
 * the round's participants of each type, the owner pickers (at most LIMITE_PROPRIETARIOS_STAND
 * each, by name). Also for a closed round: the form is then read-only (acoes).
 */
export const editarStand = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/stands/:stand_id/editar',
  summary: 'Um stand para edição, com os participantes da rodada de cada tipo',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStand,
  response: z.object({
    stand: standEdicaoSchema,
    proprietario_tipo: z.enum(PROPRIETARIO_TIPOS),
    fornecedores: z.array(proprietarioOpcaoSchema),
    clientes: z.array(proprietarioOpcaoSchema),
    representantes: z.array(proprietarioOpcaoSchema),
  }),
});

/**
 * Updates a stand of an open round (spec 3 §7 "POST .../stands/{sid}/atualizar"): the same form and
 * rules as salvarStand; `codigo` absent keeps the stand's code.
 */
export const atualizarStand = endpoint({
  method: 'POST',
  path: '/api/rodadas/:id/stands/:stand_id/atualizar',
  summary: 'Atualiza um stand da rodada',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStand,
  body: standFormSchema,
  response: respostaMsg(MSG_RODADAS.standAtualizado),
});

/** Deletes a stand of an open round (spec 3 §7 "POST .../stands/{sid}/excluir"). */
export const excluirStand = endpoint({
  method: 'POST',
  path: '/api/rodadas/:id/stands/:stand_id/excluir',
  summary: 'Exclui um stand da rodada',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStand,
  response: respostaMsg(MSG_RODADAS.standExcluido),
});

/**
 * The owner of one stand (spec 3 §7 "GET .../stands/{sid}/proprietario"; the spec does not show the
 * answer): its type, the participant's id (null for avulso) and the name the list shows; null when
 * the stand has no owner yet (an avulso stand without a name, as the map makes them).
 */
export const proprietarioDoStand = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/stands/:stand_id/proprietario',
  summary: 'O proprietário de um stand',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStand,
  response: z.object({
    proprietario: z
      .object({
        tipo: z.enum(PROPRIETARIO_TIPOS),
        id: z.number().int().nullable().describe('Nulo para avulso'),
        nome: z.string(),
      })
      .nullable(),
  }),
});

/** The participant type of the add form's owner picker. */
const tipoParticipante = z.enum(['cliente', 'fornecedor', 'representante'], {
  error: MSG_RODADAS.tipoProprietarioInvalido,
});

/**
 * The round's participants of one type, the owner picker of the add form (the spec does not show
 * how the add form loads them; spec 3 §4 "loads that type's participants for the round"): by name,
 * at most LIMITE_PROPRIETARIOS_STAND.
 */
export const listarProprietariosStand = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/stands/proprietarios',
  summary: 'Os participantes da rodada de um tipo, para escolher o proprietário de um stand',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStandsDaRodada,
  query: z.object({ tipo: tipoParticipante.describe('cliente, fornecedor ou representante') }),
  response: z.object({ proprietarios: z.array(proprietarioOpcaoSchema) }),
});
