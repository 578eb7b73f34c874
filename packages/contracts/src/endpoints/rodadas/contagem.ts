import { z } from '../../zod-setup.js';
import { endpoint } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';

/**
 * Open rounds the caller can see (data_fim today or later in America/Sao_Paulo, spec D4): the
 * master all, an administrador the ones it organises, the others the ones they take part in.
 * Feeds the '/rodadas' menu badge (spec 1 §2.2).
 */
export const contarRodadas = endpoint({
  method: 'GET',
  path: '/api/rodadas/contagem',
  summary: 'Conta as rodadas abertas visíveis ao usuário (selo do menu)',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.listar'],
  permiteCadastroIncompleto: true,
  response: z.object({
    contagem: z.number().int().min(0).describe('Rodadas abertas que o usuário pode ver'),
  }),
});
