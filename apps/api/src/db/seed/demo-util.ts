import { createHash } from 'node:crypto';
import { FUSO_NEGOCIO } from '@rodada/domain';

// Small deterministic helpers for the demo seed: a seeded PRNG (two fresh seeds give the same
// data, so no Math.random nor crypto.randomUUID), calendar arithmetic on 'yyyy-mm-dd' business
// dates, document check digits and the canonical order hash.

/** A seeded pseudo-random generator (sfc32), so the demo is the same on every fresh database. */
export class Aleatorio {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(semente: string) {
    // Seeds the four words from a SHA-256 of the text: any string gives a well-mixed state.
    const h = createHash('sha256').update(semente).digest();
    this.a = h.readUInt32LE(0);
    this.b = h.readUInt32LE(4);
    this.c = h.readUInt32LE(8);
    this.d = h.readUInt32LE(12);
    for (let i = 0; i < 12; i++) this.proximo();
  }

  /** A float in [0, 1). */
  proximo(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  inteiro(min: number, max: number): number {
    return min + Math.floor(this.proximo() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.proximo() < p;
  }

  /** One element of a non-empty list. */
  escolher<T>(lista: readonly T[]): T {
    const item = lista[Math.floor(this.proximo() * lista.length)];
    if (item === undefined) throw new Error('escolher: lista vazia');
    return item;
  }

  /** `n` distinct elements, in random order. */
  amostra<T>(lista: readonly T[], n: number): T[] {
    return this.embaralhar(lista).slice(0, n);
  }

  /** A shuffled copy (Fisher-Yates). */
  embaralhar<T>(lista: readonly T[]): T[] {
    const copia = [...lista];
    for (let i = copia.length - 1; i > 0; i--) {
      const j = Math.floor(this.proximo() * (i + 1));
      [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
    }
    return copia;
  }

  /** A version-4-shaped UUID drawn from this generator. */
  uuid(): string {
    const b = Buffer.alloc(16);
    for (let i = 0; i < 16; i++) b[i] = this.inteiro(0, 255);
    b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
    b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
    const h = b.toString('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  /** `n` random decimal digits as text. */
  digitos(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.inteiro(0, 9));
    return s;
  }
}

// ---------------------------------------------------------------------------------------------
// Calendar dates ('yyyy-mm-dd', business days in America/Sao_Paulo: spec D4).

const DIA_MS = 24 * 60 * 60 * 1000;

function paraUtc(iso: string): number {
  const [a, m, d] = iso.split('-').map(Number);
  return Date.UTC(a ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** `iso` plus `dias` calendar days (negative goes back). */
export function somarDias(iso: string, dias: number): string {
  return new Date(paraUtc(iso) + dias * DIA_MS).toISOString().slice(0, 10);
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
export function diaDaSemana(iso: string): number {
  return new Date(paraUtc(iso)).getUTCDay();
}

const PARTES_SP = new Intl.DateTimeFormat('en-US', {
  timeZone: FUSO_NEGOCIO,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Offset of America/Sao_Paulo at an instant, in ms (wall clock minus UTC), from the tz database. */
function deslocamentoSp(instante: number): number {
  const p = Object.fromEntries(PARTES_SP.formatToParts(instante).map((x) => [x.type, x.value]));
  const parede = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return parede - Math.floor(instante / 1000) * 1000;
}

/**
 * The instant of a Brasília wall-clock time on a business day (spec D4: the time-zone database,
 * never "minus three hours"): '2026-11-21', '14:00' → 2026-11-21T17:00:00Z.
 */
export function instanteEmSaoPaulo(iso: string, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  const parede = paraUtc(iso) + ((h ?? 0) * 60 + (m ?? 0)) * 60 * 1000;
  const primeiro = parede - deslocamentoSp(parede);
  return new Date(parede - deslocamentoSp(primeiro));
}

/** Brasília wall-clock 'HH:MM' of an instant. */
export function horaEmSaoPaulo(instante: Date): string {
  const p = Object.fromEntries(PARTES_SP.formatToParts(instante).map((x) => [x.type, x.value]));
  return `${p.hour ?? '00'}:${p.minute ?? '00'}`;
}

// ---------------------------------------------------------------------------------------------
// Documents come from @rodada/domain (cnpjComDigitos, cpfComDigitos).

// ---------------------------------------------------------------------------------------------

/** One colour × size cell of an order line. */
export interface Celula {
  cor_id: number;
  tamanho_id: number;
  quantidade: number;
}

/**
 * Spreads a quantity over the grid: middle sizes weigh more, as a shop buys them; integer cells
 * whose sum is exactly the quantity (domain.md: the cells sum to the line's quantidade).
 */
export function distribuirGrade(quantidade: number, coresIds: number[], tamanhosIds: number[]): Celula[] {
  const L = tamanhosIds.length;
  const celulas = coresIds.flatMap((cor_id) =>
    tamanhosIds.map((tamanho_id, j) => ({ cor_id, tamanho_id, peso: 1 + Math.min(j, L - 1 - j) })),
  );
  const total = celulas.reduce((s, c) => s + c.peso, 0);
  const qs = celulas.map((c) => Math.floor((quantidade * c.peso) / total));
  let resto = quantidade - qs.reduce((s, q) => s + q, 0);
  const ordem = celulas.map((c, i) => ({ i, peso: c.peso })).sort((a, b) => b.peso - a.peso || a.i - b.i);
  for (let k = 0; resto > 0; k = (k + 1) % ordem.length, resto--) {
    const i = em(ordem, k).i;
    qs[i] = (qs[i] ?? 0) + 1;
  }
  return celulas
    .map((c, i) => ({ cor_id: c.cor_id, tamanho_id: c.tamanho_id, quantidade: qs[i] ?? 0 }))
    .filter((c) => c.quantidade > 0);
}

/** JSON with object keys sorted at every level, so equal bodies always hash the same. */
export function jsonCanonico(valor: unknown): string {
  if (Array.isArray(valor)) return `[${valor.map(jsonCanonico).join(',')}]`;
  if (valor !== null && typeof valor === 'object') {
    const chaves = Object.keys(valor).sort();
    const obj = valor as Record<string, unknown>;
    return `{${chaves
      .filter((k) => obj[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${jsonCanonico(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(valor) ?? 'null';
}

/** Hex SHA-256 of the canonical JSON of a value (spec D11: the order `hash`). */
export function sha256Canonico(valor: unknown): string {
  return createHash('sha256').update(jsonCanonico(valor)).digest('hex');
}

/** Splits a list into chunks of at most `tamanho` (multi-row inserts stay under the 65 535-parameter cap). */
export function emLotes<T>(lista: readonly T[], tamanho: number): T[][] {
  const lotes: T[][] = [];
  for (let i = 0; i < lista.length; i += tamanho) lotes.push(lista.slice(i, i + tamanho));
  return lotes;
}

/** The value of a list position, failing loudly instead of answering undefined. */
export function em<T>(lista: readonly T[], i: number): T {
  const v = lista[i];
  if (v === undefined) throw new Error(`Índice ${i} fora da lista (${lista.length})`);
  return v;
}
