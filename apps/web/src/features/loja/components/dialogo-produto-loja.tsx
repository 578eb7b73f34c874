import { useState } from 'react';
import { Alert, Button, Dialog, DialogContent, LinearProgress } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { MSG_PRODUTOS, type produtos } from '@rodada/contracts';
import { DialogoHomologar } from '../../../components/dialogo-homologar';
import { DialogoProduto, type ProdutoDoDialogo } from '../../../components/dialogo-produto';
import { useProdutoDaLoja } from '../api/loja';

/** The detail dialog's view of a shop product (GET /api/produtos/buscarid). */
export const produtoDaLoja = (p: produtos.ProdutoDetalhe): ProdutoDoDialogo => ({
  id: p.id,
  codigo: p.codigo,
  descricao: p.descricao,
  valor: p.valor,
  fornecedor_nome: p.fornecedor.nome_fantasia,
  fotos: p.fotos,
  video: p.video,
  tamanhos: p.tamanhos.map((t) => ({ id: t.id, nome: t.tamanho })),
  cores: p.cores,
  detalhes: p.detalhes,
});

/**
 * The storefront's product detail dialog (spec 3 §2 "Product detail dialog"; issue 13 §2): the
 * catalogue's DialogoProduto (photos, video, magnifier ×3, share link and messaging app, the
 * master's edit links) fed by buscarid, plus 'Adicionar ao carrinho' for who may buy. The master's
 * Aprovar / Reprovar (shown when the product's `acoes.homologar` allows) open the approval dialog;
 * a rejected product leaves the shop, so the dialog closes. Loaded on
 * demand, so the storefront's own chunk stays small. A product the caller may not see (or that
 * does not exist) answers nothing: 'Erro ao buscar produto'.
 */
export default function DialogoProdutoLoja({
  id,
  master,
  aoComprar,
  aoFechar,
}: {
  id: number | null;
  master: boolean;
  aoComprar?: ((p: produtos.ProdutoVitrine) => void) | undefined;
  aoFechar: () => void;
}) {
  // The last product stays loaded while the dialog fades out.
  const [ultimo, setUltimo] = useState<number | null>(null);
  if (id !== null && id !== ultimo) setUltimo(id);
  const consulta = useProdutoDaLoja(id ?? ultimo);
  const aberto = id !== null;
  const [homologando, setHomologando] = useState<'aprovar' | 'reprovar' | null>(null);
  if (aberto && !consulta.data) {
    return (
      <Dialog open onClose={aoFechar} maxWidth="xs" fullWidth aria-label="Produto">
        <DialogContent>
          {consulta.isPending ? (
            <LinearProgress aria-label="Carregando" />
          ) : (
            <Alert severity="error">{MSG_PRODUTOS.erroBuscarProduto}</Alert>
          )}
        </DialogContent>
      </Dialog>
    );
  }
  const produto = consulta.data ?? null;
  const podeHomologar = master && produto?.acoes.homologar === true;
  return (
    <>
      <DialogoProduto
        produto={produto ? produtoDaLoja(produto) : null}
        aberto={aberto}
        onFechar={aoFechar}
        master={master}
        // The shop shows the code to everyone (spec 3 §2: description, code, supplier, price).
        mostrarCodigo
        acoesExtras={
          produto && aoComprar ? (
            <Button
              variant="contained"
              startIcon={<AddShoppingCartIcon />}
              onClick={() => aoComprar(produto)}
            >
              Adicionar ao carrinho
            </Button>
          ) : undefined
        }
        acoesDoMaster={
          podeHomologar
            ? { aoAprovar: () => setHomologando('aprovar'), aoReprovar: () => setHomologando('reprovar') }
            : undefined
        }
      />
      {produto && podeHomologar && (
        <DialogoHomologar
          produto={produto}
          aberto={homologando !== null}
          reprovar={homologando === 'reprovar'}
          onFechar={() => setHomologando(null)}
          onConcluido={(status) => {
            if (status === 2) aoFechar();
          }}
        />
      )}
    </>
  );
}
