import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Box,
  CircularProgress,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';

/** Table page size (spec 2 §9 "Table page size 30"). */
export const POR_PAGINA_PADRAO = 30;
/** The server's page-size ceiling (contracts `paginacaoQuery`): what 'Todos' asks for. */
export const POR_PAGINA_MAXIMO = 200;
/** Page-size options (spec 2 §9 "options 10, 30, 50, all"); 'Todos' is bounded by the server. */
export const OPCOES_POR_PAGINA = [
  10,
  30,
  50,
  { value: POR_PAGINA_MAXIMO, label: 'Todos' },
] as const satisfies readonly (number | { value: number; label: string })[];

/** One column: its header and how a row renders in it. */
export interface ColunaTabela<T> {
  id: string;
  titulo: string;
  render: (linha: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Hidden below this breakpoint, so a portrait tablet keeps the essential columns. */
  ocultarAbaixo?: 'sm' | 'md' | 'lg';
  largura?: number | string;
}

/** Props of a server-paginated table. */
export interface TabelaDadosProps<T> {
  /** Accessible name of the table (usually the screen's title). */
  rotulo: string;
  colunas: readonly ColunaTabela<T>[];
  linhas: readonly T[];
  chave: (linha: T) => string | number;
  /** Rows on the server matching the filter (all pages). */
  total: number;
  /** Current page, from 1 (as the API counts). */
  pagina: number;
  porPagina: number;
  opcoesPorPagina?: readonly (number | { value: number; label: string })[];
  onPageChange: (pagina: number) => void;
  onPageSizeChange: (porPagina: number) => void;
  carregando?: boolean;
  /** Shown when there is nothing to list. */
  textoVazio?: string;
}

/** `display` that hides a cell below a breakpoint. */
function exibicao(ocultarAbaixo: ColunaTabela<unknown>['ocultarAbaixo']) {
  return ocultarAbaixo ? { display: { xs: 'none', [ocultarAbaixo]: 'table-cell' } } : {};
}

/**
 * A server-paginated data table (every list screen of spec 2 and 3): columns with render
 * functions, 'Sem registros' when empty, a progress bar while a page loads (the previous rows stay,
 * dimmed), and MUI's pagination with the theme's pt-BR labels.
 */
export function TabelaDados<T>({
  rotulo,
  colunas,
  linhas,
  chave,
  total,
  pagina,
  porPagina,
  opcoesPorPagina = OPCOES_POR_PAGINA,
  onPageChange,
  onPageSizeChange,
  carregando = false,
  textoVazio = 'Sem registros',
}: TabelaDadosProps<T>) {
  const ultimaPagina = Math.max(1, Math.ceil(total / porPagina));
  // After a delete or a narrower search the current page may no longer exist.
  useEffect(() => {
    if (!carregando && pagina > ultimaPagina) onPageChange(ultimaPagina);
  }, [carregando, pagina, ultimaPagina, onPageChange]);

  const vazio = linhas.length === 0;
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      {carregando && !vazio && (
        <LinearProgress
          aria-label="Carregando"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label={rotulo} aria-busy={carregando} size="medium">
          <TableHead>
            <TableRow>
              {colunas.map((c) => (
                <TableCell
                  key={c.id}
                  align={c.align ?? 'left'}
                  sx={{
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                    width: c.largura,
                    ...exibicao(c.ocultarAbaixo),
                  }}
                >
                  {c.titulo}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: carregando && !vazio ? 0.6 : 1, transition: 'opacity 120ms' }}>
            {vazio ? (
              <TableRow>
                <TableCell colSpan={colunas.length} align="center" sx={{ py: 6 }}>
                  {carregando ? (
                    <Box sx={{ display: 'inline-flex', gap: 1.5, alignItems: 'center' }}>
                      <CircularProgress size={20} aria-hidden />
                      <Typography color="text.secondary">Carregando…</Typography>
                    </Box>
                  ) : (
                    <Typography color="text.secondary">{textoVazio}</Typography>
                  )}
                </TableCell>
              </TableRow>
            ) : (
              linhas.map((linha) => (
                <TableRow key={chave(linha)} hover>
                  {colunas.map((c) => (
                    <TableCell key={c.id} align={c.align ?? 'left'} sx={exibicao(c.ocultarAbaixo)}>
                      {c.render(linha)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(pagina, ultimaPagina) - 1}
        rowsPerPage={porPagina}
        rowsPerPageOptions={[...opcoesPorPagina]}
        onPageChange={(_e, p) => onPageChange(p + 1)}
        onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}

/**
 * Page and page-size state for a TabelaDados: changing the size or the filter goes back to page 1.
 * `reiniciar` is for the screen to call when its filter changes.
 */
export function usePaginacao(porPaginaInicial: number = POR_PAGINA_PADRAO) {
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(porPaginaInicial);
  const mudarPorPagina = useCallback((n: number) => {
    setPorPagina(n);
    setPagina(1);
  }, []);
  const reiniciar = useCallback(() => setPagina(1), []);
  return { pagina, porPagina, mudarPagina: setPagina, mudarPorPagina, reiniciar };
}
