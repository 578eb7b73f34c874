import { z } from '../zod-setup.js';
import { endpoint } from '../envelope.js';

/** The 27 states (IBGE), for every address form (spec 2 §7 "Lookups": states list, path not shown). */
export const listarEstados = endpoint({
  method: 'GET',
  path: '/api/estados',
  summary: 'Lista os 27 estados (códigos do IBGE)',
  tag: 'Referências',
  roles: 'public',
  response: z.object({
    estados: z.array(
      z.object({ id: z.number().int(), sigla: z.string(), nome: z.string(), regiao: z.string() }),
    ),
  }),
});

/** The cities of one state (spec 2 §7 "GET /api/cidades?estado"), loaded when a state is chosen. */
export const listarCidades = endpoint({
  method: 'GET',
  path: '/api/cidades',
  summary: 'Lista as cidades de um estado (códigos do IBGE), em ordem alfabética',
  tag: 'Referências',
  roles: 'public',
  query: z.object({
    estado: z.coerce
      .number({ error: 'Informe o estado' })
      .int('Informe o estado')
      .min(11, 'Estado inválido')
      .max(53, 'Estado inválido')
      .describe('Código IBGE do estado (ex.: 35 para SP)'),
  }),
  response: z.object({ cidades: z.array(z.object({ id: z.number().int(), nome: z.string() })) }),
});

/** Banks by COMPE code, for the representative's bank account (spec 2 §3 fixed lists). */
export const listarBancos = endpoint({
  method: 'GET',
  path: '/api/bancos',
  summary: 'Lista os bancos (código COMPE e nome)',
  tag: 'Referências',
  roles: 'public',
  response: z.object({ bancos: z.array(z.object({ codigo: z.string(), nome: z.string() })) }),
});
