import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjComDigitos } from '@rodada/contracts';
import { bearer, criarAppDeTeste, type AppDeTeste } from '../test/app.js';
import { CIDADE_TESTE, criarUsuarioLogado, garantirCidadeDeTeste } from '../test/fabricas.js';

/**
 * Texts longer than their column (issue 9 §4, ADR 009): each answered 500 from PostgreSQL
 * ("value too long") before the contracts took their column's length.
 */
let t: AppDeTeste;
let token: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  ({ token } = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep-colunas@teste.com' }));
});
afterAll(() => t.fechar());

let seq = 0;
/** A valid supplier registration with `endereco` overrides. */
function fornecedor(endereco: Record<string, string | number>) {
  const n = ++seq;
  return {
    razao_social: `Colunas ${n} Ltda`,
    nome_fantasia: `Colunas ${n}`,
    cnpj: cnpjComDigitos(String(700_000_000_000 + n)),
    cpf: '',
    data_nascimento: '',
    endereco: {
      rua: 'Rua A',
      numero: '1',
      bairro: 'Brás',
      ...CIDADE_TESTE,
      cep: '03010000',
      telefone: '1133334444',
      ...endereco,
    },
    user: { email: `colunas-${n}@teste.com` },
  };
}

const salvar = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/fornecedores/salvar', headers: bearer(token), payload });

describe('textos maiores que a coluna: 400 no campo, não 500', () => {
  it('o corpo de referência é aceito', async () => {
    const r = await salvar(fornecedor({}));
    expect(r.statusCode, r.body).toBe(200);
  });

  it.each([
    ['bairro', 'b'.repeat(121), 'No máximo 120 caracteres'],
    ['email', `${'e'.repeat(250)}@teste.com`, 'No máximo 255 caracteres'],
    ['email2', `${'e'.repeat(250)}@teste.com`, 'No máximo 255 caracteres'],
  ])('endereco.%s', async (campo, valor, msg) => {
    const r = await salvar(fornecedor({ [campo]: valor }));
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().errors[`endereco.${campo}`]).toBe(msg);
  });

  it('estado_id além de um smallint: 400, não 500 (achado pelo fuzz)', async () => {
    const r = await salvar(fornecedor({ estado_id: 1_001_000 }));
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().errors['endereco.estado_id']).toBe('Estado inválido');
  });

  it('120 caracteres no bairro cabem', async () => {
    const r = await salvar(fornecedor({ bairro: 'b'.repeat(120) }));
    expect(r.statusCode, r.body).toBe(200);
  });
});
