import type { Page } from '@playwright/test';
import { MSG_LOJA, rodadas } from '@rodada/contracts';
import { abrirSessao } from './fabrica';
import {
  DEMO,
  entrar,
  expect,
  rodadaDemoAberta,
  SENHA_DEMO,
  test,
  verificarAcessibilidade,
} from './fixtures';

// Issue 13 §1-§2 "Must show" (the shop's part): an anonymous visitor filters, sorts and pages the
// storefront over the demo catalogue; the filters live in the URL and survive a reload; a product
// opens its detail dialog and its share link. Screenshots at 390 and 1024 px (/tmp/h-l-*.png).

const cartoes = (page: Page) => page.getByRole('list', { name: 'Produtos' }).getByRole('listitem');

/** The prices of the cards on the page, in cents, in order. */
async function precos(page: Page): Promise<number[]> {
  const textos = await cartoes(page).locator('p').filter({ hasText: /^R\$/ }).allTextContents();
  return textos.map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '')));
}

test('visitante: filtra por categoria, ordena, pagina; a URL guarda tudo e sobrevive ao recarregar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
  await expect(cartoes(page)).toHaveCount(18);
  await page.screenshot({ path: '/tmp/h-l-loja-1024.png', fullPage: true });
  await verificarAcessibilidade(page, 'loja');

  // Page 2 from the page buttons; the URL says so and a reload stays there.
  await page.getByRole('button', { name: 'Ir para a página 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Página atual, 2' })).toBeVisible();
  const primeiroDa2 = await cartoes(page).first().getByRole('heading').textContent();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Página atual, 2' })).toBeVisible();
  await expect(cartoes(page).first().getByRole('heading')).toHaveText(primeiroDa2 ?? '');

  // A category chip: back to page 1, only that category, in the URL.
  await page.getByRole('group', { name: 'Categorias' }).getByRole('button', { name: 'Jeans' }).click();
  await expect(page).toHaveURL(/categorias=\d+/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cartoes(page).first()).toContainText(/jeans/i);

  // Sort by lowest price: the prices go up.
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Menor Preço' }).click();
  await expect(page).toHaveURL(/ordenacao=4/);
  await expect
    .poll(async () => {
      const p = await precos(page);
      return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
    })
    .toBe(true);

  // The filter panel: a price range; the badge counts the active filters.
  await page.getByRole('button', { name: 'Filtros' }).click();
  const painel = page.getByRole('region', { name: 'Filtros' });
  await painel.getByLabel('Filtrar por preço').check();
  await painel.getByRole('button', { name: 'Aplicar filtro' }).click();
  await expect(page).toHaveURL(/valor_minimo=0\.00&valor_maximo=500\.00/);
  await expect(page.getByRole('button', { name: 'Filtros' })).toContainText('2');

  // A search nothing matches: the empty text.
  await page.getByRole('searchbox', { name: 'Pesquisar produtos' }).fill('zzzz nada disso');
  await expect(page.getByText(MSG_LOJA.nenhumProduto)).toBeVisible();
  await expect(page).toHaveURL(/busca=zzzz/);
  await page.reload();
  await expect(page.getByText(MSG_LOJA.nenhumProduto)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar produtos' })).toHaveValue('zzzz nada disso');
});

test('visitante no celular: abre um produto, copia o link; ?shared= abre o mesmo produto', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(cartoes(page)).toHaveCount(18);
  await page.screenshot({ path: '/tmp/h-l-loja-390.png' });
  const primeiro = cartoes(page).first();
  const descricao = (await primeiro.getByRole('heading').textContent()) ?? '';
  await primeiro.getByRole('button', { name: descricao, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: descricao });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
  await page.screenshot({ path: '/tmp/h-l-produto-390.png' });
  await verificarAcessibilidade(page, 'diálogo do produto');
  await dialogo.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText(MSG_LOJA.linkCopiado)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/\?shared=\d+$/);
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toBeHidden();

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('dialog', { name: descricao })).toBeVisible();
  await page.getByRole('dialog', { name: descricao }).getByRole('button', { name: 'Fechar' }).click();
  await expect(page).not.toHaveURL(/shared=/);

  // The phone's search opens over the bar.
  await page.getByRole('button', { name: 'Pesquisar produtos' }).click();
  await page.getByRole('searchbox', { name: 'Pesquisar produtos' }).fill('jeans');
  await expect(page).toHaveURL(/busca=jeans/);
  await expect(cartoes(page).first()).toContainText(/jeans/i);
});

test('produto aberto no computador (1024 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  const primeiro = cartoes(page).first();
  const descricao = (await primeiro.getByRole('heading').textContent()) ?? '';
  await primeiro.getByRole('button', { name: descricao, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: descricao });
  await expect(dialogo.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  await page.screenshot({ path: '/tmp/h-l-produto-1024.png' });
  // /shared/{id} opens it too (the id from the dialog's messaging-app link).
  const whatsapp = await dialogo.getByRole('link', { name: 'Compartilhar' }).getAttribute('href');
  const produto = /shared%3D(\d+)/.exec(whatsapp ?? '')?.[1];
  expect(produto).toBeTruthy();
  await page.goto(`/shared/${produto}`);
  await expect(page.getByRole('dialog', { name: descricao })).toBeVisible();
});

test("fornecedor: 'Meus Produtos', sem 'Novidades', só os seus produtos", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await entrar(page, 'fornecedor');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Produtos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Novidades' })).toHaveCount(0);
  await expect(cartoes(page).first()).toBeVisible();
  // Each card's captions: the code, then the supplier's trade name.
  const legendas = await cartoes(page).locator('p.MuiTypography-caption').allTextContents();
  const fornecedores = legendas.filter((_, i) => i % 2 === 1);
  expect(fornecedores.length).toBeGreaterThan(1);
  expect(new Set(fornecedores).size).toBe(1);
  // No supplier select in the filter panel.
  await page.getByRole('button', { name: 'Filtros' }).click();
  const painel = page.getByRole('region', { name: 'Filtros' });
  await expect(painel.getByRole('button', { name: 'Aplicar filtro' })).toBeVisible();
  await expect(painel.getByRole('combobox', { name: 'Fornecedor' })).toHaveCount(0);
});

test('mapa de stands: o stand de um fornecedor leva aos produtos dele na loja (issue 13 §7)', async ({
  page,
  baseURL,
  ip,
}) => {
  if (!baseURL) throw new Error('baseURL ausente');
  const master = await abrirSessao({ baseURL, ip }, DEMO.master, SENHA_DEMO);
  const { rodadas: lista } = await master.chamar(rodadas.listarRodadas, {
    query: { busca: rodadaDemoAberta() },
  });
  const rodada = lista.data[0]!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/mapa-stands/${rodada.id}`);
  const lojas = page.getByRole('region', { name: 'Produtos dos expositores' });
  const link = lojas.getByRole('link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/\?fornecedor=\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`\\${href.replace('?', '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros' })).toContainText('1');
});
