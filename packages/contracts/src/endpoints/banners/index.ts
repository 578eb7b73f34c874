import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { CAPACIDADES } from '../../capabilities.js';
import { idParam } from '../../campos.js';
import { naColuna, semColuna } from '../../colunas.js';
import { endpoint, paginacaoQuery, paginaSchema, respostaMsg } from '../../envelope.js';
import { fotoProdutoSchema } from '../produtos/foto.js';
import { DESTINATARIOS_BANNER, MSG_BANNERS } from './mensagens.js';

// Banners (spec 3 §2 "Banners", §3 "Banner", §4, §5, §7 "Banners", §8, §9): the master's list and
// form, and the shop's carousel (GET /api/banners/ativos, public).

export { MSG_BANNERS, DESTINATARIOS_BANNER, STATUS_BANNER, DIAS_PERIODO_BANNER } from './mensagens.js';
export { INTERVALO_CARROSSEL_MS, type DestinatarioBanner } from './mensagens.js';

const MB = 1024 * 1024;

/** The banner picture: JPEG, PNG or WebP up to 3 MB, re-encoded as JPEG at most 2048 px wide. */
export const IMAGEM_BANNER = { maxBytes: 3 * MB, larguraMaxima: 2048 } as const;

const OBR = MSG_BANNERS.obrigatorio;

/** A form date: required ('Obrigatório'), 'aaaa-mm-dd', a real day. */
const dataBanner = (coluna: string, descricao: string) =>
  naColuna(
    coluna,
    z
      .string({ error: OBR })
      .trim()
      .min(1, OBR)
      .regex(/^\d{4}-\d{2}-\d{2}$/, MSG_BANNERS.dataInvalida)
      .refine((s) => {
        const [ano, mes, dia] = s.split('-').map(Number) as [number, number, number];
        const d = new Date(Date.UTC(ano, mes - 1, dia));
        return ano >= 2000 && ano <= 9999 && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
      }, MSG_BANNERS.dataInvalida),
  ).describe(`${descricao} ('aaaa-mm-dd')`);

export const destinatarioSchema = z.enum(DESTINATARIOS_BANNER, { error: 'Destinatário inválido' });

/**
 * The link opened by a click: an http(s) address or a path of the site ('/...', not '//'). Other
 * schemes (javascript:, data:) are refused: the carousel puts it in an href.
 */
const destino = naColuna(
  'banners.destino',
  z
    .string()
    .trim()
    .max(500, 'No máximo 500 caracteres')
    .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s) || /^\/(?!\/)[^\s]*$/.test(s), {
      message: MSG_BANNERS.destinoInvalido,
    }),
)
  .nullable()
  .optional()
  .transform((s) => (s ? s : null))
  .describe("Link aberto ao clicar: 'https://...' ou um caminho do site ('/...'); vazio: sem link");

/** The picture field: a data URL replaces it; absent (or the answered URL) keeps it. */
const imagem = semColuna(
  'data URL: o arquivo vai para arquivos',
  z.string().max(Math.ceil((IMAGEM_BANNER.maxBytes * 4) / 3) + 200, MSG_BANNERS.imagemGrande(3)),
)
  .optional()
  .describe(
    'data:image/jpeg|png|webp;base64,... (até 3 MB; regravada como JPEG de até 2048 px). ' +
      'Obrigatória ao cadastrar; ao editar, ausente ou a URL atual mantém a imagem',
  );

const camposBanner = {
  nome: naColuna(
    'banners.nome',
    z.string({ error: OBR }).trim().min(1, OBR).max(255, 'No máximo 255 caracteres'),
  ).describe('Nome'),
  data_inicio: dataBanner('banners.data_inicio', 'Início da exibição'),
  data_fim: dataBanner('banners.data_fim', 'Fim da exibição (inclusive), não antes do início'),
  destinatarios: z
    .array(destinatarioSchema)
    .max(3)
    .default([])
    .transform((l) => DESTINATARIOS_BANNER.filter((d) => l.includes(d)))
    .describe('Públicos que veem o banner na loja: Clientes, Fornecedores, Representantes'),
  destino,
  imagem,
};

const fimNaoAntes = (b: { data_inicio: string; data_fim: string }, ctx: z.RefinementCtx) => {
  if (b.data_fim < b.data_inicio) {
    ctx.addIssue({ code: 'custom', path: ['data_fim'], message: MSG_BANNERS.fimAntesDoInicio });
  }
};

/** The 'Novo Banner' form: no status (a new banner starts 2 Em análise, spec 3 §4). */
export const bannerNovoSchema = z.object(camposBanner).superRefine(fimNaoAntes);
export type BannerNovoEntrada = z.input<typeof bannerNovoSchema>;

/** The 'Editar Banner' form: the same fields and the publication (status). */
export const bannerEdicaoSchema = z
  .object({
    ...camposBanner,
    status: z
      .union([z.literal(1), z.literal(2)], { error: 'Publicação inválida' })
      .describe('Publicação: 1 Publicado, 2 Em análise'),
  })
  .superRefine(fimNaoAntes);
