import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import Check from '@mui/icons-material/Check';
import { colunasDaGrade } from './grade';

/**
 * The grid table (spec 3 §2 "Product form"): a row per chosen colour and a column per chosen size,
 * in their order, with empty columns up to 8; scrolls sideways on a phone (ADR 011).
 */
export function TabelaGrade({ cores, tamanhos }: { cores: string[]; tamanhos: string[] }) {
  const colunas = colunasDaGrade(tamanhos);
  return (
    <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Grade de cores e tamanhos">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Cor
            </TableCell>
            {colunas.map((t, i) => (
              <TableCell
                key={t ?? `vazia-${i}`}
                component="th"
                scope="col"
                align="center"
                sx={{ minWidth: 48 }}
                aria-label={t ?? 'Sem tamanho'}
              >
                {t ?? ''}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {cores.length === 0 ? (
            <TableRow>
              <TableCell colSpan={colunas.length + 1} sx={{ color: 'text.secondary' }}>
                Nenhuma cor escolhida
              </TableCell>
            </TableRow>
          ) : (
            cores.map((cor) => (
              <TableRow key={cor}>
                <TableCell component="th" scope="row">
                  {cor}
                </TableCell>
                {colunas.map((t, i) => (
                  <TableCell key={t ?? `vazia-${i}`} align="center">
                    {t !== null && <Check fontSize="small" aria-label={`${cor} ${t}`} />}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
