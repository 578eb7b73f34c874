import type { BrowserContext, Page } from '@playwright/test';
import { MSG_PEDIDOS, pedidos, produtos } from '@rodada/contracts';
import { cadastrarClienteDoFornecedor } from './cliente-do-fornecedor';
import { abrirSessao, type Sessao } from './fabrica';
import { DEMO, entrar, expect, SENHA_DEMO, test } from './fixtures';
import { produtoAprovado } from './produto-tela';

// Issue 15 "Must show" (spec 1 §4 "Offline orders", spec D11): orders saved without a network
// wait on the device and are synced exactly once when it comes back, counted on the server; an
// answer lost after the server committed still ends with one order.

/** 'dd/mm/aaaa' typed as digits. */
const digitosDaData = (iso: string) => iso.split('-').reverse().join('');

interface Cenario {
  sessao: Sessao;
  produtoId: number;
  nomeCliente: string;
  codigo: string;
  descricao: string;
  hoje: string;
}

/** A fresh supplier with one approved product (2 colours × 2 sizes) and one client of its own. */
async function montar(
  criar: { fornecedor: () => Promise<{ email: string; senha: string }> },
  destino: { baseURL: string; ip: string },
  unico: { nome: (s: string) => string; cnpj: () => string; cpf: () => string; email: (s: string) => string },
) {
  const fornecedor = await criar.fornecedor();
  const sessao = await abrirSessao(destino, fornecedor.email, fornecedor.senha);
  const master = await abrirSessao(destino, DEMO.master, SENHA_DEMO);
  const marca = `SY${Date.now().toString(36).toUpperCase()}`;
  const codigo = `${marca}-1`;
  const descricao = `Camisa ${marca}`;
  const produtoId = await produtoAprovado(sessao, master, codigo, descricao, '40.00');
  await master.fechar();
  const nomeCliente = await cadastrarClienteDoFornecedor(sessao, unico, 'Loja Sinc');
  const { data_atual } = await sessao.chamar(pedidos.dataAtual);
  const cenario: Cenario = { sessao, produtoId, nomeCliente, codigo, descricao, hoje: data_atual };
  return { fornecedor, cenario };
}

/** A fresh supplier logged in on this page, on 'Novo Pedido' filled with 8 pieces (not saved yet). */
async function pedidoPreenchido(page: Page, ...args: Parameters<typeof montar>): Promise<Cenario> {
  const { fornecedor, cenario } = await montar(...args);
  await entrar(page, fornecedor);
  await page.goto('/pedidos/adicionar');
  await preencherPedido(page, cenario, 8);
  return cenario;
}

/** Fills a new order on the open form: the client, `quantidade` pieces of the product, payment. */
async function preencherPedido(page: Page, c: Cenario, quantidade: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Pedido' })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar cliente' }).click();
  const dialogoClientes = page.getByRole('dialog', { name: 'Buscar cliente' });
  await dialogoClientes.getByLabel('Nome, razão social ou CNPJ').fill(c.nomeCliente);
  await dialogoClientes
    .getByRole('list', { name: 'Clientes' })
    .getByText(c.nomeCliente, { exact: true })
    .click();
  await expect(dialogoClientes).toBeHidden();
  await page.getByRole('button', { name: 'Buscar produto' }).click();
  const busca = page.getByRole('dialog', { name: 'Buscar produto' });
  await busca.getByLabel('Código ou descrição').fill(c.descricao);
  await busca.getByRole('list', { name: 'Produtos' }).getByText(`${c.codigo} · ${c.descricao}`).click();
  const grade = page.getByRole('dialog', { name: `${c.codigo} · ${c.descricao}` });
  await grade.getByLabel('Quantidade total').fill(String(quantidade));
  await grade.getByRole('button', { name: 'Confirmar' }).click();
  await expect(grade).toBeHidden();
  await page.getByLabel('Entrega').fill(digitosDaData(c.hoje));
  await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'PIX' }).click();
  await page.getByRole('combobox', { name: 'Prazo' }).fill('30');
  await page.getByLabel('Vendedor').fill('Carla');
}

