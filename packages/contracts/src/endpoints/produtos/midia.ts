import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { semColuna } from '../../colunas.js';
import { endpoint } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { idParam, MAIOR_ID } from '../../campos.js';
import { fotoProdutoSchema } from './foto.js';
import { MSG_PRODUTOS } from './mensagens.js';

/*
 * The product gallery (spec 3 §2 "Product gallery", §3 "Gallery", §5 "Gallery", §8 "Gallery" and
 * "Video dialogs", §9; decision 7; ADR 005 uploads). The spec's single `POST .../midia/salvar {fotos,
 * video}` would carry up to ten 2048 px JPEGs as data URLs, far over the API's 12 MB JSON body.
 * So each new file goes up on its own call and answers its id, and `salvar` takes the ids:
 *   - POST .../midia/fotos {foto}: one cropped photo (data URL, JPEG 2048 px wide), checked and
 *     re-encoded in four widths as WebP and JPEG; answers the photo (id and srcset). Not yet shown.
 *   - POST .../midia/video: the video file as the raw body (like the showroom video); answers its id.
 *   - POST .../midia/salvar {fotos: [ids in order], video: id | null}: the only call that changes
 *     the product: fixes the order, removes the photos and video that left, and deletes their files
 *     after the commit. Uploads never saved are removed by later saves (see the API module).
 * Who may: the product's supplier and the master (POLITICAS.produto.editar); another supplier: 404.
 */

/** Gallery limits (spec 3 §9, decision 7). */
export const LIMITES_GALERIA = {
  maxFotos: 10,
  /** Largest JPEG the crop sends (decoded bytes): a 2048 px photo is normally 0.5–3 MB. */
  fotoMaxBytes: 8 * 1024 * 1024,
  /** The width of the cropped JPEG (spec 3 §4 "Gallery save"). */
  larguraFoto: 2048,
  video: {
    tipos: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes: 5_242_880,
    duracaoMinima: 5,
    duracaoMaxima: 30,
    /** Accepted up to 31 s to absorb rounding (decision 7). */
    tolerancia: 1,
    /** Shorter side 360–1080 px, longer side 640–1920 px; portrait and landscape (decision 7). */
    menorLado: { min: 360, max: 1080 },
    maiorLado: { min: 640, max: 1920 },
  },
  /** Crop dialog (spec 3 §5). */
  rotacao: { min: 0, max: 360 },
  zoom: { min: 10, max: 200 },
} as const;

/** The most characters of a base64 data URL of `maxBytes` bytes (with room for its header). */
const caracteresDoDataUrl = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 200;

/** '5.3' megabytes, as the video dialogs show it (spec 3 §8 "Video dialogs"). */
export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** `:id` of the product in the path. */
export const paramsMidia = z.object({ id: idParam('Id do produto') });

/** The product's video. */
export const videoProdutoSchema = z.object({
  id: z.number().int().describe('Id do vídeo (arquivo)'),
  url: z.string().describe('URL do vídeo (/arquivos/...)'),
  mime: z.string().describe('video/mp4, video/webm ou video/quicktime'),
  duracao: z.number().nullable().describe('Segundos; nulo quando não legível (WebM)'),
  largura: z.number().int().nullable().describe('Pixels; nulo quando não legível'),
  altura: z.number().int().nullable().describe('Pixels; nulo quando não legível'),
  bytes: z.number().int(),
});
export type VideoProduto = z.infer<typeof videoProdutoSchema>;

/** The gallery of one product (spec 3 §3 "Gallery"). */
export const midiaSchema = z.object({
  id: z.number().int().describe('Id do produto'),
  codigo: z.string(),
  descricao: z.string(),
  fotos: z.array(fotoProdutoSchema).describe('Em ordem de exibição (a primeira é a capa)'),
  video: videoProdutoSchema.nullable(),
  acoes: acoesSchema('produto').describe('editar: quem pode mudar a mídia (o fornecedor dono, o master)'),
});
export type Midia = z.infer<typeof midiaSchema>;

