import { describe, expect, it } from 'vitest';
import { z } from './zod-setup.js';
import { camposDeTexto, maxDe, naColuna, normalizadoAte, semColuna } from './colunas.js';
import { cep, email, enderecoSchema, opcional } from './campos.js';

describe('camposDeTexto e maxDe (ADR 009)', () => {
  it('lê o max através de optional, nullable, pipes e describe', () => {
    expect(maxDe(enderecoSchema.shape.bairro)).toBe(120);
    expect(maxDe(opcional(20).describe('x'))).toBe(20);
    expect(maxDe(email())).toBe(255);
    // A required text piped into a rule: the limit comes from the rule when the typed side has none.
    expect(maxDe(z.string().trim().min(1).pipe(email()))).toBe(255);
  });

  it('a coluna declarada sobrevive a describe, optional e extend', () => {
    const corpo = z.object({
      endereco: enderecoSchema.extend({ rua: naColuna('enderecos.rua', opcional()) }),
    });
    const campos = camposDeTexto(
      corpo.extend({ x: naColuna('t.x', z.string().max(3)).optional().describe('d') }),
    );
    expect(campos.find((c) => c.caminho === 'endereco.bairro')).toMatchObject({ coluna: 'enderecos.bairro' });
    expect(campos.find((c) => c.caminho === 'endereco.cep')).toMatchObject({
      coluna: 'enderecos.cep',
      gravado: 8,
    });
    expect(campos.find((c) => c.caminho === 'x')).toMatchObject({ coluna: 't.x', max: 3 });
  });

  it('marcas na mesma instância não se misturam (cada uma é uma cópia)', () => {
    const base = z.string().max(10);
    const a = naColuna('a.a', base);
    const b = semColuna('motivo', base);
    expect(camposDeTexto(a)[0]).toMatchObject({ coluna: 'a.a' });
    expect(camposDeTexto(b)[0]).toMatchObject({ semColuna: 'motivo' });
    expect(camposDeTexto(b)[0]?.coluna).toBeUndefined();
    expect(camposDeTexto(base)[0]?.coluna).toBeUndefined();
    expect(camposDeTexto(normalizadoAte(8, cep()))[0]).toMatchObject({ gravado: 8 });
  });
});
