import type { Page } from '@playwright/test';
import { entrar, expect, test, verificarAcessibilidade, type Fabrica } from './fixtures';

// ADR 012: typing a CEP fills the address, in every address form (CamposEndereco). Shown on the
// account page of a new customer, whose account is not completed yet: the lookup is open to them.
// The CEP provider is e2e/cep-falso.ts (CEP_URL of playwright.config.ts).

/** A customer of this test only, signed up and validated, on its account page. */
async function novoCliente(page: Page, criar: Fabrica) {
  const conta = await criar.cadastro({ tipo: 'cliente', nome: 'Loja do CEP' });
  await entrar(page, conta);
  await expect(page).toHaveURL(/\/cliente\/minha-conta$/);
  const form = page.getByRole('form', { name: 'Dados da conta' });
  await expect(form.getByLabel('Email')).toHaveValue(conta.email); // the account has loaded
  return form;
}

test.use({ viewport: { width: 390, height: 844 } });

test('[cliente] digitar o CEP preenche rua, bairro, estado e cidade; CEP desconhecido só avisa', async ({
  page,
  criar,
}, info) => {
  const form = await novoCliente(page, criar);
  await form.getByLabel('Número').fill('100');
  await form.getByLabel('CEP').pressSequentially('50030230');
  await expect(form.getByLabel('CEP')).toHaveValue('50030-230');
  await expect(form.getByLabel('Rua')).toHaveValue('Avenida Rio Branco');
  await expect(form.getByLabel('Bairro')).toHaveValue('Recife');
  await expect(form.getByRole('combobox', { name: 'Estado' })).toHaveText('Pernambuco');
  await expect(form.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Recife');
  await expect(form.getByLabel('Número')).toHaveValue('100');
  // The address block in the middle of the screen, as a person sees it after the fill.
  const centralizar = () =>
    form.getByLabel('Bairro').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await centralizar();
  await page.screenshot({ path: info.outputPath('cep-preenchido-390.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await centralizar();
  await page.screenshot({ path: info.outputPath('cep-preenchido-1024.png') });
  await verificarAcessibilidade(page, 'minha-conta com o endereço do CEP');

  // A CEP the provider does not know: a hint, and what is in the form stays.
  await form.getByLabel('CEP').fill('');
  await form.getByLabel('CEP').pressSequentially('99999999');
  await expect(form.getByText('CEP não encontrado')).toBeVisible();
  await expect(form.getByLabel('Rua')).toHaveValue('Avenida Rio Branco');
});

test('[cliente] sem conexão o CEP não preenche nada e o endereço se digita à mão', async ({
  page,
  criar,
  context,
}) => {
  const form = await novoCliente(page, criar);
  await context.setOffline(true);
  await form.getByLabel('CEP').pressSequentially('50030230');
  await form.getByLabel('Rua').fill('Rua da Aurora');
  await form.getByLabel('Bairro').fill('Boa Vista');
  await expect(form.getByLabel('Rua')).toHaveValue('Rua da Aurora');
  await expect(form.getByText('CEP não encontrado')).toBeHidden();
  await context.setOffline(false);
});
