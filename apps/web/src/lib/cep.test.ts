import { describe, expect, it } from 'vitest';
import { cepParaConsultar, preenchimentoDoCep } from './cep';

const SE = {
  cep: '01001000',
  rua: 'Praça da Sé',
  bairro: 'Sé',
  cidade: 'São Paulo',
  uf: 'SP',
  estado_id: 35,
  cidade_id: 3550308,
};

describe('CEP: quando consultar (ADR 012)', () => {
  it('só quando a edição completa um CEP válido diferente do que os campos descrevem', () => {
    expect(cepParaConsultar('50030-230', null)).toBe('50030230');
    expect(cepParaConsultar('50030-23', null)).toBeNull();
    expect(cepParaConsultar('50030-230', '50030230')).toBeNull();
    expect(cepParaConsultar('01001-000', '50030230')).toBe('01001000');
  });
});

describe('CEP: o que preencher (ADR 012)', () => {
  it('encontrado: rua, bairro, estado e cidade tomam os valores do CEP', () => {
    expect(preenchimentoDoCep(SE, new Set())).toEqual({
      valores: { rua: 'Praça da Sé', bairro: 'Sé', estado_id: 35, cidade_id: 3550308 },
      preenchidos: new Set(['rua', 'bairro', 'estado_id', 'cidade_id']),
    });
  });

  it('CEP geral de cidade (sem rua nem bairro): o que a pessoa digitou fica', () => {
    const r = preenchimentoDoCep({ ...SE, rua: '', bairro: '' }, new Set());
    expect(r.valores).toEqual({ estado_id: 35, cidade_id: 3550308 });
    expect(r.preenchidos).toEqual(new Set(['estado_id', 'cidade_id']));
  });

  it('o que o CEP anterior preencheu e o novo não tem é limpo, não fica de outro lugar', () => {
    const r = preenchimentoDoCep(
      { ...SE, rua: '', bairro: '', cidade_id: null },
      new Set(['rua', 'bairro', 'estado_id', 'cidade_id'] as const),
    );
    expect(r.valores).toEqual({ rua: '', bairro: '', estado_id: 35, cidade_id: null });
  });

  it('cidade fora da tabela num outro estado: a cidade digitada (de outro estado) sai', () => {
    const semCidade = { ...SE, cidade_id: null };
    expect(preenchimentoDoCep(semCidade, new Set(), 26).valores).toMatchObject({
      estado_id: 35,
      cidade_id: null,
    });
    expect(preenchimentoDoCep(semCidade, new Set(), 35).valores).not.toHaveProperty('cidade_id');
  });
});
