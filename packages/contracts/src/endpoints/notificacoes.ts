import { z } from '../zod-setup.js';
import { endpoint, paginacaoQuery, paginaSchema } from '../envelope.js';
import { idParam } from '../campos.js';
import { CAPACIDADES } from '../capabilities.js';

/*
 * Notifications of the caller (spec 1 §2.7, §3 "Notification", §7 Notifications).
 */

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

/** The texts of the notifications screen (spec 1 §2.7, §8). */
export const MSG_NOTIFICACOES = {
  titulo: 'Notificações',
  vazio: 'Nenhuma notificação no momento',
  erroListar: 'Erro ao listar as notificações',
  erroContar: 'Erro ao carregar as notificações',
  /** Marking a notification without a question (not tipo 4) as read. */
  marcarLida: 'Marcar como lida',
  respondida: 'Notificação respondida',
  lida: 'Notificação marcada como lida',
  /** A tipo 4 notification needs the answer (1 Sim, 2 Não). */
  respostaObrigatoria: 'Informe a resposta',
  jaRespondida: 'Esta notificação já foi respondida',
} as const;

/** The product a notification is about (tipo 4: the expired product). */
export const produtoDaNotificacaoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
});

/** One notification of the list (spec 1 §3 "Notification"). */
export const notificacaoSchema = z.object({
  id: z.number().int(),
  tipo: z.number().int().describe('1 aviso, 2 pedido, 3 homologação, 4 produto vencido (pergunta)'),
  mensagem: z.string(),
  remetente_tipo: z.string().nullable(),
  remetente_nome: z.string().nullable(),
  produto_id: z.number().int().nullable(),
  produto: produtoDaNotificacaoSchema.nullable(),
  resposta: z.number().int().nullable().describe('1 ou 2 quando respondida (tipo 4); nulo antes'),
  data: z.string().describe('Quando foi criada (ISO 8601)'),
});
export type Notificacao = z.infer<typeof notificacaoSchema>;

/**
 * The caller's pending notifications, newest first (spec 1 §2.7, §7 "GET /api/notificacoes/listar"):
 * not read and not answered (answering removes one from the list, spec 1 §2.7). Only the caller's
 * own, whatever the role.
 */
export const listarNotificacoes = endpoint({
  method: 'GET',
  path: '/api/notificacoes/listar',
  summary: 'Lista as notificações pendentes do usuário (paginada)',
  tag: 'Notificações',
  roles: CAPACIDADES['notificacoes.ver'],
  permiteCadastroIncompleto: true,
  query: paginacaoQuery,
  response: z.object({
    notificacoes: paginaSchema.extend({ data: z.array(notificacaoSchema) }),
  }),
});

/**
 * Answers one notification of the caller (spec 1 §7 "POST /api/notificacoes/{id}/responder with
 * {resposta}"): a tipo 4 needs resposta 1 (renews the product) or 2 (no longer sells it), the same
 * as POST /api/produtos/{id}/renovar-vencido; any other type is marked read (resposta ignored).
 * Either way it leaves the list and the unread count, which the answer brings back. Another
 * user's notification: 404; one already answered: 409.
 */
export const responderNotificacao = endpoint({
  method: 'POST',
  path: '/api/notificacoes/:id/responder',
  summary: 'Responde (tipo 4) ou marca como lida uma notificação do usuário',
  tag: 'Notificações',
  roles: CAPACIDADES['notificacoes.ver'],
  params: z.object({ id: idParam('Id da notificação') }),
  body: z.object({
    resposta: z
      .union([z.literal(1), z.literal(2)], { error: 'Resposta inválida' })
      .optional()
      .describe('Tipo 4: 1 ainda vende (renova), 2 não vende mais; ignorada nos outros tipos'),
  }),
  response: z.object({
    msg: z.string().describe(`'${MSG_NOTIFICACOES.respondida}' ou '${MSG_NOTIFICACOES.lida}'`),
    contagem: z.number().int().min(0).describe('A nova contagem de não lidas (selo do menu)'),
  }),
});
