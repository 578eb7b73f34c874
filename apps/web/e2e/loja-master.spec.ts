import { MSG_LOJA, MSG_PRODUTOS } from '@rodada/contracts';
import { abrirSessao } from './fabrica';
import { DEMO, entrar, expect, SENHA_DEMO, test } from './fixtures';
import { produtoAprovado } from './produto-tela';

// Issue 13 §2 (spec 3 §2 "Product detail dialog": for master, approve, reject, edit product, edit
// photos): the master reproves a product from the shop's dialog; the reasons are asked first, the
// product leaves the shop. Aprovar / Reprovar show because the answer's `acoes.homologar` says so.

test('master reprova um produto pelo diálogo da loja: motivo obrigatório, e o produto sai da loja', async ({
  page,
  criar,
  baseURL,
  ip,
}) => {
  if (!baseURL) throw new Error('baseURL ausente');
  const fornecedor = await criar.fornecedor();
  const sessao = await abrirSessao({ baseURL, ip }, fornecedor.email, fornecedor.senha);
  const master = await abrirSessao({ baseURL, ip }, DEMO.master, SENHA_DEMO);
  const marca = `LM${Date.now().toString(36).toUpperCase()}`;
  const descricao = `Blusa ${marca}`;
  const produtoId = await produtoAprovado(sessao, master, `${marca}-1`, descricao, '80.00');
  await Promise.all([sessao.fechar(), master.fechar()]);

  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, 'master');
  await page.goto(`/?shared=${produtoId}`);
  const dialogo = page.getByRole('dialog', { name: descricao });
  await expect(dialogo.getByRole('link', { name: 'Editar produto' })).toHaveAttribute(
    'href',
    `/produtos/${produtoId}/editar`,
  );
  await expect(dialogo.getByRole('link', { name: 'Editar fotos' })).toBeVisible();
  await expect(dialogo.getByRole('button', { name: 'Aprovar' })).toBeVisible();
  await dialogo.getByRole('button', { name: 'Reprovar' }).click();

  const reprovar = page.getByRole('dialog', { name: 'Reprovar produto' });
  await expect(reprovar.getByText(`${marca}-1 - ${descricao}`)).toBeVisible();
  await reprovar.getByRole('button', { name: 'Confirmar reprovação' }).click();
  await expect(reprovar.getByText(MSG_PRODUTOS.motivoObrigatorio)).toBeVisible();
  await reprovar.getByRole('checkbox').first().check();
  await page.screenshot({ path: '/tmp/loja-master-reprovar-390.png' });
  await reprovar.getByRole('button', { name: 'Confirmar reprovação' }).click();
  await expect(page.getByText(MSG_PRODUTOS.produtoReprovado)).toBeVisible();
  await expect(reprovar).toBeHidden();
  await expect(dialogo).toBeHidden();

  // The shop no longer lists it.
  await page.goto(`/?busca=${marca}`);
  await expect(page.getByText(MSG_LOJA.nenhumProduto)).toBeVisible();
});
