import fc from 'fast-check';
import { defDe, type Endpoint, type z } from '@rodada/contracts';

/**
 * Fuzz inputs derived from the contracts (ADR 009): for each endpoint, requests whose path
 * parameters, query and body follow its zod schemas loosely, mixed with values no contract should
 * accept (wrong types, huge and negative numbers, ids past the integer range, NUL, lone surrogates,
 * very long strings, extra and missing fields, arrays for scalars, invalid JSON). Nothing here names
 * an endpoint: a new contract is fuzzed as soon as it is in ENDPOINTS.
 */

/** One generated request, ready for app.inject. */
export interface PedidoFuzz {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Texts that break naive code: control and half characters, overflows, injections, odd formats. */
const TEXTOS_RUINS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '😀',
  'ç'.repeat(300),
  'a'.repeat(121),
  'a'.repeat(256),
  'a'.repeat(5000),
  '9'.repeat(40),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%',
  '\\',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e309',
  '1.5',
  '0x10',
  '2026-02-30',
  '99/99/9999',
  'true',
] as const;

/** Values a well-formed input may carry: they let a request pass validation and reach the handler. */
const TEXTOS_PLAUSIVEIS = [
  'Fuzz',
  'fuzz@teste.com',
  '52998224725',
  '529.982.247-25',
  '11222333000181',
  '11.222.333/0001-81',
  '01001000',
  '01001-000',
  '11987654321',
  '(11) 98765-4321',
  '2026-05-01',
  '2026-05-01T10:00:00Z',
  '10:00',
  '100,00',
  '100.00',
  '001',
  'segredo123',
  'Senha-Forte-2026',
  'data:image/png;base64,iVBORw0KGgo=',
] as const;

/** Numbers past what the columns hold, negative, fractional, and the edges of a PostgreSQL integer. */
const NUMEROS_RUINS = [
  0,
  -1,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  0.5,
  -0.0001,
  1e-7,
] as const;

const textoRuim = fc.constantFrom(...TEXTOS_RUINS);
const numeroRuim = fc.constantFrom(...NUMEROS_RUINS);

/** Any value of the wrong shape: what a broken or hostile client sends in place of a field. */
const valorRuim: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [[]], { $gt: '' }),
  textoRuim,
  numeroRuim,
  fc.array(fc.oneof(textoRuim, numeroRuim), { maxLength: 3 }),
);

const texto: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: textoRuim },
  { weight: 3, arbitrary: fc.constantFrom(...TEXTOS_PLAUSIVEIS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 100, maxLength: 400 }) },
);

/**
 * Small ids (rows that exist), the ids of the fuzz's own users and profiles, and the rest of
 * NUMEROS_RUINS.
 */
const numero = (ids: readonly number[]): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(1, 2, 3, ...ids) },
    { weight: 2, arbitrary: numeroRuim },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  );

/** The keys of an object schema (params, query), or [] for anything else. */
export function chavesDe(s: z.ZodType | undefined): string[] {
  const shape = s ? defDe(s).shape : undefined;
  return shape ? Object.keys(shape) : [];
}

/**
 * A value that follows `s` loosely: the right shape most of the time, any wrong value sometimes,
 * object fields sometimes missing and an unknown field sometimes added.
 */
export function valorDe(s: z.ZodType, ids: readonly number[], profundidade = 0): fc.Arbitrary<unknown> {
  const def = defDe(s);
  const proximo = (t: z.ZodType) => valorDe(t, ids, profundidade + 1);
  let certo: fc.Arbitrary<unknown>;
  switch (def.type) {
    case 'object': {
      const campos = Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, proximo(v)]));
      const completo = fc.record(campos);
      const parcial = fc.record(campos, { requiredKeys: [] });
      certo = fc
        .tuple(
          fc.oneof({ weight: 3, arbitrary: completo }, { weight: 1, arbitrary: parcial }),
          fc.option(valorRuim),
        )
        .map(([o, extra]) => (extra === null ? o : { ...o, campo_desconhecido: extra }));
      break;
    }
    case 'array':
      certo = fc.array(proximo(def.element!), { maxLength: profundidade > 2 ? 1 : 3 });
      break;
    case 'string':
      certo = texto;
      break;
    case 'number':
    case 'int':
    case 'bigint':
      certo = numero(ids);
      break;
    case 'boolean':
      certo = fc.boolean();
      break;
    case 'enum':
      certo = fc.constantFrom(...Object.values(def.entries ?? {}));
      break;
    case 'literal':
      certo = fc.constantFrom(...(def.values ?? [null]));
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      certo = fc.oneof({ weight: 4, arbitrary: proximo(def.innerType!) }, fc.constant(null));
      break;
    case 'pipe':
      // z.preprocess puts a transform first: the schema after it says what the value looks like.
      certo = proximo(defDe(def.in!).type === 'transform' ? def.out! : def.in!);
      break;
    case 'union':
      certo = fc.oneof(...(def.options ?? []).map(proximo));
      break;
    case 'record':
      certo = fc.dictionary(fc.string({ maxLength: 8 }), proximo(def.valueType!), { maxKeys: 3 });
      break;
    default:
      certo = valorRuim;
  }
  return fc.oneof({ weight: 5, arbitrary: certo }, { weight: 1, arbitrary: valorRuim });
}

