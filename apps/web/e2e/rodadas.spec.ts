import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { entrar, expect, sair, selecionarRodadaPelaTela, test, verificarAcessibilidade } from './fixtures';

// Spec 3 §2 "Rounds list" and "Round form", §4 "Selecting a round", §5, §6; spec 1 §4 (the
// print-island question and its date window). Each test makes its own administrador and rounds
// (the `criar` fixture, or the form); the demo's rounds are only read.

const CELULAR = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A small floor plan: two stands whose element ids are their codes (ADR 015). */
const PLANTA = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 120" width="220" height="120">
  <rect width="220" height="120" fill="#f4f4f4"/>
  <rect id="A1" x="10" y="10" width="90" height="100" fill="#cde"/>
  <rect id="A2" x="120" y="10" width="90" height="100" fill="#dec"/>
</svg>`;

/** Screenshots of the screen at the phone and the tablet widths, under e2e/artifacts/telas. */
async function fotos(page: Page, info: TestInfo, nome: string) {
  const pasta = path.join(info.project.outputDir, '..', 'telas');
  for (const [tamanho, rotulo] of [
    [CELULAR, '390'],
    [TABLET, '1024'],
  ] as const) {
    await page.setViewportSize(tamanho);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await page.screenshot({
      path: path.join(pasta, `${nome}-${rotulo}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}

/** The user menu's 'Ilha de Impressão' switch (the menu is left open). */
async function chaveDaIlha(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  return page.getByRole('menu').getByRole('menuitemcheckbox', { name: 'Ilha de Impressão' });
}

test.use({ viewport: TABLET });

test('[master] cadastra uma rodada com planta e administrador; o administrador a seleciona pela tela', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  const administrador = await criar.administrador();
  const nome = unico.nome('Rodada Planta');

  await entrar(page, 'master');
  await page.goto('/rodadas');
  await expect(page.getByRole('heading', { level: 1, name: 'Rodadas' })).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/rodadas\/adicionar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Rodada' })).toBeVisible();
  const salvar = page.getByRole('button', { name: 'Salvar' });
  await expect(salvar).toBeDisabled();
  await fotos(page, info, 'rodada-form-vazio');

  await page.getByRole('textbox', { name: /^Nome/ }).fill(nome);
  await page.getByRole('textbox', { name: /^Local/ }).fill('Pavilhão de Exposições');
  // The four dates start today: the round is open and inside its print-island window.
  await page.getByRole('combobox', { name: /^Estado/ }).click();
  await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
  const cidade = page.getByRole('combobox', { name: /^Cidade/ });
  await cidade.fill('São Paulo');
  await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
  await page.getByRole('combobox', { name: /^Administrador/ }).click();
  await page.getByRole('option', { name: administrador.nome, exact: true }).click();
  await page.getByLabel('Arquivo: Planta').setInputFiles({
    name: 'planta.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(PLANTA),
  });
  await expect(page.getByRole('button', { name: 'Ampliar Planta' })).toBeVisible();
  await expect(salvar).toBeEnabled();
  await verificarAcessibilidade(page, 'Cadastro de Rodada');
  await fotos(page, info, 'rodada-form-preenchido');

  await salvar.click();
  await expect(page.getByText('Rodada salva com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/rodadas$/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
  const linha = page.getByRole('row').filter({ hasText: nome });
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText(administrador.nome);
  // The master's Detalhes shows the uploaded planta, served sanitised by the API.
  await linha.getByRole('button', { name: `Ações de ${nome}` }).click();
  await page.getByRole('menuitem', { name: 'Detalhes' }).click();
  const detalhes = page.getByRole('dialog', { name: 'Detalhes da Rodada' });
  await expect(detalhes.getByRole('img', { name: `Planta de ${nome}` })).toBeVisible();
  await expect
    .poll(() =>
      detalhes
        .getByRole('img', { name: `Planta de ${nome}` })
        .evaluate((i: HTMLImageElement) => i.naturalWidth),
    )
    .toBeGreaterThan(0);
  await detalhes.getByRole('button', { name: 'Fechar' }).click();
  await sair(page);

  // The administrador sees the round it organises and selects it; the print island is asked.
  await entrar(page, administrador);
  await page.goto('/rodadas');
  const tabela = page.getByRole('table', { name: 'Rodadas' });
  await expect(tabela.getByRole('columnheader', { name: 'Administrador' })).toHaveCount(0);
  await selecionarRodadaPelaTela(page, nome, 'Sim');
  await expect(page.getByText(`Rodada selecionada: ${nome}`)).toBeVisible();
  let chave = await chaveDaIlha(page);
  await expect(chave).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await verificarAcessibilidade(page, '/rodadas (administrador)');
  await fotos(page, info, 'rodadas-administrador');

  // Its own open round: Editar, Stands and the participants; the form keeps the dates read-only.
  await tabela.getByRole('button', { name: `Ações de ${nome}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Editar',
    'Stands',
    'Clientes',
    'Fornecedores',
    'Representantes',
  ]);
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/rodadas\/\d+\/editar$/);
  await expect(page.getByRole('textbox', { name: /^Data Início/ })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: /^Administrador/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ampliar Planta' })).toBeVisible();
  await fotos(page, info, 'rodada-form-administrador');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  // Unticking 'Ativa' clears the round and turns the island off (the switch disabled).
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
  const ativa = tabela.getByRole('checkbox', { name: `Ativa: ${nome}`, exact: true });
  await expect(ativa).toBeChecked();
  await ativa.click();
  await expect(ativa).not.toBeChecked();
  await expect(page.getByText('Nenhuma rodada selecionada')).toBeVisible();
  chave = await chaveDaIlha(page);
  await expect(chave).toHaveAttribute('aria-checked', 'false');
  await expect(chave).toBeDisabled();
});

test('[administrador] uma rodada fora do período não pergunta pela Ilha, e a chave fica desativada', async ({
  page,
  criar,
  unico,
}) => {
  const administrador = await criar.administrador();
  // Starts next year: open (editable) but not yet happening.
  const ano = new Date().getFullYear() + 1;
  const futura = await criar.criarRodadaComoMaster({
    nome: unico.nome('Rodada Futura'),
    administrador,
    inicio: `${ano}-03-01`,
    fim: `${ano}-03-03`,
  });
  await entrar(page, administrador);
  await selecionarRodadaPelaTela(page, futura.nome, null);
  const chave = await chaveDaIlha(page);
  await expect(chave).toBeDisabled();
  await expect(chave).toHaveAttribute('aria-checked', 'false');
});

test('[fornecedor] só o botão de Detalhes na linha, e sem Adicionar', async ({ page }, info) => {
  await entrar(page, 'fornecedor');
  await page.goto('/rodadas');
  const tabela = page.getByRole('table', { name: 'Rodadas' });
  await expect(tabela.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adicionar' })).toHaveCount(0);
  await expect(tabela.getByRole('button', { name: /^Ações de / })).toHaveCount(0);
  await tabela
    .getByRole('button', { name: /^Detalhes de / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Detalhes da Rodada' })).toBeVisible();
  await fotos(page, info, 'rodadas-fornecedor-detalhes');
});
