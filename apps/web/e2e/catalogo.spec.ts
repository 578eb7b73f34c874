import type { Page } from '@playwright/test';
import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { abrirSessao, type Sessao } from './fabrica';
import { entrar, expect, test, type Conta } from './fixtures';
import { png } from './imagens';
import { escolher, preencherProduto, recortarFotos } from './produto-tela';

// Issue 12 "Must show": a supplier creates a product with a grid and two cropped photos, the master
// approves it and the shop search finds it; a rejected one shows its reasons to the supplier (spec 3
// §2 "Products list", "Product form", "Product gallery", §4 "Product status"). Each test makes its
// own supplier. The rejection test registers its product through the API (the form and the gallery
// have their own specs: produto-form.spec.ts, galeria.spec.ts).

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

test('o fornecedor cadastra com grade e duas fotos recortadas, o master aprova e a loja o encontra', async ({
  page,
  criar,
  baseURL,
  ip,
}) => {
  test.setTimeout(150_000);
  const fornecedor = await criar.fornecedor();
  const codigo = codigoNovo('APR');

  // The supplier registers it in 'Cadastro de Produtos' with a grid of 2 colours and 2 sizes.
  await page.setViewportSize({ width: 1280, height: 800 });
  await entrar(page, fornecedor);
  await page.goto('/produtos/adicionar');
  await preencherProduto(page, codigo, 'Macacão pantalona de viscose');
  await page.getByRole('button', { name: 'Tamanhos e Cores' }).click();
  const grade = page.getByRole('dialog', { name: 'Tamanhos e Cores' });
  await escolher(grade, 'Cores', 'pre', 'PRETO');
  await escolher(grade, 'Cores', 'bra', 'BRANCO');
  await escolher(grade, 'Tamanhos', 'P', 'P');
  await escolher(grade, 'Tamanhos', 'M', 'M');
  await grade.getByRole('button', { name: 'Concluir' }).click();
  const salvo = page.waitForResponse((r) => r.url().endsWith('/api/produtos/salvar'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const { id } = (await (await salvo).json()) as { id: number };
  await expect(page.getByText(MSG.produtoSalvo)).toBeVisible();

  // Its gallery: two photos, each cropped, then saved.
  await page.goto(`/produtos/${id}/galeria`);
  await page.getByLabel('Arquivos das fotos').setInputFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: png(600, 800, [180, 40, 90]) },
    { name: 'costas.png', mimeType: 'image/png', buffer: png(800, 600, [30, 90, 160]) },
  ]);
  await recortarFotos(page, 2);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(MSG.midiaSalva)).toBeVisible();

  // Pending: not in the shop yet.
  const antes = await page.request.get(`/api/produtos/buscar?busca=${encodeURIComponent(codigo)}`);
  expect(((await antes.json()) as { produtos: { data: unknown[] } }).produtos.data).toHaveLength(0);

  await page.context().clearCookies();
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

  // The shop search finds it without the accent, with its grid and both photos, and by the
  // supplier's name too.
  type Achado = {
    id: number;
    codigo: string;
    fornecedor: { nome_fantasia: string };
    fotos: unknown[];
  };
  const achar = async (busca: string) => {
    const r = await page.request.get(`/api/produtos/buscar?busca=${encodeURIComponent(busca)}`);
    return ((await r.json()) as { produtos: { data: Achado[] } }).produtos.data.find(
      (p) => p.codigo === codigo,
    );
  };
  const achado = await achar('macacao pantalona');
  expect(achado?.id).toBe(id);
  expect(achado?.fornecedor.nome_fantasia).toBe(fornecedor.nome);
  expect(achado?.fotos).toHaveLength(2);
  expect((await achar(`${fornecedor.nome} pantalona`))?.id).toBe(id);
  const grd = await page.request.get(`/api/produtos/${id}/grade`);
  expect(grd.status()).toBe(200);
  expect(JSON.stringify(await grd.json())).toMatch(/PRETO[\s\S]*BRANCO|BRANCO[\s\S]*PRETO/);

  // The supplier sees it approved.
  const sessao = await sessaoDe(fornecedor, baseURL, ip);
  const { produtos: lista } = await sessao.chamar(produtos.listarProdutos, {
    query: { busca: codigo, status: 'todos' },
  });
  expect(lista.data[0]?.status).toBe(1);
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