/** Saves with no network: the order stays on the device with the spec's message. */
async function salvarOffline(page: Page) {
  await page.getByRole('button', { name: 'Salvar Pedido' }).click();
  await expect(page.getByText(MSG_PEDIDOS.pedidoSalvoOffline, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos$/);
}

/** How many orders wait in the device's queue (IndexedDB `rodada`, store `pedidos`). */
const naFila = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const aberto = indexedDB.open('rodada');
        aberto.onerror = () => reject(aberto.error ?? new Error('IndexedDB'));
        aberto.onsuccess = () => {
          const db = aberto.result;
          const contagem = db.transaction('pedidos').objectStore('pedidos').count();
          contagem.onsuccess = () => {
            resolve(contagem.result);
            db.close();
          };
        };
      }),
  );

/** The queued orders on the device: uuid, state and the server's reason. */
const filaDoAparelho = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ uuid: string; estado: string; motivo: string | null }[]>((resolve, reject) => {
        const aberto = indexedDB.open('rodada');
        aberto.onerror = () => reject(aberto.error ?? new Error('IndexedDB'));
        aberto.onsuccess = () => {
          const db = aberto.result;
          const todos = db.transaction('pedidos').objectStore('pedidos').getAll();
          todos.onsuccess = () => {
            resolve(todos.result as { uuid: string; estado: string; motivo: string | null }[]);
            db.close();
          };
        };
      }),
  );

/** The supplier's orders on the server, by uuid (the list API). */
async function noServidor(sessao: Sessao) {
  const r = await sessao.chamar(pedidos.listarPedidos);
  return {
    total: r.total,
    uuids: r.pedidos.map((p) => p.uuid),
    quantidades: r.pedidos.map((p) => p.quantidade),
  };
}

