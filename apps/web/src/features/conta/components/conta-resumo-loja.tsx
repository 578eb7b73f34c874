import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { formatarCnpj, type clientes } from '@rodada/contracts';
import { linhasEndereco } from './conta-formulario';

type LojaPadrao = clientes.ContaClienteLida['loja'];

/** One label and value of the summary. */
function Item({ rotulo, valor, largo }: { rotulo: string; valor: string; largo?: boolean }) {
  // A div directly in the dl groups its dt and dd (HTML allows exactly that wrapper).
  return (
    <Box sx={largo ? { gridColumn: '1 / -1' } : undefined}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {valor}
      </Typography>
    </Box>
  );
}

/**
 * The default store of a completed customer account, read-only: its data is edited on /empresas
 * (spec 2 §2 "Companies"), which this summary links to when the store's acoes allow editing it.
 */
export function ContaResumoLoja({ loja }: { loja: LojaPadrao }) {
  return (
    <>
      {loja ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            mb: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Item rotulo="Razão Social" valor={loja.razao_social} />
          <Item rotulo="Nome Fantasia" valor={loja.nome_fantasia} />
          <Item rotulo="CNPJ" valor={formatarCnpj(loja.cnpj)} />
          <Item rotulo="Inscrição Estadual" valor={loja.ie ?? '—'} />
          {loja.endereco && <Item rotulo="Endereço" valor={linhasEndereco(loja.endereco).join('\n')} largo />}
        </Box>
      ) : (
        <Typography sx={{ mb: 2 }}>Nenhuma empresa padrão cadastrada.</Typography>
      )}
      {/* The store's acoes say whether the customer may edit it there (ADR 013). */}
      {(loja === null || loja.acoes.editar) && (
        <Button component={RouterLink} to="/empresas" variant="outlined" startIcon={<EditOutlined />}>
          Editar em Minhas Empresas
        </Button>
      )}
    </>
  );
}
