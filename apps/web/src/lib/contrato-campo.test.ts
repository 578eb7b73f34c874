import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { administradores, clientes, fornecedores, representantes, usuarios } from '@rodada/contracts';
import { esquemaDoCampo, exigidoNoEsquema, limiteDoCampo, maxLengthDoEsquema } from './contrato-campo';

describe('maxLengthDoEsquema: o maxLength de um campo vem do contrato', () => {
  const esquema = z.object({
    nome: z.string().trim().min(1).max(120),
    apelido: z
      .string()
      .trim()
      .max(40)
      .nullish()
      .transform((v) => v || null),
    email: z.string().trim().max(255).toLowerCase().pipe(z.email()),
    endereco: z.object({ bairro: z.string().max(60).optional() }).nullable(),
    lojas: z.array(z.object({ nome: z.string().max(80) })),
    idade: z.number().int().max(130),
    livre: z.string(),
  });

  it.each([
    ['nome', 120],
    ['apelido', 40],
    ['email', 255],
    ['endereco.bairro', 60],
    ['lojas.0.nome', 80],
  ])('%s → %i', (caminho, max) => {
    expect(maxLengthDoEsquema(esquema, caminho)).toBe(max);
  });

  it('sem máximo, um número ou um campo que não existe: nenhum', () => {
    expect(maxLengthDoEsquema(esquema, 'livre')).toBeUndefined();
    expect(maxLengthDoEsquema(esquema, 'idade')).toBeUndefined();
    expect(maxLengthDoEsquema(esquema, 'nada')).toBeUndefined();
    expect(maxLengthDoEsquema(esquema, 'nome.x')).toBeUndefined();
    expect(maxLengthDoEsquema(null, 'nome')).toBeUndefined();
  });

  it('segue o contrato de verdade: mudou a coluna, muda o campo (nenhum número copiado)', () => {
    const s = fornecedores.fornecedorCadastroSchema;
    const lido = (caminho: string) => {
      const campo = esquemaDoCampo(s, caminho);
      // The same number zod enforces: the longest value the contract accepts.
      const max = maxLengthDoEsquema(s, caminho)!;
      expect(campo).toBeDefined();
      expect((campo as z.ZodType).safeParse('a'.repeat(max)).success).toBe(true);
      expect((campo as z.ZodType).safeParse('a'.repeat(max + 1)).success).toBe(false);
      return max;
    };
    expect(lido('razao_social')).toBeGreaterThan(0);
    expect(lido('ie')).toBeGreaterThan(0);
    expect(lido('endereco.bairro')).toBeGreaterThan(0);
    expect(maxLengthDoEsquema(clientes.lojaEntradaSchema, 'nome_fantasia')).toBeGreaterThan(0);
  });
});

describe('exigidoNoEsquema: obrigatório é o que o contrato recusa vazio', () => {
  it('obrigatório, opcional e aninhado, no contrato do fornecedor', () => {
    const s = fornecedores.fornecedorCadastroSchema;
    expect(exigidoNoEsquema(s, 'razao_social')).toBe(true);
    expect(exigidoNoEsquema(s, 'cnpj')).toBe(true);
    expect(exigidoNoEsquema(s, 'user.email')).toBe(true);
    expect(exigidoNoEsquema(s, 'ie')).toBe(false);
    expect(exigidoNoEsquema(s, 'nome_socio')).toBe(false);
    expect(exigidoNoEsquema(s, 'endereco.complemento')).toBe(false);
    expect(exigidoNoEsquema(s, 'nada')).toBe(false);
  });
});

describe('limiteDoCampo: o maxLength de um TextField com register', () => {
  it('o do contrato, ou nenhum', () => {
    const s = z.object({ email: z.string().max(255), codigo: z.string() });
    expect(limiteDoCampo(s, 'email')).toEqual({ htmlInput: { maxLength: 255 } });
    expect(limiteDoCampo(s, 'codigo')).toEqual({ htmlInput: {} });
  });
});

describe('a busca de cada lista tem o maxLength do seu contrato', () => {
  it.each([
    ['fornecedores', fornecedores.listarFornecedores],
    ['clientes', clientes.listarClientes],
    ['representantes', representantes.listarRepresentantes],
    ['representantes do cliente', representantes.listarRepresentantesDoCliente],
    ['usuarios', usuarios.listarUsuarios],
    ['administradores', administradores.listarAdministradores],
  ])('%s', (_nome, contrato) => {
    expect(maxLengthDoEsquema(contrato.query, 'busca')).toBeGreaterThan(0);
  });
});
