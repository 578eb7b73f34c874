import { Alert, Dialog, DialogContent, LinearProgress } from '@mui/material';
import { MSG_PRODUTOS } from '@rodada/contracts';
import type { ProdutoEdicao } from '../api/contrato-provisorio';
import { useProduto } from '../api/produtos';
import { DialogoProduto, type ProdutoDoDialogo } from './dialogo-produto';

/** The detail dialog's view of GET /api/produtos/{id}/editar. */
export const produtoDaEdicao = (p: ProdutoEdicao): ProdutoDoDialogo => ({
  id: p.id,
  codigo: p.codigo,
  descricao: p.descricao,
  valor: p.valor,
  fornecedor_nome: p.fornecedor_nome,
  fotos: p.fotos,
  video: p.video,
  tamanhos: p.tamanhos,
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
  const consulta = useProduto(aberto ? id : null);
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
      produto={consulta.data ? produtoDaEdicao(consulta.data) : null}
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