/** The gallery of a product (spec 3 §7 `GET /api/produtos/{id}/midia`, response `midia`). */
export const listarMidia = endpoint({
  method: 'GET',
  path: '/api/produtos/:id/midia',
  summary: 'Fotos (em ordem) e vídeo de um produto',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsMidia,
  response: z.object({ midia: midiaSchema }),
});

/**
 * Sends one new photo: the crop's JPEG (2048 px wide) as a data URL. The server checks the content
 * (JPEG, PNG or WebP read by sharp), re-encodes it without metadata in LARGURAS_FOTO as WebP and
 * JPEG under content-hashed names, and answers it. It joins the product only through `salvar`.
 * More than 10 photos waiting to be saved: 400 MSG_PRODUTOS.maximoFotos.
 */
export const enviarFoto = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/midia/fotos',
  summary: 'Envia uma foto nova (data URL); a galeria só muda ao salvar',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsMidia,
  body: z.object({
    foto: semColuna(
      'data URL: a imagem vira arquivos (original e variantes)',
      z
        .string({ error: 'Envie uma imagem JPEG, PNG ou WebP.' })
        .min(1, 'Envie uma imagem JPEG, PNG ou WebP.')
        .max(caracteresDoDataUrl(LIMITES_GALERIA.fotoMaxBytes), 'A imagem deve ter no máximo 8 MB.'),
    ).describe('data:image/jpeg;base64,... (também PNG ou WebP), até 8 MB'),
  }),
  response: z.object({ foto: fotoProdutoSchema }),
});

/**
 * Sends the video (decision 7): the raw file as the body (Content-Type video/mp4, video/webm or
 * video/quicktime, at most 5 242 880 bytes; optional `X-Nome-Arquivo`). The server checks the
 * container by its magic numbers and, for MP4/MOV, the duration (5–31 s) and, when readable, the
 * resolution; each refusal (422) gives the measured value and the limit. Joins the product only
 * through `salvar`.
 */
export const enviarVideo = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/midia/video',
  summary: 'Envia o vídeo (corpo bruto, até 5 MB); a galeria só muda ao salvar',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsMidia,
  upload: {
    tipos: LIMITES_GALERIA.video.tipos,
    maxBytes: LIMITES_GALERIA.video.maxBytes,
    msgTipo: MSG_PRODUTOS.videoFormato,
    msgTamanho: (bytes: number) => MSG_PRODUTOS.videoGrande(megabytes(bytes)),
  },
  response: z.object({ video: videoProdutoSchema }),
});

const idMidia = z
  .number({ error: 'Id de foto inválido' })
  .int('Id de foto inválido')
  .positive('Id de foto inválido')
  .max(MAIOR_ID, 'Id de foto inválido');

/**
 * Saves the gallery (spec 3 §7 `POST /api/produtos/{id}/midia/salvar {fotos, video}`): `fotos` are
 * the ids in display order (the product's current photos and photos sent by `enviarFoto`), at most
 * 10, no repeats; `video` the id of the current or a newly sent video, or null for none. What is
 * left out is removed. An id that is not this product's: 422 on the field.
 */
export const salvarMidia = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/midia/salvar',
  summary: 'Salva a galeria: a ordem das fotos, as que saem e o vídeo',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsMidia,
  body: z.object({
    fotos: z
      .array(idMidia)
      .max(LIMITES_GALERIA.maxFotos, MSG_PRODUTOS.maximoFotos)
      .refine((ids) => new Set(ids).size === ids.length, 'A mesma foto aparece duas vezes')
      .describe('Ids das fotos, na ordem de exibição (até 10)'),
    video: idMidia.nullable().describe('Id do vídeo, ou null para nenhum'),
  }),
  response: z.object({
    msg: z.string().describe(`'${MSG_PRODUTOS.midiaSalva}'`),
    midia: midiaSchema,
  }),
});
