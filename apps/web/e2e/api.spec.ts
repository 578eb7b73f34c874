import { expect, test } from './fixtures';

test('[visitante] a documentação da API abre em /api/docs', async ({ page }, info) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Rodada API').first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('api-docs.png') });
});
