import { describe, expect, it } from 'vitest';
import { banners, fornecedores, produtos } from '../../index.js';
import { CHAMADAS_LOJA, ORDENACOES_BUSCA } from './leve.js';
import { DESTINATARIOS_BANNER, MSG_BANNERS } from '../banners/mensagens.js';

describe('contratos leves da loja (issue 13 §8)', () => {
  it('cada chamada leve é a do contrato: método, caminho e papéis', () => {
    const contratos = {
      buscarProdutos: produtos.buscarProdutos,
      buscarProdutosPorId: produtos.buscarProdutosPorId,
      listarCategorias: produtos.listarCategorias,
      listarFornecedoresLoja: fornecedores.listarFornecedoresLoja,
      listarBannersAtivos: banners.listarBannersAtivos,
    };
    for (const [nome, leve] of Object.entries(CHAMADAS_LOJA)) {
      const c = contratos[nome as keyof typeof contratos];
      expect({ method: c.method, path: c.path, roles: c.roles }, nome).toEqual(leve);
    }
  });

  it('as ordenações são as do contrato da busca', () => {
    expect(produtos.ORDENACOES_BUSCA).toBe(ORDENACOES_BUSCA);
  });

  it('os públicos e as mensagens dos banners são os do contrato', () => {
    expect(banners.DESTINATARIOS_BANNER).toBe(DESTINATARIOS_BANNER);
    expect(banners.MSG_BANNERS).toBe(MSG_BANNERS);
    expect(banners.destinatarioSchema.options).toEqual([...DESTINATARIOS_BANNER]);
  });
});
