import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { formatarCnpj } from '@rodada/contracts';
import { entrar, expect, navegarNoApp, test, verificarAcessibilidade } from './fixtures';
import { diaEmSaoPaulo } from './fabrica';

// Spec 3 §2 "Round participants", §6, §8 "Participants" (issue 11 §4): the three pages of a round's
// suppliers, clients and representatives. Each test makes its own administrador, round and
// participants through the API (fabrica.ts criarRodadaComoMaster, participantesAdicionar).

const CELULAR = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A screenshot kept under e2e/artifacts/participantes (ignored by git), to be looked at. */
async function foto(page: Page, info: TestInfo, nome: string, paginaInteira = true) {
  await page.screenshot({
    path: path.join(info.project.outputDir, '..', 'participantes', `${nome}.png`),
    fullPage: paginaInteira,
    animations: 'disabled',
  });
}

/** The same screen at a phone's and a landscape tablet's width, back at the tablet's. */
async function fotos(page: Page, info: TestInfo, nome: string) {
  await page.setViewportSize(CELULAR);
  await foto(page, info, `${nome}-390`);
  // Nothing wider than the phone's screen (ADR 011).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(CELULAR.width);
  await page.setViewportSize(TABLET);
  await foto(page, info, `${nome}-1024`);
}

test.use({ viewport: TABLET });

test('[administrador] adiciona um fornecedor pela Seleção de Fornecedores e o remove com confirmação', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  const administrador = await criar.administrador();
  const rodada = await criar.criarRodadaComoMaster({
    administrador,
    inicio: diaEmSaoPaulo(-1),
    fim: diaEmSaoPaulo(30),
  });
  const fornecedor = await criar.fornecedor({ nome: unico.nome('Malharia Participante') });

  await entrar(page, administrador);
  await navegarNoApp(page, `/rodadas/${rodada.id}/fornecedores`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fornecedores da Rodada' })).toBeVisible();
  const info1 = page.getByRole('region', { name: 'Rodada' });
  await expect(info1.getByRole('heading', { name: rodada.nome })).toBeVisible();
  await expect(info1).toContainText('Pavilhão E2E');
  await expect(info1).toContainText('São Paulo/SP');
  await expect(info1).toContainText(administrador.nome);
  const tabela = page.getByRole('table', { name: 'Fornecedores da Rodada' });
  await expect(tabela.getByText('Sem registros')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/rodadas');

  // 'Seleção de Fornecedores': search, tick, add; the outcome is listed in the dialog.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const selecao = page.getByRole('dialog', { name: 'Seleção de Fornecedores' });
  await selecao.getByLabel('Buscar').fill(fornecedor.nome);
  const candidato = selecao.getByRole('checkbox', { name: `Selecionar ${fornecedor.nome}` });
  await expect(candidato).toBeVisible();
  await expect(selecao.getByRole('table')).toContainText(formatarCnpj(fornecedor.cnpj ?? ''));
  await candidato.check();
  await expect(selecao.getByText('1 selecionado')).toBeVisible();
  await verificarAcessibilidade(page, 'Seleção de Fornecedores');
  await fotos(page, info, 'selecao-fornecedores');
  await selecao.getByRole('button', { name: 'Adicionar' }).click();
  await expect(selecao.getByRole('status', { name: 'Resultado da adição' })).toContainText(
    `${fornecedor.nome} adicionado a rodada com sucesso`,
  );
  // Added: no longer a candidate.
  await expect(candidato).toBeHidden();
  await selecao.getByRole('button', { name: 'Fechar' }).click();
  await expect(selecao).toBeHidden();

  const linha = tabela.locator('tbody tr').filter({ hasText: fornecedor.nome });
  await expect(linha).toContainText(`${fornecedor.nome} Ltda`);
  await expect(linha).toContainText('São Paulo/SP');
  await verificarAcessibilidade(page, '/rodadas/:id/fornecedores');
  await fotos(page, info, 'fornecedores-rodada');

  // Remover: Cancelar keeps it; confirmed, it leaves the round.
  await linha.getByRole('button', { name: `Remover ${fornecedor.nome} da rodada` }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Remover fornecedor' });
  await expect(confirmacao).toContainText(`Remover ${fornecedor.nome} da rodada ${rodada.nome}?`);
  await foto(page, info, 'remover-fornecedor-1024', false);
  await confirmacao.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmacao).toBeHidden();
  await expect(linha).toBeVisible();
  await linha.getByRole('button', { name: `Remover ${fornecedor.nome} da rodada` }).click();
  await confirmacao.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText(`${fornecedor.nome} removido da rodada com sucesso`)).toBeVisible();
  await expect(tabela.getByText('Sem registros')).toBeVisible();
});

