import type { Page } from '@playwright/test';
import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { abrirSessao } from './fabrica';
import { entrar, expect, test } from './fixtures';
import { png } from './imagens';
import { recortarFotos } from './produto-tela';

// Spec 3 §2 "Product gallery", §4 "Gallery save", §7 `GET /api/produtos/{id}/midia`: a supplier of
// its own adds two photos through the file picker, crops them (zoom and rotation moved), saves,
// reloads and sees both in <picture> with a WebP srcset; the API lists 2 photos and a variant is
// served as immutable (ADR 005).

/** Screenshots at a phone's and a tablet's width. */
async function capturas(page: Page, nome: string) {
  for (const largura of [390, 1024]) {
    await page.setViewportSize({ width: largura, height: largura === 390 ? 844 : 768 });
    await page.screenshot({
      path: `/tmp/h-h-${nome}-${largura}.png`,
      animations: 'disabled',
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('[fornecedor] Galeria do Produto: duas fotos recortadas, salvas e servidas em WebP imutável', async ({
  page,
  criar,
  baseURL,
  ip,
}) => {
  test.setTimeout(90_000);
  const fornecedor = await criar.fornecedor();
  const sessao = await abrirSessao({ baseURL: baseURL!, ip }, fornecedor.email, fornecedor.senha);
  const { categorias } = await sessao.chamar(produtos.listarCategoriasProduto);
  const { cores, tamanhos } = await sessao.chamar(produtos.listarCoresTamanhos);
  const codigo = `GAL-${Date.now().toString(36).toUpperCase()}`;
  const { id } = await sessao.chamar(produtos.salvarProduto, {
    body: {
      codigo,
      descricao: 'Vestido de linho',
      valor: '189.90',
      categoria_id: categorias[0]!.id,
      quantidade_minima: 6,
      multiplo: 2,
      detalhes: 'Linho puro',
      cores: [cores.find((c) => c.tipo === 1)!.id],
      tamanhos: [tamanhos.find((t) => t.tipo === 1 && !t.especial)!.id],
    },
  });
  await sessao.fechar();

  await page.setViewportSize({ width: 1280, height: 800 });
  await entrar(page, fornecedor);
  await page.goto(`/produtos/${id}/galeria`);
  await expect(page.getByRole('heading', { name: 'Galeria do Produto' })).toBeVisible();
  await expect(page.getByText(`${codigo} - Vestido de linho`)).toBeVisible();
  await capturas(page, 'vazia');

  await page.getByLabel('Arquivos das fotos').setInputFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: png(600, 800, [180, 40, 90]) },
    { name: 'costas.png', mimeType: 'image/png', buffer: png(800, 600, [30, 90, 160]) },
  ]);

  // One crop dialog per file, in order; zoom and rotation moved by keyboard on the sliders.
  await recortarFotos(page, 2, () => capturas(page, 'recorte'));
  // The page is readable again once the last crop dialog is gone (it used to stay aria-hidden).
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('img', { name: /^Foto \d+$/ })).toHaveCount(2);
  await expect(page.getByText('Nova')).toHaveCount(2);
  await capturas(page, 'duas');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(MSG.midiaSalva)).toBeVisible();

  await page.goto(`/produtos/${id}/galeria`);
  await expect(page.getByRole('img', { name: /^Foto \d+$/ })).toHaveCount(2);
  await expect(page.getByText('Nova')).toHaveCount(0);
  const webp = page.locator('picture source[type="image/webp"]');
  await expect(webp).toHaveCount(2);
  await expect(webp.first()).toHaveAttribute('srcset', /-320\.webp 320w/);
  await capturas(page, 'salva');

  const r = await page.request.get(`/api/produtos/${id}/midia`);
  expect(r.status()).toBe(200);
  const { midia } = (await r.json()) as { midia: produtos.Midia };
  expect(midia.fotos).toHaveLength(2);
  const variante = /(\S+-320\.webp) 320w/.exec(midia.fotos[0]!.webp)?.[1];
  expect(variante).toBeTruthy();
  const arquivo = await page.request.get(variante!);
  expect(arquivo.status()).toBe(200);
  expect(arquivo.headers()['cache-control']).toContain('immutable');
});
