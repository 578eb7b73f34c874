import type { Page } from '@playwright/test';
import { MSG_LOJA, MSG_PEDIDOS, pedidos } from '@rodada/contracts';
import { abrirSessao } from './fabrica';
import {
  DEMO,
  entrar,
  expect,
  navegarNoApp,
  rodadaDemoAberta,
  selecionarRodadaPelaTela,
  SENHA_DEMO,
  test,
} from './fixtures';

// Issue 15 §2 "Cached reads" (spec 1 §7 "Storefront data, also cached for offline use", "Offline
// behaviour of calls"): the shop seen online opens without a network from the device's copy
// (IndexedDB, lib/cache-leituras), in the same tab and after a reload with the API unreachable; an
// HTTP error answer still passes unchanged; a supplier with a round selected finds a product by code
// in the order form offline, from the round's preload (lib/pre-carga).

const MSG_SEM_CONEXAO = 'Sem conexão com o servidor. Verifique a internet e tente novamente.';

const cartoes = (page: Page) => page.getByRole('list', { name: 'Produtos' }).getByRole('listitem');
const titulos = (page: Page) => cartoes(page).getByRole('heading').allTextContents();
const chipJeans = (page: Page) =>
  page.getByRole('group', { name: 'Categorias' }).getByRole('button', { name: 'Jeans' });

/** The keys of the device's kept answers (store `leituras` of the IndexedDB 'rodada'). */
function chavesGuardadas(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const aberto = indexedDB.open('rodada');
        aberto.onerror = () => resolve([]);
        aberto.onsuccess = () => {
          const db = aberto.result;
          if (!db.objectStoreNames.contains('leituras')) {
            db.close();
            resolve([]);
            return;
          }
          const pedido = db.transaction('leituras', 'readonly').objectStore('leituras').getAllKeys();
          pedido.onsuccess = () => {
            db.close();
            resolve(pedido.result.map(String));
          };
          pedido.onerror = () => {
            db.close();
            resolve([]);
          };
        };
      }),
  );
}

/** Waits until an answer whose key starts with `inicio` is kept on the device. */
async function esperarGuardada(page: Page, inicio: string) {
  await expect
    .poll(async () => (await chavesGuardadas(page)).some((c) => c.startsWith(inicio)), { timeout: 15_000 })
    .toBe(true);
}

test('a loja vista online abre sem rede na mesma aba, sem recarregar (cópia do aparelho)', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  await expect(cartoes(page)).toHaveCount(18);

  // Another tab of the same browser looks at the Jeans category online: only the device keeps it
  // (this tab never asked for it, so nothing of it is in this tab's memory).
  const outra = await context.newPage();
  await outra.goto('/');
  await chipJeans(outra).click();
  await expect(outra).toHaveURL(/categorias=\d+/);
  await expect(cartoes(outra).first()).toContainText(/jeans/i);
  const jeans = await titulos(outra);
  const caminhoJeans = new URL(outra.url()).pathname + new URL(outra.url()).search;
  await esperarGuardada(outra, 'anon:/api/produtos/buscar?categorias=');
  await outra.close();

  await context.setOffline(true);
  await navegarNoApp(page, caminhoJeans);
  await expect(cartoes(page)).toHaveCount(jeans.length);
  expect(await titulos(page)).toEqual(jeans);
  await expect(chipJeans(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(MSG_SEM_CONEXAO)).toBeHidden();

  // A search never made online has no copy: the usual offline message, no products.
  await navegarNoApp(page, `${caminhoJeans}&ordenacao=3`);
  await expect(page.getByText(MSG_SEM_CONEXAO)).toBeVisible();
  await expect(cartoes(page)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/offline-loja-mesma-aba.png', fullPage: true });
  await context.setOffline(false);
});

test('recarregada com a API sem resposta: produtos e categorias da cópia; um erro HTTP passa inalterado', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(cartoes(page)).toHaveCount(18);
  await expect(chipJeans(page)).toBeVisible();
  const vistos = await titulos(page);
  await esperarGuardada(page, 'anon:/api/categorias');
  await esperarGuardada(page, 'anon:/api/produtos/buscar');

  // Every API call dropped without an answer (the server unreachable); the page itself still loads.
  let derrubadas = 0;
  await page.route('**/api/**', (rota) => {
    derrubadas += 1;
    return rota.abort('internetdisconnected');
  });
  await page.reload();
  await expect(cartoes(page)).toHaveCount(18);
  expect(await titulos(page)).toEqual(vistos);
  await expect(chipJeans(page)).toBeVisible();
  await expect(page.getByText(MSG_SEM_CONEXAO)).toBeHidden();
  await expect(page.getByText(MSG_LOJA.erroCarregarProdutos)).toBeHidden();
  expect(derrubadas).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/offline-loja-390.png', fullPage: true });
  await page.unroute('**/api/**');

  // An HTTP error answer is the server's answer: it passes unchanged, never the copy.
  await page.route('**/api/produtos/buscar**', (rota) =>
    rota.fulfill({ status: 500, json: { status: 2, msg: 'Erro interno do servidor' } }),
  );
  await page.reload();
  await expect(page.getByText(MSG_LOJA.erroCarregarProdutos)).toBeVisible({ timeout: 20_000 });
  await expect(cartoes(page)).toHaveCount(0);
});

