import { z } from '../zod-setup.js';
import { endpoint } from '../envelope.js';
import { cep } from '../campos.js';
import { TODOS } from '../roles.js';

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

/** How a CEP lookup ended (see consultarCep). */
export const SITUACOES_CEP = ['encontrado', 'nao_encontrado', 'indisponivel'] as const;

/** The address of a CEP, with our IBGE ids (null when the provider's city or state is not in our tables). */
export const enderecoDoCep = z
  .object({
    cep: z.string().describe('8 dígitos'),
    rua: z.string().describe('Logradouro; vazio num CEP geral de cidade'),
    bairro: z.string().describe('Vazio num CEP geral de cidade'),
    cidade: z.string().describe('Nome da cidade como o provedor escreve'),
    uf: z.string().describe('Sigla do estado'),
    estado_id: z.number().int().nullable().describe('Código IBGE do estado'),
    cidade_id: z.number().int().nullable().describe('Código IBGE da cidade'),
  })
  .describe('Endereço do CEP');
export type EnderecoDoCep = z.infer<typeof enderecoDoCep>;

/**
 * The address of a CEP from the configured provider (CEP_URL, ViaCEP-compatible; ADR 012), for the
 * address forms to fill street, district, state and city. For any logged-in user, including one
 * still completing their account (the address is part of it); not public, so the server is not an
 * open proxy to the provider. The provider's failure is not an error of the caller:
 * `situacao: 'indisponivel'` and the form stays as typed.
 */
export const consultarCep = endpoint({
  method: 'GET',
  path: '/api/cep/:cep',
  summary: 'Consulta o endereço de um CEP (rua, bairro, cidade e estado com os códigos do IBGE)',
  tag: 'Referências',
  roles: TODOS,
  permiteCadastroIncompleto: true,
  params: z.object({ cep: cep().describe('CEP com ou sem máscara (8 dígitos)') }),
  response: z.object({
    situacao: z
      .enum(SITUACOES_CEP)
      .describe(
        'encontrado; nao_encontrado (o provedor não conhece o CEP); indisponivel (provedor fora do ar, lento ou desligado)',
      ),
    endereco: enderecoDoCep.nullable().describe('Só quando encontrado'),
  }),
});
