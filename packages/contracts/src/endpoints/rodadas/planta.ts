import { z } from '../../zod-setup.js';
import { endpoint, type RespostaArquivo } from '../../envelope.js';
import { idParam } from '../../campos.js';

/**
 * The round's floor plan (spec 1 §2.10, spec 3 §3 "planta"; ADR 015): the SVG sanitised on upload,
 * public like the stand map that draws it. Its elements' ids are the stands' codes.
 */
export const ARQUIVO_SVG = { tipo: 'image/svg+xml', somenteArquivo: true } as const satisfies RespostaArquivo;

/**
 * The SVG itself (`planta_nome` of a round points here), to anyone: Content-Type
 * image/svg+xml, `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; img-src
 * data:`, nosniff, `Cache-Control: public, no-cache` with an ETag (304 when unchanged). 404 when the
 * round does not exist or has no planta.
 */
export const baixarPlanta = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/planta',
  summary: 'A planta SVG da rodada (pública, higienizada no envio; ADR 015)',
  tag: 'Rodadas',
  roles: 'public',
  params: z.object({ id: idParam('Id da rodada') }),
  query: z.object({
    v: z.string().max(20).optional().describe('Versão (id do arquivo): muda a URL a cada envio; ignorada'),
  }),
  response: z.object({}),
  arquivo: ARQUIVO_SVG,
});
