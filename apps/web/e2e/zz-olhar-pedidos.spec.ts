import { entrar, expect, test } from './fixtures';

test('olhar /pedidos', async ({ page }) => {
  test.setTimeout(120_000);
  for (const papel of ['fornecedor', 'cliente', 'representante'] as const) {
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1024, height: 768 });
    await entrar(page, papel);
    await page.goto('/pedidos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/hc/${papel}-1024.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/hc/${papel}-390.png`, fullPage: true });
    if (papel === 'fornecedor') {
      await page.getByRole('button', { name: /^Filtrar/ }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/hc/filtro-390.png` });
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/hc/filtro-1024.png` });
    }
    await page.evaluate(() => localStorage.clear());
  }
});
