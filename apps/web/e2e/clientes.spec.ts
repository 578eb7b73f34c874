import type { Page } from '@playwright/test';
import { clientes, formatarCnpj } from '@rodada/contracts';
import { entrar, expect, navegarNoApp, sair, test, verificarAcessibilidade } from './fixtures';

// Representatives of each test's own (the `criar` fixture) register the customers here; no demo
// login's customers change.
const { MSG_CLIENTES } = clientes;

test.use({ viewport: { width: 1024, height: 768 } });

const tabela = (page: Page) => page.getByRole('table', { name: 'Clientes' });
const linha = (page: Page, texto: string) => tabela(page).locator('tbody tr').filter({ hasText: texto });

/** Fills the address block of the form or dialog `raiz` with a São Paulo address. */
async function preencherEndereco(page: Page, raiz: ReturnType<Page['getByRole']>, rua: string) {
  await raiz.getByLabel('CEP').fill('01426001');
  await raiz.getByLabel('Rua').fill(rua);
  await raiz.getByLabel('Número').fill('1200');
  await raiz.getByLabel('Bairro').fill('Jardins');
  await raiz.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
  await raiz.getByRole('combobox', { name: 'Cidade' }).fill('São Paulo');
  await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
}

test('[representante] cadastra um cliente com duas lojas, desativa e ativa; outro representante não o vê', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  // A fresh shop for every test (a retry must not meet the CNPJ of the previous attempt).
  const sufixo = unico.id();
  const nome = `Boutique Aurora ${sufixo}`;
  const cnpj = unico.cnpj();
  const cnpjFilial = unico.cnpj();
  const representante = await criar.representante();
  const outroRepresentante = await criar.representante();
  // A customer already on the list, as a working representative has.
  await criar.cliente({ representante });
  const email = unico.email('aurora');
  criar.descartar(email);

  await entrar(page, representante);
  await navegarNoApp(page, '/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  for (const coluna of ['Empresa', 'Responsável', 'Cidade/UF', 'Telefone', 'Ações']) {
    await expect(tabela(page).getByRole('columnheader', { name: coluna })).toBeVisible();
  }
  await expect(tabela(page).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('clientes-lista.png') });
  await verificarAcessibilidade(page, 'clientes');

  // Adicionar → 'Cadastro de Cliente'.
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/clientes\/adicionar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Cliente' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Cadastro de Cliente' });
  await form.getByLabel('Razão Social').fill(`${nome} Comércio de Roupas Ltda`);
  await form.getByLabel('Nome Fantasia').fill(nome);
  await form.getByLabel('CNPJ').fill('12ABC34501DE36');
  await expect(form.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-36');
  await form.getByLabel('Inscrição Estadual').fill('110042490114');
  await form.getByLabel('Nome do Responsável').fill('Aurora Lima');
  await form.getByLabel('CPF do Responsável').fill('11111111111');
  await preencherEndereco(page, form, 'Rua Oscar Freire');
  await form.getByLabel('Telefone').fill('1130612200');
  await form.getByLabel('Email').fill(email);

  // Invalid CNPJ and a repeated-digit CPF: the messages under the fields, the data kept.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('CNPJ Inválido')).toBeVisible();
  await expect(form.getByText('CPF Inválido')).toBeVisible();
  await expect(page).toHaveURL(/\/clientes\/adicionar$/);
  await expect(form.getByLabel('Nome Fantasia')).toHaveValue(nome);
  await page.screenshot({ path: info.outputPath('clientes-form-erro.png'), fullPage: true });
  await verificarAcessibilidade(page, 'cliente-adicionar');

  await form.getByLabel('CNPJ').fill(cnpj);
  await form.getByLabel('CPF do Responsável').fill(unico.cpf());
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(MSG_CLIENTES.salvo)).toBeVisible();

  // The temporary password, shown once; closing it opens the new customer's page.
  const senha = page.getByRole('dialog', { name: 'Senha temporária' });
  await expect(senha).toBeVisible();
  await expect(senha.getByLabel('Senha temporária')).not.toHaveValue('');
  await senha.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/clientes\/\d+\/editar$/);

  // The default store came from the customer data; the CNPJ and IE are fixed now.
  await expect(form.getByLabel('CNPJ')).toBeDisabled();
  await expect(form.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpj));
  await expect(form.getByLabel('Inscrição Estadual')).toBeDisabled();
  await expect(form.getByLabel('Email')).toBeDisabled();
  const lojas = page.getByRole('table', { name: 'Lojas do cliente' });
  await expect(lojas.locator('tbody tr')).toHaveCount(1);
  await expect(lojas.getByText('Padrão')).toBeVisible();
  await expect(lojas.getByRole('button', { name: `Excluir loja ${nome}` })).toBeDisabled();

  // A second store, through the store dialog (phone and email optional, spec 2 §5 "Store").
  await page.getByRole('button', { name: 'Adicionar loja' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nova Loja' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByLabel('Razão Social').fill(`${nome} Filial Ltda`);
  await dialogo.getByLabel('Nome Fantasia').fill(`${nome} Filial`);
  await dialogo.getByLabel('CNPJ').fill(cnpjFilial);
  await preencherEndereco(page, dialogo, 'Rua Augusta');
  await dialogo.screenshot({ path: info.outputPath('clientes-loja-dialogo.png') });
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Empresa salva com sucesso')).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(lojas.locator('tbody tr')).toHaveCount(2);
  await expect(lojas).toContainText(formatarCnpj(cnpjFilial));
  await page.screenshot({ path: info.outputPath('clientes-form-editar.png'), fullPage: true });
  await verificarAcessibilidade(page, 'cliente-editar');

  // Editing the customer data.
  await form.getByLabel('Nome do Responsável').fill('Aurora Lima Souza');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(MSG_CLIENTES.atualizado)).toBeVisible();
  await expect(page).toHaveURL(/\/clientes$/);

  // The customer is on the representative's list.
  await page.getByLabel('Buscar').fill(sufixo);
  const minha = linha(page, nome);
  await expect(minha).toHaveCount(1);
  await expect(minha).toContainText('Aurora Lima Souza');
  await expect(minha).toContainText('São Paulo/SP');

  // Detalhes: read-only.
  await minha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Detalhes' }).click();
  const detalhes = page.getByRole('dialog', { name: 'Detalhes do Cliente' });
  await expect(detalhes).toContainText(formatarCnpj(cnpj));
  await expect(detalhes).toContainText(`${nome} Filial`);
  await expect(detalhes.getByRole('textbox')).toHaveCount(0);
  await detalhes.getByRole('button', { name: 'Fechar' }).click();

  // Desativar, behind a confirmation; then Ativar again.
  await minha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Desativar' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Desativar cliente' });
  await expect(confirmar).toContainText(nome);
  await page.screenshot({ path: info.outputPath('clientes-desativar.png') });
  await confirmar.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText(MSG_CLIENTES.desativado)).toBeVisible();
  await expect(minha.getByText('Desativado')).toBeVisible();

  await minha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Ativar' }).click();
  await page.getByRole('dialog', { name: 'Ativar cliente' }).getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByText(MSG_CLIENTES.ativado)).toBeVisible();
  await expect(minha.getByText('Desativado')).toHaveCount(0);

  // Portrait tablet: the essential columns and the row menu stay on screen.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(minha.getByRole('button', { name: `Ações de ${nome}` })).toBeInViewport();
  await page.screenshot({ path: info.outputPath('clientes-lista-768.png') });
  await page.setViewportSize({ width: 1024, height: 768 });

  // Another representative does not see it, and registering the same CNPJ is refused with the
  // server's message and the hint of spec 2 §8.
  await sair(page);
  await entrar(page, outroRepresentante);
  await navegarNoApp(page, '/clientes');
  await page.getByLabel('Buscar').fill(sufixo);
  await expect(tabela(page).getByText('Nenhum cliente encontrado')).toBeVisible();
  await expect(linha(page, nome)).toHaveCount(0);

  await page.getByRole('link', { name: 'Adicionar' }).click();
  await form.getByLabel('Razão Social').fill('Outra Razão Ltda');
  await form.getByLabel('Nome Fantasia').fill('Outra');
  await form.getByLabel('CNPJ').fill(cnpj);
  await form.getByLabel('Nome do Responsável').fill('Outra Pessoa');
  await form.getByLabel('CPF do Responsável').fill(unico.cpf());
  await preencherEndereco(page, form, 'Rua Haddock Lobo');
  await form.getByLabel('Celular').fill('11998765432');
  await form.getByLabel('Email').fill(unico.email('outra'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`${MSG_CLIENTES.jaCadastrado} ${MSG_CLIENTES.dicaSalvar}`)).toBeVisible();
  await expect(form.getByText(MSG_CLIENTES.jaCadastrado)).toBeVisible();
  await expect(page).toHaveURL(/\/clientes\/adicionar$/);
  await expect(form.getByLabel('Nome Fantasia')).toHaveValue('Outra');
});

