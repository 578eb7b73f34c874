import type { Chamada, ContextoDaChamada } from './chamadas.js';

// How the authorization matrix calls the products endpoints (dados/produtos.ts): a form with the
// world's category and its shared colour and size (usable by every supplier), and a code no
// product of the world uses.

const form = ({ m }: ContextoDaChamada, codigo: string) => ({
  codigo,
  descricao: 'Produto da Matriz',
  valor: '59.90',
  categoria_id: m.catalogo.categoria,
  quantidade_minima: 1,
  multiplo: 1,
  detalhes: 'Malha de algodão',
  cores: [m.catalogo.corCompartilhada],
  tamanhos: [m.catalogo.tamanhoCompartilhado],
});

export const CHAMADAS_PRODUTOS: Readonly<Record<string, Chamada>> = {
  'POST /api/produtos/salvar': (c) => ({ body: form(c, 'MATRIZ-NOVO') }),
  'POST /api/produtos/:id/atualizar': (c) => ({ body: form(c, 'MATRIZ-ATUALIZADO') }),
  'GET /api/impressoes/produtos/listar': () => ({ query: { status: 'todos' } }),
};
