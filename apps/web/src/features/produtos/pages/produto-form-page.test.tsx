// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG_PRODUTOS as MSG } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import {
  erro,
  ok,
  renderizarTela,
  usuarioDe,
  type Requisicoes,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import ProdutoFormPage from './produto-form-page';

// MUI forms render slowly on a busy CI machine: wait up to 10 s for what is expected.
configure({ asyncUtilTimeout: 10_000 });

const campo = (rotulo: string) => new RegExp(`^${rotulo}(\\s*\\*)?$`);
const entrada = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(campo(rotulo));
function erroDe(rotulo: string): string | null {
  const id = entrada(rotulo).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const digitar = (rotulo: string, valor: string) =>
  fireEvent.change(entrada(rotulo), { target: { value: valor } });
const salvar = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const postDe = (requisicoes: Requisicoes) => requisicoes.filter((r) => r.metodo === 'POST');

const CATEGORIAS = { categorias: [{ id: 3, nome: 'Vestidos' }] };
const tamanho = (id: number, nome: string, especial = false) => ({
  id,
  tamanho: nome,
  tipo: 1,
  especial,
  fornecedor_id: null,
});
const CATALOGO = {
  cores: [
    { id: 1, nome: 'AZUL', tipo: 1, fornecedor_id: null },
    { id: 2, nome: 'PRETO', tipo: 0, fornecedor_id: 4 },
    { id: 3, nome: 'BORDÔ', tipo: 0, fornecedor_id: 99 },
  ],
  tamanhos: [tamanho(10, 'P'), tamanho(11, 'M'), tamanho(12, 'G'), tamanho(20, 'ÚNICO', true)],
};

/** The reference lists every form loads, then the test's own answers. */
const comListas =
  (servidor: ServidorFalso): ServidorFalso =>
  (req) => {
    if (req.url === '/api/produtos/categorias') return ok(CATEGORIAS);
    if (req.url === '/api/corestamanhos') return ok(CATALOGO);
    return servidor(req);
  };

function adicionar(servidor: ServidorFalso = () => undefined, tipo: 'fornecedor' | 'master' = 'fornecedor') {
  return renderizarTela(<ProdutoFormPage />, {
    rota: '/produtos/adicionar',
    usuario: usuarioDe(tipo, 4),
    servidor: comListas(servidor),
    destinos: ['/produtos'],
  });
}

async function escolherCategoria() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: campo('Categoria') }));
  fireEvent.click(await screen.findByRole('option', { name: 'Vestidos' }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function preencher() {
  await screen.findByRole('form', { name: 'Cadastro de Produtos' });
  digitar('Código', 'ref-10');
  digitar('Descrição', '  Vestido longo  ');
  digitar('Valor', '8990');
  await escolherCategoria();
  digitar('Múltiplo de Quantidade', '2');
  digitar('Quantidade Mínima', '6');
  digitar('Detalhes', 'Viscose');
}

const dialogoGrade = () => screen.getByRole('dialog', { name: 'Tamanhos e Cores' });

async function abrirGrade() {
  fireEvent.click(screen.getByRole('button', { name: 'Tamanhos e Cores' }));
  await screen.findByRole('dialog', { name: 'Tamanhos e Cores' });
}

async function escolher(rotulo: 'Cores' | 'Tamanhos', opcao: string) {
  const caixa = within(dialogoGrade()).getByRole('combobox', { name: rotulo });
  fireEvent.change(caixa, { target: { value: opcao.slice(0, 1) } });
  fireEvent.click(await screen.findByRole('option', { name: opcao }));
}

/** The size headers of the grid table in the dialog, without the empty ones. */
const colunas = () =>
  within(within(dialogoGrade()).getByRole('table'))
    .getAllByRole('columnheader')
    .map((c) => c.textContent)
    .filter((t) => t !== '' && t !== 'Cor');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAvisos.setState({ avisos: [] });
});

