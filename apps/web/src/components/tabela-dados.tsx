import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
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
  useMediaQuery,
} from '@mui/material';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';

/** One style object (or a function of the theme) that can go in an `sx` array. */
export type EstiloDaLinha = Exclude<SxProps<Theme>, readonly unknown[]>;

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
  /** The screen's message when the list failed to load (spec 2 §8 'Erro ao listar …'); null when it did not. */
  erro?: string | null;
  /** Loads the list again: the error's 'Tentar novamente'. */
  onTentarNovamente?: () => void;
  /**
   * Rows shown before the page's rows and outside the pagination (e.g. the orders kept on the
   * device, issue 15): not counted in `total`.
   */
  linhasNoTopo?: readonly T[];
  /** Extra style of one row (a row that blinks while it syncs). */
  estiloDaLinha?: (linha: T) => EstiloDaLinha | undefined;
}

/** `display` that hides a cell below a breakpoint. */
function exibicao(ocultarAbaixo: ColunaTabela<unknown>['ocultarAbaixo']) {
  return ocultarAbaixo ? { display: { xs: 'none', [ocultarAbaixo]: 'table-cell' } } : {};
}

/** The column of the row's actions (a menu or icon buttons): in a card it stays at the top right. */
export const COLUNA_ACOES = 'acoes';

/**
 * How a card lays out a row on a phone (below `sm`): only the priority columns (those with no
 * `ocultarAbaixo`), the first one as the card's title, the actions at its top right and every other
 * column under the title with its header as a label. Nothing scrolls sideways.
 */
export function colunasDoCartao<T>(colunas: readonly ColunaTabela<T>[]) {
  const prioritarias = colunas.filter((c) => !c.ocultarAbaixo);
  const acoes = prioritarias.find((c) => c.id === COLUNA_ACOES) ?? null;
  const [titulo, ...detalhes] = prioritarias.filter((c) => c !== acoes);
  return { prioritarias, titulo, acoes, detalhes };
}

/** Roles the card layout states itself: its `display: block/grid` would otherwise hide the table's. */
const PAPEL = {
  tabela: { role: 'table' },
  grupo: { role: 'rowgroup' },
  linha: { role: 'row' },
  celula: { role: 'cell' },
  cabecalho: { role: 'columnheader' },
} as const;

/**
 * Out of sight but read by screen readers: the cards' column headers. Sizes as strings: in sx a
 * number ≤ 1 is a fraction (width: 1 is 100%).
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** What a card row looks like: a two-column grid, title and details left, actions right. */
const estiloCartao = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 1,
  rowGap: 0.5,
  px: 2,
  py: 1.5,
  borderBottom: 1,
  borderColor: 'divider',
  '&:last-of-type': { borderBottom: 0 },
  '& > td': { border: 0, p: 0, minWidth: 0, overflowWrap: 'break-word' },
} as const;

/** The rows of a phone: one card per row (see colunasDoCartao). */
function LinhasEmCartoes<T>({
  colunas,
  linhas,
  chave,
  estiloDaLinha,
}: Pick<TabelaDadosProps<T>, 'colunas' | 'linhas' | 'chave' | 'estiloDaLinha'>) {
  const { prioritarias, titulo, acoes, detalhes } = colunasDoCartao(colunas);
  return linhas.map((linha) => (
    <TableRow key={chave(linha)} {...PAPEL.linha} sx={[estiloCartao, estiloDaLinha?.(linha) ?? false]}>
      {prioritarias.map((c) => {
        if (c === titulo) {
          return (
            <TableCell key={c.id} {...PAPEL.celula} sx={{ gridColumn: 1, gridRow: 1, alignSelf: 'center' }}>
              {c.render(linha)}
            </TableCell>
          );
        }
        if (c === acoes) {
          return (
            <TableCell
              key={c.id}
              {...PAPEL.celula}
              sx={{ gridColumn: 2, gridRow: `1 / span ${detalhes.length + 1}`, alignSelf: 'start' }}
            >
              {c.render(linha)}
            </TableCell>
          );
        }
        return (
          <TableCell key={c.id} {...PAPEL.celula} sx={{ gridColumn: 1, typography: 'body2' }}>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {c.titulo}
            </Typography>
            {c.render(linha)}
          </TableCell>
        );
      })}
    </TableRow>
  ));
}