export type BannerEdicaoEntrada = z.input<typeof bannerEdicaoSchema>;

/** The picture as answered: srcsets of 320-2048 px (WebP and JPEG) and the stored size. */
export const imagemBannerSchema = fotoProdutoSchema.extend({
  largura: z.number().int().nullable().describe('Largura em px da imagem gravada'),
  altura: z.number().int().nullable().describe('Altura em px da imagem gravada'),
});

/** One banner as the list and the form show it. */
export const bannerSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  data_inicio: z.string().describe('aaaa-mm-dd'),
  data_fim: z.string().describe('aaaa-mm-dd (inclusive)'),
  destinatarios: z.array(destinatarioSchema),
  destino: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2)]).describe('1 Publicado, 2 Em análise'),
  publicacao: z.string().nullable().describe('Quando foi publicado (ISO 8601); nulo se nunca'),
  imagem: imagemBannerSchema.nullable(),
  acoes: acoesSchema('banner'),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A banner of the shop's carousel: what it shows and links to, nothing more. */
export const bannerAtivoSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('Texto alternativo da imagem'),
  destino: z.string().nullable(),
  imagem: imagemBannerSchema,
});
export type BannerAtivo = z.infer<typeof bannerAtivoSchema>;

const idBannerParams = z.object({ id: idParam('Id do banner') });

/** The list (spec 3 §7 "GET /api/banners", "with params"): paginated, newest first, by name. */
export const listarBanners = endpoint({
  method: 'GET',
  path: '/api/banners',
  summary: 'Lista os banners (master; paginada, busca por nome)',
  tag: 'Banners',
  roles: CAPACIDADES['banners.gerir'],
  query: paginacaoQuery.extend({
    busca: z
      .string()
      .max(100)
      .optional()
      .transform((s) => s?.trim() || undefined)
      .describe('Parte do nome'),
  }),
  response: z.object({ banners: paginaSchema.extend({ data: z.array(bannerSchema) }) }),
});

/** Creates a banner (spec 3 §7 "POST /api/banners/salvar"): 2 Em análise, picture required. */
export const salvarBanner = endpoint({
  method: 'POST',
  path: '/api/banners/salvar',
  summary: 'Cadastra um banner (master), em análise até ser publicado na edição',
  tag: 'Banners',
  roles: CAPACIDADES['banners.gerir'],
  body: bannerNovoSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_BANNERS.salvo}'`),
    id: z.number().int().describe('Id do banner criado'),
    banner: bannerSchema,
  }),
});

/** One banner for the edit form (spec 3 §7 "GET /api/banners/{id}/editar"). */
export const editarBanner = endpoint({
  method: 'GET',
  path: '/api/banners/:id/editar',
  summary: 'Dados de um banner para edição',
  tag: 'Banners',
  roles: CAPACIDADES['banners.gerir'],
  params: idBannerParams,
  response: z.object({ banner: bannerSchema }),
});

/** Updates a banner and its publication (spec 3 §7 "POST /api/banners/{id}/atualizar"). */
export const atualizarBanner = endpoint({
  method: 'POST',
  path: '/api/banners/:id/atualizar',
  summary: 'Atualiza um banner e a sua publicação (master)',
  tag: 'Banners',
  roles: CAPACIDADES['banners.gerir'],
  params: idBannerParams,
  body: bannerEdicaoSchema,
  response: z.object({ msg: z.string().describe(`'${MSG_BANNERS.atualizado}'`), banner: bannerSchema }),
});

/** Deletes a banner and its picture (spec 3 §7 "POST /api/banners/{id}/excluir"). */
export const excluirBanner = endpoint({
  method: 'POST',
  path: '/api/banners/:id/excluir',
  summary: 'Exclui um banner e a sua imagem (master)',
  tag: 'Banners',
  roles: CAPACIDADES['banners.gerir'],
  params: idBannerParams,
  response: respostaMsg(MSG_BANNERS.excluido),
});

/**
 * The shop's carousel (spec 1 §7, spec 3 §7 "GET /api/banners/ativos?destino="): public; the
 * published banners (status 1) for that audience whose period includes today in
 * America/Sao_Paulo, newest first. Without `destino`, Clientes (an anonymous visitor's audience).
 */
export const listarBannersAtivos = endpoint({
  method: 'GET',
  path: '/api/banners/ativos',
  summary: 'Banners publicados e vigentes hoje para um público (loja; público)',
  tag: 'Banners',
  roles: 'public',
  query: z.object({
    destino: destinatarioSchema
      .default('Clientes')
      .describe('Clientes (padrão, o visitante anônimo), Fornecedores ou Representantes'),
  }),
  response: z.object({ banners: z.array(bannerAtivoSchema) }),
});
