import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { entrar, expect, navegarNoApp, test, type Papel } from './fixtures';

// Issue 9 §7 (a list that fails to load) and §8 (phone and tablet layout): every list as each role
// that sees it, at a 390 px phone and a 1024 px tablet; the top bar's search on a phone; the shop's
// drawers; the first invalid field after a failed save; the dialogs' scrolling regions.

/** Every list screen, as every role that sees it (route table), and whether it offers 'Adicionar'. */
/** `semBusca`: a customer's few companies fit one page, with no search. */
const LISTAS: { caminho: string; papel: Papel; titulo: string; adicionar: boolean; semBusca?: true }[] = [
  { caminho: '/fornecedores', papel: 'representante', titulo: 'Fornecedores', adicionar: true },
  { caminho: '/fornecedores', papel: 'administrador', titulo: 'Fornecedores', adicionar: true },
  { caminho: '/fornecedores', papel: 'master', titulo: 'Fornecedores', adicionar: false },
  { caminho: '/clientes', papel: 'representante', titulo: 'Clientes', adicionar: true },
  { caminho: '/clientes', papel: 'fornecedor', titulo: 'Clientes', adicionar: false },
  { caminho: '/clientes', papel: 'administrador', titulo: 'Clientes', adicionar: false },
  { caminho: '/clientes', papel: 'master', titulo: 'Clientes', adicionar: false },
  { caminho: '/representantes', papel: 'cliente', titulo: 'Minhas Representações', adicionar: false },
  { caminho: '/representantes', papel: 'administrador', titulo: 'Representantes', adicionar: true },
  { caminho: '/representantes', papel: 'master', titulo: 'Representantes', adicionar: false },
  { caminho: '/usuarios', papel: 'master', titulo: 'Usuários', adicionar: false },
  { caminho: '/administradores', papel: 'master', titulo: 'Administradores', adicionar: true },
  { caminho: '/empresas', papel: 'cliente', titulo: 'Minhas Empresas', adicionar: true, semBusca: true },
];

const CELULAR = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A screenshot kept under e2e/artifacts/telas (ignored by git), to be looked at. */
async function foto(page: Page, info: TestInfo, nome: string, paginaInteira = true) {
  const pasta = path.join(info.project.outputDir, '..', 'telas');
  await page.screenshot({
    path: path.join(pasta, `${nome}.png`),
    fullPage: paginaInteira,
    animations: 'disabled',
  });
}

/** Waits for a list to show its first page of rows, settled. */
async function esperarLista(page: Page, titulo: string) {
  const tabela = page.getByRole('table', { name: titulo });
  await expect(tabela.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  return tabela;
}

/** Asserts a locator lies inside the viewport's width (nothing cut off on either side). */
async function dentroDaLargura(page: Page, alvo: Locator, oque: string) {
  const caixa = await alvo.boundingBox();
  const largura = page.viewportSize()!.width;
  expect(caixa, `${oque} na tela`).not.toBeNull();
  expect(caixa!.x, `${oque} começa dentro da tela`).toBeGreaterThanOrEqual(0);
  expect(caixa!.x + caixa!.width, `${oque} termina dentro da tela`).toBeLessThanOrEqual(largura + 0.5);
}

/**
 * Nothing overflows sideways: the document is no wider than the viewport, no element of the screen
 * sticks out of it, and no region scrolls sideways inside the page (a table or a card).
 */
async function semTransbordo(page: Page) {
  const largura = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);
  const problemas = await page.locator('main').evaluate((main) => {
    const saida: string[] = [];
    const nome = (el: Element) =>
      `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')} "${(el.textContent ?? '').slice(0, 30)}"`;
    for (const el of Array.from(main.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // A loading bar's moving stripe travels past the edges by design, clipped by its track.
      if (el.closest('[role="progressbar"]')) continue;
      if (r.right > window.innerWidth + 0.5 || r.left < -0.5) saida.push(`fora da tela: ${nome(el)}`);
      const estilo = getComputedStyle(el);
      const rola = estilo.overflowX === 'auto' || estilo.overflowX === 'scroll';
      if (rola && el.scrollWidth > el.clientWidth + 1) saida.push(`rola de lado: ${nome(el)}`);
    }
    return saida;
  });
  expect(problemas).toEqual([]);
}

/**
 * Where each line of an element's text breaks: the two characters around every break (the text
 * laid out by the browser, measured one character at a time).
 */
async function quebrasDeLinha(alvo: Locator): Promise<string[]> {
  return alvo.evaluate((el) => {
    const caracteres: { c: string; topo: number }[] = [];
    const andar = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let no = andar.nextNode(); no; no = andar.nextNode()) {
      const texto = no.textContent ?? '';
      for (let i = 0; i < texto.length; i++) {
        const faixa = document.createRange();
        faixa.setStart(no, i);
        faixa.setEnd(no, i + 1);
        const r = faixa.getBoundingClientRect();
        if (r.height > 0) caracteres.push({ c: texto[i]!, topo: Math.round(r.top) });
      }
    }
    const quebras: string[] = [];
    for (let i = 1; i < caracteres.length; i++) {
      if (caracteres[i]!.topo > caracteres[i - 1]!.topo + 2)
        quebras.push(caracteres[i - 1]!.c + caracteres[i]!.c);
    }
    return quebras;
  });
}

