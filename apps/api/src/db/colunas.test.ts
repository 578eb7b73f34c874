import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, camposDeTexto, naColuna, operationIdDe, z } from '@rodada/contracts';
import * as schema from './schema/index.js';

/**
 * No contract accepts more characters than its column holds (issue 9 §4, ADR 009): every string of
 * every body declares its column (naColuna) or why it has none (semColuna), and a declared column
 * must exist and hold exactly the contract's max (a normalised value: at most its column).
 */

/** Every column of the schema by 'tabela.coluna', with its length when it has one (varchar, char). */
const COLUNAS = new Map<string, number | null>();
for (const v of Object.values(schema)) {
  if (!is(v, PgTable)) continue;
  const { name, columns } = getTableConfig(v);
  for (const c of columns) {
    const tamanho = (c as unknown as { length?: number }).length;
    COLUNAS.set(`${name}.${c.name}`, typeof tamanho === 'number' ? tamanho : null);
  }
}

/** Each body text of each endpoint, named 'operationId body.caminho'. */
const TEXTOS = ENDPOINTS.flatMap((ep) =>
  ep.body ? camposDeTexto(ep.body).map((c) => ({ nome: `${operationIdDe(ep)} ${c.caminho}`, ...c })) : [],
);

/** What is wrong with one text, or null. */
function problema(t: (typeof TEXTOS)[number]): string | null {
  if (t.formato) return null;
  if (t.semColuna) return null;
  if (!t.coluna) return 'sem coluna declarada (naColuna ou semColuna)';
  for (const coluna of typeof t.coluna === 'string' ? [t.coluna] : t.coluna) {
    if (!COLUNAS.has(coluna)) return `coluna ${coluna} não existe`;
    const tamanho = COLUNAS.get(coluna);
    if (tamanho === null) continue;
    if (t.gravado !== undefined) {
      if (t.gravado > tamanho!) return `grava ${t.gravado} caracteres, ${coluna} guarda ${tamanho}`;
    } else if (t.max !== tamanho) {
      return `max ${t.max ?? 'ausente'}, ${coluna} guarda ${tamanho}`;
    }
  }
  return null;
}

describe('textos dos contratos × colunas do banco', () => {
  it('há textos a conferir', () => {
    expect(TEXTOS.length).toBeGreaterThan(50);
  });

  it('todo texto de corpo declara sua coluna, e o max é o tamanho dela', () => {
    const erros = TEXTOS.flatMap((t) => {
      const p = problema(t);
      return p ? [`${t.nome}: ${p}`] : [];
    });
    expect(erros).toEqual([]);
  });

  it('a verificação pega um max maior que a coluna e um texto sem coluna', () => {
    const corpo = z.object({ a: naColuna('enderecos.bairro', z.string().max(255)), b: z.string() });
    const [a, b] = camposDeTexto(corpo).map((c) => problema({ nome: c.caminho, ...c }));
    expect(a).toBe('max 255, enderecos.bairro guarda 120');
    expect(b).toBe('sem coluna declarada (naColuna ou semColuna)');
  });
});
