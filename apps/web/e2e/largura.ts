import { expect, type Page } from '@playwright/test';

/** The page's scroll width, its window width, and the elements past the window's right edge. */
function medir(page: Page) {
  return page.evaluate(() => {
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
}

/**
 * The page does not scroll sideways (a full-page screenshot as wide as the window): on failure it
 * names the elements that reach past the window's right edge. Right after a viewport change the
 * layout may still be the old width's (a table becoming cards): it is measured again for up to 5 s.
 */
export async function semRolagemHorizontal(page: Page) {
  await expect
    .poll(async () => {
      const m = await medir(page);
      return m.scroll - m.largura;
    })
    .toBeLessThanOrEqual(0)
    .catch(() => undefined);
  const resultado = await medir(page);
  expect(resultado.scroll, resultado.fora.join('\n')).toBeLessThanOrEqual(resultado.largura);
}
