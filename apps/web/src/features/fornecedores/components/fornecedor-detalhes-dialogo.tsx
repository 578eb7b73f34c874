import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { formatarCep, formatarCnpj, fornecedores } from '@rodada/contracts';
import { mascararTelefone } from '../../../lib/mascaras';
import { useFornecedorDetalhe } from '../api/fornecedores';
import { AvaliacoesFornecedor } from './avaliacoes-fornecedor';

type Fornecedor = fornecedores.FornecedorLista;
const MSG = fornecedores.MSG_MANUTENCAO_FORNECEDORES;

/** One read-only field: its label above its value ('—' when empty). */
function Campo({ rotulo, children, largura = 6 }: { rotulo: string; children: ReactNode; largura?: number }) {
  return (
    <Grid size={{ xs: 12, sm: largura }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {rotulo}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Grid>
  );
}

/**
 * The read-only details dialog of /fornecedores (spec 2 §2): company data, address and contacts; for
 * a representante also the ratings with 'Nova avaliação' (spec 2 §6).
 */
export function FornecedorDetalhesDialogo({
  fornecedor,
  ehRepresentante,
  representanteId,
  onFechar,
}: {
  fornecedor: Fornecedor | null;
  ehRepresentante: boolean;
  representanteId: number | null;
  onFechar: () => void;
}) {
  const idTitulo = useId();
  // The supplier stays shown while the dialog fades out.
  const [ultimo, setUltimo] = useState<Fornecedor | null>(null);
  if (fornecedor && fornecedor !== ultimo) setUltimo(fornecedor);
  const f = fornecedor ?? ultimo;
  const consulta = useFornecedorDetalhe(fornecedor?.id ?? null);
  const d = consulta.data?.fornecedor;
  const e = d?.endereco ?? null;

  const endereco = e
    ? [
        [e.rua, e.numero].filter(Boolean).join(', '),
        e.complemento,
        e.bairro,
        e.cidade && e.estado ? `${e.cidade}/${e.estado}` : e.local,
      ]
        .filter(Boolean)
        .join(' — ')
    : null;

  return (
    <Dialog open={fornecedor !== null} onClose={onFechar} aria-labelledby={idTitulo} fullWidth maxWidth="md">
      <DialogTitle id={idTitulo}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {d?.logo && <Avatar src={d.logo} alt="" variant="rounded" sx={{ width: 48, height: 48 }} />}
          <span>{f?.nome_fantasia ?? ''}</span>
          {f && !f.ativo && <Chip size="small" label="Desativado" color="error" variant="outlined" />}
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        {consulta.isPending && fornecedor && <LinearProgress aria-label="Carregando" />}
        {consulta.isError && <Alert severity="error">{MSG.erroDetalhar}</Alert>}
        {d && (
          <Stack spacing={2.5}>
            <Grid container spacing={2}>
              <Campo rotulo="Razão Social">{d.razao_social}</Campo>
              <Campo rotulo="Nome Fantasia">{d.nome_fantasia}</Campo>
              <Campo rotulo="CNPJ">{d.cnpj ? formatarCnpj(d.cnpj) : null}</Campo>
              <Campo rotulo="Inscrição Estadual">{d.ie}</Campo>
              <Campo rotulo="Endereço" largura={12}>
                {endereco}
              </Campo>
              <Campo rotulo="CEP">{e?.cep ? formatarCep(e.cep) : null}</Campo>
              <Campo rotulo="Situação">
                {d.ativo ? 'Ativo' : 'Desativado'}
                {ehRepresentante && (d.ativo_representante ? ' · ativo para mim' : ' · não ativo para mim')}
              </Campo>
              <Campo rotulo="Telefone">{e?.telefone ? mascararTelefone(e.telefone) : null}</Campo>
              <Campo rotulo="Celular">{e?.celular ? mascararTelefone(e.celular) : null}</Campo>
              <Campo rotulo="Email">{e?.email}</Campo>
              <Campo rotulo="Email 2">{e?.email2}</Campo>
            </Grid>
            {ehRepresentante && representanteId !== null && (
              <>
                <Divider />
                <Box>
                  <AvaliacoesFornecedor fornecedorId={d.id} representanteId={representanteId} />
                </Box>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
