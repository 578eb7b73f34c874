import { z } from '../zod-setup.js';
import { endpoint } from '../envelope.js';
import { CAPACIDADES } from '../capabilities.js';

/**
 * Unread notifications of the caller (spec 1 §3 "Unread count field: contagem"), polled every
 * 120 s for the menu badge (spec 1 §2.2, §9). The path is ours: the spec does not show it.
 */
export const contarNotificacoes = endpoint({
  method: 'GET',
  path: '/api/notificacoes/contagem',
  summary: 'Conta as notificações não lidas do usuário (selo do menu)',
  tag: 'Notificações',
  roles: CAPACIDADES['notificacoes.ver'],
  permiteCadastroIncompleto: true,
  response: z.object({
    contagem: z.number().int().min(0).describe('Notificações não lidas nem respondidas'),
  }),
});
