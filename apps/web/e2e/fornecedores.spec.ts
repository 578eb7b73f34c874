import type { Locator, Page, TestInfo } from '@playwright/test';
import { formatarCnpj } from '@rodada/contracts';
import { entrar, expect, navegarNoApp, test, verificarAcessibilidade } from './fixtures';

// Spec 2 §2 "Suppliers", §5 "Supplier registration" and "Rating", §6 "Representative on suppliers",
// §8 "Suppliers". Each test logs in as a staff member of its own and registers its own suppliers
// (through the form or the `criar` fixture); no demo supplier changes.

/** A screenshot at the two tablet sizes, transitions fast-forwarded (landscape and portrait). */
async function fotosTablet(page: Page, info: TestInfo, nome: string) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: info.outputPath(`${nome}-1024x768.png`), animations: 'disabled' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: info.outputPath(`${nome}-768x1024.png`), animations: 'disabled' });
  await page.setViewportSize({ width: 1024, height: 768 });
}

/** Waits for a dialog's fade-in to end. */
async function esperarDialogo(dialogo: Locator) {
  await expect(dialogo).toBeVisible();
  await expect
    .poll(() => dialogo.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity))
    .toBe('1');
}

/** The body rows of the suppliers table. */
const linhas = (page: Page) => page.getByRole('table', { name: 'Fornecedores' }).locator('tbody tr');

/** Types `termo` in the search and waits for the one matching row. */
async function buscar(page: Page, termo: string) {
  const campo = page.getByRole('searchbox', { name: 'Buscar' });
  await campo.fill(termo);
  await expect(linhas(page)).toHaveCount(1);
  await expect(linhas(page).first()).toContainText(termo);
  return linhas(page).first();
}

