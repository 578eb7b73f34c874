// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import AjudaPage from './ajuda-page';

const SECOES = [
  'Primeiros passos',
  'Produtos e homologação',
  'Pedidos',
  'Impressão e Ilha de Impressão',
  'Agenda e sala virtual',
  'Relatórios e dashboard',
  'Precisa de mais ajuda?',
];

function renderizar() {
  return render(
    <MemoryRouter initialEntries={['/ajuda']}>
      <AjudaPage />
    </MemoryRouter>,
  );
}

/** The link of a given name inside the section headed by `secao`. */
function linkNaSecao(secao: string, nome: string) {
  const titulo = screen.getByRole('heading', { level: 2, name: secao });
  const regiao = screen.getByRole('region', { name: secao });
  expect(regiao.contains(titulo)).toBe(true);
  return within(regiao).getByRole('link', { name: nome });
}

afterEach(cleanup);

describe('/ajuda (fornecedor)', () => {
  it("tem o título 'Ajuda' como único h1", () => {
    renderizar();
    const h1 = screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);
    expect(h1).toEqual(['Ajuda']);
  });

  it('tem um h2 para cada seção, na ordem do guia', () => {
    renderizar();
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual(SECOES);
  });

  it.each([
    ['Primeiros passos', 'Selecionar a rodada', '/rodadas'],
    ['Primeiros passos', 'Minha Conta', '/fornecedor/minha-conta'],
    ['Primeiros passos', 'Alterar Logo', '/alterar-logo'],
    ['Produtos e homologação', 'Meus produtos', '/produtos'],
    ['Produtos e homologação', 'Cadastrar produto', '/produtos/adicionar'],
    ['Produtos e homologação', 'Notificações', '/notificacoes'],
    ['Pedidos', 'Ver pedidos', '/pedidos'],
    ['Pedidos', 'Novo pedido', '/pedidos/adicionar'],
    ['Impressão e Ilha de Impressão', 'Impressões pendentes', '/impressoes'],
    ['Relatórios e dashboard', 'Relatórios', '/relatorios'],
    ['Relatórios e dashboard', 'Dashboard', '/dashboard'],
    ['Precisa de mais ajuda?', 'Ver rodadas', '/rodadas'],
  ])('em "%s", o atalho "%s" leva a %s', (secao, nome, caminho) => {
    renderizar();
    expect(linkNaSecao(secao, nome).getAttribute('href')).toBe(caminho);
  });

  it('explica as quatro situações da homologação e a pergunta do produto vencido', () => {
    renderizar();
    const produtos = screen.getByRole('region', { name: 'Produtos e homologação' });
    for (const situacao of ['Em homologação', 'Homologado', 'Reprovado', 'Vencido'])
      expect(within(produtos).getAllByText(situacao).length).toBeGreaterThan(0);
    expect(within(produtos).getByText('Ainda vende este produto?')).toBeTruthy();
    expect(within(produtos).getByText(/até 10 fotos/)).toBeTruthy();
    expect(within(produtos).getByText(/de 5 a 30 segundos, com até 5 MB/)).toBeTruthy();
  });

  it('mostra a legenda da agenda no Horário de Brasília', () => {
    renderizar();
    const agenda = screen.getByRole('region', { name: 'Agenda e sala virtual' });
    for (const item of ['Indisponível', 'Livre', 'Agendado', 'Sala Virtual Aberta'])
      expect(within(agenda).getByText(item)).toBeTruthy();
    expect(within(agenda).getByText('Horário de Brasília')).toBeTruthy();
  });

  it('o índice leva o foco ao título da seção sem mudar a rota', () => {
    renderizar();
    const indice = screen.getByRole('navigation', { name: 'Nesta página' });
    fireEvent.click(within(indice).getByRole('link', { name: 'Pedidos' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Pedidos' }));
  });
});
