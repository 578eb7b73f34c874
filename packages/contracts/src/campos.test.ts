import { describe, expect, it } from 'vitest';
import {
  cep,
  cnpj,
  cpf,
  dinheiro,
  MAX_CENTAVOS_DINHEIRO,
  email,
  emailOpcional,
  enderecoSchema,
  obrigatorio,
  telefone,
  telefoneObrigatorio,
  telefoneOpcional,
} from './campos.js';

const erro = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('campos compartilhados (spec 2 §5)', () => {
  it('CNPJ alfanumérico aceito e guardado sem máscara; dígito errado recusado (spec D5)', () => {
    expect(cnpj().parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(erro(cnpj().safeParse('12.ABC.345/01DE-36'))).toBe('CNPJ Inválido');
    expect(erro(cnpj().safeParse('00.000.000/0000-00'))).toBe('CNPJ Inválido');
    expect(erro(cnpj('CNPJ inválido').safeParse('1'))).toBe('CNPJ inválido');
    expect(erro(cnpj().safeParse(''))).toBe('Campo obrigatório');
  });

  it('CPF com dígitos repetidos é recusado', () => {
    expect(cpf().parse('529.982.247-25')).toBe('52998224725');
    expect(erro(cpf().safeParse('111.111.111-11'))).toBe('CPF Inválido');
  });

  it('CEP aceita as duas máscaras e guarda 8 dígitos (spec D6)', () => {
    expect(cep().parse('01310-100')).toBe('01310100');
    expect(cep().parse('01.310-100')).toBe('01310100');
    expect(erro(cep().safeParse('0131'))).toBe('CEP inválido');
  });

  it('email em minúsculas; inválido com a mensagem do formulário', () => {
    expect(email().parse('  Ana@Loja.COM ')).toBe('ana@loja.com');
    expect(erro(email('Email Inválido').safeParse('ana'))).toBe('Email Inválido');
    expect(emailOpcional().parse('')).toBeNull();
  });

  it('telefone fixo tem 10 dígitos, celular 11', () => {
    expect(telefone().parse('(54) 3222-1100')).toBe('5432221100');
    expect(telefone().parse('(54) 99999-1100')).toBe('54999991100');
    expect(erro(telefone().safeParse('(54) 3222'))).toBe('Telefone inválido');
    expect(telefoneOpcional().parse('')).toBeNull();
  });

  it.each([
    ['+55 81 99999-8888', '81999998888'],
    ['+55 (81) 3222-1100', '8132221100'],
    ['0055 81 99999-8888', '81999998888'],
    ['5581999998888', '81999998888'],
    ['558132221100', '8132221100'],
    ['(55) 99999-1100', '55999991100'],
    ['(55) 3222-1100', '5532221100'],
  ])('telefone sem o código do país: %j → %j (como a máscara da web)', (entrada, guardado) => {
    expect(telefone().parse(entrada)).toBe(guardado);
    expect(telefoneOpcional().parse(entrada)).toBe(guardado);
    expect(telefoneObrigatorio().parse(entrada)).toBe(guardado);
  });

  it("obrigatório: vazio ou só espaços dá 'Campo obrigatório'", () => {
    expect(erro(obrigatorio().safeParse('   '))).toBe('Campo obrigatório');
    expect(obrigatorio().parse('  Rua A ')).toBe('Rua A');
  });

  it('endereço: partes obrigatórias e normalização', () => {
    const r = enderecoSchema.safeParse({
      rua: '',
      numero: '10',
      bairro: 'Centro',
      estado_id: '43',
      cidade_id: 4305108,
      cep: '95020-000',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['rua']);
    const ok = enderecoSchema.parse({
      rua: 'Rua Sinimbu',
      numero: '10',
      bairro: 'Centro',
      estado_id: '43',
      cidade_id: 4305108,
      cep: '95020-000',
      celular: '(54) 99999-1100',
    });
    expect(ok).toMatchObject({
      estado_id: 43,
      cep: '95020000',
      celular: '54999991100',
      complemento: null,
      email: null,
    });
  });
});

describe('dinheiro: reais com ponto, lidos em centavos; nunca além da coluna numeric(14,2)', () => {
  it.each([
    ['1234.56', 123456],
    ['0.5', 50],
    ['12', 1200],
    ['0', 0],
    ['999999999999.99', MAX_CENTAVOS_DINHEIRO],
    ['000999999999999.99', MAX_CENTAVOS_DINHEIRO],
  ])('%j → %i centavos', (texto, centavos) => {
    expect(dinheiro().parse(texto)).toBe(centavos);
  });

  it('acima do que a coluna guarda: mensagem em português', () => {
    expect(erro(dinheiro().safeParse('1000000000000.00'))).toBe(
      'Valor acima do máximo permitido (R$ 999.999.999.999,99)',
    );
  });

  it.each(['-1.00', '1,50', '1.234,56', '1.999', 'abc', '', '1e5'])('recusa %j: "Valor inválido"', (t) => {
    expect(erro(dinheiro().safeParse(t))).toBe('Valor inválido');
  });

  it('recusa número (float) no lugar do texto', () => {
    expect(erro(dinheiro().safeParse(12.5))).toBe('Valor inválido');
  });
});

describe('dataIso (years 1900–2999)', () => {
  it('accepts the bounds and refuses years PostgreSQL cannot take or no order has', async () => {
    const { dataIso, MSG_DATA_INVALIDA } = await import('./campos.js');
    for (const d of ['1900-01-01', '2024-02-29', '2999-12-31'])
      expect(dataIso().safeParse(d).success).toBe(true);
    for (const d of ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31', '2023-02-29', '2024-1-01']) {
      expect(erro(dataIso().safeParse(d)), d).toBe(MSG_DATA_INVALIDA);
    }
  });
});
