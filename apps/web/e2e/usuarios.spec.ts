import type { Locator, Page } from '@playwright/test';
import { entrar, expect, navegarNoApp, test, verificarAcessibilidade } from './fixtures';

// The master (a demo login) manages users here: the passwords it resets and the users it inactivates
// are accounts of each test's own (the `criar` fixture), as is the customer who changes its password.

// Screenshots at the small desktop size; the tablet test sets its own viewport.
test.use({ viewport: { width: 1024, height: 768 } });

/** Fills the /alterar-senha form and saves it. */
async function preencherAlterarSenha(page: Page, atual: string, nova: string, confirmacao = nova) {
  await page.getByLabel('Senha atual', { exact: true }).fill(atual);
  await page.getByLabel('Nova senha', { exact: true }).fill(nova);
  await page.getByLabel('Confirmação', { exact: true }).fill(confirmacao);
  await page.getByRole('button', { name: 'Salvar' }).click();
}

/** Waits for a dialog's fade-in to end: axe reads colours mid-animation as low contrast. */
async function esperarDialogo(dialogo: Locator) {
  await expect(dialogo).toBeVisible();
  await expect
    .poll(() => dialogo.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity))
    .toBe('1');
}

/** The body rows of the users table. */
const linhas = (page: Page) => page.getByRole('table', { name: 'Usuários' }).locator('tbody tr');