/** Goes to a route inside the app without loading a page (a link click does the same). */
async function navegarNoApp(page: Page, caminho: string) {
  await page.evaluate((c) => {
    window.history.pushState({}, '', c);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, caminho);
}

async function ficarOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

test.describe('pedidos offline', () => {
  // The service worker serves the app when the page is reloaded without a network (h-pwa).
  test.use({ serviceWorkers: 'allow' });

  test('três pedidos offline (um depois de recarregar) sincronizam exatamente uma vez, com duas abas abertas', async ({
    page,
    context,
    criar,
    unico,
    baseURL,
    ip,
  }) => {
    test.setTimeout(150_000);
    if (!baseURL) throw new Error('baseURL ausente');
    const { fornecedor, cenario } = await montar(criar, { baseURL, ip }, unico);
    await page.setViewportSize({ width: 1024, height: 800 });
    await entrar(page, fornecedor);
    // The service worker is active before the network goes (it then serves the app's shell).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // 1: the form filled online (its lookups are kept on the device), saved without network.
    await page.goto('/pedidos/adicionar');
    await preencherPedido(page, cenario, 8);
    await ficarOffline(context, true);
    await salvarOffline(page);
    await expect.poll(() => naFila(page)).toBe(1);

    // 2: still offline, a new order from the kept lookups.
    await navegarNoApp(page, '/pedidos/adicionar');
    await preencherPedido(page, cenario, 10);
    await salvarOffline(page);

    // 3: the page reloaded without network; the queue survived it.
    await page.goto('/pedidos/adicionar');
    await preencherPedido(page, cenario, 12);
    await salvarOffline(page);
    expect(await naFila(page)).toBe(3);
    expect((await noServidor(cenario.sessao)).total).toBe(0);
    // A second tab of the same user: both run the sync when the network returns.
    const outraAba = await context.newPage();
    await outraAba.goto('/pedidos');
    await expect(outraAba.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();

    // Online: the sync sends each once; the queue empties and the server holds exactly three.
    let envios = 0;
    context.on('requestfinished', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/pedidos/salvar')) envios++;
    });
    await ficarOffline(context, false);
    await expect.poll(() => naFila(page), { timeout: 30_000 }).toBe(0);
    const servidor = await noServidor(cenario.sessao);
    expect(servidor.total).toBe(3);
    expect(new Set(servidor.uuids).size).toBe(3);
    expect(servidor.quantidades.sort((a, b) => a - b)).toEqual([8, 10, 12]);
    // One run at a time across the tabs (navigator.locks): each order was sent once.
    expect(envios).toBe(3);
    // Another run 10 s later sends nothing more.
    await page.waitForTimeout(11_000);
    expect((await noServidor(cenario.sessao)).total).toBe(3);
    await cenario.sessao.fechar();
  });
});

test('resposta do salvar perdida depois que o servidor gravou: um pedido só', async ({
  page,
  criar,
  unico,
  baseURL,
  ip,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const cenario = await pedidoPreenchido(page, criar, { baseURL, ip }, unico);
  // The request reaches the server (which commits the order) and its answer is dropped.
  let gravados = 0;
  await page.route('**/api/pedidos/salvar', async (route) => {
    const resposta = await route.fetch();
    if (resposta.status() === 200) gravados++;
    await route.abort('connectionreset');
  });
  await salvarOffline(page);
  expect(gravados).toBe(1);
  await page.unroute('**/api/pedidos/salvar');
  // The sync asks the server for the uuid, finds it and resends the same body: done, nothing new.
  await expect.poll(() => naFila(page), { timeout: 30_000 }).toBe(0);
  const servidor = await noServidor(cenario.sessao);
  expect(servidor.total).toBe(1);
  await page.waitForTimeout(11_000);
  expect((await noServidor(cenario.sessao)).total).toBe(1);
  await cenario.sessao.fechar();
});

test('recusado na sincronização fica no aparelho com o motivo; corrigido no formulário, é salvo uma vez', async ({
  page,
  context,
  criar,
  unico,
  baseURL,
  ip,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const cenario = await pedidoPreenchido(page, criar, { baseURL, ip }, unico);
  await context.setOffline(true);
  await salvarOffline(page);
  // Meanwhile the product leaves the catalogue: the server refuses the order when it arrives.
  await cenario.sessao.chamar(produtos.desativarProduto, { params: { id: cenario.produtoId } });
  await context.setOffline(false);
  await expect
    .poll(async () => (await filaDoAparelho(page))[0]?.estado, { timeout: 30_000 })
    .toBe('recusado');
  const [recusado] = await filaDoAparelho(page);
  expect(recusado!.motivo).toBe(MSG_PEDIDOS.produtoIndisponivel(cenario.codigo));
  // A refused order is not sent again on its own.
  await page.waitForTimeout(11_000);
  expect((await noServidor(cenario.sessao)).total).toBe(0);

  // Fixed (the product back) and opened in the form from the device: saved online, once.
  await cenario.sessao.chamar(produtos.ativarProduto, { params: { id: cenario.produtoId } });
  await page.goto(`/pedidos/adicionar?offline=${recusado!.uuid}`);
  await expect(page.getByRole('combobox', { name: 'Loja' })).toHaveText(cenario.nomeCliente);
  await expect(page.getByRole('combobox', { name: 'Prazo' })).toHaveValue('30');
  await expect(page.getByText(`${cenario.codigo}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pedido não finalizado' })).toBeHidden();
  await page.getByRole('button', { name: 'Salvar Pedido' }).click();
  await expect(page.getByText(MSG_PEDIDOS.pedidoSalvo, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect.poll(() => naFila(page)).toBe(0);
  const servidor = await noServidor(cenario.sessao);
  expect(servidor.total).toBe(1);
  expect(servidor.uuids).toEqual([recusado!.uuid]);
  await cenario.sessao.fechar();
});

test('página recarregada no meio da sincronização (servidor já gravou): um pedido só', async ({
  page,
  context,
  criar,
  unico,
  baseURL,
  ip,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL ausente');
  const cenario = await pedidoPreenchido(page, criar, { baseURL, ip }, unico);
  await context.setOffline(true);
  await salvarOffline(page);
  // The sync's POST reaches the server, which commits; its answer is still on the way when the
  // page reloads.
  let gravou: () => void = () => undefined;
  const gravado = new Promise<void>((r) => (gravou = r));
  await page.route('**/api/pedidos/salvar', async (route) => {
    await route.fetch();
    gravou();
    await new Promise(() => undefined);
  });
  await context.setOffline(false);
  await gravado;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect.poll(() => naFila(page), { timeout: 30_000 }).toBe(0);
  expect((await noServidor(cenario.sessao)).total).toBe(1);
  await cenario.sessao.fechar();
});
