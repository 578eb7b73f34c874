import { Link as RouterLink } from 'react-router';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { rodadas } from '@rodada/contracts';

/** The shop filtered to one supplier (the filter lives in the URL, issue 13 §1). */
export const lojaDoFornecedor = (fornecedorId: number) => `/?fornecedor=${fornecedorId}`;

/**
 * The stands a supplier holds, each a link to that supplier's products in the shop (issue 13 §7):
 * a buyer walking the floor finds the catalogue of the stand in front of them. A list under the
 * map rather than links inside the plan, so it reads the same with a plan, with the generated
 * grid, and to a screen reader; the administrador's double click on the plan stays untouched.
 */
export function LojasDosStands({ stands }: { stands: readonly rodadas.StandDoMapa[] }) {
  const deFornecedor = stands.filter(
    (s): s is rodadas.StandDoMapa & { fornecedor_id: number } => s.fornecedor_id !== null,
  );
  if (deFornecedor.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="produtos-dos-stands">
      <Typography id="produtos-dos-stands" variant="h6" component="h2" sx={{ mb: 1 }}>
        Produtos dos expositores
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {deFornecedor.map((s) => (
          <Box component="li" key={s.codigo} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <StorefrontIcon fontSize="small" color="primary" aria-hidden />
            <Link component={RouterLink} to={lojaDoFornecedor(s.fornecedor_id)}>
              {`Stand ${s.codigo}${s.nome ? ` · ${s.nome}` : ''}: ver produtos na loja`}
            </Link>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
