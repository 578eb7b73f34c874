import { entrar, expect, rodadaDemoAberta, selecionarRodadaPelaTela, test } from './fixtures';
import { TELAS_PROVISORIAS } from './telas-provisorias';

// Every route of spec 1 §2.1 that is not built yet still answers with its screen's title.
// (Object.groupBy needs Node 21; the suite runs on Node 20 too.)
const porPapel = new Map<string, typeof TELAS_PROVISORIAS>();
for (const t of TELAS_PROVISORIAS) porPapel.set(t.papel, [...(porPapel.get(t.papel) ?? []), t]);

for (const [papel, telas] of porPapel) {
  test(`[${papel}] telas ainda provisórias mostram o título da tela`, async ({ page }) => {
    // One full page load per screen: the budget grows with the list, so a busy 2-core CI stays green.
    test.setTimeout(30_000 + telas.length * 5_000);
    await entrar(page, papel as (typeof TELAS_PROVISORIAS)[number]['papel']);
    await selecionarRodadaPelaTela(page, rodadaDemoAberta(), 'Não');
    for (const tela of telas) {
      await page.goto(tela.caminho);
      await expect(page.getByRole('heading', { level: 1, name: tela.titulo }), tela.caminho).toBeVisible();
    }
  });
}
