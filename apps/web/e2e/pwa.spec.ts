import type { Page } from '@playwright/test';
import { entrar, expect, test, verificarAcessibilidade } from './fixtures';

// Issue 15 "Installable PWA": the manifest and icons, the service worker that keeps the app's shell
// and the photos seen on the device, and the new-version notice. The other specs block service
// workers (playwright.config.ts); this one lets the app's run. Screenshots: /tmp/h-pwa-*.png.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker serves the page (first visit: installed, activated, claimed). */
async function controlada(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
}

/** The version id of the worker serving the page (it answers 'rodada:qual-versao' on a port). */
function versaoDoWorker(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((responder) => {
        const canal = new MessageChannel();
        canal.port1.onmessage = (e) => responder(e.data as string);
        navigator.serviceWorker.controller?.postMessage({ tipo: 'rodada:qual-versao' }, [canal.port2]);
      }),
  );
}

/** Width × height of a PNG, read from its IHDR. */
function dimensoesPng(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('o manifesto é válido, os ícones e o service worker são servidos', async ({ page, request }) => {
  const resposta = await request.get('/manifest.webmanifest');
  expect(resposta.status()).toBe(200);
  expect(resposta.headers()['content-type']).toContain('application/manifest+json');
  const manifesto = (await resposta.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifesto).toMatchObject({
    name: 'Rodada',
    short_name: 'Rodada',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#7a1f3d',
    background_color: '#f7f4f1',
  });
  const pngs = manifesto.icons.filter((i) => i.type === 'image/png');
  expect(pngs.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icone of [...pngs, { src: '/icones/apple-touch-icon.png', sizes: '180x180' }]) {
    const png = await request.get(icone.src);
    expect(png.status(), icone.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(dimensoesPng(await png.body()), icone.src).toBe(icone.sizes);
  }

  // The worker: one script at a fixed address, always revalidated, with nothing imported at run time.
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const codigo = await sw.text();
  expect(codigo).not.toMatch(/\bimport\s*[({'"]|importScripts/);
  expect(codigo).toContain('/index.html');

  // The browser reads the manifest from the page without errors and finds the app installable.
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlada(page);
  const cdp = await page.context().newCDPSession(page);
  const lido = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
  expect(lido.url).toMatch(/\/manifest\.webmanifest$/);
  expect(lido.errors).toEqual([]);
  const instalavel = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito ones, where Chromium never offers an install: that one only.
  expect(instalavel.installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
});

/** The product photos the storefront's cards show, once loaded (their chosen srcset entry). */
async function fotosDosCartoes(page: Page): Promise<string[]> {
  const imagens = page.getByRole('list', { name: 'Produtos' }).getByRole('listitem').locator('img');
  await expect(imagens.first()).toBeVisible();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('[aria-label="Produtos"] img')).every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  return imagens.evaluateAll((lista) => lista.map((img) => (img as HTMLImageElement).currentSrc));
}

/** Whether `url` loads as an image in the page (from the worker's cache when offline). */
function imagemCarrega(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    (endereco) =>
      new Promise<boolean>((responder) => {
        const img = new Image();
        img.onload = () => responder(img.naturalWidth > 0);
        img.onerror = () => responder(false);
        img.src = endereco;
      }),
    url,
  );
}

test('sem rede, o app abre em / e numa rota interna, e as fotos já vistas continuam visíveis', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await entrar(page, 'fornecedor');
  await controlada(page);
  // The first page loaded before the worker; from now on the photos pass through it.
  await page.reload();
  const fotos = await fotosDosCartoes(page);
  expect(fotos.length).toBeGreaterThan(0);
  expect(fotos[0]).toMatch(/\/arquivos\/produtos\//);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('rodada-fotos-1')).keys()).length))
    .toBeGreaterThanOrEqual(new Set(fotos).size);

  await context.setOffline(true);
  // A photo the device never showed is not there: the cache answers, not the network.
  const naoVista = fotos[0]!.replace(/-\d+\.(webp|jpg)$/, '-2048.jpg');
  expect(naoVista).not.toBe(fotos[0]);
  expect(await imagemCarrega(page, naoVista)).toBe(false);
  for (const foto of fotos) expect(await imagemCarrega(page, foto), foto).toBe(true);

  // Reloading / and opening an internal route by address: the app's shell and its screens come up.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  // The supplier's storefront ('Meus Produtos'); its products come from the page's own cache.
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Produtos' })).toBeVisible();
  await page.goto('/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await page.screenshot({ path: '/tmp/h-pwa-offline-pedidos-1024.png', fullPage: true });
  // The API is never the worker's: offline it fails, as the page's own cache expects.
  const api = await page.evaluate(() =>
    fetch('/api/health').then(
      (r) => r.status,
      () => 'sem resposta',
    ),
  );
  expect(api).toBe('sem resposta');
  await context.setOffline(false);
});

test("uma versão nova espera: 'Há uma nova atualização disponível!' e 'Atualizar' a põe no ar", async ({
  page,
  context,
  request,
}) => {
  // The server's build is the new version. The device first installs an older one: the same worker
  // under another version id (the id names the caches), as a previous build would have been. Only
  // the first install's script passes through routes in Chromium; update checks go to the server.
  const codigo = await (await request.get('/sw.js')).text();
  const nova = /[`"']([0-9a-f]{16})[`"']/.exec(codigo)?.[1] ?? '';
  expect(nova).not.toBe('');
  const antiga = 'e2e0000000000000';
  await context.route('/sw.js', async (rota) => {
    const resposta = await rota.fetch();
    await rota.fulfill({ response: resposta, body: (await resposta.text()).replaceAll(nova, antiga) });
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await controlada(page);
  expect(await versaoDoWorker(page)).toBe(antiga);
  await context.unrouteAll();
  const aviso = page.getByRole('alert').filter({ hasText: 'Há uma nova atualização disponível!' });
  await expect(aviso).toBeHidden();

  // The app looks for a new version when its tab becomes visible again; the new one installs and waits.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(aviso).toBeVisible({ timeout: 30_000 });
  await expect(aviso.getByRole('button', { name: 'Atualizar' })).toBeVisible();
  await page.screenshot({ path: '/tmp/h-pwa-atualizacao-390.png' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: '/tmp/h-pwa-atualizacao-1024.png' });
  await verificarAcessibilidade(page, 'aviso de atualização');
  // Until 'Atualizar' the old version serves the page. 'Fechar' hides the notice for this visit; the
  // new version keeps waiting, and the next visit offers it again.
  expect(await versaoDoWorker(page)).toBe(antiga);
  await aviso.getByRole('button', { name: 'Fechar' }).click();
  await expect(aviso).toBeHidden();
  await page.reload();
  await expect(aviso).toBeVisible({ timeout: 30_000 });
  expect(await versaoDoWorker(page)).toBe(antiga);

  // 'Atualizar': the new worker takes over and the page reloads once, served by it.
  const recarga = page.waitForEvent('load');
  await aviso.getByRole('button', { name: 'Atualizar' }).click();
  await recarga;
  await controlada(page);
  expect(await versaoDoWorker(page)).toBe(nova);
  await expect(page.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
  await expect(aviso).toBeHidden();
  // The old version's shell was deleted.
  const caches = await page.evaluate(() => window.caches.keys());
  expect(caches.filter((n) => n.startsWith('rodada-casca-'))).toEqual([`rodada-casca-${nova}`]);
});
