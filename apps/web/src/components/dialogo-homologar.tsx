import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { MSG_PRODUTOS, produtos } from '@rodada/contracts';
import { avisar } from '../lib/avisos';
import { erroDeCarga, mensagemDeErro } from '../lib/formulario';
import { useHomologar, usePossiveisErros } from '../lib/homologacao';

/**
 * The master's approval of a product (spec 3 §4 "Product status"): Aprovar sends status 1;
 * Reprovar opens the reasons: the possible-errors list (checkboxes) and free reasons added in
 * their own dialog ('custom error reason'), at least one ('Informe pelo menos um motivo da
 * reprovação'), then status 2 with them. 'Produto Aprovado/Reprovado com sucesso', or the
 * server's message / 'Erro ao homologar produto' (spec 3 §8). onConcluido: the product leaves
 * the list (the caller refreshes it; the queries are invalidated here too).
 */
export function DialogoHomologar({
  produto,
  aberto,
  onFechar,
  onConcluido,
  reprovar = false,
}: {
  produto: { id: number; codigo: string; descricao: string };
  aberto: boolean;
  onFechar: () => void;
  onConcluido?: (status: 1 | 2) => void;
  /** Opens straight on the rejection's reasons (the product dialog's 'Reprovar'). */
  reprovar?: boolean;
}) {
  const id = useId();
  const [reprovando, setReprovando] = useState(false);
  const [marcados, setMarcados] = useState<number[]>([]);
  const [livres, setLivres] = useState<string[]>([]);
  const [faltaMotivo, setFaltaMotivo] = useState(false);
  const [outroAberto, setOutroAberto] = useState(false);
  const erros = usePossiveisErros(aberto && reprovando);
  const homologar = useHomologar(produto.id);

  useEffect(() => {
    if (!aberto) return;
    setReprovando(reprovar);
    setMarcados([]);
    setLivres([]);
    setFaltaMotivo(false);
  }, [aberto, reprovar]);

  const enviar = async (status: 1 | 2) => {
    const motivos: produtos.ErroHomologar[] = [
      ...marcados.map((m) => ({ id: m })),
      ...livres.map((descricao) => ({ descricao })),
    ];
    if (status === 2 && motivos.length === 0) {
      setFaltaMotivo(true);
      return;
    }
    try {
      const { msg } = await homologar.mutateAsync(status === 1 ? { status } : { status, erros: motivos });
      avisar(msg, 'success');
      onConcluido?.(status);
      onFechar();
    } catch (e) {
      const msg = mensagemDeErro(e, MSG_PRODUTOS.erroHomologar);
      if (msg) avisar(msg, 'error');
    }
  };

  const alternar = (erroId: number) => {
    setFaltaMotivo(false);
    setMarcados((m) => (m.includes(erroId) ? m.filter((x) => x !== erroId) : [...m, erroId]));
  };

  const falhaLista = erroDeCarga(erros, MSG_PRODUTOS.erroHomologar);
  const ocupado = homologar.isPending;
  return (
    <>
      <Dialog
        open={aberto}
        onClose={ocupado ? undefined : onFechar}
        aria-labelledby={`${id}-titulo`}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={`${id}-titulo`}>{reprovando ? 'Reprovar produto' : 'Homologar produto'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere', mb: reprovando ? 2 : 0 }}>
            {produto.codigo} - {produto.descricao}
          </DialogContentText>
          {reprovando && (
            <>
              <Typography variant="subtitle2" component="h3">
                Motivos da reprovação
              </Typography>
              {erros.isFetching && <LinearProgress aria-label="Carregando" />}
              {falhaLista && (
                <Alert severity="error" sx={{ my: 1 }}>
                  {falhaLista}
                </Alert>
              )}
              <FormGroup>
                {(erros.data ?? []).map((e) => (
                  <FormControlLabel
                    key={e.id}
                    control={<Checkbox checked={marcados.includes(e.id)} onChange={() => alternar(e.id)} />}
                    label={
                      <span>
                        {e.nome}
                        {e.descricao && (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            component="span"
                            sx={{ display: 'block' }}
                          >
                            {e.descricao}
                          </Typography>
                        )}
                      </span>
                    }
                  />
                ))}
              </FormGroup>
              {livres.length > 0 && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
                  {livres.map((l, i) => (
                    <Chip
                      key={`${i}-${l}`}
                      label={l}
                      onDelete={() => setLivres((v) => v.filter((_, j) => j !== i))}
                      sx={{ maxWidth: '100%' }}
                    />
                  ))}
                </Stack>
              )}
              <Button size="small" onClick={() => setOutroAberto(true)} sx={{ mt: 1 }}>
                Outro motivo
              </Button>
              {faltaMotivo && <FormHelperText error>{MSG_PRODUTOS.motivoObrigatorio}</FormHelperText>}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={reprovando ? () => setReprovando(false) : onFechar} disabled={ocupado}>
            {reprovando ? 'Voltar' : 'Cancelar'}
          </Button>
          {reprovando ? (
            <Button color="error" variant="contained" onClick={() => void enviar(2)} disabled={ocupado}>
              Confirmar reprovação
            </Button>
          ) : (
            <>
              <Button color="error" onClick={() => setReprovando(true)} disabled={ocupado}>
                Reprovar
              </Button>
              <Button variant="contained" color="success" onClick={() => void enviar(1)} disabled={ocupado}>
                Aprovar
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
      <DialogoOutroMotivo
        aberto={outroAberto}
        onFechar={() => setOutroAberto(false)}
        onAdicionar={(texto) => {
          setFaltaMotivo(false);
          setLivres((v) => [...v, texto]);
          setOutroAberto(false);
        }}
      />
    </>
  );
}

/** The 'custom error reason' dialog (spec 3 §2): one free-text reason of the rejection. */
function DialogoOutroMotivo({
  aberto,
  onFechar,
  onAdicionar,
}: {
  aberto: boolean;
  onFechar: () => void;
  onAdicionar: (texto: string) => void;
}) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState(false);
  useEffect(() => {
    if (aberto) {
      setTexto('');
      setErro(false);
    }
  }, [aberto]);
  const adicionar = () => {
    const t = texto.trim();
    if (!t) {
      setErro(true);
      return;
    }
    onAdicionar(t);
  };
  return (
    <Dialog open={aberto} onClose={onFechar} aria-labelledby={`${id}-titulo`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-titulo`}>Outro motivo</DialogTitle>
      <DialogContent>
        <TextField
          label="Motivo"
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            setErro(false);
          }}
          error={erro}
          helperText={erro ? MSG_PRODUTOS.campoObrigatorio : ' '}
          slotProps={{ htmlInput: { maxLength: produtos.MAX_MOTIVO_LIVRE } }}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" onClick={adicionar}>
          Adicionar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
