import { Pagination, Stack, Typography } from '@mui/material';

/** The product count: exact, or a floor when the search stopped counting (total_exato false). */
export const textoDoTotal = (total: number, exato: boolean) =>
  exato ? `${total} ${total === 1 ? 'produto' : 'produtos'}` : `Mais de ${total - 1} produtos`;

/**
 * The storefront's pagination (spec 1 §2.5, §9: 7 visible page buttons): first, last, and the
 * pages around the current one, the gaps as '…'. With a count that is only a floor the last
 * button is the furthest page counted so far, and a note says more exist.
 */
export function PaginacaoLoja({
  pagina,
  ultima,
  exato,
  aoMudar,
}: {
  pagina: number;
  ultima: number;
  exato: boolean;
  aoMudar: (pagina: number) => void;
}) {
  if (ultima <= 1) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', mt: 3 }}>
      <Pagination
        count={ultima}
        page={Math.min(pagina, ultima)}
        siblingCount={1}
        boundaryCount={1}
        color="primary"
        shape="rounded"
        onChange={(_e, n) => aoMudar(n)}
        getItemAriaLabel={(tipo, n, atual) =>
          tipo === 'page'
            ? `${atual ? 'Página atual, ' : 'Ir para a página '}${n}`
            : tipo === 'next'
              ? 'Próxima página'
              : tipo === 'previous'
                ? 'Página anterior'
                : tipo === 'first'
                  ? 'Primeira página'
                  : 'Última página'
        }
      />
      {!exato && (
        <Typography variant="caption" color="text.secondary">
          Há mais páginas depois da {ultima}
        </Typography>
      )}
    </Stack>
  );
}
