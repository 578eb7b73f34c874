import path from 'node:path';
import { entrar, expect, navegarNoApp, test, verificarAcessibilidade } from './fixtures';

// /notificacoes (spec 1 §2.7): the demo supplier's pending notifications, read only (the demo seed
// is shared by the tests: nothing here answers one), at a 390 px phone and a 1024 px tablet.

for (const [nome, tamanho] of [
  ['390', { width: 390, height: 844 }],
  ['1024', { width: 1024, height: 768 }],
] as const) {
  test(`[fornecedor] /notificacoes cabe a ${nome} px, com a pergunta dos produtos vencidos`, async ({
    page,
  }, info) => {
    await page.setViewportSize(tamanho);
    await entrar(page, 'fornecedor');
    await navegarNoApp(page, '/notificacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    const cartoes = page.getByRole('article');
    await expect(cartoes.first().or(page.getByText('Nenhuma notificação no momento'))).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
    const perguntas = cartoes.filter({ hasText: 'Ainda vende este produto?' });
    if ((await perguntas.count()) > 0) {
      await expect(perguntas.first().getByRole('button', { name: 'Sim' })).toBeVisible();
      await expect(perguntas.first().getByRole('button', { name: 'Não' })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      tamanho.width,
    );
    await page.screenshot({
      path: path.join(info.project.outputDir, '..', 'telas', `notificacoes-fornecedor-${nome}.png`),
      fullPage: true,
      animations: 'disabled',
    });
    await verificarAcessibilidade(page, `notificações a ${nome} px`);
  });
}
