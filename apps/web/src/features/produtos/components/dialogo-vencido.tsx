import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { MSG_PRODUTOS } from '@rodada/contracts';
import { ErroDeConexao } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { useRenovarVencido } from '../api/homologacao';

/** The product a dialog acts on. */
export interface ProdutoDoDialogo {
  id: number;
  codigo: string;
  descricao: string;
}

/**
 * An expired product's question (spec 3 §4 "Expired products"): 'Ainda vende este produto?' Sim
 * renews it (resposta 1), Não declines (2: the product leaves the catalogue). Renewal failures are
 * silent (spec 3 §8); only a missing connection is said, so the supplier knows to try again.
 */
export function DialogoVencido({
  produto,
  aberto,
  onFechar,
  onConcluido,
}: {
  produto: ProdutoDoDialogo;
  aberto: boolean;
  onFechar: () => void;
  onConcluido?: (resposta: 1 | 2) => void;
}) {
  const id = useId();
  const renovar = useRenovarVencido(produto.id);
  const [semConexao, setSemConexao] = useState<string | null>(null);

  useEffect(() => {
    if (aberto) setSemConexao(null);
  }, [aberto]);

  const responder = async (resposta: 1 | 2) => {
    setSemConexao(null);
    try {
      const { msg } = await renovar.mutateAsync(resposta);
      avisar(msg, 'success');
      onConcluido?.(resposta);
      onFechar();
    } catch (e) {
      if (e instanceof ErroDeConexao) setSemConexao(e.msg);
    }
  };

  return (
    <Dialog
      open={aberto}
      onClose={renovar.isPending ? undefined : onFechar}
      aria-labelledby={`${id}-titulo`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-titulo`}>{MSG_PRODUTOS.aindaVende}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          O produto {produto.codigo} - {produto.descricao} venceu.
        </DialogContentText>
        {semConexao && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {semConexao}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} disabled={renovar.isPending}>
          Cancelar
        </Button>
        <Button color="error" onClick={() => void responder(2)} disabled={renovar.isPending}>
          Não
        </Button>
        <Button variant="contained" onClick={() => void responder(1)} disabled={renovar.isPending}>
          Sim
        </Button>
      </DialogActions>
    </Dialog>
  );
}