/**
 * A server-paginated data table (every list screen of spec 2 and 3): columns with render
 * functions, 'Sem registros' when empty, a progress bar while a page loads (the previous rows stay,
 * dimmed), and MUI's pagination with the theme's pt-BR labels. On a phone each row is a card (only
 * the priority columns, see colunasDoCartao); a list that failed to load says so with 'Tentar
 * novamente' instead of pretending to be empty (issue 9 §7).
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
  erro = null,
  onTentarNovamente,
  linhasNoTopo = [],
  estiloDaLinha,
}: TabelaDadosProps<T>) {
  const tema = useTheme();
  const cartoes = useMediaQuery(tema.breakpoints.down('sm'), { noSsr: true });
  const ultimaPagina = Math.max(1, Math.ceil(total / porPagina));
  // After a delete or a narrower search the current page may no longer exist.
  useEffect(() => {
    if (!carregando && !erro && pagina > ultimaPagina) onPageChange(ultimaPagina);
  }, [carregando, erro, pagina, ultimaPagina, onPageChange]);

  const todas = linhasNoTopo.length > 0 ? [...linhasNoTopo, ...linhas] : linhas;
  const vazio = todas.length === 0;
  const visiveis = cartoes ? colunasDoCartao(colunas).prioritarias : colunas;
  const papel = (qual: keyof typeof PAPEL) => (cartoes ? PAPEL[qual] : {});
  const bloco = cartoes ? { display: 'block' } : {};
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      {carregando && !vazio && (
        <LinearProgress
          aria-label="Carregando"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      )}
      {erro && (
        <Alert
          severity="error"
          sx={{ borderRadius: 0, alignItems: 'center', flexWrap: 'wrap' }}
          action={
            onTentarNovamente && (
              <Button color="inherit" size="small" loading={carregando} onClick={onTentarNovamente}>
                Tentar novamente
              </Button>
            )
          }
        >
          {erro}
        </Alert>
      )}
      <TableContainer sx={{ overflowX: cartoes ? 'visible' : 'auto' }}>
        <Table aria-label={rotulo} aria-busy={carregando} size="medium" {...papel('tabela')} sx={bloco}>
          <TableHead {...papel('grupo')} sx={cartoes ? visuallyHidden : undefined}>
            <TableRow {...papel('linha')} sx={bloco}>
              {visiveis.map((c) => (
                <TableCell
                  key={c.id}
                  {...papel('cabecalho')}
                  align={c.align ?? 'left'}
                  sx={{
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                    width: c.largura,
                    ...(cartoes ? bloco : exibicao(c.ocultarAbaixo)),
                  }}
                >
                  {c.titulo}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody
            {...papel('grupo')}
            sx={{ ...bloco, opacity: carregando && !vazio ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            {vazio ? (
              // A failed load shows its error above, never 'Sem registros'.
              erro ? null : (
                <TableRow {...papel('linha')} sx={bloco}>
                  <TableCell
                    {...papel('celula')}
                    colSpan={visiveis.length}
                    align="center"
                    sx={{ py: 6, ...bloco }}
                  >
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
              )
            ) : cartoes ? (
              <LinhasEmCartoes colunas={colunas} linhas={todas} chave={chave} estiloDaLinha={estiloDaLinha} />
            ) : (
              todas.map((linha) => (
                <TableRow key={chave(linha)} hover sx={[estiloDaLinha?.(linha) ?? false]}>
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
        // On a phone the pager wraps instead of scrolling sideways; its select keeps its name.
        sx={{
          overflow: 'visible',
          '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: { xs: 1, sm: 2 } },
          '& .MuiTablePagination-spacer, & .MuiTablePagination-selectLabel': {
            display: { xs: 'none', sm: 'block' },
          },
          '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
        }}
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