test('[master] lista e busca usuários; reseta a senha e o usuário troca a temporária no próximo login', async ({
  page,
  browser,
  request,
  criar,
}, info) => {
  // Two browsers and several argon2 logins: more than the default 30 s on a busy machine.
  test.slow();
  const resetado = await criar.fornecedor();
  await entrar(page, 'master');
  await navegarNoApp(page, '/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Usuários' });
  for (const coluna of ['Nome', 'Email', 'Tipo', 'Situação', 'Ações']) {
    await expect(tabela.getByRole('columnheader', { name: coluna })).toBeVisible();
  }
  // 30 per page by default (spec 2 §9); the demo has more users than that.
  await expect(linhas(page)).toHaveCount(30);
  await expect(page.getByText(/^1–30 de \d+$/)).toBeVisible();
  await verificarAcessibilidade(page, 'lista de usuários');
  await page.screenshot({ path: info.outputPath('usuarios-1024.png') });

  // Leading spaces are ignored (spec 2 §2); the search runs on the server.
  await page.getByLabel('Buscar').fill(`   ${resetado.nome.toLowerCase()}`);
  await expect(page.getByLabel('Buscar')).toHaveValue(resetado.nome.toLowerCase());
  await expect(linhas(page)).toHaveCount(1);
  const linha = linhas(page).first();
  await expect(linha).toContainText(resetado.nome);
  await expect(linha).toContainText(resetado.email);
  await expect(linha).toContainText('Fornecedor');

  await linha.getByRole('button', { name: `Resetar senha de ${resetado.nome}` }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Resetar senha' });
  await expect(confirmacao).toContainText(resetado.email);
  await esperarDialogo(confirmacao);
  await verificarAcessibilidade(page, 'confirmação de reset');
  await confirmacao.getByRole('button', { name: 'Resetar senha' }).click();

  const resultado = page.getByRole('dialog', { name: 'Senha resetada com sucesso' });
  await esperarDialogo(resultado);
  const senha = await resultado.getByLabel('Nova senha').inputValue();
  expect(senha).toMatch(/^[a-zA-Z2-9]{10}$/);
  await resultado.getByRole('button', { name: 'Copiar' }).click();
  await expect(resultado.getByRole('button', { name: 'Copiada' })).toBeVisible();
  await verificarAcessibilidade(page, 'senha temporária');
  await page.screenshot({ path: info.outputPath('usuarios-senha-temporaria.png') });
  await resultado.getByRole('button', { name: 'Fechar' }).click();
  await expect(resultado).toBeHidden();

  // The old password is gone.
  const antiga = await request.post('/api/logar', {
    data: { email: resetado.email, password: resetado.senha },
  });
  expect(antiga.status()).toBe(401);

  // The owner, on another device, logs in with the temporary password and is held on /alterar-senha.
  const outro = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const dono = await outro.newPage();
  await entrar(dono, { email: resetado.email, senha });
  await expect(dono).toHaveURL(/\/alterar-senha$/);
  await expect(dono.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeVisible();
  await expect(dono.getByText('Você entrou com uma senha temporária.', { exact: false })).toBeVisible();
  await expect(dono.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  for (const caminho of ['/', '/pedidos', '/produtos']) {
    await dono.goto(caminho);
    await expect(dono, caminho).toHaveURL(/\/alterar-senha$/);
  }
  // No badge polling while the password is temporary: no error snackbar.
  await expect(dono.getByText('Erro ao carregar as notificações')).toHaveCount(0);
  await verificarAcessibilidade(dono, 'alterar senha (temporária)');
  await dono.screenshot({ path: info.outputPath('alterar-senha-temporaria.png') });

  // Sets a password of its own again.
  await preencherAlterarSenha(dono, senha, resetado.senha);
  await expect(dono.getByText('Senha alterada com sucesso')).toBeVisible();
  await expect(dono).toHaveURL(/\/$/);
  await dono.goto('/pedidos');
  await expect(dono).toHaveURL(/\/pedidos$/);

  // Later logins use the new password and are not held any more.
  await outro.clearCookies();
  await entrar(dono, resetado);
  await expect(dono).toHaveURL(/\/$/);
  await dono.goto('/pedidos');
  await expect(dono).toHaveURL(/\/pedidos$/);
  await outro.close();
});

test('[master] inativa e ativa um usuário, com confirmação', async ({ page, request, criar }) => {
  const inativado = await criar.fornecedor();
  await entrar(page, 'master');
  await navegarNoApp(page, '/usuarios');
  await page.getByLabel('Buscar').fill(inativado.email);
  await expect(linhas(page)).toHaveCount(1);
  const linha = linhas(page).first();
  await expect(linha).toContainText('Ativo');

  await linha.getByRole('button', { name: `Inativar ${inativado.nome}` }).click();
  const inativar = page.getByRole('dialog', { name: 'Inativar usuário' });
  await inativar.getByRole('button', { name: 'Inativar' }).click();
  await expect(page.getByText('Usuário inativado com sucesso')).toBeVisible();
  await expect(linha).toContainText('Inativo');
  const bloqueado = await request.post('/api/logar', {
    data: { email: inativado.email, password: inativado.senha },
  });
  expect(bloqueado.status()).toBe(403);

  await linha.getByRole('button', { name: `Ativar ${inativado.nome}` }).click();
  await page.getByRole('dialog', { name: 'Ativar usuário' }).getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByText('Usuário ativado com sucesso')).toBeVisible();
  await expect(linha).toContainText('Ativo');
  const liberado = await request.post('/api/logar', {
    data: { email: inativado.email, password: inativado.senha },
  });
  expect(liberado.status()).toBe(200);
});

test('[master] 10 por página e a página seguinte; o próprio master não tem ações', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await entrar(page, 'master');
  await navegarNoApp(page, '/usuarios');
  await expect(linhas(page)).toHaveCount(30);
  await page.getByRole('combobox', { name: /Linhas por página/ }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(linhas(page)).toHaveCount(10);
  await expect(page.getByText(/^1–10 de \d+$/)).toBeVisible();
  await page.getByRole('button', { name: /próxima página/i }).click();
  await expect(page.getByText(/^11–20 de \d+$/)).toBeVisible();

  await page.getByLabel('Buscar').fill('master@rodada.test');
  await expect(linhas(page)).toHaveCount(1);
  await expect(linhas(page).first()).toContainText('(você)');
  await expect(linhas(page).first().getByRole('button')).toHaveCount(0);
  await page.getByLabel('Buscar').fill('ninguém-com-este-nome');
  await expect(page.getByText('Sem registros')).toBeVisible();
});

test('[master] Verificado: coluna na tela larga, aviso junto ao nome na estreita', async ({ page }) => {
  // Other specs complete the demo's only unverified account, so the answer is edited here instead.
  await page.route('**/api/usuarios/listar?*', async (rota) => {
    const resposta = await rota.fetch();
    const corpo = (await resposta.json()) as { usuarios: { data: { email: string; verificado: boolean }[] } };
    for (const u of corpo.usuarios.data) if (u.email === 'admin@rodada.test') u.verificado = false;
    await rota.fulfill({ response: resposta, json: corpo });
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await entrar(page, 'master');
  await navegarNoApp(page, '/usuarios');
  await page.getByLabel('Buscar').fill('admin@rodada.test');
  await expect(linhas(page)).toHaveCount(1);
  const linha = linhas(page).first();
  await expect(page.getByRole('columnheader', { name: 'Verificado' })).toBeVisible();
  await expect(linha.getByText('Não', { exact: true })).toBeVisible();
  await expect(linha.getByText('Cadastro incompleto')).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole('columnheader', { name: 'Verificado' })).toBeHidden();
  await expect(linha.getByText('Cadastro incompleto')).toBeVisible();
});

test('[cliente] troca a própria senha em /alterar-senha; a senha atual errada é apontada', async ({
  page,
  criar,
}, info) => {
  const cliente = await criar.cliente();
  await entrar(page, cliente);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Alterar Senha' }).click();
  await expect(page).toHaveURL(/\/alterar-senha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeVisible();

  // The form's own rules (spec 2 §5, spec 1 §5).
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(3);
  await preencherAlterarSenha(page, cliente.senha, '123', '456');
  await expect(page.getByText('Precisa ter 6 ou mais caracteres')).toBeVisible();
  await expect(page.getByText('As senhas devem ser iguais')).toBeVisible();
  await verificarAcessibilidade(page, 'alterar senha com erros');

  // The server's rule: the current password must match.
  await preencherAlterarSenha(page, 'nao-e-esta', 'nova-senha-3');
  await expect(page.getByText('Senha atual incorreta')).toBeVisible();
  await expect(page.getByLabel('Senha atual', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: info.outputPath('alterar-senha-1024.png') });

  await preencherAlterarSenha(page, cliente.senha, 'nova-senha-3');
  await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.context().clearCookies();
  await entrar(page, { email: cliente.email, senha: 'nova-senha-3' });
  await expect(page).toHaveURL(/\/$/);
});

test('[master] telas de usuários e de senha no tablet em retrato (768×1024)', async ({ page }, info) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await entrar(page, 'master');
  await navegarNoApp(page, '/usuarios');
  await expect(linhas(page)).toHaveCount(30);
  // Every kept column fits: no sideways scrolling of the page.
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura).toBeLessThanOrEqual(768);
  await verificarAcessibilidade(page, 'lista de usuários no tablet');
  await page.screenshot({ path: info.outputPath('usuarios-768.png') });
  await navegarNoApp(page, '/alterar-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('alterar-senha-768.png') });
});
