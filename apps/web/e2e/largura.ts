import { expect, type Page } from '@playwright/test';

/**
 * The page does not scroll sideways (a full-page screenshot as wide as the window): on failure it
 * names the elements that reach past the window's right edge.
 */
export async function semRolagemHorizontal(page: Page) {
  const resultado = await page.evaluate(() => {
    const largura = document.documentElement.clientWidth;
    const fora = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((e) => e.getBoundingClientRect().right > largura + 1)
      .slice(0, 8)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 80)} → ${Math.round(e.getBoundingClientRect().right)}`,
      );
    return { scroll: document.documentElement.scrollWidth, largura, fora };
  });
  expect(resultado.scroll, resultado.fora.join('\n')).toBeLessThanOrEqual(resultado.largura);
}
