import { z } from './zod-setup.js';

/**
 * Links a contract string to the database column that stores it (ADR 009), so that no contract
 * accepts more characters than its column holds: a test (apps/api/src/db/colunas.test.ts) walks
 * every body and compares each text's `max` with the Drizzle column's length. The web reads the
 * same `max` for `maxLength` (maxDe).
 */

/** The metadata a body text carries: where it is stored, or why it is not. */
export interface MetaTexto {
  /**
   * 'tabela.coluna' of the column that stores the text as typed (after trim); a list when a shared
   * schema is stored in the same column of several tables (the company data of each role).
   */
  coluna?: string | readonly string[];
  /**
   * For a text normalised before storing (a CPF typed with its mask, a phone): the most characters
   * the stored value has, which the column must hold; the typed text may be longer.
   */
  gravado?: number;
  /** Why the text is stored in no text column (a password, a search, a data URL). */
  semColuna?: string;
}

/**
 * Where the metadata lives: a registry of its own, not zod's global one, so it stays out of the
 * OpenAPI document. A clone made later (`.describe()`, `.optional()`) keeps it: the registry reads
 * a schema's parent.
 */
export const registroDeColunas = z.registry<MetaTexto>();

/** `schema` (a clone) with `meta` added to what it already declares. */
function comMeta<T extends z.ZodType>(schema: T, meta: MetaTexto): T {
  const copia = schema.clone();
  registroDeColunas.add(copia, { ...registroDeColunas.get(schema), ...meta });
  return copia;
}

/** Stores `schema`'s text in `coluna` ('tabela.coluna', or several: see MetaTexto). */
export function naColuna<T extends z.ZodType>(coluna: string | readonly string[], schema: T): T {
  return comMeta(schema, { coluna });
}

/** Declares that `schema`'s text is normalised to at most `gravado` characters before storing. */
export function normalizadoAte<T extends z.ZodType>(gravado: number, schema: T): T {
  return comMeta(schema, { gravado });
}

/** Why a password is in no text column: only its hash is stored (users.password). */
export const SENHA_HASH = 'só o hash da senha é guardado';

/** A text stored in no text column, and `motivo` says why (a password is hashed, a search is not kept). */
export function semColuna<T extends z.ZodType>(motivo: string, schema: T): T {
  return comMeta(schema, { semColuna: motivo });
}

/** One text field of a schema: its dotted path, its `max` (if any) and its metadata. */
export interface CampoDeTexto extends MetaTexto {
  caminho: string;
  max: number | undefined;
  /** A zod string format with a fixed shape (date, time, datetime): stored in a typed column. */
  formato?: string;
}

/** The parts of a zod schema's definition that walkers over contracts read (this file, the fuzz). */
export interface DefZod {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  format?: string;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

/** The definition of a zod schema (zod 4 keeps it in `_zod.def`). */
export const defDe = (s: z.ZodType) => (s as unknown as { _zod: { def: DefZod } })._zod.def;

/** The formats whose values have a fixed short shape (not free text). */
const FORMATOS_FIXOS = new Set(['date', 'time', 'datetime', 'uuid', 'cuid']);

/**
 * Every string a value of `schema` may carry, found through optional, nullable, default, pipes,
 * unions, arrays and records, with the metadata met on the way (the nearest wins).
 */
export function camposDeTexto(schema: z.ZodType, caminho = '', herdado: MetaTexto = {}): CampoDeTexto[] {
  const meta = { ...herdado, ...registroDeColunas.get(schema) };
  const def = defDe(schema);
  const abaixo = (s: z.ZodType, c = caminho) => camposDeTexto(s, c, meta);
  switch (def.type) {
    case 'string': {
      const max = (schema as z.ZodString).maxLength ?? undefined;
      const { coluna, gravado, semColuna: motivo } = meta;
      return [
        {
          caminho,
          max,
          ...(coluna ? { coluna } : {}),
          ...(gravado ? { gravado } : {}),
          ...(motivo ? { semColuna: motivo } : {}),
          ...(def.format && FORMATOS_FIXOS.has(def.format) ? { formato: def.format } : {}),
        },
      ];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) =>
        camposDeTexto(v, caminho ? `${caminho}.${k}` : k, {}),
      );
    case 'array':
      return abaixo(def.element!, `${caminho}[]`);
    case 'record':
      return abaixo(def.valueType!, `${caminho}{}`);
    case 'union':
      return (def.options ?? []).flatMap((o) => abaixo(o));
    case 'pipe': {
      // z.preprocess puts a transform first: the schema after it says what the value is.
      if (defDe(def.in!).type === 'transform') return abaixo(def.out!);
      // The typed side is what the user sends; what it is piped into may add the limit or the
      // metadata (a required text piped into cep(), email()).
      const saida = camposDeTexto(def.out!, caminho, {});
      return abaixo(def.in!).map((c) => {
        const s = saida.find((o) => o.caminho === c.caminho);
        return s ? { ...s, ...c, max: c.max ?? s.max } : c;
      });
    }
    default:
      return def.innerType ? abaixo(def.innerType) : [];
  }
}

/** The `max` of a text field (for the web's maxLength), found through its wrappers. */
export function maxDe(schema: z.ZodType): number | undefined {
  return camposDeTexto(schema)[0]?.max;
}