describe('Cadastro de Produtos (spec 3 §2 "Product form", §5 "Product")', () => {
  it('o código é normalizado enquanto se digita: sem símbolos no início, só letras, dígitos, / . -', async () => {
    adicionar();
    await screen.findByRole('form', { name: 'Cadastro de Produtos' });
    digitar('Código', ' -#ref 12/a_b.c-ção');
    expect(entrada('Código').value).toBe('REF12/AB.C-CAO');
    fireEvent.blur(entrada('Código'));
    expect(entrada('Código').value).toBe('REF12/AB.C-CAO');
  });

  it("vazio: 'Campo obrigatório' em cada campo obrigatório; valor zero recusado; nada enviado", async () => {
    const { requisicoes } = adicionar();
    await screen.findByRole('form', { name: 'Cadastro de Produtos' });
    salvar();
    await waitFor(() => expect(erroDe('Código')).toBe(MSG.campoObrigatorio));
    expect(erroDe('Descrição')).toBe(MSG.campoObrigatorio);
    expect(erroDe('Valor')).toBe(MSG.campoObrigatorio);
    expect(erroDe('Quantidade Mínima')).toBe(MSG.campoObrigatorio);
    expect(erroDe('Detalhes')).toBe(MSG.campoObrigatorio);
    // Código, Descrição, Valor, Categoria, Quantidade Mínima, Detalhes.
    expect(screen.getAllByText(MSG.campoObrigatorio)).toHaveLength(6);
    expect(erroDe('Múltiplo de Quantidade')).toBeNull();
    digitar('Valor', '0');
    salvar();
    await waitFor(() => expect(erroDe('Valor')).toBe(MSG.valorPositivo));
    digitar('Quantidade Mínima', '-1');
    salvar();
    await waitFor(() => expect(erroDe('Quantidade Mínima')).toBe('O valor não pode ser negativo'));
    expect(postDe(requisicoes)).toEqual([]);
  });

  it('a quantidade mínima vira inteiro ao sair do campo', async () => {
    adicionar();
    await screen.findByRole('form', { name: 'Cadastro de Produtos' });
    digitar('Quantidade Mínima', '6.7');
    fireEvent.blur(entrada('Quantidade Mínima'));
    expect(entrada('Quantidade Mínima').value).toBe('6');
  });

  it('sem cor e tamanho: a variante longa na página e nada enviado', async () => {
    const { requisicoes } = adicionar();
    await preencher();
    salvar();
    expect(await screen.findByText(MSG.gradeVaziaLonga)).toBeTruthy();
    expect(avisos()).toContain(MSG.gradeVazia);
    expect(postDe(requisicoes)).toEqual([]);
  });

  it('grade com 2 cores e 3 tamanhos reordenados: a ordem vai no corpo; textos aparados; volta a /produtos', async () => {
    const { requisicoes } = adicionar((req) =>
      req.url === '/api/produtos/salvar' ? ok({ msg: MSG.produtoSalvo, id: 50 }) : undefined,
    );
    await preencher();
    await abrirGrade();
    await escolher('Cores', 'PRETO');
    await escolher('Cores', 'AZUL');
    await escolher('Tamanhos', 'P');
    await escolher('Tamanhos', 'M');
    await escolher('Tamanhos', 'G');
    expect(colunas()).toEqual(['P', 'M', 'G']);
    // At least 8 size columns: 3 sizes and 5 empty ones, plus the colour column.
    expect(within(within(dialogoGrade()).getByRole('table')).getAllByRole('columnheader')).toHaveLength(9);

    fireEvent.click(within(dialogoGrade()).getByRole('button', { name: 'Ordenar tamanhos' }));
    const ordem = await screen.findByRole('dialog', { name: MSG.ordenacaoTamanhos });
    fireEvent.click(within(ordem).getByRole('button', { name: 'Subir G' }));
    fireEvent.click(within(ordem).getByRole('button', { name: 'Subir G' }));
    // Drag and drop: M dropped on the first row.
    const linhas = within(ordem).getAllByRole('listitem');
    const dados = { setData: () => undefined, effectAllowed: 'move' };
    fireEvent.dragStart(linhas[2]!, { dataTransfer: dados });
    fireEvent.dragOver(linhas[0]!, { dataTransfer: dados });
    fireEvent.drop(linhas[0]!, { dataTransfer: dados });
    expect(
      within(ordem)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['M', 'G', 'P']);
    fireEvent.click(within(ordem).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(colunas()).toEqual(['M', 'G', 'P']));
    fireEvent.click(within(dialogoGrade()).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    salvar();
    expect(await screen.findByRole('heading', { name: 'Destino /produtos' })).toBeTruthy();
    expect(avisos()).toContain(MSG.produtoSalvo);
    expect(postDe(requisicoes)).toHaveLength(1);
    expect(postDe(requisicoes)[0]?.corpo).toEqual({
      codigo: 'REF-10',
      descricao: 'Vestido longo',
      valor: '89.90',
      categoria_id: 3,
      multiplo: '2',
      quantidade_minima: '6',
      detalhes: 'Viscose',
      cores: [2, 1],
      tamanhos: [11, 12, 10],
    });
  });

  it("'Código já cadastrado' fica no código, com o foco nele, e o formulário mantém os dados", async () => {
    adicionar((req) =>
      req.url === '/api/produtos/salvar'
        ? erro(409, MSG.codigoJaCadastrado, { codigo: MSG.codigoJaCadastrado })
        : undefined,
    );
    await preencher();
    await abrirGrade();
    await escolher('Cores', 'AZUL');
    await escolher('Tamanhos', 'M');
    fireEvent.click(within(dialogoGrade()).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    salvar();
    await waitFor(() => expect(erroDe('Código')).toBe(MSG.codigoJaCadastrado));
    expect(document.activeElement).toBe(entrada('Código'));
    expect(entrada('Descrição').value).toBe('  Vestido longo  ');
    expect(entrada('Valor').value).toBe('89,90');
  });

  it('tamanho especial: escolher ÚNICO tira os outros e os desativa', async () => {
    adicionar();
    await screen.findByRole('form', { name: 'Cadastro de Produtos' });
    await abrirGrade();
    await escolher('Tamanhos', 'P');
    await escolher('Tamanhos', 'M');
    await escolher('Tamanhos', 'ÚNICO');
    await waitFor(() => expect(colunas()).toEqual(['ÚNICO']));
    fireEvent.change(within(dialogoGrade()).getByRole('combobox', { name: 'Tamanhos' }), {
      target: { value: 'G' },
    });
    expect((await screen.findByRole('option', { name: 'G' })).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialogoGrade()).getByLabelText('Novo tamanho')).toHaveProperty('disabled', true);
  });

  it("adicionar cor: 'Campo obrigatório' vazia; em maiúsculas; a nova entra na grade; falha do servidor", async () => {
    let falhar = false;
    const { requisicoes } = adicionar((req) => {
      if (req.url !== '/api/cores/salvar') return undefined;
      if (falhar) return erro(500, 'Erro interno');
      return ok({ msg: MSG.corSalva, cor: { id: 7, nome: 'VERDE', tipo: 0 } });
    });
    await screen.findByRole('form', { name: 'Cadastro de Produtos' });
    await abrirGrade();
    const grade = within(dialogoGrade());
    fireEvent.click(grade.getByRole('button', { name: 'Adicionar cor' }));
    expect(await grade.findByText(MSG.campoObrigatorio)).toBeTruthy();
    fireEvent.change(grade.getByLabelText('Nova cor'), { target: { value: 'verde' } });
    expect(grade.getByLabelText<HTMLInputElement>('Nova cor').value).toBe('VERDE');
    fireEvent.click(grade.getByRole('button', { name: 'Adicionar cor' }));
    await waitFor(() => expect(grade.getByRole('button', { name: 'VERDE' })).toBeTruthy());
    expect(postDe(requisicoes)[0]?.corpo).toEqual({ nome: 'VERDE' });
    expect(avisos()).toContain(MSG.corSalva);
    falhar = true;
    fireEvent.change(grade.getByLabelText('Nova cor'), { target: { value: 'roxo' } });
    fireEvent.click(grade.getByRole('button', { name: 'Adicionar cor' }));
    expect(await grade.findByText(MSG.erroSalvarEssaCor)).toBeTruthy();
    expect(grade.getByLabelText<HTMLInputElement>('Nova cor').value).toBe('ROXO');
  });

  it("tamanho rápido: 'Informe o tamanho', no máximo 3 caracteres, a mensagem do servidor", async () => {
    let vez = 0;
    const { requisicoes } = adicionar((req) => {
      if (req.url !== '/api/tamanhos/salvar') return undefined;
      vez += 1;
      if (vez === 1) return ok({ msg: MSG.tamanhoSalvo, tamanho: tamanho(30, 'GG') });
      return erro(409, MSG.tamanhoJaExiste, { tamanho: MSG.tamanhoJaExiste });
    });
    await screen.findByRole('form', { name: 'Cadastro de Produtos' });
    await abrirGrade();
    const grade = within(dialogoGrade());
    fireEvent.click(grade.getByRole('button', { name: 'Adicionar tamanho' }));
    expect(await grade.findByText(MSG.informeTamanho)).toBeTruthy();
    expect(grade.getByLabelText('Novo tamanho').getAttribute('maxlength')).toBe('3');
    fireEvent.change(grade.getByLabelText('Novo tamanho'), { target: { value: 'gg' } });
    fireEvent.keyDown(grade.getByLabelText('Novo tamanho'), { key: 'Enter' });
    await waitFor(() => expect(colunas()).toEqual(['GG']));
    expect(postDe(requisicoes)[0]?.corpo).toEqual({ tamanho: 'GG' });
    fireEvent.change(grade.getByLabelText('Novo tamanho'), { target: { value: 'p' } });
    fireEvent.click(grade.getByRole('button', { name: 'Adicionar tamanho' }));
    expect(await grade.findByText(MSG.tamanhoJaExiste)).toBeTruthy();
  });

  it('master em /produtos/adicionar: só o aviso, sem formulário', async () => {
    adicionar(undefined, 'master');
    expect(await screen.findByText(MSG.soFornecedorCadastra)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Cadastro de Produtos' })).toBeNull();
  });

  it("categorias que não carregam: 'Erro ao listar as categorias'", async () => {
    renderizarTela(<ProdutoFormPage />, {
      rota: '/produtos/adicionar',
      usuario: usuarioDe('fornecedor', 4),
      servidor: (req) => (req.url === '/api/produtos/categorias' ? erro(500, 'Erro interno') : undefined),
    });
    expect(await screen.findByText(MSG.erroListarCategorias)).toBeTruthy();
    expect(avisos()).toContain(MSG.erroListarCategorias);
  });
});

describe('Cadastro de Produtos, editar', () => {
  const EDITAR = '/api/produtos/9/editar';
  const acoes = (editar: boolean) => ({
    ver: true,
    editar,
    excluir: editar,
    ativar: false,
    homologar: true,
    renovar: false,
  });
  const edicao = (editar: boolean) =>
    ok({
      produto: {
        id: 9,
        codigo: 'REF-9',
        descricao: 'Blusa',
        valor: '45.00',
        categoria_id: 3,
        categoria_nome: 'Vestidos',
        quantidade_minima: 2,
        multiplo: 1,
        detalhes: 'Algodão',
        status: 1,
        ativo: true,
        fornecedor_id: 4,
        fornecedor_nome: 'Malharia',
        foto: null,
        produto_detalhes: [],
        cores: [{ id: 2, nome: 'PRETO' }],
        tamanhos: [
          { id: 12, tamanho: 'G', especial: false },
          { id: 10, tamanho: 'P', especial: false },
        ],
        acoes: acoes(editar),
      },
    });

  function editar(servidor: ServidorFalso) {
    return renderizarTela(<ProdutoFormPage />, {
      rota: '/produtos/:id/editar',
      url: '/produtos/9/editar',
      usuario: usuarioDe('master', 1),
      servidor: comListas(servidor),
      destinos: ['/produtos'],
    });
  }

  it('o master edita: mostra o guardado, envia atualizar com a grade na ordem guardada e volta a /produtos', async () => {
    const { requisicoes } = editar((req) => {
      if (req.url === EDITAR) return edicao(true);
      if (req.url === '/api/produtos/9/atualizar')
        return ok({ msg: MSG.produtoAtualizado, produto_status: 1 });
      return undefined;
    });
    await waitFor(() => expect(entrada('Código').value).toBe('REF-9'));
    expect(entrada('Valor').value).toBe('45,00');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: campo('Categoria') }).textContent).toBe('Vestidos'),
    );
    // The master's catalogue has every supplier's colours: the grid offers the product's and the shared.
    await abrirGrade();
    fireEvent.change(within(dialogoGrade()).getByRole('combobox', { name: 'Cores' }), {
      target: { value: '' },
    });
    fireEvent.keyDown(within(dialogoGrade()).getByRole('combobox', { name: 'Cores' }), { key: 'ArrowDown' });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['AZUL']);
    fireEvent.click(within(dialogoGrade()).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    digitar('Descrição', 'Blusa de malha');
    salvar();
    expect(await screen.findByRole('heading', { name: 'Destino /produtos' })).toBeTruthy();
    expect(avisos()).toContain(MSG.produtoAtualizado);
    expect(postDe(requisicoes)[0]).toMatchObject({
      url: '/api/produtos/9/atualizar',
      corpo: { descricao: 'Blusa de malha', valor: '45.00', cores: [2], tamanhos: [12, 10] },
    });
  });

  it('sem acoes.editar: só leitura, sem Salvar nem Tamanhos e Cores', async () => {
    editar((req) => (req.url === EDITAR ? edicao(false) : undefined));
    await waitFor(() => expect(entrada('Código').disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tamanhos e Cores' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });

  it("um produto que não carrega: 'Erro ao buscar produto' e volta a /produtos", async () => {
    editar((req) => (req.url === EDITAR ? erro(500, 'Erro interno') : undefined));
    expect(await screen.findByRole('heading', { name: 'Destino /produtos' })).toBeTruthy();
    expect(avisos()).toContain(MSG.erroBuscarProduto);
  });
});
