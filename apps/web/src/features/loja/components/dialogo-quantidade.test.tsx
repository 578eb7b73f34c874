// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MSG_LOJA, type produtos, type UsuarioLogado } from '@rodada/contracts';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useInterface } from '../../../lib/interface';
import { ok, renderizarTela, usuarioDe } from '../../../test/renderizar-tela';
import { DialogoQuantidade } from './dialogo-quantidade';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useInterface.setState({ quantidadeDe: null });
});

const FOTO = { id: 1, url: '/f.jpg', webp: '/f.webp 320w', jpeg: '/f.jpg 320w', grande: '/g.jpg' };

function produto(extra: Partial<produtos.ProdutoVitrine> = {}): produtos.ProdutoVitrine {
  return {
    id: 7,
    codigo: 'BL-01',
    descricao: 'Blusa de linho',
    valor: '49.90',
    quantidade_minima: 10,
    multiplo: 0,
    fornecedor_id: 3,
    fornecedor: { nome_fantasia: 'Malhas Sul' },
    categoria_id: 1,
    fotos: [FOTO],
    video: null,
    acoes: {},
    ...extra,
  } as produtos.ProdutoVitrine;
}

const GRADE = {
  cores: [
    { id: 1, nome: 'AZUL' },
    { id: 2, nome: 'PRETO' },
  ],
  tamanhos: [
    { id: 11, tamanho: 'P', especial: false },
    { id: 12, tamanho: 'M', especial: false },
    { id: 13, tamanho: 'ÚNICO', especial: true },
  ],
};

/** Opens the dialog for `p` as `usuario` (null: a visitor); the grid API answers `grade`. */
async function abrir(p = produto(), usuario: UsuarioLogado | null = usuarioDe('cliente', 40), grade = GRADE) {
  const tela = renderizarTela(<DialogoQuantidade />, {
    rota: '/',
    usuario,
    servidor: (req) => (req.url === `/api/produtos/${p.id}/grade` ? ok(grade) : undefined),
  });
  act(() => useInterface.getState().abrirQuantidade(p));
  await screen.findByRole('group', { name: 'Cores' });
  return tela;
}

const quantidade = () => screen.getByLabelText<HTMLInputElement>('Quantidade');
const celula = (nome: string) => screen.getByLabelText<HTMLInputElement>(nome);
const digitar = (el: HTMLElement, v: string) => fireEvent.change(el, { target: { value: v } });
const escolher = (grupo: string, nome: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: grupo })).getByRole('button', { name: nome }));
const adicionar = () => fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
const alerta = () => screen.queryByRole('alert')?.textContent ?? null;

