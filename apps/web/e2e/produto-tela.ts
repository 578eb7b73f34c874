import type { Locator, Page } from '@playwright/test';
import { produtos } from '@rodada/contracts';
import type { Sessao } from './fabrica';
import { expect } from './fixtures';

// Steps of the catalogue screens shared by the browser tests (spec 3 §2 "Product form", "Product
// gallery"): filling 'Cadastro de Produtos', picking in the grid dialog, cropping chosen photos.

/** Fills the product's fields (not the grid) of 'Cadastro de Produtos'. */
export async function preencherProduto(page: Page, codigo: string, descricao = 'Vestido midi de viscose') {
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Produtos' })).toBeVisible();
  await page.getByLabel('Código').fill(codigo);
  await page.getByLabel('Descrição').fill(descricao);
  await page.getByLabel('Valor').fill('12990');
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Vestidos' }).click();
  await page.getByLabel('Múltiplo de Quantidade').fill('2');
  await page.getByLabel('Quantidade Mínima').fill('6');
  await page.getByLabel('Detalhes').fill('Viscose, forro de algodão');
}

/** Picks `opcao` in the grid dialog's colour or size picker, searching part of its name. */
export async function escolher(dialogo: Locator, rotulo: 'Cores' | 'Tamanhos', busca: string, opcao: string) {
  await dialogo.getByRole('combobox', { name: rotulo }).fill(busca);
  await dialogo.page().getByRole('option', { name: opcao, exact: true }).click();
}

/**
 * Crops the `quantas` photos just chosen in the gallery, one 'Recortar Foto' dialog each, with zoom
 * and rotation moved by keyboard; waits for each to be sent. `aoAbrir` runs with the first dialog
 * open (a screenshot, say).
 */
export async function recortarFotos(page: Page, quantas: number, aoAbrir?: () => Promise<void>) {
  for (let n = 0; n < quantas; n++) {
    const dialogo = page.getByRole('dialog', { name: 'Recortar Foto' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByText('Zoom: 100%')).toBeVisible();
    await dialogo.getByRole('slider', { name: /^Zoom/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialogo.getByText('Zoom: 102%')).toBeVisible();
    await dialogo.getByRole('slider', { name: /^Rotação/ }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(dialogo.getByText('Rotação: 5°')).toBeVisible();
    if (n === 0 && aoAbrir) await aoAbrir();
    await dialogo.getByRole('button', { name: 'Aplicar' }).click();
    // Sent: the photo joins the list (behind the next file's crop dialog, hence by alt text).
    await expect(page.getByAltText(`Foto ${n + 1}`, { exact: true })).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByRole('dialog', { name: 'Recortar Foto' })).toBeHidden();
}

/** A product of `fornecedor` with 2 shared colours and 2 sizes, approved by the master; its id. */
export async function produtoAprovado(
  sessao: Sessao,
  master: Sessao,
  codigo: string,
  descricao: string,
  valor: string,
): Promise<number> {
  const { categorias } = await sessao.chamar(produtos.listarCategoriasProduto);
  const { cores, tamanhos } = await sessao.chamar(produtos.listarCoresTamanhos);
  const compartilhadas = cores.filter((c) => c.tipo === 1).slice(0, 2);
  const comuns = tamanhos.filter((t) => t.tipo === 1 && !t.especial).slice(0, 2);
  const { id } = await sessao.chamar(produtos.salvarProduto, {
    body: {
      codigo,
      descricao,
      valor,
      categoria_id: categorias[0]!.id,
      quantidade_minima: 6,
      multiplo: 2,
      detalhes: 'Malha de algodão',
      cores: compartilhadas.map((c) => c.id),
      tamanhos: comuns.map((t) => t.id),
    },
  });
  await master.chamar(produtos.homologarProduto, { params: { id }, body: { status: 1 } });
  return id;
}