/**
 * Values a field of a contract accepts, found by trying a pool on the field's own schema: the
 * plausible texts, texts as long as the field's max (and the lengths columns commonly have), ids
 * and the ends of the number ranges. A request built from them passes validation, so the handler
 * and the database see edge values a form would send (a 255-character district, say).
 */
function aceitos(s: z.ZodType, ids: readonly number[]): unknown[] {
  const max = (s as unknown as { maxLength?: number | null }).maxLength;
  const comprimentos = [1, 20, 100, 120, 255, 256, 2000, ...(max ? [max] : [])];
  const pool: unknown[] = [
    ...TEXTOS_PLAUSIVEIS,
    ...comprimentos.map((n) => 'a'.repeat(n)),
    ...comprimentos.map((n) => `${'e'.repeat(Math.max(1, n - 10))}@teste.com`),
    1,
    2,
    3,
    35,
    3_550_308,
    10,
    100,
    0.5,
    2_147_483_647,
    ...ids,
    true,
    false,
    null,
  ];
  return pool.filter((v) => s.safeParse(v).success);
}

/**
 * A value `s` accepts: every object field present, each leaf from `aceitos` (a value refused only
 * by a rule across fields, like two equal passwords, may still be refused).
 */
export function valorValidoDe(s: z.ZodType, ids: readonly number[]): fc.Arbitrary<unknown> {
  const def = defDe(s);
  if (def.type === 'object') {
    return fc.record(
      Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, valorValidoDe(v, ids)])),
    );
  }
  if (def.type === 'array') return fc.array(valorValidoDe(def.element!, ids), { minLength: 1, maxLength: 2 });
  const candidatos = aceitos(s, ids);
  if (candidatos.length) return fc.constantFrom(...candidatos);
  const interno = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return interno ? valorValidoDe(interno, ids) : valorDe(s, ids);
}

/**
 * Percent-encodes for a URL; a lone surrogate (which encodeURIComponent refuses) goes out as the
 * bytes of its UTF-8-like form, which no decoder accepts.
 */
function codificar(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return [...v]
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          const n = c.charCodeAt(0);
          return [0xe0 | (n >> 12), 0x80 | ((n >> 6) & 0x3f), 0x80 | (n & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        }
      })
      .join('');
  }
}

/** A path or query value: a plausible id most of the time, or anything, raw bad encodings included. */
const valorDeUrl = (ids: readonly number[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(1, 2, 3, ...ids).map(String) },
    { weight: 3, arbitrary: texto.map(codificar) },
    { weight: 1, arbitrary: numeroRuim.map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%E0%A4%A', '%FF', '%00', '1'.repeat(150), '..%2F..%2Fetc'),
    },
  );

/** Bodies that are not the JSON the content type announces, or JSON of the wrong kind. */
const CORPOS_QUEBRADOS = [
  '{"a":',
  '[1,2',
  '{',
  'null',
  '"x"',
  '1e999',
  '[]',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
];

/** One request to `ep` with `headers` (the caller's login) and ids worth trying. */
export function pedidoDe(
  ep: Endpoint,
  headers: Record<string, string>,
  ids: readonly number[],
): fc.Arbitrary<PedidoFuzz> {
  const params = fc.record(Object.fromEntries(chavesDe(ep.params).map((k) => [k, valorDeUrl(ids)])));
  const caminho = params.map((p) => ep.path.replace(/:([a-zA-Z_]+)/g, (_m, nome: string) => p[nome] ?? ''));
  const pares = fc.array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...chavesDe(ep.query), 'page', 'paginacao') },
        { weight: 1, arbitrary: fc.string({ maxLength: 6 }).map(codificar) },
      ),
      valorDeUrl(ids),
    ),
    { maxLength: 4 },
  );
  const url = fc
    .tuple(caminho, pares)
    .map(([c, q]) => (q.length ? `${c}?${q.map(([k, v]) => `${k}=${v}`).join('&')}` : c));

  if (ep.upload) {
    const { tipos } = ep.upload;
    return fc
      .record({
        url,
        tipo: fc.constantFrom(...tipos, 'application/json', 'image/png'),
        nome: fc.option(fc.constantFrom('video.mp4', '%00.mp4', '%E0%A4%A', 'a'.repeat(400))),
        conteudo: fc.uint8Array({ maxLength: 64 }),
      })
      .map(({ url: u, tipo, nome, conteudo }) => ({
        method: ep.method,
        url: u,
        headers: { ...headers, 'content-type': tipo, ...(nome ? { 'x-nome-arquivo': nome } : {}) },
        payload: Buffer.from(conteudo),
      }));
  }
  // Half the bodies are loose (mostly refused), half are built to pass validation.
  const json = ep.body ? fc.oneof(valorDe(ep.body, ids), valorValidoDe(ep.body, ids)) : valorRuim;
  const corpo: fc.Arbitrary<string | undefined> =
    ep.method === 'GET' || ep.method === 'DELETE'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 8, arbitrary: json.map((v) => JSON.stringify(v) ?? 'null') },
          { weight: 1, arbitrary: fc.constantFrom(...CORPOS_QUEBRADOS) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        );
  return fc.record({ url, corpo }).map(({ url: u, corpo: c }) => ({
    method: ep.method,
    url: u,
    headers: c === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(c === undefined ? {} : { payload: c }),
  }));
}
