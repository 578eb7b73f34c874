import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { idParam } from '../../campos.js';

// The round as every rounds answer carries it (spec 3 §3 "Rodada"): the rows of /rodadas, the
// Detalhes dialog, the form's load and the client's rounds (spec 3 §7 "Rounds").

/** A 'yyyy-mm-dd' date as answered. */
const dataLida = (descricao: string) => z.string().describe(`${descricao} ('aaaa-mm-dd')`);

/** One round (spec 3 §3 "Rodada"), with what the caller may do with it (ADR 013). */
export const rodadaLinhaSchema = z.object({
  id: z.number().int(),
  uuid: z.string().describe('Identificador público da rodada'),
  nome: z.string(),
  local: z.string(),
  data_inicio: dataLida('Início'),
  data_fim: dataLida('Término; a rodada fica aberta até o fim deste dia em São Paulo'),
  data_veiculacao: dataLida('Veiculação (publicação)'),
  data_limite: dataLida('Data limite'),
  estado_id: z.number().int().describe('Código IBGE do estado'),
  estado_nome: z.string(),
  estado_sigla: z.string().describe('UF'),
  cidade_id: z.number().int().describe('Código IBGE da cidade'),
  cidade_nome: z.string(),
  administrador_id: z.number().int(),
  administrador_nome: z.string(),
  permitir_pedidos: z.boolean().describe("false: 'Apenas consulta' (spec 3 §1)"),
  inscricao_clientes: z.boolean().describe('Clientes podem se inscrever na rodada (spec 3 §3)'),
  aberta: z
    .boolean()
    .describe('data_fim é hoje ou depois (America/Sao_Paulo, spec D4); encerrada só se lê (spec 3 §4)'),
  logo_nome: z.string().nullable().describe('URL da logo (/arquivos/...), pública; null sem logo'),
  banner_nome: z.string().nullable().describe('URL do banner (/arquivos/...), pública; null sem banner'),
  planta_nome: z
    .string()
    .nullable()
    .describe(
      'URL da planta SVG (/api/rodadas/{id}/planta?v={arquivo}: muda a cada envio), pública; null sem planta',
    ),
  acoes: acoesSchema('rodada'),
});
export type RodadaLinha = z.infer<typeof rodadaLinhaSchema>;

/** `:id` of a round in the path. */
export const idRodadaParams = z.object({ id: idParam('Id da rodada') });

/** An administrator of the form's select (spec 3 §3 "Administrador": id, nome). */
export const administradorOpcaoSchema = z.object({ id: z.number().int(), nome: z.string() });
