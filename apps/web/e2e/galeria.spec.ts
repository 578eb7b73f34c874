import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { abrirSessao } from './fabrica';
import { entrar, expect, test } from './fixtures';

// Spec 3 §2 "Product gallery", §4 "Gallery save", §7 `GET /api/produtos/{id}/midia`: a supplier of
// its own adds two photos through the file picker, crops them (zoom and rotation moved), saves,
// reloads and sees both in <picture> with a WebP srcset; the API lists 2 photos and a variant is
// served as immutable (ADR 005).

/** CRC-32 of a PNG chunk (type and data). */
function crc32(dados: Buffer): number {
  let c = ~0;
  for (const byte of dados) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function pedaco(tipo: string, dados: Buffer): Buffer {
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'ascii'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}

/** A valid RGB PNG of `largura`×`altura`, a vertical gradient from `cor` to white. */
function png(largura: number, altura: number, cor: [number, number, number]): Buffer {
  const linhas = Buffer.alloc((largura * 3 + 1) * altura);
  for (let y = 0; y < altura; y++) {
    const base = y * (largura * 3 + 1);
    const t = y / altura;
    for (let x = 0; x < largura; x++) {
      for (let c = 0; c < 3; c++) linhas[base + 1 + x * 3 + c] = Math.round(cor[c]! + (255 - cor[c]!) * t);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pedaco('IHDR', ihdr),
    pedaco('IDAT', deflateSync(linhas)),
    pedaco('IEND', Buffer.alloc(0)),
  ]);
}

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
  for (let n = 0; n < 2; n++) {
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
    if (n === 0) await capturas(page, 'recorte');
    await dialogo.getByRole('button', { name: 'Aplicar' }).click();
    // Sent: the photo joins the list (behind the next file's crop dialog, hence by alt text).
    await expect(page.getByAltText(`Foto ${n + 1}`, { exact: true })).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByRole('dialog', { name: 'Recortar Foto' })).toBeHidden();
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
