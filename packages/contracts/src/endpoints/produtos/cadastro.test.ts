import { describe, expect, it } from 'vitest';
import { produtoFormSchema } from './cadastro.js';
import { listarProdutosQuery } from './listar.js';
import { MSG_PRODUTOS } from './mensagens.js';

const valido = {
  codigo: '  --ab c/1.2-x',
  descricao: ' Camisa Polo ',
  valor: '89.90',
  categoria_id: 1,
  quantidade_minima: '6',
  detalhes: 'Algodão',
  cores: [3, 1, 3],
  tamanhos: [2],
};

/** The message of each invalid field. */
function erros(entrada: unknown): Record<string, string> {
  const r = produtoFormSchema.safeParse(entrada);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('corpo do Cadastro de Produtos (spec 3 §5)', () => {
  it('normaliza o código, apara os textos, lê o valor em centavos e a quantidade como inteiro', () => {
    expect(produtoFormSchema.parse(valido)).toEqual({
      codigo: 'ABC/1.2-X',
      descricao: 'Camisa Polo',
      valor: 8990,
      categoria_id: 1,
      quantidade_minima: 6,
      multiplo: 1,
      detalhes: 'Algodão',
      cores: [3, 1],
      tamanhos: [2],
    });
  });

  it('campos obrigatórios, valor positivo, grade e inteiros', () => {
    expect(erros({})).toMatchObject({
      codigo: MSG_PRODUTOS.campoObrigatorio,
      descricao: MSG_PRODUTOS.campoObrigatorio,
      valor: MSG_PRODUTOS.campoObrigatorio,
      categoria_id: MSG_PRODUTOS.campoObrigatorio,
      quantidade_minima: MSG_PRODUTOS.campoObrigatorio,
      detalhes: MSG_PRODUTOS.campoObrigatorio,
      cores: MSG_PRODUTOS.gradeVazia,
      tamanhos: MSG_PRODUTOS.gradeVazia,
    });
    expect(erros({ ...valido, valor: '0' })).toEqual({ valor: MSG_PRODUTOS.valorPositivo });
    expect(erros({ ...valido, valor: '-3.00' })).toEqual({ valor: MSG_PRODUTOS.valorPositivo });
    expect(erros({ ...valido, cores: [], tamanhos: [] })).toEqual({
      cores: MSG_PRODUTOS.gradeVazia,
      tamanhos: MSG_PRODUTOS.gradeVazia,
    });
    expect(erros({ ...valido, quantidade_minima: 1.5, multiplo: -1 })).toEqual({
      quantidade_minima: 'Informe um número inteiro',
      multiplo: 'O valor não pode ser negativo',
    });
    expect(erros({ ...valido, codigo: '---' })).toHaveProperty('codigo');
    expect(erros({ ...valido, codigo: 'A'.repeat(51) })).toEqual({ codigo: 'No máximo 50 caracteres' });
  });
});

describe('filtros de /produtos (spec 3 §9)', () => {
  it('filtro=1 e ativo=1 por padrão; o status fica para o servidor decidir pelo papel', () => {
    expect(listarProdutosQuery.parse({})).toMatchObject({ filtro: '1', ativo: '1', page: 1, paginacao: 30 });
    expect(listarProdutosQuery.parse({}).status).toBeUndefined();
    expect(listarProdutosQuery.parse({ status: '2', ativo: '0', busca: '  polo ' })).toMatchObject({
      status: '2',
      ativo: '0',
      busca: 'polo',
    });
    expect(listarProdutosQuery.safeParse({ status: '9' }).success).toBe(false);
  });
});