describe('diálogo de quantidade / grade (spec 1 §5, §9)', () => {
  it('começa na quantidade mínima, com as 10 sugestões, código, descrição e preço', async () => {
    await abrir();
    expect(quantidade().value).toBe('10');
    const sugestoes = within(screen.getByRole('group', { name: 'Sugestões de quantidade' }));
    expect(sugestoes.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '700',
      '800',
      '900',
      '1000',
    ]);
    expect(screen.getByText('BL-01 · Blusa de linho')).toBeTruthy();
    expect(screen.getByText('R$ 49,90')).toBeTruthy();
    fireEvent.click(sugestoes.getByRole('button', { name: '300' }));
    expect(quantidade().value).toBe('300');
  });

  it('com múltiplo: as sugestões são os 10 primeiros múltiplos ≥ mínimo', async () => {
    await abrir(produto({ quantidade_minima: 10, multiplo: 6 }));
    expect(quantidade().value).toBe('12');
    const sugestoes = within(screen.getByRole('group', { name: 'Sugestões de quantidade' }));
    expect(sugestoes.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '12',
      '18',
      '24',
      '30',
      '36',
      '42',
      '48',
      '54',
      '60',
      '66',
    ]);
  });

  it('só dígitos no campo de quantidade', async () => {
    await abrir();
    digitar(quantidade(), '1a2,5');
    expect(quantidade().value).toBe('125');
  });

  it('rateio automático: o total dividido nas células escolhidas, a sobra uma a uma nas primeiras', async () => {
    await abrir();
    escolher('Cores', 'AZUL');
    escolher('Cores', 'PRETO');
    escolher('Tamanhos', 'P');
    escolher('Tamanhos', 'M');
    digitar(quantidade(), '11');
    expect(['AZUL P', 'AZUL M', 'PRETO P', 'PRETO M'].map((c) => celula(c).value)).toEqual([
      '3',
      '3',
      '3',
      '2',
    ]);
    expect(screen.getByText('Rateado: 11 de 11')).toBeTruthy();
    // A special size stands alone.
    escolher('Tamanhos', 'ÚNICO');
    expect(screen.queryByLabelText('AZUL P')).toBeNull();
    expect([celula('AZUL ÚNICO').value, celula('PRETO ÚNICO').value]).toEqual(['6', '5']);
  });

  it('pelo menos 8 colunas de tamanho na grade', async () => {
    await abrir();
    const tabela = screen.getByRole('table', { name: 'Grade de cores e tamanhos' });
    expect(within(tabela).getAllByRole('columnheader')).toHaveLength(1 + 8);
  });

  it("'Quantidade inválida' sem quantidade", async () => {
    await abrir();
    digitar(quantidade(), '');
    adicionar();
    expect(alerta()).toBe(MSG_LOJA.quantidadeInvalida);
  });

  it("'Quantidade mínima: {n}' para um cliente, e o fornecedor é isento", async () => {
    await abrir();
    escolher('Cores', 'AZUL');
    escolher('Tamanhos', 'P');
    digitar(quantidade(), '5');
    adicionar();
    expect(alerta()).toBe('Quantidade mínima: 10');
    cleanup();
    useInterface.setState({ quantidadeDe: null });
    await abrir(produto(), usuarioDe('fornecedor', 3));
    escolher('Cores', 'AZUL');
    escolher('Tamanhos', 'P');
    digitar(quantidade(), '5');
    adicionar();
    expect(alerta()).toBeNull();
    expect(useEstadoLocal.getState().carrinho[0]?.quantidade).toBe(5);
  });

  it("'múltiplo de {n}' quando a quantidade não é múltipla", async () => {
    await abrir(produto({ quantidade_minima: 1, multiplo: 6 }));
    digitar(quantidade(), '13');
    adicionar();
    expect(alerta()).toBe('A quantidade selecionada para este produto deve ser um múltiplo de 6');
  });

  it('grade diferente do total: sem células, ou uma célula mudada à mão; a mensagem some em 5 s', async () => {
    await abrir();
    adicionar();
    expect(alerta()).toBe(MSG_LOJA.gradeDiferente);
    escolher('Cores', 'AZUL');
    escolher('Tamanhos', 'P');
    vi.useFakeTimers();
    digitar(celula('AZUL P'), '9');
    adicionar();
    expect(alerta()).toBe(MSG_LOJA.gradeDiferente);
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(alerta()).toBe(MSG_LOJA.gradeDiferente);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(alerta()).toBeNull();
    expect(useEstadoLocal.getState().carrinho).toEqual([]);
  });

  it('confirmar põe no carrinho a linha com grade e subtotal em centavos, e fecha', async () => {
    await abrir(produto(), null);
    escolher('Cores', 'AZUL');
    escolher('Cores', 'PRETO');
    escolher('Tamanhos', 'M');
    digitar(quantidade(), '15');
    adicionar();
    expect(useEstadoLocal.getState().carrinho).toEqual([
      {
        id: 7,
        codigo: 'BL-01',
        descricao: 'Blusa de linho',
        valor: 4990,
        quantidade_minima: 10,
        multiplo: 0,
        fornecedor_id: 3,
        quantidade: 15,
        subtotal: 74850,
        grade: [
          { corId: 1, tamanhoId: 12, quantidade: 8 },
          { corId: 2, tamanhoId: 12, quantidade: 7 },
        ],
        fotos: [FOTO],
      },
    ]);
    expect(useInterface.getState().quantidadeDe).toBeNull();
  });

  it('um produto de uma cor e um tamanho já vem escolhido, com o total na célula', async () => {
    await abrir(produto(), null, { cores: [GRADE.cores[0]!], tamanhos: [GRADE.tamanhos[0]!] });
    expect(celula('AZUL P').value).toBe('10');
  });
});
