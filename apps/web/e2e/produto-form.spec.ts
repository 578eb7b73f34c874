import type { Locator, Page } from '@playwright/test';
import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { abrirSessao } from './fabrica';
import { entrar, expect, test, verificarAcessibilidade } from './fixtures';
import { escolher, preencherProduto } from './produto-tela';

// Spec 3 §2 "Product form" ('Cadastro de Produtos' and its 'Tamanhos e Cores' grid dialog), §5
// "Product", §8 "Products". A supplier of its own (the `criar` fixture) registers a product with
// 2 colours (a shared one and one it adds) and 3 sizes it reorders; the same code again is refused.

/** A screenshot with transitions fast-forwarded, at a phone's and a tablet's width. */
async function fotos(page: Page, nome: string) {
  for (const largura of [390, 1024]) {
    await page.setViewportSize({ width: largura, height: largura === 390 ? 844 : 768 });
    await page.screenshot({
      path: `/tmp/h-g-${nome}-${largura}.png`,
      animations: 'disabled',
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The size headers of the grid table, without the empty columns. */
async function colunas(tabela: Locator): Promise<string[]> {
  const textos = await tabela.getByRole('columnheader').allTextContents();
  return textos.filter((t) => t !== '' && t !== 'Cor');
}

test('[fornecedor] Cadastro de Produtos: grade com 2 cores e 3 tamanhos reordenados; código repetido recusado', async ({
  page,
  criar,
  baseURL,
  ip,
}) => {
  test.setTimeout(90_000);
  const fornecedor = await criar.fornecedor();
  await entrar(page, fornecedor);
  await page.goto('/produtos/adicionar');
  await preencherProduto(page, ' #vest e2e/01');
  // spec 3 §5: leading symbols out, only letters, digits, '/', '.', '-', upper case.
  await expect(page.getByLabel('Código')).toHaveValue('VESTE2E/01');
  await expect(page.getByLabel('Valor')).toHaveValue('129,90');

  // No grid yet: the long message, nothing saved.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.gradeVaziaLonga })).toBeVisible();
  await expect(page.getByText(MSG.gradeVazia, { exact: true })).toBeVisible();
  await verificarAcessibilidade(page, '/produtos/adicionar');
  await fotos(page, 'form');

  await page.getByRole('button', { name: 'Tamanhos e Cores' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Tamanhos e Cores' });
  await escolher(dialogo, 'Cores', 'pre', 'PRETO');
  const corNova = `LILÁS ${String(Date.now() % 100000)}`;
  await dialogo.getByLabel('Nova cor').fill(corNova.toLowerCase());
  await expect(dialogo.getByLabel('Nova cor')).toHaveValue(corNova);
  await dialogo.getByRole('button', { name: 'Adicionar cor' }).click();
  await expect(dialogo.getByRole('button', { name: corNova })).toBeVisible();
  await escolher(dialogo, 'Tamanhos', 'P', 'P');
  await escolher(dialogo, 'Tamanhos', 'M', 'M');
  await escolher(dialogo, 'Tamanhos', 'G', 'G');
  const tabela = dialogo.getByRole('table', { name: 'Grade de cores e tamanhos' });
  expect(await colunas(tabela)).toEqual(['P', 'M', 'G']);
  // At least 8 size columns, plus the colour column.
  await expect(tabela.getByRole('columnheader')).toHaveCount(9);
  await fotos(page, 'grade');
  await verificarAcessibilidade(page, 'Tamanhos e Cores');

  await dialogo.getByRole('button', { name: 'Ordenar tamanhos' }).click();
  const ordem = page.getByRole('dialog', { name: MSG.ordenacaoTamanhos });
  await ordem.getByRole('button', { name: 'Subir G' }).click();
  await ordem.getByRole('button', { name: 'Subir G' }).click();
  await expect(ordem.getByRole('listitem')).toHaveText(['G', 'P', 'M']);
  // Dragging works too: M onto P.
  await ordem.getByRole('listitem').filter({ hasText: /^M$/ }).dragTo(ordem.getByRole('listitem').nth(1));
  await expect(ordem.getByRole('listitem')).toHaveText(['G', 'M', 'P']);
  await fotos(page, 'ordenacao');
  await ordem.getByRole('button', { name: 'Confirmar' }).click();
  await expect(ordem).toBeHidden();
  expect(await colunas(tabela)).toEqual(['G', 'M', 'P']);
  await dialogo.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialogo).toBeHidden();

  const salvo = page.waitForResponse((r) => r.url().endsWith('/api/produtos/salvar'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const resposta = (await (await salvo).json()) as { id: number };
  await expect(page.getByText(MSG.produtoSalvo)).toBeVisible();
  // Opened directly, with no page to go back to: the list.
  await expect(page).toHaveURL(/\/produtos$/);

  // The grid was stored in the order given.
  if (!baseURL) throw new Error('baseURL ausente');
  const sessao = await abrirSessao({ baseURL, ip }, fornecedor.email, fornecedor.senha);
  const { produto } = await sessao.chamar(produtos.editarProduto, { params: { id: resposta.id } });
  await sessao.fechar();
  expect(produto.codigo).toBe('VESTE2E/01');
  expect(produto.valor).toBe('129.90');
  expect(produto.cores.map((c) => c.nome)).toEqual(['PRETO', corNova]);
  expect(produto.tamanhos.map((t) => t.tamanho)).toEqual(['G', 'M', 'P']);

  // The same code again: 'Código já cadastrado' on the code, focused, the rest kept.
  await page.goto('/produtos/adicionar');
  await preencherProduto(page, 'veste2e/01');
  await page.getByRole('button', { name: 'Tamanhos e Cores' }).click();
  await escolher(dialogo, 'Cores', 'pre', 'PRETO');
  await escolher(dialogo, 'Tamanhos', 'ÚN', 'ÚNICO');
  await dialogo.getByRole('button', { name: 'Concluir' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  const codigo = page.getByLabel('Código');
  await expect(page.getByText(MSG.codigoJaCadastrado).first()).toBeVisible();
  await expect(codigo).toBeFocused();
  await expect(page.getByLabel('Descrição')).toHaveValue('Vestido midi de viscose');
  await expect(page).toHaveURL(/\/produtos\/adicionar$/);
});