test('[master] vê Empresa, Responsável e Representante, e troca o representante de um cliente', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  // A customer of a representative of this test (the demo customers stay untouched).
  const sufixo = unico.id();
  const representante = await criar.representante();
  const { nome } = await criar.cliente({ representante, nome: `Loja Mestre ${sufixo}` });

  await entrar(page, 'master');
  await navegarNoApp(page, '/clientes');
  for (const coluna of ['Empresa', 'Responsável', 'Representante', 'Ações']) {
    await expect(tabela(page).getByRole('columnheader', { name: coluna })).toBeVisible();
  }
  // No 'Adicionar' for the master (spec 2 §6: the Add button is the representante's).
  await expect(page.getByRole('link', { name: 'Adicionar' })).toHaveCount(0);
  await page.getByLabel('Buscar').fill(sufixo);
  const minha = linha(page, nome);
  await expect(minha).toContainText(representante.nome);
  await verificarAcessibilidade(page, 'clientes-master');

  await minha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/clientes\/\d+\/editar$/);
  const form = page.getByRole('form', { name: 'Cadastro de Cliente' });
  await expect(form.getByLabel('Email')).toBeEnabled();
  const campo = form.getByRole('combobox', { name: 'Representante' });
  await expect(campo).toHaveValue(representante.nome);
  await campo.click();
  // A demo representative: another test's may be deleted while this one saves.
  await campo.fill('Carla Nogueira');
  const outro = page.getByRole('option', { name: /^Carla Nogueira/ }).first();
  const outroNome = (await outro.textContent()) ?? '';
  await outro.click();
  await page.screenshot({ path: info.outputPath('clientes-master-editar.png'), fullPage: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(MSG_CLIENTES.atualizado)).toBeVisible();
  await expect(page).toHaveURL(/\/clientes$/);
  await page.getByLabel('Buscar').fill(sufixo);
  await expect(linha(page, nome)).toContainText(outroNome);
});
