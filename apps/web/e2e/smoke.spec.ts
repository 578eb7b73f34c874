import { expect, test } from '@playwright/test';

test('[visitante] abre a loja servida pelo servidor único', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Rodada' })).toBeVisible();
  await expect(page.getByText('Servidor conectado')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('inicio.png'), fullPage: true });
});

test('[visitante] caminho desconhecido volta para /', async ({ page }) => {
  await page.goto('/caminho/que/nao/existe');
  await expect(page).toHaveURL(/\/$/);
});

test('[visitante] a documentação da API abre em /api/docs', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Rodada API').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs.png') });
});
