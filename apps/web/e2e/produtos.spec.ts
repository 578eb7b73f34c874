import type { Page } from '@playwright/test';
import { entrar, expect, test } from './fixtures';

// Spec 3 §2 "Products list", §9 defaults: the demo supplier sees its own products and filters them;
// the master opens on Em homologação. Read only (the demo catalogue).

const CELULAR = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** The list settled: no request in flight. */
async function assentada(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** A screenshot to look at (/tmp/h-f-<nome>.png). */
async function foto(page: Page, nome: string) {
  await assentada(page);
  await page.screenshot({ path: `/tmp/h-f-${nome}.png`, fullPage: true, animations: 'disabled' });
}

test('o fornecedor vê os seus produtos e filtra por status; a URL guarda o filtro', async ({ page }) => {
  await page.setViewportSize(TABLET);
  await entrar(page, 'fornecedor');
  await page.goto('/produtos');
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Produtos' });
  await expect(tabela.getByRole('columnheader', { name: 'Ativo' })).toBeVisible();
  await expect(tabela.getByRole('columnheader', { name: 'Fornecedor' })).toHaveCount(0);
  await expect(tabela.getByRole('button', { name: /^Detalhes de / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await foto(page, 'fornecedor-1024');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Homologados' }).click();
  await expect(page).toHaveURL(/status=1/);
  await assentada(page);
  await expect(tabela.getByText(/^(Em Homologação|Reprovado|Vencido)$/)).toHaveCount(0);
  await expect(tabela.getByText('Homologado', { exact: true }).first()).toBeVisible();

  // The detail dialog from a product's description.
  if (await tabela.getByRole('button', { name: /^Detalhes de / }).count()) {
    await tabela
      .getByRole('button', { name: /^Detalhes de / })
      .first()
      .click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo.getByRole('button', { name: 'Copiar link' })).toBeVisible();
    await foto(page, 'detalhe-1024');
    await page.setViewportSize(CELULAR);
    await foto(page, 'detalhe-390');
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
  }
  await page.setViewportSize(CELULAR);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Homologados');
  await foto(page, 'fornecedor-390');
});

test('o master abre em Em homologação, com Fornecedor e Homologar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await entrar(page, 'master');
  await page.goto('/produtos');
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Em homologação');
  const tabela = page.getByRole('table', { name: 'Produtos' });
  await expect(tabela.getByRole('columnheader', { name: 'Fornecedor' })).toBeVisible();
  await expect(tabela.getByRole('columnheader', { name: 'Homologar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toHaveCount(0);
  await assentada(page);
  await expect(tabela.getByText(/^(Homologado|Reprovado|Vencido)$/)).toHaveCount(0);
  // Narrower, the supplier's name goes under the description (ADR 011).
  await page.setViewportSize(TABLET);
  await foto(page, 'master-1024');
  await page.setViewportSize(CELULAR);
  await foto(page, 'master-390');
});
