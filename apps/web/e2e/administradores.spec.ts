import type { Locator, Page } from '@playwright/test';
import { entrar, expect, navegarNoApp, test } from './fixtures';

// Screenshots at the small desktop size.
test.use({ viewport: { width: 1024, height: 768 } });

/** The body rows of the administrators table. */
const linhas = (page: Page) => page.getByRole('table', { name: 'Administradores' }).locator('tbody tr');

/** Waits for a dialog's fade-in to end. */
async function esperarDialogo(dialogo: Locator) {
  await expect(dialogo).toBeVisible();
  await expect
    .poll(() => dialogo.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity))
    .toBe('1');
}

test('[master] cadastra um administrador, vê a senha temporária, busca, edita e exclui', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  const email = unico.email('adm');
  const nome = unico.nome('Adm E2E');
  // Deleted below; the cleanup deletes it if the test stops before.
  criar.descartar(email);
  await entrar(page, 'master');
  await navegarNoApp(page, '/administradores');
  await expect(page.getByRole('heading', { level: 1, name: 'Administradores' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Administradores' });
  for (const coluna of ['Nome', 'Email', 'CNPJ', 'Cidade/UF', 'Ações']) {
    await expect(tabela.getByRole('columnheader', { name: coluna })).toBeVisible();
  }
  await expect(linhas(page).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('administradores-lista-1024.png') });

  // Add: both fields required ('Campo Obrigatório').
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/administradores\/adicionar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Administrador' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campo Obrigatório')).toHaveCount(2);
  await page.getByLabel('Nome').fill(nome);
  await page.getByLabel('Email').fill(email);
  await page.screenshot({ path: info.outputPath('administrador-form-1024.png') });
  await page.getByRole('button', { name: 'Salvar' }).click();

  // The temporary password, shown once.
  const dialogo = page.getByRole('dialog', { name: 'Senha temporária' });
  await esperarDialogo(dialogo);
  await expect(dialogo).toContainText(email);
  const senha = await dialogo.getByLabel('Senha temporária').inputValue();
  expect(senha.length).toBeGreaterThanOrEqual(8);
  await expect(dialogo.getByRole('button', { name: 'Copiar' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('administrador-senha-1024.png') });
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/administradores$/);

  // Search (leading spaces ignored).
  await page.getByLabel('Buscar').fill(`   ${email}`);
  await expect(page.getByLabel('Buscar')).toHaveValue(email);
  await expect(linhas(page)).toHaveCount(1);
  await expect(linhas(page).first()).toContainText(nome);

  // Edit the name; the email cannot change.
  await linhas(page)
    .first()
    .getByRole('link', { name: `Editar ${nome}` })
    .click();
  await expect(page).toHaveURL(/\/administradores\/\d+\/editar$/);
  await expect(page.getByLabel('Nome')).toHaveValue(nome);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toBeDisabled();
  const novoNome = `${nome} Editado`;
  await page.getByLabel('Nome').fill(novoNome);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Administrador atualizado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/administradores$/);

  // Delete, behind a confirmation.
  await page.getByLabel('Buscar').fill(email);
  await expect(linhas(page)).toHaveCount(1);
  await expect(linhas(page).first()).toContainText(novoNome);
  await linhas(page)
    .first()
    .getByRole('button', { name: `Excluir ${novoNome}` })
    .click();
  const confirmacao = page.getByRole('dialog', { name: 'Excluir administrador' });
  await esperarDialogo(confirmacao);
  await confirmacao.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Administrador excluído com sucesso')).toBeVisible();
  await expect(tabela.getByText(novoNome)).toHaveCount(0);
});
