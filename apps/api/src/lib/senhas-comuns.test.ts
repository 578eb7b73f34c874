import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { senhaComum } from './senhas-comuns.js';

const LISTA = readFileSync(new URL('./dados/senhas-comuns.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);

describe('lista de senhas comuns (ADR 008, dados/SOURCES.md)', () => {
  it('tem pelo menos 10 000 senhas distintas, minúsculas, de 6 ou mais caracteres', () => {
    expect(LISTA.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(LISTA).size).toBe(LISTA.length);
    expect(LISTA.filter((s) => s.length < 6 || s !== s.toLowerCase() || /\s/.test(s))).toEqual([]);
  });

  it.each([
    ['123456', true],
    ['password', true],
    ['PASSWORD', true],
    ['Senha123', true],
    ['brasil', true],
    ['iloveyou1', true],
    ['Tecido#Azul7', false],
    ['segredo123', false],
    ['rodada-feira-2027', false],
  ])('%j → %s', (senha, comum) => {
    expect(senhaComum(senha)).toBe(comum);
  });
});
