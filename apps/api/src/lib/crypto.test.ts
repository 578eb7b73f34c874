import { describe, expect, it } from 'vitest';
import { gerarCodigo, gerarSenhaTemporaria } from './crypto.js';

describe('segredos gerados', () => {
  it('senha temporária: 10 caracteres sem símbolos ambíguos, diferentes a cada vez', () => {
    const senhas = new Set(Array.from({ length: 200 }, () => gerarSenhaTemporaria()));
    expect(senhas.size).toBe(200);
    for (const s of senhas) expect(s).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{10}$/);
  });
  it('código de validação: exatamente 6 caracteres maiúsculos ou dígitos (spec 1 §5)', () => {
    for (let i = 0; i < 200; i++) expect(gerarCodigo()).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });
});