test('[administrador] importa um CSV de clientes com uma linha ruim e vê o relatório', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  const administrador = await criar.administrador();
  const rodada = await criar.criarRodadaComoMaster({
    administrador,
    inicio: diaEmSaoPaulo(-1),
    fim: diaEmSaoPaulo(30),
  });
  const loja1 = await criar.cliente({ nome: unico.nome('Loja Importada') });
  const loja2 = await criar.cliente({ nome: unico.nome('Boutique Importada') });

  await entrar(page, administrador);
  await navegarNoApp(page, `/rodadas/${rodada.id}/clientes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes da Rodada' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Clientes da Rodada' });
  await expect(tabela.getByText('Sem registros')).toBeVisible();

  await page.getByRole('button', { name: 'Importar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Importar Clientes' });
  await expect(dialogo).toContainText('A primeira coluna é o CNPJ do cliente');
  await page.setViewportSize(CELULAR);
  await foto(page, info, 'importar-clientes-390', false);
  await page.setViewportSize(TABLET);
  // A header line, two good lines (one CNPJ masked) and a bad one (line 4).
  const csv = `CNPJ;Nome\n${formatarCnpj(loja1.cnpj ?? '')};${loja1.nome}\n${loja2.cnpj ?? ''};${loja2.nome}\n123;Loja Errada\n`;
  await dialogo.getByLabel('Arquivo CSV').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const relatorio = dialogo.getByRole('region', { name: 'Relatório da importação' });
  await expect(relatorio).toContainText('2 linhas aceitas');
  await expect(relatorio).toContainText('1 linha recusada');
  const recusada = relatorio.getByRole('table').locator('tbody tr');
  await expect(recusada).toHaveCount(1);
  await expect(recusada.locator('td')).toHaveText(['4', '123;Loja Errada', 'CNPJ inválido']);
  await verificarAcessibilidade(page, 'relatório da importação');
  await fotos(page, info, 'importacao-clientes');
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toBeHidden();

  // Both clients are now in the round, each with its prazo and inscrição controls.
  for (const loja of [loja1, loja2]) {
    await expect(tabela.locator('tbody tr').filter({ hasText: loja.nome })).toHaveCount(1);
  }
  await fotos(page, info, 'clientes-rodada');

  // Prazo: the small dialog; a term out of the contract's form is refused under the field.
  const linha1 = tabela.locator('tbody tr').filter({ hasText: loja1.nome });
  await linha1.getByRole('button', { name: `Alterar prazo de ${loja1.nome}` }).click();
  const prazo = page.getByRole('dialog', { name: 'Prazo' });
  await prazo.getByLabel('Prazo').fill('trinta dias');
  await prazo.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    prazo.getByText("Informe o prazo em dias separados por '/', por exemplo 30/60/90"),
  ).toBeVisible();
  await expect(prazo.getByLabel('Prazo')).toHaveValue('trinta dias');
  await prazo.getByLabel('Prazo').fill('30/60/90');
  await foto(page, info, 'prazo-1024', false);
  await prazo.getByLabel('Prazo').press('Enter');
  await expect(page.getByText('Prazo do cliente salvo com sucesso')).toBeVisible();
  await expect(prazo).toBeHidden();
  await expect(linha1).toContainText('30/60/90');

  // Inscrição: ticking confirms it at once. The box shows the server's state, ticked only once the
  // confirmation comes back: a click, not check() (which wants the state changed by the click itself).
  await linha1.getByRole('checkbox', { name: `Inscrição de ${loja1.nome}` }).click();
  await expect(page.getByText('Inscrição do cliente confirmada com sucesso')).toBeVisible();
  await expect(linha1.getByRole('checkbox', { name: `Inscrição de ${loja1.nome}` })).toBeChecked();

  // Etiquetas: the labels' PDF in the print preview (local mode).
  const etiquetas = page.waitForResponse((r) =>
    r.url().includes(`/api/impressoes/rodadas/${rodada.id}/etiquetas/clientes`),
  );
  await page.getByRole('button', { name: 'Etiquetas' }).click();
  expect((await etiquetas).headers()['content-type']).toBe('application/pdf');
  const preview = page.getByRole('dialog', { name: 'Etiquetas dos Clientes da Rodada' });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Fechar' }).click();
  await expect(preview).toBeHidden();
});

test('[representante] vê os participantes da rodada sem poder alterá-los', async ({
  page,
  criar,
  unico,
}, info) => {
  test.slow();
  const administrador = await criar.administrador();
  const rodada = await criar.criarRodadaComoMaster({
    administrador,
    inicio: diaEmSaoPaulo(-1),
    fim: diaEmSaoPaulo(30),
  });
  const representante = await criar.representante({ nome: unico.nome('Representações Leitura') });
  const fornecedor = await criar.fornecedor({ nome: unico.nome('Tecelagem Leitura') });
  await criar.participantesAdicionar(administrador, rodada.id, [
    { tipo: 'representante', id: representante.id },
    { tipo: 'fornecedor', id: fornecedor.id },
  ]);

  await entrar(page, representante);
  await navegarNoApp(page, `/rodadas/${rodada.id}/fornecedores`);
  const tabela = page.getByRole('table', { name: 'Fornecedores da Rodada' });
  await expect(tabela.locator('tbody tr').filter({ hasText: fornecedor.nome })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Rodada' })).toContainText(rodada.nome);
  // Read-only: what acoes allow, nothing more (spec 3 §6); the list can still be printed.
  await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Importar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
  await expect(tabela.getByRole('columnheader', { name: 'Ações' })).toHaveCount(0);
  await fotos(page, info, 'fornecedores-rodada-representante');
  const impressao = page.waitForResponse((r) =>
    r.url().includes(`/api/impressoes/rodadas/${rodada.id}/fornecedores`),
  );
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect((await impressao).headers()['content-type']).toBe('application/pdf');
  const preview = page.getByRole('dialog', { name: 'Fornecedores da Rodada' });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Fechar' }).click();
  await expect(preview).toBeHidden();

  await navegarNoApp(page, `/rodadas/${rodada.id}/representantes`);
  const representantes = page.getByRole('table', { name: 'Representantes da Rodada' });
  await expect(representantes.locator('tbody tr').filter({ hasText: representante.nome })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
  await verificarAcessibilidade(page, '/rodadas/:id/representantes (representante)');
});
