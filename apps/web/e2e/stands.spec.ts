import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { entrar, expect, test, verificarAcessibilidade } from './fixtures';
import { diaEmSaoPaulo } from './fabrica';

// Spec 3 §2 "Stands list", "Stand form", §4 "Stand owner type", §5, §8: an administrador manages
// the stands of its round. The test makes its own administrador, supplier and round (the master
// creates the round, the administrador adds the supplier to it) through the API.

const CELULAR = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A screenshot kept under e2e/artifacts/telas (ignored by git), to be looked at. */
async function foto(page: Page, info: TestInfo, nome: string) {
  await page.screenshot({
    path: path.join(info.project.outputDir, '..', 'telas', `${nome}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** The list settled: no request in flight. */
async function assentada(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

test('o administrador cadastra um stand avulso e um de fornecedor, edita e exclui', async ({
  page,
  criar,
}, info) => {
  test.setTimeout(90_000);
  const admin = await criar.administrador();
  const fornecedor = await criar.fornecedor();
  const rodada = await criar.criarRodadaComoMaster({
    administrador: admin,
    inicio: diaEmSaoPaulo(-1),
    fim: diaEmSaoPaulo(30),
  });
  await criar.participantesAdicionar(admin, rodada.id, [{ tipo: 'fornecedor', id: fornecedor.id }]);

  await page.setViewportSize(TABLET);
  await entrar(page, { email: admin.email, senha: admin.senha });
  await page.goto(`/rodadas/${rodada.id}/stands`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stands' })).toBeVisible();
  await expect(page.getByText(rodada.nome)).toBeVisible();
  await expect(page.getByText('Sem registros')).toBeVisible();
  // No stands yet in an open round: Copiar is offered.
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
  // The empty list on a phone: the toolbar's four actions fit.
  await page.setViewportSize(CELULAR);
  await assentada(page);
  await foto(page, info, 'stands-vazia-390');
  await page.setViewportSize(TABLET);

  // An avulso stand: names typed in lower case are stored in upper case.
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Stand' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campo Obrigatório', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome/ }).fill('stand azul');
  await page.getByRole('textbox', { name: /^Valor/ }).fill('150000');
  await page.getByRole('textbox', { name: /^Proprietário Avulso/ }).fill('loja da esquina');
  await foto(page, info, 'stand-form-1024');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Stand salvo com sucesso')).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Stands' });
  const azul = tabela.getByRole('row', { name: /STAND AZUL/ });
  await expect(azul).toContainText('LOJA DA ESQUINA');
  await expect(azul).toContainText('Avulso');
  await expect(azul).toContainText('R$ 1.500,00');
  await expect(page.getByRole('button', { name: 'Copiar' })).toHaveCount(0);

  // A stand of a supplier taking part in the round, picked from the round's suppliers.
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await page.getByRole('textbox', { name: /^Nome/ }).fill('stand verde');
  await page.getByRole('textbox', { name: /^Valor/ }).fill('250050');
  await page.getByRole('combobox', { name: /^Tipo de Proprietário/ }).click();
  await page.getByRole('option', { name: 'Fornecedor' }).click();
  await expect(page.getByRole('textbox', { name: /^Proprietário Avulso/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Proprietário\b/ }).fill(fornecedor.nome.slice(0, 12));
  await page.getByRole('option', { name: fornecedor.nome }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Stand salvo com sucesso').last()).toBeVisible();
  const verde = tabela.getByRole('row', { name: /STAND VERDE/ });
  await expect(verde).toContainText(fornecedor.nome);
  await expect(verde).toContainText('Fornecedor');
  await expect(verde).toContainText('R$ 2.500,50');
  await assentada(page);
  await foto(page, info, 'stands-lista-1024');
  await verificarAcessibilidade(page, '/rodadas/:id/stands');

  // Editar: the stored values come back; the new value is saved.
  await azul.getByRole('link', { name: 'Editar STAND AZUL' }).click();
  const valor = page.getByRole('textbox', { name: /^Valor/ });
  await expect(valor).toHaveValue('1.500,00');
  await expect(page.getByRole('textbox', { name: /^Proprietário Avulso/ })).toHaveValue('LOJA DA ESQUINA');
  // The money field types like a cash register: select what is there and type the new digits.
  // Again if the selection was lost to the field's own caret placement on focus (seen on the CI).
  await expect(async () => {
    await valor.click();
    await valor.press('ControlOrMeta+a');
    await valor.pressSequentially('200000');
    await expect(valor).toHaveValue('2.000,00', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Stand atualizado com sucesso')).toBeVisible();
  await expect(azul).toContainText('R$ 2.000,00');

  // Excluir asks first; Cancelar keeps the stand.
  await verde.getByRole('button', { name: 'Excluir STAND VERDE' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Excluir stand' });
  await expect(confirmar).toContainText('STAND VERDE');
  await confirmar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmar).toBeHidden();
  await expect(verde).toBeVisible();
  await verde.getByRole('button', { name: 'Excluir STAND VERDE' }).click();
  await confirmar.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Stand excluido com sucesso')).toBeVisible();
  await expect(verde).toHaveCount(0);
  await expect(azul).toBeVisible();

  // Imprimir: the list in the print preview (local mode).
  const impressao = page.waitForResponse((r) =>
    r.url().includes(`/api/impressoes/rodada/${rodada.id}/stands`),
  );
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect((await impressao).headers()['content-type']).toBe('application/pdf');
  const preview = page.getByRole('dialog', { name: `Stands · ${rodada.nome}` });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Fechar' }).click();
  await expect(preview).toBeHidden();

  // A phone: each stand is a card with its actions; the form stacks its fields.
  await page.setViewportSize(CELULAR);
  await assentada(page);
  await expect(page.getByText('STAND AZUL')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar STAND AZUL' })).toBeVisible();
  await foto(page, info, 'stands-lista-390');
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Stand' })).toBeVisible();
  await foto(page, info, 'stand-form-390');

  // Voltar goes back to the rounds list.
  await page.goto(`/rodadas/${rodada.id}/stands`);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/rodadas$/);
});
