import { useId, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  LinearProgress,
  Typography,
} from '@mui/material';
import { clientes, formatarCep, formatarCnpj, formatarCpf } from '@rodada/contracts';
import { useCliente, useLojasDoCliente } from '../api/clientes';
import { telefoneLegivel } from './cliente-valores';

/** One label and its value, read-only. */
function Campo({ rotulo, children, largo }: { rotulo: string; children: ReactNode; largo?: boolean }) {
  return (
    <Grid size={{ xs: 12, sm: largo ? 12 : 6 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {rotulo}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Grid>
  );
}

/** The read-only details dialog of /clientes (spec 2 §2 "row menu ... details"). */
export function ClienteDetalhesDialogo({ id, onFechar }: { id: number | null; onFechar: () => void }) {
  const tituloId = useId();
  const consulta = useCliente(id);
  const lojas = useLojasDoCliente(id);
  const c = consulta.data;
  const e = c?.endereco ?? null;

  return (
    <Dialog open={id !== null} onClose={onFechar} fullWidth maxWidth="sm" aria-labelledby={tituloId}>
      <DialogTitle id={tituloId}>Detalhes do Cliente</DialogTitle>
      <DialogContent dividers>
        {consulta.isPending && <LinearProgress aria-label="Carregando" />}
        {consulta.isError && <Alert severity="error">{clientes.MSG_CLIENTES.erroEditar}</Alert>}
        {c && (
          <Grid container spacing={2}>
            <Grid size={12}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="p">
                  {c.nome_fantasia ?? c.nome}
                </Typography>
                {!c.ativo && <Chip label="Desativado" size="small" color="error" variant="outlined" />}
              </Box>
            </Grid>
            <Campo rotulo="Razão Social">{c.razao_social}</Campo>
            <Campo rotulo="CNPJ">{c.cnpj ? formatarCnpj(c.cnpj) : null}</Campo>
            <Campo rotulo="Inscrição Estadual">{c.ie}</Campo>
            <Campo rotulo="Representante">{c.representante_nome}</Campo>
            <Campo rotulo="Nome do Responsável">{c.responsavel_nome}</Campo>
            <Campo rotulo="CPF do Responsável">
              {c.responsavel_cpf ? formatarCpf(c.responsavel_cpf) : null}
            </Campo>
            <Campo rotulo="Email">{c.user.email}</Campo>
            <Campo rotulo="Telefone / Celular">
              {[e?.telefone, e?.celular].filter(Boolean).map(telefoneLegivel).join(' / ')}
            </Campo>
            <Campo rotulo="Endereço" largo>
              {e?.rua
                ? `${e.rua}, ${e.numero ?? 's/n'}${e.complemento ? ` - ${e.complemento}` : ''} - ${e.bairro ?? ''}, ${e.cidade ?? ''}/${e.estado ?? ''}${e.cep ? ` - CEP ${formatarCep(e.cep)}` : ''}`
                : null}
            </Campo>
            <Campo rotulo="Lojas" largo>
              {lojas.data?.map((l) => `${l.nome_fantasia} (${formatarCnpj(l.cnpj)})`).join('; ')}
            </Campo>
          </Grid>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onFechar}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