test.describe('com o service worker (a casca do app em cache)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a loja vista online abre sem rede depois de recarregar', async ({ page, context }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(cartoes(page)).toHaveCount(18);
    const vistos = await titulos(page);
    await servicoAtivo(page);
    await esperarGuardada(page, 'anon:/api/categorias');
    await esperarGuardada(page, 'anon:/api/produtos/buscar');

    await context.setOffline(true);
    await page.reload();
    await expect(cartoes(page)).toHaveCount(18);
    expect(await titulos(page)).toEqual(vistos);
    await expect(chipJeans(page)).toBeVisible();
    await expect(page.getByText(MSG_SEM_CONEXAO)).toBeHidden();
    await page.screenshot({ path: '/tmp/offline-loja-recarregada.png' });
    await context.setOffline(false);
  });

  test('fornecedor com rodada: sem rede, o formulário de pedido acha o produto pelo código (pré-carga)', async ({
    page,
    context,
    baseURL,
    ip,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('baseURL ausente');
    // The demo supplier's catalogue, read only: a product of the last page of the order form's list.
    const sessao = await abrirSessao({ baseURL, ip }, DEMO.fornecedor, SENHA_DEMO);
    const primeira = await sessao.chamar(pedidos.produtosDoFormulario, { query: { page: '1' } });
    const ultima = primeira.last_page;
    const pagina =
      ultima === 1
        ? primeira
        : await sessao.chamar(pedidos.produtosDoFormulario, { query: { page: String(ultima) } });
    const produto = pagina.produtos.at(-1);
    if (!produto) throw new Error('o fornecedor da demonstração não tem produtos');
    await sessao.fechar();

    await page.setViewportSize({ width: 1024, height: 800 });
    await entrar(page, 'fornecedor');
    await selecionarRodadaPelaTela(page, rodadaDemoAberta(), 'Não');
    // The preload keeps every page of the supplier's products, the round's clients and the date.
    await esperarGuardada(page, `${await idDoUsuario(page)}:/api/pedidos/produtos?page=${ultima}`);
    const dono = await idDoUsuario(page);
    const chaves = await chavesGuardadas(page);
    expect(chaves).toContain(`${dono}:/api/pedidos/data`);
    expect(chaves.some((c) => c.startsWith(`${dono}:/api/pedidos/clientes?rodada_id=`))).toBe(true);

    // The supplier's shop seen online (its quantity dialog will read grids from the kept pages).
    await page.goto('/');
    const descricaoLoja = (await cartoes(page).first().getByRole('heading').textContent()) ?? '';
    await esperarGuardada(page, `${dono}:/api/produtos/buscar`);

    await page.goto('/pedidos/adicionar');
    await expect(page.getByRole('heading', { level: 1, name: 'Novo Pedido' })).toBeVisible();
    await servicoAtivo(page);
    await context.setOffline(true);

    const codigo = page.getByLabel('Código', { exact: true });
    await codigo.fill(produto.codigo.toLowerCase());
    await codigo.press('Enter');
    const grade = page.getByRole('dialog', { name: `${produto.codigo} · ${produto.descricao}` });
    await expect(grade).toBeVisible();
    await page.screenshot({ path: '/tmp/offline-pedido-codigo.png' });
    await page.keyboard.press('Escape');
    await expect(grade).toBeHidden();

    await codigo.fill('NAO-EXISTE-15');
    await codigo.press('Enter');
    await expect(page.getByText(MSG_PEDIDOS.codigoNaoEncontrado)).toBeVisible();

    // The round's clients, kept by the preload, in the client search without a network.
    await page.getByRole('button', { name: 'Buscar cliente' }).click();
    const clientes = page.getByRole('dialog', { name: 'Buscar cliente' });
    await expect(clientes.getByRole('list', { name: 'Clientes' })).toBeVisible();
    await expect(clientes.getByText('Erro ao fazer a busca de clientes')).toBeHidden();
    // A search typed offline looks in the round's clients kept on the device.
    const lista = clientes.getByRole('list', { name: 'Clientes' });
    const primeiro = (await lista.locator('.MuiListItemText-primary').first().textContent()) ?? '';
    expect(primeiro.length).toBeGreaterThan(3);
    await clientes.getByLabel('Nome, razão social ou CNPJ').fill(primeiro.slice(1, 5).toUpperCase());
    await expect(lista.getByText(primeiro, { exact: true })).toBeVisible();
    await expect(clientes.getByText('Erro ao fazer a busca de clientes')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(clientes).toBeHidden();

    // Reloaded without a network: the service worker opens the app, the copy answers the lookups.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo Pedido' })).toBeVisible();
    await codigo.fill(produto.codigo);
    await codigo.press('Enter');
    await expect(grade).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(grade).toBeHidden();

    // The shop's quantity dialog, never opened online: its grid from the kept product pages.
    await navegarNoApp(page, '/');
    await page.getByRole('button', { name: `Adicionar ao carrinho: ${descricaoLoja}` }).click();
    const quantidade = page.getByRole('dialog', { name: descricaoLoja });
    await expect(quantidade.getByRole('textbox', { name: 'Quantidade', exact: true })).toBeVisible();
    await expect(quantidade.getByRole('table', { name: 'Grade de cores e tamanhos' })).toBeVisible();
    await expect(quantidade.getByText('Erro ao buscar produto')).toBeHidden();
    await page.screenshot({ path: '/tmp/offline-loja-quantidade.png' });
    await context.setOffline(false);
  });
});

/** Waits until the service worker is active (the app's shell precached). */
async function servicoAtivo(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The logged-in user's id, as the device stores it (the owner of its kept answers). */
function idDoUsuario(page: Page): Promise<number> {
  return page.evaluate(() => {
    const guardado = JSON.parse(localStorage.getItem('rodada') ?? '{}') as {
      state?: { usuario?: { id?: number } };
    };
    return guardado.state?.usuario?.id ?? 0;
  });
}
