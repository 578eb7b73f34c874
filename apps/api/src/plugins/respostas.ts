import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as serializadorZod } from 'fastify-type-provider-zod';
import { z } from '@rodada/contracts';

/** Copies of a value holding only what its contract declares. */
type Projetor = (valor: unknown) => unknown;

const identidade: Projetor = (valor) => valor;

/** Kinds whose JSON is the value itself: nothing inside to leave out. */
const ESCALARES = new Set(['string', 'number', 'boolean', 'literal', 'enum', 'null', 'int', 'bigint']);

/**
 * Compiles, once per schema, a function that copies an answer keeping only the keys its contract
 * declares, with no type checks (ADR 014): the same JSON the zod serializer writes for a valid
 * answer, at a fraction of the cost. Objects, lists, nullable and optional values, scalars and
 * unions of scalars are walked here; any other kind (a union of objects, a record, a strict or
 * loose object…) is left to zod for that part of the answer, so an undeclared key never leaves.
 */
export function compilarProjetor(esquema: z.ZodType): Projetor {
  const def = esquema._zod.def;
  switch (def.type) {
    case 'object': {
      const objeto = (esquema as z.ZodObject)._zod.def;
      // A strict or loose object decides about the other keys itself: zod writes it.
      if (objeto.catchall) return (valor) => z.encode(esquema, valor);
      const campos = Object.entries(objeto.shape).map(
        ([chave, filho]) => [chave, compilarProjetor(filho as z.ZodType)] as const,
      );
      return (valor) => {
        if (typeof valor !== 'object' || valor === null) return valor;
        const origem = valor as Record<string, unknown>;
        const copia: Record<string, unknown> = {};
        for (const [chave, projetar] of campos) {
          const v = origem[chave];
          if (v !== undefined) copia[chave] = projetar(v);
        }
        return copia;
      };
    }
    case 'array': {
      const item = compilarProjetor((esquema as z.ZodArray<z.ZodType>)._zod.def.element);
      return (valor) => (Array.isArray(valor) ? valor.map(item) : valor);
    }
    case 'nullable':
    case 'optional':
    case 'readonly': {
      const interno = compilarProjetor((esquema as z.ZodNullable<z.ZodType>)._zod.def.innerType);
      return (valor) => (valor === null || valor === undefined ? valor : interno(valor));
    }
    case 'union': {
      const opcoes = (esquema as z.ZodUnion<z.ZodType[]>)._zod.def.options;
      if (opcoes.every((o) => ESCALARES.has(o._zod.def.type))) return identidade;
      return (valor) => z.encode(esquema, valor);
    }
    default:
      if (ESCALARES.has(def.type)) return identidade;
      return (valor) => z.encode(esquema, valor);
  }
}

/** The zod schema of a response as Fastify hands it to a serializer compiler. */
function esquemaZod(bruto: unknown): z.ZodType | null {
  if (bruto instanceof z.ZodType) return bruto;
  const propriedades = (bruto as { properties?: unknown } | null)?.properties;
  return propriedades instanceof z.ZodType ? propriedades : null;
}

/**
 * The serializer of every contract answer (config `validarRespostas`, README "Configuração",
 * ADR 014). Validating (the default, and `npm test`): zod checks each answer against its contract
 * (one out of it is a 500, logged 'resposta fora do contrato'), and the projection must write the
 * very same JSON, so every answer of the test suite also proves the fast path. Not validating
 * (`npm start`): the compiled projection alone, declared keys only.
 */
export function criarSerializador(validar: boolean): FastifySerializerCompiler<unknown> {
  return (rota) => {
    const esquema = esquemaZod(rota.schema);
    const validado = serializadorZod(rota as Parameters<typeof serializadorZod>[0]);
    if (!esquema) return validado;
    const projetar = compilarProjetor(esquema);
    if (!validar) return (dados: unknown) => JSON.stringify(projetar(dados));
    return (dados: unknown) => {
      const json = validado(dados);
      const rapido = JSON.stringify(projetar(dados));
      if (rapido !== json) {
        throw new Error(`A projeção de ${rota.method} ${rota.url} difere do zod:\n${rapido}\n${json}`);
      }
      return json;
    };
  };
}
