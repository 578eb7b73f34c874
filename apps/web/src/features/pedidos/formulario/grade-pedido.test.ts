import { describe, expect, it } from 'vitest';
import { MSG_LOJA } from '@rodada/contracts';
import type { LinhaForm, ProdutoDoForm } from './estado';
import {
  celulasComQuantidade,
  comLinha,
  escolhaInicialDaLinha,
  linhaDaGrade,
  MSG_FORMULARIO,
  rateioDoTotal,
} from './grade-pedido';

const produto: ProdutoDoForm = {
  id: 9,
  codigo: 'VES-1',
  descricao: 'Vestido',
  valor: 10_000,
  foto: null,
  quantidade_minima: 6,
  multiplo: 2,
  cores: [
    { id: 1, nome: 'AZUL' },
    { id: 2, nome: 'ROSA' },
  ],
  tamanhos: [
    { id: 11, tamanho: 'P', especial: false },
    { id: 12, tamanho: 'M', especial: false },
    { id: 13, tamanho: 'ÚNICO', especial: true },
  ],
};

describe('grade do formulário de pedido (spec 3 §5 "Order form")', () => {
  it('uma linha nova começa com todas as cores e tamanhos comuns; uma existente com as suas células', () => {
    const e = escolhaInicialDaLinha(produto);
    expect([...e.cores]).toEqual([1, 2]);
    expect([...e.tamanhos]).toEqual([11, 12]);
    const soEspecial = { ...produto, tamanhos: [{ id: 13, tamanho: 'ÚNICO', especial: true }] };
    expect([...escolhaInicialDaLinha(soEspecial).tamanhos]).toEqual([13]);
    const linha: LinhaForm = {
      produto,
      quantidade: 4,
      grade: [{ cor_id: 2, tamanho_id: 12, quantidade: 4 }],
      observacoes: '',
    };
    const daLinha = escolhaInicialDaLinha(produto, linha);
    expect([...daLinha.cores]).toEqual([2]);
    expect([...daLinha.tamanhos]).toEqual([12]);
  });

  it('o total se divide automaticamente pelas células escolhidas (as primeiras levam o resto)', () => {
    const e = escolhaInicialDaLinha(produto);
    expect(rateioDoTotal(produto, e, 10)).toEqual({ '1:11': '3', '1:12': '3', '2:11': '2', '2:12': '2' });
  });

  it('células negativas ou inválidas valem 0', () => {
    const e = escolhaInicialDaLinha(produto);
    const c = celulasComQuantidade(produto, e, { '1:11': '-4', '1:12': 'x', '2:11': '6' });
    expect(c.map((x) => x.quantidade)).toEqual([0, 0, 6, 0]);
  });

  it('total zero: "A quantidade do produto não pode ser zero ou negativa"; depois as regras da loja', () => {
    const e = escolhaInicialDaLinha(produto);
    const cel = (v: Record<string, string>) => celulasComQuantidade(produto, e, v);
    expect(linhaDaGrade(produto, 0, cel({}), { fornecedor: true, observacoes: '' })).toEqual({
      erro: MSG_FORMULARIO.quantidadeZero,
    });
    expect(linhaDaGrade(produto, 3, cel({ '1:11': '3' }), { fornecedor: true, observacoes: '' })).toEqual({
      erro: MSG_LOJA.quantidadeMultiplo(2),
    });
    // A supplier is exempt from the minimum; a representative is not.
    expect(linhaDaGrade(produto, 4, cel({ '1:11': '4' }), { fornecedor: false, observacoes: '' })).toEqual({
      erro: MSG_LOJA.quantidadeMinima(6),
    });
    const r = linhaDaGrade(produto, 4, cel({ '1:11': '4' }), { fornecedor: true, observacoes: 'x' });
    expect(r).toEqual({
      linha: {
        produto,
        quantidade: 4,
        grade: [{ cor_id: 1, tamanho_id: 11, quantidade: 4 }],
        observacoes: 'x',
      },
    });
  });

  it('o mesmo produto substitui a sua linha no lugar; um novo vai para o fim', () => {
    const a: LinhaForm = { produto, quantidade: 2, grade: [], observacoes: '' };
    const b: LinhaForm = { produto: { ...produto, id: 10 }, quantidade: 2, grade: [], observacoes: '' };
    expect(comLinha([a, b], { ...a, quantidade: 8 }).map((l) => [l.produto.id, l.quantidade])).toEqual([
      [9, 8],
      [10, 2],
    ]);
    expect(comLinha([a], b)).toHaveLength(2);
  });
});
