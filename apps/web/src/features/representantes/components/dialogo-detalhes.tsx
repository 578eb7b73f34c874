import { useId, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
} from '@mui/material';
import { formatarCep, formatarCnpj, representantes } from '@rodada/contracts';
import { mascararTelefone } from '../../../lib/mascaras';
import { useDetalhesRepresentante } from '../api/representantes';

const { MSG_MANUTENCAO_REPRESENTANTES: MSG } = representantes;

/** The address in one or two lines: street, number, complement, district; city/UF and CEP. */
function linhasDoEndereco(e: representantes.RepresentanteDetalhe['endereco']): string[] {
  if (!e) return [];
  const rua = [e.rua, e.numero].filter(Boolean).join(', ');
  const primeira = [rua, e.complemento, e.bairro].filter(Boolean).join(' — ');
  const cidade = [
    e.cidade && e.estado ? `${e.cidade}/${e.estado}` : e.cidade,
    e.cep ? `CEP ${formatarCep(e.cep)}` : null,
  ]
    .filter(Boolean)
    .join(' — ');
  return [primeira, cidade].filter((l) => l.length > 0);
}

/** One label and its value; '—' when empty. */
function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {rotulo}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/**
 * The read-only 'Detalhes' dialog of /representantes (spec 2 §2: nome, CNPJ, address, celular,
 * telefone, email), for the client, the administrador and the master. `id` null closes it.
 */
export function DialogoDetalhesRepresentante({ id, onFechar }: { id: number | null; onFechar: () => void }) {
  const titulo = useId();
  const consulta = useDetalhesRepresentante(id);
  const r = consulta.data;
  return (
    <Dialog open={id !== null} onClose={onFechar} aria-labelledby={titulo} fullWidth maxWidth="sm">
      <DialogTitle id={titulo}>Detalhes do Representante</DialogTitle>
      <DialogContent>
        {consulta.isError ? (
          <Alert severity="error">{MSG.erroDetalhar}</Alert>
        ) : !r ? (
          <Box aria-label="Carregando" aria-busy>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Box>
        ) : (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1.25 },
              m: 0,
              '& dd': { mb: { xs: 1.25, sm: 0 } },
            }}
          >
            <Item rotulo="Nome">{r.nome}</Item>
            {r.razao_social && <Item rotulo="Razão Social">{r.razao_social}</Item>}
            <Item rotulo="CNPJ">{r.cnpj ? formatarCnpj(r.cnpj) : null}</Item>
            <Item rotulo="Endereço">
              {linhasDoEndereco(r.endereco).length > 0
                ? linhasDoEndereco(r.endereco).map((l) => (
                    <span key={l} style={{ display: 'block' }}>
                      {l}
                    </span>
                  ))
                : null}
            </Item>
            <Item rotulo="Celular">{r.endereco?.celular ? mascararTelefone(r.endereco.celular) : null}</Item>
            <Item rotulo="Telefone">
              {r.endereco?.telefone ? mascararTelefone(r.endereco.telefone) : null}
            </Item>
            <Item rotulo="Email">{r.email}</Item>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onFechar}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
