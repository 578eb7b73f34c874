import { z } from '../../zod-setup.js';
import { naColuna, semColuna } from '../../colunas.js';
import { endpoint } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { id, idEstado, obrigatorio } from '../../campos.js';
import { administradorOpcaoSchema, idRodadaParams, rodadaLinhaSchema } from './linha.js';
import { MSG_RODADAS } from './mensagens.js';

// 'Cadastro de Rodada' (spec 3 §2 "Round form", §4 round editability, §5 "Round form", §6, §7
// "Rounds"): create (master), update (master any open round, its administrador while open), and
// the administrators of the form's select.

const MB = 1024 * 1024;

/**
 * The round's pictures (ADR 005, ADR 015). Logo and banner: JPEG, PNG or WebP, re-encoded by the
 * server as JPEG at most `larguraMaxima` px wide. Planta: SVG only, sanitised (ADR 015). The limits
 * keep the three data URLs of one form (4/3 larger than the files) inside the API's 12 MB body.
 */
export const IMAGENS_RODADA = {
  logo: { maxBytes: 2 * MB, larguraMaxima: 1024 },
  banner: { maxBytes: 3 * MB, larguraMaxima: 2048 },
  planta: { maxBytes: 2 * MB },
} as const;

/** The most characters a base64 data URL of `maxBytes` bytes has (with room for its header). */
const caracteresDoDataUrl = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 200;

/** A form date: required ('Preenchimento obrigatório', spec 3 §5), 'aaaa-mm-dd', a real day. */
const dataRodada = (coluna: string, descricao: string) =>
  naColuna(
    coluna,
    z
      .string({ error: MSG_RODADAS.preenchimentoObrigatorio })
      .trim()
      .min(1, MSG_RODADAS.preenchimentoObrigatorio)
      .regex(/^\d{4}-\d{2}-\d{2}$/, MSG_RODADAS.dataInvalida)
      .refine((s) => {
        const [ano, mes, dia] = s.split('-').map(Number) as [number, number, number];
        const d = new Date(Date.UTC(ano, mes - 1, dia));
        return ano >= 2000 && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
      }, MSG_RODADAS.dataInvalida),
  ).describe(`${descricao} ('aaaa-mm-dd')`);

/**
 * A picture of the form: a data URL replaces it; null (or '') removes it; absent keeps it (on
 * create: none). The display URL the round answered (logo_nome...) sent back also keeps it.
 */
const imagemRodada = (maxBytes: number, descricao: string, msgTamanho: string) =>
  semColuna(
    'data URL: o arquivo vai para arquivos',
    z.string().max(caracteresDoDataUrl(maxBytes), msgTamanho),
  )
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v))
    .describe(descricao);

const OBR = MSG_RODADAS.preenchimentoObrigatorio;

/** The round form (spec 3 §2, §5): every field required ('Preenchimento obrigatório'). */
export const rodadaFormSchema = z
  .object({
    nome: naColuna('rodadas.nome', obrigatorio(OBR)).describe('Nome'),
    local: naColuna('rodadas.local', obrigatorio(OBR)).describe('Local'),
    data_inicio: dataRodada('rodadas.data_inicio', 'Data Início; só o master altera'),
    data_fim: dataRodada('rodadas.data_fim', 'Data Fim: não antes do início nem de hoje; só o master altera'),
    data_veiculacao: dataRodada('rodadas.data_veiculacao', 'Data Veiculação'),
    data_limite: dataRodada('rodadas.data_limite', 'Data Limite'),
    estado_id: idEstado(OBR).describe('Código IBGE do estado'),
    cidade_id: id(OBR).describe('Código IBGE da cidade (do estado escolhido)'),
    administrador_id: id(OBR).describe('Administrador ativo; só o master altera'),
    logo: imagemRodada(
      IMAGENS_RODADA.logo.maxBytes,
      'Logo: data:image/jpeg|png|webp;base64,... (até 2 MB; regravada como JPEG)',
      MSG_RODADAS.imagemGrande(2),
    ),
    banner: imagemRodada(
      IMAGENS_RODADA.banner.maxBytes,
      'Banner: data:image/jpeg|png|webp;base64,... (até 3 MB; regravado como JPEG)',
      MSG_RODADAS.imagemGrande(3),
    ),
    planta: imagemRodada(
      IMAGENS_RODADA.planta.maxBytes,
      'Planta: data:image/svg+xml;base64,... ou data:image/svg+xml,... (até 2 MB; só SVG, higienizado: ADR 015). Os ids dos elementos são os códigos dos stands',
      MSG_RODADAS.plantaGrande,
    ),
  })
  .superRefine((r, ctx) => {
    if (r.data_fim < r.data_inicio) {
      ctx.addIssue({ code: 'custom', path: ['data_fim'], message: MSG_RODADAS.fimAntesDoInicio });
    }
  });
export type RodadaFormEntrada = z.input<typeof rodadaFormSchema>;
export type RodadaForm = z.output<typeof rodadaFormSchema>;

/**
 * Creates a round (spec 3 §7 "POST /api/rodadas/salvar"), master only, with its 13 default agenda
 * slots (spec D8). The city must belong to the state; the administrador must exist and be active.
 */
export const salvarRodada = endpoint({
  method: 'POST',
  path: '/api/rodadas/salvar',
  summary: 'Cadastra uma rodada (master), com os 13 horários padrão da agenda',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.criar'],
  body: rodadaFormSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_RODADAS.rodadaSalva}'`),
    id: z.number().int().describe('Id da rodada criada'),
    rodada: rodadaLinhaSchema,
  }),
});

/**
 * Updates a round (spec 3 §7 "POST /api/rodadas/{id}/atualizar"): the master any open round, its
 * administrador while open (a closed one: 422 MSG_RODADAS.rodadaEncerrada). Only the master changes
 * data_inicio, data_fim and administrador_id (acoes alterar_datas, alterar_administrador): another
 * caller sending other values gets 403 and nothing changes; sending the same values is fine.
 */
export const atualizarRodada = endpoint({
  method: 'POST',
  path: '/api/rodadas/:id/atualizar',
  summary: 'Atualiza uma rodada aberta (master; o administrador da rodada sem mudar datas nem administrador)',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.editar'],
  params: idRodadaParams,
  body: rodadaFormSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_RODADAS.rodadaAtualizada}'`),
    rodada: rodadaLinhaSchema,
  }),
});

const respostaAdministradores = z.object({
  administradores: z.array(administradorOpcaoSchema).describe('Por nome'),
});

/** The form's Administrador select (spec 3 §7 "GET /api/rodadas/administradores"): the active ones. */
export const listarAdministradoresParaRodada = endpoint({
  method: 'GET',
  path: '/api/rodadas/administradores',
  summary: 'Administradores ativos, por nome (select do cadastro de rodada)',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.criar'],
  response: respostaAdministradores,
});

/**
 * The select when editing (spec 3 §7 "GET /api/rodadas/{id}/administradores"): the active
 * administrators plus the round's own, even if inactive. The master and the round's administrador.
 */
export const listarAdministradoresDaRodada = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/administradores',
  summary: 'Administradores ativos e o da rodada, por nome (select da edição de rodada)',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.editar'],
  params: idRodadaParams,
  response: respostaAdministradores,
});
