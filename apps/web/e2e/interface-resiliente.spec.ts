import type { Page, Route } from '@playwright/test';
import { entrar, expect, navegarNoApp, test, verificarAcessibilidade } from './fixtures';

// Issue 9 §7 (ADR 010): a screen whose code cannot load shows a Portuguese screen inside the shell,
// never the router's English developer page; a save with no network says so at once.

const SEM_CONEXAO = 'Sem conexão com o servidor. Verifique a internet e tente novamente.';
/** The chunk of /alterar-senha, which no screen loads before the user goes there. */
const CHUNK_ALTERAR_SENHA = /\/assets\/alterar-senha-page-[\w-]+\.js$/;

/** Screenshots at a phone and a landscape tablet width, in the test's output folder (e2e/artifacts). */
async function fotografar(page: Page, nome: string) {
  for (const [largura, altura] of [
    [390, 844],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width: largura, height: altura });
    await page.screenshot({ path: test.info().outputPath(`${nome}-${largura}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Counts the page's full loads (the first one included) from now on. */
function contarCarregamentos(page: Page) {
  const contagem = { vezes: 0 };
  page.on('load', () => contagem.vezes++);
  return contagem;
}

test('[cliente] sem conexão, a tela que não carregou diz "Sem conexão" e "Tentar novamente" a abre', async ({
  page,
  context,
}) => {
  await entrar(page, 'cliente');
  await context.setOffline(true);
  await navegarNoApp(page, '/alterar-senha');

  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toBeVisible();
  await expect(page.getByText('Verifique a internet do aparelho e tente novamente.')).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  // The shell stays: the top bar and its user menu still answer.
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await verificarAcessibilidade(page, 'tela Sem conexão');
  await fotografar(page, 'sem-conexao');

  // Still offline: trying again never reloads into the browser's own offline page. It keeps the
  // screen, or opens the page when the browser had its file after all (seen once in a full run).
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  const alterarSenha = page.getByRole('heading', { level: 1, name: 'Alterar Senha' });
  await expect(page.getByRole('heading', { name: 'Sem conexão' }).or(alterarSenha)).toBeVisible();
  await expect(page).toHaveURL(/\/alterar-senha$/);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();

  await context.setOffline(false);
  if (await page.getByRole('button', { name: 'Tentar novamente' }).isVisible()) {
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
  }
  await expect(alterarSenha).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toHaveCount(0);
});

test('[cliente] a tela cujo arquivo sumiu numa nova versão recarrega a página uma vez e abre', async ({
  page,
}) => {
  await entrar(page, 'cliente');
  // A redeploy replaced the files: the old chunk name answers 404 once (the reload gets the new ones).
  let recusas = 0;
  await page.route(CHUNK_ALTERAR_SENHA, async (rota: Route) => {
    if (recusas++ === 0) await rota.fulfill({ status: 404, body: 'Not Found' });
    else await rota.continue();
  });
  const carregamentos = contarCarregamentos(page);
  await navegarNoApp(page, '/alterar-senha');

  await expect(page.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeVisible();
  expect(carregamentos.vezes).toBe(1);
  expect(recusas).toBe(2);
  await expect(page).toHaveURL(/\/alterar-senha$/);
});

test('[cliente] se a tela ainda falha depois do recarregamento automático, não recarrega de novo e oferece Recarregar', async ({
  page,
}) => {
  await entrar(page, 'cliente');
  await page.route(CHUNK_ALTERAR_SENHA, (rota: Route) => rota.fulfill({ status: 404, body: 'Not Found' }));
  const carregamentos = contarCarregamentos(page);
  await navegarNoApp(page, '/alterar-senha');

  await expect(page.getByRole('heading', { name: 'Nova versão do aplicativo' })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  // One automatic reload, never a loop.
  await page.waitForTimeout(1500);
  expect(carregamentos.vezes).toBe(1);
  await verificarAcessibilidade(page, 'tela Nova versão');
  await fotografar(page, 'nova-versao');

  // 'Recarregar' reloads the page on request (here the file still fails, so the screen comes back).
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect.poll(() => carregamentos.vezes).toBe(2);
  await expect(page.getByRole('heading', { name: 'Nova versão do aplicativo' })).toBeVisible();
});

test('[cliente] um erro dentro de uma tela mostra "Algo deu errado" em português, com a casca em volta', async ({
  page,
}) => {
  await entrar(page, 'cliente');
  // The screen's code arrives, and fails when it renders.
  await page.route(CHUNK_ALTERAR_SENHA, (rota: Route) =>
    rota.fulfill({
      contentType: 'text/javascript',
      body: "export default function Quebrada() { throw new Error('falha de teste'); }",
    }),
  );
  const carregamentos = contarCarregamentos(page);
  await navegarNoApp(page, '/alterar-senha');

  await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Hey developer|falha de teste/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  expect(carregamentos.vezes).toBe(0);
  await verificarAcessibilidade(page, 'tela Algo deu errado');
  await fotografar(page, 'algo-deu-errado');

  await page.getByRole('button', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toHaveCount(0);
});

test('[administrador] salvar sem rede avisa na hora, mantém o que foi digitado e libera o botão', async ({
  page,
  context,
  criar,
}) => {
  // An administrador of this test only: its name changes for good.
  const administrador = await criar.administrador();
  await entrar(page, administrador);
  await navegarNoApp(page, '/administrador/minha-conta');
  const nome = page.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(nome).toHaveValue(administrador.nome);

  await context.setOffline(true);
  await nome.fill(`${administrador.nome} Offline`);
  const salvar = page.getByRole('button', { name: 'Salvar' });
  await salvar.click();

  await expect(page.getByText(SEM_CONEXAO)).toBeVisible({ timeout: 2000 });
  await expect(salvar).toBeEnabled();
  await expect(nome).toHaveValue(`${administrador.nome} Offline`);
  await fotografar(page, 'salvar-sem-rede');

  // Back online, the same click saves what was typed (the warning closed first: one snackbar at a
  // time).
  await page.getByRole('alert').filter({ hasText: SEM_CONEXAO }).getByRole('button').click();
  await context.setOffline(false);
  await salvar.click();
  await expect(page.getByText('Dados da conta salvos com sucesso')).toBeVisible();
  await page.reload();
  await expect(nome).toHaveValue(`${administrador.nome} Offline`);
});

test('[visitante] entrar sem rede diz que não há conexão, não "usuário ou senha inválidos"', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: 'Entrar na Rodada' });
  await dialogo.getByLabel('Email').fill('cliente@rodada.test');
  await dialogo.getByLabel('Senha').fill('rodada123');
  await context.setOffline(true);
  await dialogo.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialogo.getByText(SEM_CONEXAO)).toBeVisible({ timeout: 2000 });
  await expect(dialogo.getByLabel('Email')).toHaveValue('cliente@rodada.test');
  await expect(dialogo.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});
