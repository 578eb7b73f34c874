import { useState } from 'react';
import { Alert, Dialog, DialogContent, LinearProgress } from '@mui/material';
import { MSG_PRODUTOS, type produtos } from '@rodada/contracts';
import { useProdutoComMidia } from '../api/produtos';
import { DialogoProduto, type ProdutoDoDialogo } from '../../../components/dialogo-produto';

/** The detail dialog's view of GET /api/produtos/{id}/editar and its /midia. */
export const produtoDaEdicao = (p: produtos.ProdutoEdicao, m: produtos.Midia): ProdutoDoDialogo => ({
  id: p.id,
  codigo: p.codigo,
  descricao: p.descricao,
  valor: p.valor,
  fornecedor_nome: p.fornecedor_nome,
  fotos: m.fotos,
  video: m.video?.url ?? null,
  tamanhos: p.tamanhos.map((t) => ({ id: t.id, nome: t.tamanho })),
  cores: p.cores,
  detalhes: p.detalhes,
});

/**
 * The list's detail dialog: loads the product (photos, video, sizes, colours and details are not
 * in the list's rows) and shows DialogoProduto; the master's Aprovar and Reprovar open the approval
 * dialog (`onHomologar`, when the product's `acoes.homologar` allows).
 */
export function DetalheDoProduto({
  id,
  aberto,
  master,
  onFechar,
  onHomologar,
}: {
  id: number | null;
  aberto: boolean;
  master: boolean;
  onFechar: () => void;
  onHomologar?: ((aprovar: boolean) => void) | undefined;
}) {
  // The last product opened stays loaded while the dialog fades out (its content does not vanish).
  const [ultimo, setUltimo] = useState<number | null>(null);
  if (aberto && id !== null && id !== ultimo) setUltimo(id);
  const consulta = useProdutoComMidia(aberto ? id : ultimo);
  if (aberto && !consulta.data) {
    return (
      <Dialog open onClose={onFechar} maxWidth="xs" fullWidth aria-label="Produto">
        <DialogContent>
          {consulta.isError ? (
            <Alert severity="error">{MSG_PRODUTOS.erroBuscarProduto}</Alert>
          ) : (
            <LinearProgress aria-label="Carregando" />
          )}
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <DialogoProduto
      produto={consulta.data ? produtoDaEdicao(consulta.data.produto, consulta.data.midia) : null}
      aberto={aberto}
      onFechar={onFechar}
      master={master}
      mostrarCodigo
      acoesDoMaster={
        onHomologar ? { aoAprovar: () => onHomologar(true), aoReprovar: () => onHomologar(false) } : undefined
      }
    />
  );
}
