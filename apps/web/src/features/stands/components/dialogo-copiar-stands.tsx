import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { rodadas } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { avisar } from '../../../lib/avisos';
import { erroDeCarga, mensagemDeErro } from '../../../lib/formulario';
import { useCopiarStands, useRodadasParaCopiar } from '../api/stands';

const { MSG_RODADAS: MSG } = rodadas;

/**
 * 'Copiar' of the stands list (spec 3 §2, §7 "stands/copiar"): picks one of the caller's other
 * rounds that have stands (newest first, with how many) and copies its stands into this round,
 * which has none. 'Stands copiados com sucesso' or 'Erro ao copiar stands' (spec 3 §8); a refusal
 * the server explains (the round closed, or got stands meanwhile) shows its message.
 */
export function DialogoCopiarStands({
  rodadaId,
  aberto,
  onFechar,
}: {
  rodadaId: number | null;
  aberto: boolean;
  onFechar: () => void;
}) {
  const id = useId();
  const opcoes = useRodadasParaCopiar(rodadaId, aberto);
  const copiar = useCopiarStands(rodadaId);
  const [origem, setOrigem] = useState<number | null>(null);

  useEffect(() => {
    if (aberto) setOrigem(null);
  }, [aberto]);

  const confirmar = async () => {
    if (origem === null) return;
    try {
      const { msg } = await copiar.mutateAsync(origem);
      avisar(msg, 'success');
      onFechar();
    } catch (e) {
      const msg = mensagemDeErro(e, MSG.erroCopiarStands);
      if (msg) avisar(msg, 'error');
    }
  };

  const lista = opcoes.data ?? [];
  const erro = erroDeCarga(opcoes, MSG.erroCarregarRodadasParaCopiar);
  return (
    <Dialog
      open={aberto}
      onClose={copiar.isPending ? undefined : onFechar}
      aria-labelledby={`${id}-titulo`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-titulo`}>Copiar stands</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Escolha a rodada de onde copiar os stands (nome, código, valor e proprietário). Um proprietário que
          não participa desta rodada vira proprietário avulso, com o mesmo nome.
        </DialogContentText>
        {opcoes.isFetching && <LinearProgress aria-label="Carregando" />}
        {erro && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void opcoes.refetch()}>
                Tentar novamente
              </Button>
            }
          >
            {erro}
          </Alert>
        )}
        {opcoes.isSuccess && lista.length === 0 && (
          <Typography color="text.secondary">Nenhuma outra rodada sua tem stands para copiar.</Typography>
        )}
        {lista.length > 0 && (
          <RadioGroup
            aria-label="Rodada de origem"
            value={origem === null ? '' : String(origem)}
            onChange={(e) => setOrigem(Number(e.target.value))}
          >
            {lista.map((r) => (
              <FormControlLabel
                key={r.id}
                value={String(r.id)}
                control={<Radio />}
                label={
                  <span>
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                      {r.nome}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · início ${formatarData(r.data_inicio)} · ${r.stands} ${r.stands === 1 ? 'stand' : 'stands'}`}
                    </Typography>
                  </span>
                }
                sx={{ py: 0.5, alignItems: 'center' }}
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onFechar} disabled={copiar.isPending}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirmar()}
          disabled={origem === null || copiar.isPending}
          startIcon={
            copiar.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          Copiar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