test('[administrador] cadastra um fornecedor, vê a senha temporária e o bloqueia', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  const nome = unico.nome('Malharia E2E');
  const cnpj = unico.cnpj();
  const email = unico.email('malharia');
  criar.descartar(email);
  await page.setViewportSize({ width: 1024, height: 768 });
  await entrar(page, await criar.administrador());
  await navegarNoApp(page, '/fornecedores');
  await expect(page.getByRole('heading', { level: 1, name: 'Fornecedores' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Fornecedores' });
  for (const coluna of ['Nome Fantasia', 'Razão Social', 'CNPJ', 'Cidade', 'Ações']) {
    await expect(tabela.getByRole('columnheader', { name: coluna })).toBeVisible();
  }
  await expect(linhas(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await fotosTablet(page, info, 'fornecedores-lista-admin');
  await verificarAcessibilidade(page, 'fornecedores (administrador)');

  // 'Cadastro de Fornecedor': the required fields (spec 2 §5 "Supplier registration").
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/fornecedores\/adicionar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Fornecedor' })).toBeVisible();
  await expect(page.getByText('Os campos marcados com * são obrigatórios.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Cadastro de Fornecedor' });
  await expect(form.getByRole('heading', { name: 'Fornecedor', exact: true })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Usuário', exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Salvar' }).click();
  // Razão Social, Nome Fantasia, CNPJ, CEP, Rua, Número, Bairro, Estado, Cidade, Telefone, login.
  await expect(form.getByText('Campo obrigatório')).toHaveCount(11);

  await form.getByLabel('Razão Social').fill(`${nome} Ltda`);
  await form.getByLabel('Nome Fantasia').fill(nome);
  await form.getByLabel('CNPJ').fill(cnpj);
  await expect(form.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpj));
  await form.getByLabel('Nome do Sócio').fill('Helena Duarte');
  await form.getByLabel('CPF').fill('11111111111');
  await form.getByLabel('Data de Nascimento', { exact: true }).fill('10051980');
  await expect(form.getByLabel('Data de Nascimento', { exact: true })).toHaveValue('10/05/1980');
  await form.getByLabel('CEP').fill('03011000');
  await form.getByLabel('Rua').fill('Rua Barão de Ladário');
  await form.getByLabel('Número').fill('800');
  await form.getByLabel('Bairro').fill('Brás');
  await form.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
  await form.getByRole('combobox', { name: 'Cidade' }).fill('São Paulo');
  await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
  await form.getByLabel('Telefone').fill('1133224455');
  await form.getByLabel('Email de login').fill(email);

  // A repeated-digit CPF is refused; the form keeps what was typed.
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('CPF Inválido')).toBeVisible();
  await expect(form.getByLabel('Nome Fantasia')).toHaveValue(nome);
  await fotosTablet(page, info, 'fornecedor-form');
  await verificarAcessibilidade(page, 'cadastro de fornecedor');
  await form.getByLabel('CPF').fill('52998224725');
  await form.getByRole('button', { name: 'Salvar' }).click();

  // The temporary password, shown once (spec D1).
  const dialogo = page.getByRole('dialog', { name: 'Senha temporária' });
  await esperarDialogo(dialogo);
  await expect(dialogo).toContainText(email);
  const senha = await dialogo.getByLabel('Senha temporária').inputValue();
  expect(senha.length).toBeGreaterThanOrEqual(8);
  await page.screenshot({ path: info.outputPath('fornecedor-senha-1024.png') });
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/fornecedores$/);

  // The new supplier in the list (search toggle, CNPJ masked, city).
  const linha = await buscar(page, nome);
  await expect(linha).toContainText(formatarCnpj(cnpj));
  await expect(linha).toContainText('São Paulo/SP');
  await expect(linha.getByText('Desativado')).toHaveCount(0);

  // Details: read-only.
  await linha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Detalhes' }).click();
  const detalhes = page.getByRole('dialog', { name: nome });
  await esperarDialogo(detalhes);
  await expect(detalhes).toContainText(`${nome} Ltda`);
  await expect(detalhes).toContainText('Rua Barão de Ladário, 800');
  await expect(detalhes.getByRole('button', { name: 'Nova avaliação' })).toHaveCount(0);
  await detalhes.getByRole('button', { name: 'Fechar' }).click();
  await expect(detalhes).toBeHidden();

  // Editar: the form starts from what was stored (masks back on); Cancelar returns to the list.
  await linha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/fornecedores\/\d+\/editar$/);
  await expect(form.getByLabel('Nome Fantasia')).toHaveValue(nome);
  await expect(form.getByLabel('CNPJ')).toHaveValue(formatarCnpj(cnpj));
  await expect(form.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await expect(form.getByLabel('Data de Nascimento', { exact: true })).toHaveValue('10/05/1980');
  await expect(form.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await expect(form.getByLabel('Email de login')).toHaveValue(email);
  // ADR 007: only the master changes a login e-mail; the administrador sees it locked.
  await expect(form.getByLabel('Email de login')).toBeDisabled();
  await expect(form.getByText('O email é o login do fornecedor; só o master pode alterá-lo.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/fornecedores$/);
  await buscar(page, nome);

  // Block, behind a confirmation: the 'Desativado' chip.
  await linha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Bloquear' }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Bloquear fornecedor' });
  await esperarDialogo(confirmacao);
  await confirmacao.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Fornecedor desativado com sucesso')).toBeVisible();
  await expect(linha.getByText('Desativado')).toBeVisible();
  await fotosTablet(page, info, 'fornecedores-bloqueado');

  // The blocked supplier cannot log in.
  const login = await page.request.post('/api/logar', { data: { email, password: senha } });
  expect(login.ok()).toBe(false);
});

test('[representante] avalia um fornecedor com meia estrela e exclui a própria avaliação', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  // Registered by an administrador, its account not completed yet.
  const { nome } = await criar.fornecedor({ nome: unico.nome('Tecelagem Avaliada'), pronto: false });
  const comentario = `Entrega no prazo e boa grade (${unico.id()})`;
  await page.setViewportSize({ width: 1024, height: 768 });
  await entrar(page, await criar.representante());
  await navegarNoApp(page, '/fornecedores');
  await expect(page.getByRole('heading', { level: 1, name: 'Fornecedores' })).toBeVisible();
  await expect(linhas(page).first()).toBeVisible();
  await verificarAcessibilidade(page, 'fornecedores (representante)');

  const linha = await buscar(page, nome);
  await linha.getByRole('button', { name: `Ações de ${nome}` }).click();
  // A representante does not manage suppliers: no reset, block or delete; nor does it edit one it
  // did not register (ADR 007).
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Resetar senha' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Ativar para mim' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Detalhes' }).click();
  const detalhes = page.getByRole('dialog', { name: nome });
  await esperarDialogo(detalhes);
  await expect(detalhes.getByRole('heading', { name: 'Avaliações' })).toBeVisible();
  await expect(detalhes.getByText('Nenhuma avaliação ainda.')).toBeVisible();

  // 'Nova avaliação': both fields required ('Campo Obrigatório').
  await detalhes.getByRole('button', { name: 'Nova avaliação' }).click();
  const formAvaliacao = detalhes.getByRole('form', { name: 'Nova avaliação' });
  await formAvaliacao.getByRole('button', { name: 'Salvar' }).click();
  await expect(formAvaliacao.getByText('Campo Obrigatório')).toHaveCount(2);
  // A half star: the pointer over the left half of the fourth star, then a click (as a person does).
  // Measured again if the gesture missed (the dialog may still be settling when first measured).
  const quartaEstrela = formAvaliacao.locator('.MuiRating-decimal').nth(3);
  await expect(async () => {
    const caixa = await quartaEstrela.boundingBox();
    expect(caixa).not.toBeNull();
    await page.mouse.move(caixa!.x + caixa!.width * 0.25, caixa!.y + caixa!.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await expect(formAvaliacao.getByRole('radio', { name: '3,5 estrelas' })).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await formAvaliacao.getByLabel('Comentário').fill(comentario);
  await fotosTablet(page, info, 'fornecedor-avaliacao-form');
  await verificarAcessibilidade(page, 'nova avaliação');
  await formAvaliacao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Avaliação salva com sucesso')).toBeVisible();
  await expect(formAvaliacao).toBeHidden();

  // The rating in the list, with half a star, the author and a delete button (own rating).
  const lista = detalhes.getByRole('list', { name: 'Avaliações do fornecedor' });
  const item = lista.getByRole('listitem').filter({ hasText: comentario });
  await expect(item).toBeVisible();
  await expect(item.getByRole('img', { name: '3,5 estrelas' })).toBeVisible();
  await expect(item).toContainText('(você)');
  // The list scrolls within 30% of the view height (spec 2 §2).
  const alturaMaxima = await lista.evaluate((el) => getComputedStyle(el).maxHeight);
  expect(parseFloat(alturaMaxima)).toBeCloseTo(768 * 0.3, 0);
  await fotosTablet(page, info, 'fornecedor-avaliacoes');

  // Delete, behind a confirmation.
  await item.getByRole('button', { name: /^Excluir a avaliação/ }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Excluir avaliação' });
  await esperarDialogo(confirmacao);
  await expect(confirmacao).toContainText(comentario);
  await confirmacao.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Avaliação excluída com sucesso')).toBeVisible();
  await expect(lista.getByText(comentario)).toHaveCount(0);
  await expect(detalhes.getByText('Nenhuma avaliação ainda.')).toBeVisible();
  await detalhes.getByRole('button', { name: 'Fechar' }).click();
  await expect(detalhes).toBeHidden();
});