for (const lista of LISTAS) {
  test(`[${lista.papel}] ${lista.caminho} cabe num celular de 390 px e num tablet de 1024 px`, async ({
    page,
  }, info) => {
    await page.setViewportSize(CELULAR);
    await entrar(page, lista.papel);
    await navegarNoApp(page, lista.caminho);
    await expect(page.getByRole('heading', { level: 1, name: lista.titulo })).toBeVisible();
    const tabela = await esperarLista(page, lista.titulo);
    const nomeFoto = `${lista.caminho.slice(1)}-${lista.papel}`;
    await foto(page, info, `${nomeFoto}-390`);

    await semTransbordo(page);
    if (lista.adicionar) {
      await dentroDaLargura(page, page.getByRole('link', { name: 'Adicionar' }), "'Adicionar'");
    }
    // The same toolbar on every list: a search field and, where the list prints, 'Imprimir'.
    if (!lista.semBusca) {
      await expect(page.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
      await dentroDaLargura(page, page.getByRole('searchbox', { name: 'Buscar' }), 'a busca');
    }
    const primeira = tabela.locator('tbody tr').first();
    const acoes = primeira.getByRole('button').or(primeira.getByRole('link'));
    await dentroDaLargura(page, acoes.last(), 'as ações da linha');
    await dentroDaLargura(page, page.getByRole('button', { name: /próxima página/i }), 'o paginador');

    await page.setViewportSize(TABLET);
    await esperarLista(page, lista.titulo);
    await semTransbordo(page);
    await foto(page, info, `${nomeFoto}-1024`);
  });
}

test('[master] os emails de /usuarios quebram só depois de @ ou de ponto, a 390 e a 1024 px', async ({
  page,
}, info) => {
  await entrar(page, 'master');
  await navegarNoApp(page, '/usuarios');
  // The demo's own logins: the newest users (other tests' accounts) would fill the first page.
  const busca = page.waitForResponse(
    (r) => r.url().includes('/api/usuarios/listar?') && r.url().includes('busca='),
  );
  await page.getByLabel('Buscar').fill('@rodada.test');
  await busca;
  for (const tamanho of [CELULAR, TABLET]) {
    await page.setViewportSize(tamanho);
    const tabela = await esperarLista(page, 'Usuários');
    const emails = tabela.locator('tbody tr').getByText(/@rodada\.test$/);
    const n = await emails.count();
    expect(n).toBeGreaterThan(5);
    for (let i = 0; i < n; i++) {
      for (const quebra of await quebrasDeLinha(emails.nth(i))) {
        expect(['@', '.'], `quebra "${quebra}" em ${await emails.nth(i).textContent()}`).toContain(quebra[0]);
      }
    }
    await foto(page, info, `usuarios-emails-${tamanho.width}`);
  }
});

test('[master] uma lista que não carrega mostra o erro e Tentar novamente, nunca Sem registros', async ({
  page,
}) => {
  await entrar(page, 'master');
  let falhar = true;
  await page.route('**/api/administradores/listar**', async (rota) => {
    if (falhar) await rota.fulfill({ status: 500, json: { status: 2, msg: 'Erro interno' } });
    else await rota.continue();
  });
  await navegarNoApp(page, '/administradores');
  const tabela = page.getByRole('table', { name: 'Administradores' });
  // The list's own error (the snackbar says the same for a few seconds): the message and its retry.
  const erro = page
    .getByRole('alert')
    .filter({ hasText: 'Erro ao listar administradores' })
    .filter({ has: page.getByRole('button', { name: 'Tentar novamente' }) });
  await expect(erro.getByRole('button', { name: 'Tentar novamente' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Sem registros')).toHaveCount(0);

  falhar = false;
  await erro.getByRole('button', { name: 'Tentar novamente' }).click();
  // The list's rows arrive (whichever administradores other tests have just added).
  await expect(tabela.locator('tbody tr').filter({ hasText: '@' }).first()).toBeVisible();
  await expect(erro).toHaveCount(0);
});

test('[representante] sem rede, /fornecedores mostra o erro e Tentar novamente recarrega', async ({
  page,
}) => {
  await entrar(page, 'representante');
  await page.route('**/api/fornecedores/listar**', (rota) => rota.abort('internetdisconnected'));
  await navegarNoApp(page, '/fornecedores');
  const tentar = page.getByRole('button', { name: 'Tentar novamente' });
  await expect(tentar).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Sem registros')).toHaveCount(0);
  await page.unroute('**/api/fornecedores/listar**');
  await tentar.click();
  await esperarLista(page, 'Fornecedores');
  await expect(tentar).toHaveCount(0);
});

test('[representante] aparelho offline: uma busca na lista diz na hora que não há conexão e Tentar novamente recarrega', async ({
  page,
  context,
}) => {
  await entrar(page, 'representante');
  await navegarNoApp(page, '/fornecedores');
  const tabela = await esperarLista(page, 'Fornecedores');
  await context.setOffline(true);
  await page.getByLabel('Buscar').fill('Malharia');
  // No endless progress bar (TanStack pauses offline loads by default) and no retries first.
  // The list's own error (the snackbar says the same for a few seconds): the message and its retry.
  const erro = page
    .getByRole('alert')
    .filter({ hasText: 'Sem conexão com o servidor' })
    .filter({ has: page.getByRole('button', { name: 'Tentar novamente' }) });
  const tentar = erro.getByRole('button', { name: 'Tentar novamente' });
  await expect(tentar).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('Sem registros')).toHaveCount(0);
  await context.setOffline(false);
  await tentar.click();
  await expect(tabela.locator('tbody tr').first()).toBeVisible();
  await expect(erro).toHaveCount(0);
});

test('[visitante] no celular, a busca da barra é um ícone que abre um campo na largura toda', async ({
  page,
}, info) => {
  await page.setViewportSize(CELULAR);
  await page.goto('/');
  await page.getByRole('button', { name: 'Pesquisar produtos' }).click();
  const campo = page.getByRole('searchbox', { name: 'Pesquisar produtos' });
  await expect(campo).toBeFocused();
  const caixa = (await campo.boundingBox())!;
  expect(caixa.width).toBeGreaterThan(CELULAR.width * 0.6);
  await dentroDaLargura(page, campo, 'o campo de busca');
  await campo.fill('vestido');
  await expect(campo).toHaveValue('vestido');
  await foto(page, info, 'barra-busca-390');
  await semTransbordo(page);

  // From a tablet up the field sits in the bar, wide enough to read.
  await page.setViewportSize(TABLET);
  await expect(campo).toBeVisible();
  // The phone's field gives way to the bar's as the layout changes: measure the one that stays.
  await expect.poll(async () => (await campo.boundingBox())?.width ?? 0).toBeGreaterThan(150);
});

for (const tamanho of [CELULAR, TABLET]) {
  test(`[visitante] a ${tamanho.width} px, os títulos dos painéis Filtros e Carrinho ficam abaixo da barra e Fechar os fecha`, async ({
    page,
  }, info) => {
    await page.setViewportSize(tamanho);
    await page.goto('/');
    const barra = (await page.locator('header').boundingBox())!;
    for (const [botao, titulo] of [
      ['Filtros', 'Filtros'],
      ['Carrinho', 'Carrinho de compras'],
    ] as const) {
      await page.getByRole('button', { name: botao, exact: true }).click();
      const cabecalho = page.getByRole('heading', { level: 2, name: titulo });
      await expect(cabecalho).toBeVisible();
      const caixa = (await cabecalho.boundingBox())!;
      expect(caixa.y, `título '${titulo}' abaixo da barra`).toBeGreaterThanOrEqual(barra.y + barra.height);
      await foto(page, info, `painel-${botao.toLowerCase()}-${tamanho.width}`);
      // A full-width panel on a phone leaves no backdrop to tap: its own 'Fechar' closes it.
      await page.getByRole('button', { name: `Fechar ${titulo.toLowerCase()}` }).click();
      await expect(cabecalho).toBeHidden();
    }
  });
}

for (const tamanho of [CELULAR, TABLET]) {
  test(`[administrador] a ${tamanho.width} px, o primeiro campo inválido aparece abaixo da barra`, async ({
    page,
  }, info) => {
    await page.setViewportSize(tamanho);
    await entrar(page, 'administrador');
    await navegarNoApp(page, '/administrador/minha-conta');
    const nome = page.getByRole('textbox', { name: 'Nome', exact: true });
    await expect(nome).not.toHaveValue('');
    await nome.fill('');
    await nome.blur();
    // The page scrolled so that the field sits under the top bar, the sticky 'Salvar' at hand.
    await nome.evaluate((el) => {
      const topo = el.closest('.MuiFormControl-root')!.getBoundingClientRect().top;
      window.scrollBy(0, topo - 8);
    });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(nome).toBeFocused();
    await expect(nome).toHaveAttribute('aria-invalid', 'true');
    const barra = (await page.locator('header').boundingBox())!;
    // The whole field, its floating label included.
    const controle = (await page.locator('.MuiFormControl-root', { has: nome }).boundingBox())!;
    expect(controle.y).toBeGreaterThanOrEqual(barra.y + barra.height);
    await foto(page, info, `campo-invalido-${tamanho.width}`, false);
  });
}

test('[administrador] a 1024 px, Data de Nascimento aparece inteira no cadastro de fornecedor', async ({
  page,
}, info) => {
  await page.setViewportSize(TABLET);
  await entrar(page, 'administrador');
  await navegarNoApp(page, '/fornecedores/adicionar');
  const rotulo = page.locator('label', { hasText: 'Data de Nascimento' });
  await expect(rotulo).toBeVisible();
  // The label is not cut with an ellipsis: its text fits its box.
  const cortado = await rotulo.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cortado).toBe(false);
  await rotulo.scrollIntoViewIfNeeded();
  await foto(page, info, 'fornecedor-cadastro-1024');
});

/** The axe rule of issue 9 §8 on the open dialog: a scrolling region must take keyboard focus. */
async function regioesRolaveisFocaveis(page: Page) {
  const r = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
  expect(r.violations.map((v) => v.nodes.map((n) => n.target.join(' ')).join(', '))).toEqual([]);
}

test("[visitante] no celular, o texto dos 'Termos de Uso' rola pelo teclado", async ({ page, unico }) => {
  await page.setViewportSize(CELULAR);
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Entrar na Rodada' })
    .getByRole('button', { name: 'Criar conta' })
    .click();
  const cadastro = page.getByRole('dialog', { name: 'Criar conta' });
  await cadastro.getByRole('combobox', { name: 'Tipo de conta' }).click();
  await page.getByRole('option', { name: 'Cliente (lojista)' }).click();
  await cadastro.getByLabel('Nome').fill('Loja Rolagem');
  await cadastro.getByLabel('Email').fill(unico.email('rolagem'));
  await cadastro.getByLabel('Senha', { exact: true }).fill('segredo9');
  await cadastro.getByLabel('Confirmar senha').fill('segredo9');
  await cadastro.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('dialog', { name: 'Termos de Uso' })).toBeVisible();
  await regioesRolaveisFocaveis(page);
});

test('[administrador] no celular, os Detalhes de um fornecedor rolam pelo teclado', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await entrar(page, 'administrador');
  await navegarNoApp(page, '/fornecedores');
  const tabela = await esperarLista(page, 'Fornecedores');
  await tabela.locator('tbody tr').first().getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Detalhes' }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: 'Fechar' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('progressbar')).toHaveCount(0);
  await regioesRolaveisFocaveis(page);
});
