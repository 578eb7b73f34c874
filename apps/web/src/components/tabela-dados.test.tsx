// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import { TabelaDados, colunasDoCartao, type ColunaTabela } from './tabela-dados';

afterEach(cleanup);

interface Linha {
  id: number;
  nome: string;
}
const colunas: ColunaTabela<Linha>[] = [
  { id: 'nome', titulo: 'Nome', render: (l) => l.nome },
  { id: 'acao', titulo: 'Ações', render: (l) => <button type="button">Abrir {l.nome}</button> },
];

function renderizar(props: Partial<Parameters<typeof TabelaDados<Linha>>[0]> = {}) {
  const funcoes = { onPageChange: vi.fn(), onPageSizeChange: vi.fn() };
  render(
    <ThemeProvider theme={createTheme({}, ptBR)}>
      <TabelaDados<Linha>
        rotulo="Pessoas"
        colunas={colunas}
        linhas={[
          { id: 1, nome: 'Ana' },
          { id: 2, nome: 'Bia' },
        ]}
        chave={(l) => l.id}
        total={65}
        pagina={1}
        porPagina={30}
        {...funcoes}
        {...props}
      />
    </ThemeProvider>,
  );
  return funcoes;
}

describe('TabelaDados', () => {
  it('mostra os cabeçalhos e cada linha pelas funções de render', () => {
    renderizar();
    const tabela = screen.getByRole('table', { name: 'Pessoas' });
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Nome', 'Ações']);
    expect(within(tabela).getByRole('button', { name: 'Abrir Bia' })).toBeTruthy();
    // pt-BR labels come from the theme's locale.
    expect(screen.getByText('1–30 de 65')).toBeTruthy();
    expect(screen.getByText('Linhas por página:')).toBeTruthy();
  });

  it("sem linhas: 'Sem registros'; carregando sem linhas: 'Carregando…'", () => {
    renderizar({ linhas: [], total: 0 });
    expect(screen.getByText('Sem registros')).toBeTruthy();
    cleanup();
    renderizar({ linhas: [], total: 0, carregando: true });
    expect(screen.getByText('Carregando…')).toBeTruthy();
    expect(screen.queryByText('Sem registros')).toBeNull();
  });

  it('carregando com linhas: mantém as linhas e mostra a barra de progresso', () => {
    renderizar({ carregando: true });
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeTruthy();
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('a próxima página chega como número a partir de 1', () => {
    const { onPageChange } = renderizar();
    fireEvent.click(screen.getByRole('button', { name: /próxima página/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('uma página que deixou de existir volta para a última', () => {
    const { onPageChange } = renderizar({ pagina: 4, total: 65 });
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("oferece 10, 30, 50 e 'Todos' (o máximo do servidor)", () => {
    const { onPageSizeChange } = renderizar();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const opcoes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(opcoes).toEqual(['10', '30', '50', 'Todos']);
    fireEvent.click(screen.getByRole('option', { name: 'Todos' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(200);
  });
});

describe('TabelaDados num celular (abaixo de 600 px): uma linha é um cartão', () => {
  const colunasCelular: ColunaTabela<Linha>[] = [
    { id: 'nome', titulo: 'Nome', render: (l) => `Loja ${l.nome}` },
    { id: 'cidade', titulo: 'Cidade', render: () => 'Recife' },
    { id: 'cnpj', titulo: 'CNPJ', ocultarAbaixo: 'sm', render: () => '11.222.333/0001-81' },
    { id: 'acoes', titulo: 'Ações', render: (l) => <button type="button">Abrir {l.nome}</button> },
  ];
  beforeEach(() => {
    // A 390 px screen: every max-width query below 600 px matches.
    window.matchMedia = (consulta: string) => ({
      matches: /max-width:\s*599/.test(consulta),
      media: consulta,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  });
  afterEach(() => {
    // jsdom has no matchMedia of its own.
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('mostra só as colunas prioritárias: o título, cada detalhe com o seu rótulo e as ações', () => {
    renderizar({ colunas: colunasCelular });
    const tabela = screen.getByRole('table', { name: 'Pessoas' });
    const [, primeira] = within(tabela).getAllByRole('row');
    const celulas = within(primeira!).getAllByRole('cell');
    expect(celulas.map((c) => c.textContent)).toEqual(['Loja Ana', 'CidadeRecife', 'Abrir Ana']);
    // A column hidden on phones is not in the card at all (no sideways scroll to reach it).
    expect(within(tabela).queryByText('11.222.333/0001-81')).toBeNull();
    expect(within(primeira!).getByRole('button', { name: 'Abrir Ana' })).toBeTruthy();
  });

  it('mantém os cabeçalhos para leitores de tela, sem a coluna oculta', () => {
    renderizar({ colunas: colunasCelular });
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Nome',
      'Cidade',
      'Ações',
    ]);
  });

  it('o cartão põe as ações no alto à direita e os detalhes sob o título', () => {
    expect(colunasDoCartao(colunasCelular)).toMatchObject({
      titulo: { id: 'nome' },
      acoes: { id: 'acoes' },
      detalhes: [{ id: 'cidade' }],
    });
  });
});

describe('TabelaDados quando a lista não carrega (issue 9 §7)', () => {
  it("mostra o erro e 'Tentar novamente', nunca 'Sem registros'", () => {
    const tentar = vi.fn();
    renderizar({ linhas: [], total: 0, erro: 'Erro ao listar pessoas', onTentarNovamente: tentar });
    const alerta = screen.getByRole('alert');
    expect(alerta.textContent).toContain('Erro ao listar pessoas');
    expect(screen.queryByText('Sem registros')).toBeNull();
    fireEvent.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(tentar).toHaveBeenCalledOnce();
  });

  it('uma página que falhou não volta para a primeira sozinha', () => {
    const { onPageChange } = renderizar({ linhas: [], total: 0, pagina: 3, erro: 'Erro' });
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
