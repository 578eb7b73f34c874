import type { Page } from '@playwright/test';
import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { abrirSessao, type Sessao } from './fabrica';
import { entrar, expect, test, type Conta } from './fixtures';

// Issue 12 "Must show": a supplier's product is approved by the master and then found by the shop
// search; a rejected one shows its reasons to the supplier (spec 3 §2 "Products list", §4
// "Product status"). Each test makes its own supplier; the product is registered through the API
// (the form has its own spec, produto-form.spec.ts) with a grid of a shared colour and size.

/** A code no other run uses. */
const codigoNovo = (prefixo: string) => `${prefixo}-${Date.now().toString(36).toUpperCase()}`;

/** Registers a product of `fornecedor` with one shared colour and size; answers its id. */
async function cadastrar(sessao: Sessao, codigo: string, descricao: string): Promise<number> {
  const { categorias } = await sessao.chamar(produtos.listarCategoriasProduto);
  const { cores, tamanhos } = await sessao.chamar(produtos.listarCoresTamanhos);
  const cor = cores.find((c) => c.tipo === 1)!;
  const tamanho = tamanhos.find((t) => t.tipo === 1 && !t.especial)!;
  const { id } = await sessao.chamar(produtos.salvarProduto, {
    body: {
      codigo,
      descricao,
      valor: '149.90',
      categoria_id: categorias[0]!.id,
      quantidade_minima: 6,
      multiplo: 2,
      detalhes: 'Viscose com elastano',
      cores: [cor.id],
      tamanhos: [tamanho.id],
    },
  });
  return id;
}

/** The master's /produtos narrowed to one code (default status: Em homologação). */
async function abrirComoMaster(page: Page, codigo: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await entrar(page, 'master');
  await page.goto('/produtos');
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Em homologação');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
  const tabela = page.getByRole('table', { name: 'Produtos' });
  await expect(tabela.getByRole('row').filter({ hasText: codigo })).toHaveCount(1);
  return tabela;
}

async function sessaoDe(conta: Conta, baseURL: string | undefined, ip: string): Promise<Sessao> {
  if (!baseURL) throw new Error('baseURL ausente');
  return abrirSessao({ baseURL, ip }, conta.email, conta.senha);
}

test('o master aprova o produto de um fornecedor e ele aparece na busca da loja', async ({
  page,
  criar,
  baseURL,
  ip,
}) => {
  test.setTimeout(90_000);
  const fornecedor = await criar.fornecedor();
  const sessao = await sessaoDe(fornecedor, baseURL, ip);
  const codigo = codigoNovo('APR');
  await cadastrar(sessao, codigo, 'Macacão pantalona de viscose');

  // Pending: not in the shop yet.
  const antes = await page.request.get(`/api/produtos/buscar?busca=${encodeURIComponent(codigo)}`);
  expect(((await antes.json()) as { produtos: { data: unknown[] } }).produtos.data).toHaveLength(0);

  const tabela = await abrirComoMaster(page, codigo);
  await tabela
    .getByRole('row')
    .filter({ hasText: codigo })
    .getByRole('button', { name: 'Homologar' })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Homologar produto' });
  await dialogo.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText(MSG.produtoAprovado)).toBeVisible();
  // Approved, it leaves the master's Em homologação list.
  await expect(tabela.getByRole('row').filter({ hasText: codigo })).toHaveCount(0);

  // The shop search finds it without the accent and by the supplier's name too.
  const busca = await page.request.get('/api/produtos/buscar?busca=macacao%20pantalona');
  const achados = (
    (await busca.json()) as {
      produtos: { data: { codigo: string; fornecedor: { nome_fantasia: string } }[] };
    }
  ).produtos.data;
  const achado = achados.find((p) => p.codigo === codigo);
  expect(achado?.fornecedor.nome_fantasia).toBe(fornecedor.nome);

  // The supplier sees it approved.
  const { produto } = await sessao
    .chamar(produtos.listarProdutos, { query: { busca: codigo, status: 'todos' } })
    .then((r) => ({ produto: r.produtos.data[0]! }));
  expect(produto.status).toBe(1);
  await sessao.fechar();
});

test('o master reprova com motivos e o fornecedor os vê na sua lista', async ({
  page,
  criar,
  baseURL,
  ip,
}) => {
  test.setTimeout(90_000);
  const fornecedor = await criar.fornecedor();
  const sessao = await sessaoDe(fornecedor, baseURL, ip);
  const codigo = codigoNovo('REP');
  await cadastrar(sessao, codigo, 'Blusa de tricô gola alta');
  await sessao.fechar();

  const tabela = await abrirComoMaster(page, codigo);
  await tabela
    .getByRole('row')
    .filter({ hasText: codigo })
    .getByRole('button', { name: 'Homologar' })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Homologar produto' });
  await dialogo.getByRole('button', { name: 'Reprovar' }).click();
  const reprovar = page.getByRole('dialog', { name: 'Reprovar produto' });
  // At least one reason.
  await reprovar.getByRole('button', { name: 'Confirmar reprovação' }).click();
  await expect(reprovar.getByText(MSG.motivoObrigatorio)).toBeVisible();
  await reprovar.getByRole('checkbox').first().check();
  const motivoDaLista = (
    await reprovar.getByRole('checkbox').first().locator('xpath=ancestor::label').innerText()
  )
    .split('\n')[0]!
    .trim();
  await reprovar.getByRole('button', { name: 'Outro motivo' }).click();
  const outro = page.getByRole('dialog', { name: 'Outro motivo' });
  await outro.getByRole('textbox', { name: 'Motivo' }).fill('Foto da etiqueta ilegível');
  await outro.getByRole('button', { name: 'Adicionar' }).click();
  await reprovar.getByRole('button', { name: 'Confirmar reprovação' }).click();
  await expect(page.getByText(MSG.produtoReprovado)).toBeVisible();
  await expect(tabela.getByRole('row').filter({ hasText: codigo })).toHaveCount(0);

  // The supplier: the notice, both reasons, and the way to fix it.
  await page.context().clearCookies();
  await entrar(page, fornecedor);
  await page.goto('/produtos');
  const linha = page.getByRole('table', { name: 'Produtos' }).getByRole('row').filter({ hasText: codigo });
  await expect(linha.getByText(MSG.reprovadoAviso)).toBeVisible();
  await expect(linha.getByText(MSG.reprovadoCorrija)).toBeVisible();
  await expect(linha.getByText(motivoDaLista)).toBeVisible();
  await expect(linha.getByText('Foto da etiqueta ilegível')).toBeVisible();
  await expect(linha.getByRole('link', { name: 'Editar Produto' })).toBeVisible();
  await expect(linha.getByRole('link', { name: 'Galeria' })).toBeVisible();
  // Not in the shop.
  const busca = await page.request.get(`/api/produtos/buscar?busca=${encodeURIComponent(codigo)}`);
  expect(((await busca.json()) as { produtos: { data: unknown[] } }).produtos.data).toHaveLength(0);
});
