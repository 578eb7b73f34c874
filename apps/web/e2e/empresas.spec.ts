import type { Page } from '@playwright/test';
import { formatarCnpj } from '@rodada/contracts';
import { cnpjInvalido, entrar, expect, navegarNoApp, test, verificarAcessibilidade } from './fixtures';

// Each test has a customer of its own (registered by a representative, one default store named
// after it), so the stores it adds meet no other test's.

test.use({ viewport: { width: 1024, height: 768 } });

const tabela = (page: Page) => page.getByRole('table', { name: 'Minhas Empresas' });
const linha = (page: Page, texto: string) => tabela(page).locator('tbody tr').filter({ hasText: texto });

test('[cliente] lista, cadastra (CNPJ inválido antes), edita e exclui uma empresa', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  const cliente = await criar.cliente({ nome: unico.nome('Bella Moda') });
  const cnpj = unico.cnpj();
  await entrar(page, cliente);
  await navegarNoApp(page, '/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Empresas' })).toBeVisible();
  for (const coluna of ['Razão Social', 'Nome Fantasia', 'CNPJ', 'Ações']) {
    await expect(tabela(page).getByRole('columnheader', { name: coluna })).toBeVisible();
  }

  // The default store: marked 'Padrão', its delete disabled; the CNPJ shows with its mask.
  const padrao = linha(page, cliente.nome);
  await expect(padrao).toHaveCount(1);
  await expect(padrao.getByText('Padrão')).toBeVisible();
  await expect(padrao.getByRole('button', { name: `Excluir ${cliente.nome}` })).toBeDisabled();
  await expect(padrao).toContainText(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
  await page.screenshot({ path: info.outputPath('empresas-lista.png') });
  await verificarAcessibilidade(page, 'empresas');

  // Adicionar → the form.
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/empresas\/cadastrar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Empresa' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Cadastro de Empresa' });

  // Enter moves to the next field instead of submitting.
  await form.getByLabel('Razão Social').fill('Bella Moda Filial Boa Viagem Ltda');
  await form.getByLabel('Razão Social').press('Enter');
  await expect(form.getByLabel('Nome Fantasia')).toBeFocused();
  await page.keyboard.type('Bella Moda Boa Viagem');
  await form.getByLabel('CNPJ').fill(cnpjInvalido(cnpj));
  await expect(form.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpjInvalido(cnpj)));
  await form.getByLabel('Inscrição Estadual').fill('0321418-40');
  await form.getByLabel('CEP').fill('51020000');
  await form.getByLabel('Rua').fill('Avenida Boa Viagem');
  await form.getByLabel('Número').fill('3500');
  await form.getByLabel('Complemento').fill('Loja 12');
  await form.getByLabel('Bairro').fill('Boa Viagem');
  await form.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Pernambuco', exact: true }).click();
  await form.getByRole('combobox', { name: 'Cidade' }).fill('Recife');
  await page.getByRole('option', { name: 'Recife', exact: true }).click();
  await form.getByLabel('Telefone').fill('8132221100');
  await expect(form.getByLabel('Telefone')).toHaveValue('(81) 3222-1100');
  await form.getByLabel('Celular').fill('81988887777');
  await expect(form.getByLabel('Celular')).toHaveValue('(81) 98888-7777');
  await form.getByLabel('Email').fill('boaviagem@bellamoda.test');

  // An invalid CNPJ: the message under the field, and the form keeps what was typed.
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('CNPJ inválido')).toBeVisible();
  await expect(page).toHaveURL(/\/empresas\/cadastrar$/);
  await expect(form.getByLabel('Razão Social')).toHaveValue('Bella Moda Filial Boa Viagem Ltda');
  await page.screenshot({ path: info.outputPath('empresas-form-erro.png') });

  // The right check digit: saved, back to the list.
  await form.getByLabel('CNPJ').fill(cnpj);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Empresa salva com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/empresas$/);
  const nova = linha(page, 'Bella Moda Boa Viagem');
  await expect(nova).toContainText(formatarCnpj(cnpj));
  await expect(nova.getByText('Padrão')).toHaveCount(0);

  // Editar: the form starts from what was stored.
  await nova.getByRole('link', { name: 'Editar Bella Moda Boa Viagem' }).click();
  await expect(page).toHaveURL(/\/empresas\/\d+\/editar$/);
  await expect(form.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpj));
  await expect(form.getByLabel('CEP')).toHaveValue('51020-000');
  await expect(form.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Recife');
  await page.screenshot({ path: info.outputPath('empresas-form-editar.png') });
  await verificarAcessibilidade(page, 'empresa-editar');
  await form.getByLabel('Nome Fantasia').fill('Bella Moda Shopping Recife');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Empresa atualizada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/empresas$/);
  const editada = linha(page, 'Bella Moda Shopping Recife');
  await expect(editada).toHaveCount(1);

  // Excluir, behind a confirmation.
  await editada.getByRole('button', { name: 'Excluir Bella Moda Shopping Recife' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Excluir empresa' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Empresa excluída com sucesso')).toBeVisible();
  await expect(linha(page, 'Bella Moda Shopping Recife')).toHaveCount(0);
  await expect(tabela(page).locator('tbody tr')).toHaveCount(1);
});

test('[cliente] no celular, Adicionar leva a /empresas/cadastrar', async ({ page, criar, unico }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cliente = await criar.cliente({ nome: unico.nome('Bella Moda') });
  await entrar(page, cliente);
  await navegarNoApp(page, '/empresas');
  await expect(linha(page, cliente.nome)).toHaveCount(1);
  // The actions stay on screen (no sideways scroll): the CNPJ moves under the name.
  await expect(
    linha(page, cliente.nome).getByRole('link', { name: `Editar ${cliente.nome}` }),
  ).toBeInViewport();
  await expect(
    linha(page, cliente.nome)
      .getByText(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/)
      .filter({ visible: true }),
  ).toBeVisible();
  await page.screenshot({ path: info.outputPath('empresas-celular.png') });
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/empresas\/cadastrar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Empresa' })).toBeVisible();
});
