import type { Browser, Page, TestInfo } from '@playwright/test';
import { entrar, expect, navegarNoApp, test, verificarAcessibilidade } from './fixtures';
import { png } from './imagens';

// Storefront banners (spec 3 §2 "Banners", issue 13 §1): the master's list and form, and the shop's
// carousel for the visitor's audience.

test.use({ viewport: { width: 1024, height: 768 } });

/** Screenshots at a phone's width (390 px) and a landscape tablet's (1024 px). */
async function fotos(page: Page, info: TestInfo, nome: string, inteira = true) {
  for (const [largura, altura] of [
    [390, 844],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: largura, height: altura });
    await page.waitForTimeout(100);
    await page.screenshot({
      path: info.outputPath(`${nome}-${largura}.png`),
      fullPage: inteira,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

/** A fresh browser context with no login (an anonymous visitor of the shop). */
async function visitante(browser: Browser, baseURL: string | undefined, ip: string): Promise<Page> {
  const contexto = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    viewport: { width: 1024, height: 768 },
  });
  return contexto.newPage();
}

/** 'dd/mm/aaaa' of today plus `dias` in São Paulo. */
function diaBr(dias: number): string {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [a, m, d] = hoje.split('-').map(Number) as [number, number, number];
  const iso = new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
  return iso.split('-').reverse().join('/');
}

test('[master] cadastra um banner para Clientes, publica na edição; a loja mostra aos clientes e não aos fornecedores; exclui', async ({
  page,
  browser,
  baseURL,
  ip,
  unico,
}, info) => {
  // Four sessions and six screens with accessibility checks: longer than the default.
  test.setTimeout(240_000);
  const nome = unico.nome('Banner E2E');
  await entrar(page, 'master');
  await navegarNoApp(page, '/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();

  // 'Novo Banner': the period starts today..+7, no publication field; name and picture required.
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/banners\/adicionar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Banner' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Data Início/ })).toHaveValue(diaBr(0));
  await expect(page.getByRole('textbox', { name: /^Data Fim/ })).toHaveValue(diaBr(7));
  await expect(page.getByRole('combobox', { name: 'Publicação' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Clientes' })).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Obrigatório', { exact: true })).toHaveCount(1);
  await page.getByRole('textbox', { name: /^Nome/ }).fill(nome);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Obrigatório', { exact: true })).toHaveCount(1);
  await page.getByRole('textbox', { name: /^Destino/ }).fill('/?ordenacao=4');
  await page.getByLabel('Arquivo: Imagem').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: png(1200, 400, [123, 30, 58]),
  });
  await expect(page.getByRole('button', { name: 'Ampliar Imagem' })).toBeVisible();
  await expect(page.getByText('Obrigatório', { exact: true })).toHaveCount(0);
  await verificarAcessibilidade(page, 'Novo Banner');
  await fotos(page, info, 'banner-novo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Banner salvo com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/banners$/);

  // The list: a new banner is 'Em análise' (spec 3 §4).
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
  const linha = page.getByRole('row').filter({ hasText: nome });
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText('Em análise');

  // 'Editar Banner': publishes it.
  await linha.getByRole('link', { name: `Editar ${nome}` }).click();
  await expect(page).toHaveURL(/\/banners\/\d+\/editar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Banner' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue(nome);
  await page.getByRole('combobox', { name: 'Publicação' }).click();
  await page.getByRole('option', { name: 'Publicado' }).click();
  await verificarAcessibilidade(page, 'Editar Banner');
  await fotos(page, info, 'banner-editar');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Banner atualizado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/banners$/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
  await expect(page.getByRole('row').filter({ hasText: nome })).toContainText('Publicado');
  await verificarAcessibilidade(page, 'Banners');
  await fotos(page, info, 'banners-lista', false);

  // An anonymous visitor sees it above 'Novidades' (audience Clientes); a click opens its destino.
  const anonimo = await visitante(browser, baseURL, ip);
  await anonimo.goto('/');
  const carrossel = anonimo.getByRole('region', { name: 'Banners' });
  await expect(carrossel.getByRole('img', { name: nome })).toBeVisible();
  await expect(anonimo.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
  const caixaCarrossel = await carrossel.boundingBox();
  const caixaTitulo = await anonimo.getByRole('heading', { level: 1, name: 'Novidades' }).boundingBox();
  expect(caixaCarrossel!.y).toBeLessThan(caixaTitulo!.y);
  await expect(anonimo.locator('.MuiCard-root img').first()).toBeVisible();
  await verificarAcessibilidade(anonimo, 'loja com banners');
  await fotos(anonimo, info, 'loja-carrossel', false);
  // The demo's banners follow (seeded in every width): the arrows and dots turn it.
  await carrossel.getByRole('button', { name: 'Próximo banner' }).click();
  const segundo = carrossel.getByRole('group').and(carrossel.locator('[aria-hidden="false"]'));
  await expect(segundo).toHaveAttribute('aria-label', /^2 de \d+: /);
  await expect
    .poll(() => segundo.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await fotos(anonimo, info, 'loja-carrossel-demo', false);
  await carrossel.getByRole('button', { name: /^Mostrar banner 1: / }).click();
  await carrossel.getByRole('link', { name: nome }).click();
  await expect(anonimo).toHaveURL(/\/\?ordenacao=4$/);
  await anonimo.context().close();

  // The demo cliente sees it; the demo fornecedor (audience Fornecedores) does not.
  const cliente = await visitante(browser, baseURL, ip);
  await entrar(cliente, 'cliente');
  await expect(
    cliente.getByRole('region', { name: 'Banners' }).getByRole('img', { name: nome }),
  ).toBeVisible();
  await cliente.context().close();
  const fornecedor = await visitante(browser, baseURL, ip);
  await entrar(fornecedor, 'fornecedor');
  await expect(fornecedor.getByRole('heading', { level: 1, name: 'Meus Produtos' })).toBeVisible();
  await expect(fornecedor.locator('.MuiCard-root').first()).toBeVisible();
  await expect(fornecedor.getByRole('img', { name: nome })).toHaveCount(0);
  await fornecedor.context().close();

  // Delete, behind a confirmation; the shop no longer shows it.
  await page
    .getByRole('row')
    .filter({ hasText: nome })
    .getByRole('button', { name: `Excluir ${nome}` })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Excluir banner' });
  await expect(dialogo).toContainText(nome);
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Banner excluído com sucesso')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: nome })).toHaveCount(0);
  const depois = await visitante(browser, baseURL, ip);
  await depois.goto('/');
  await expect(depois.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
  await expect(depois.locator('.MuiCard-root').first()).toBeVisible();
  await expect(depois.getByRole('img', { name: nome })).toHaveCount(0);
  await depois.context().close();
});
