import { MenuItem, Stack, TextField } from '@mui/material';
import { produtos, type Tipo } from '@rodada/contracts';

const { FILTRO_STATUS_PRODUTO, ROTULO_FILTRO_STATUS } = produtos;

/** The list's filters as the URL holds them (spec 3 §2 "/produtos (query parameters filtro, status, ativo)"). */
export interface FiltrosProdutos {
  filtro: '1';
  status: produtos.FiltroStatusProduto;
  ativo: '0' | '1';
}

/** The active filter (spec 3 §2): Ativos ('1') / Desativados ('0'). */
const FILTRO_ATIVO = [
  { valor: '1', rotulo: 'Ativos' },
  { valor: '0', rotulo: 'Desativados' },
] as const;

/**
 * The filters from the URL, with the defaults of spec 3 §9: filtro=1, ativo=1, status Todos for
 * the supplier and Em homologação (0) for the others (the master). Unknown values read as the
 * default, as the server reads them.
 */
export function filtrosDaUrl(params: URLSearchParams, tipo: Tipo): FiltrosProdutos {
  const status = params.get('status');
  const valido = FILTRO_STATUS_PRODUTO.find((s) => s === status);
  return {
    filtro: '1',
    status: valido ?? (tipo === 'fornecedor' ? 'todos' : '0'),
    ativo: params.get('ativo') === '0' ? '0' : '1',
  };
}

/** The URL parameters of `f` (all three, so the address says what the list shows). */
export function urlDosFiltros(f: FiltrosProdutos): Record<string, string> {
  return { filtro: f.filtro, status: f.status, ativo: f.ativo };
}

/** The Status and Situação selects beside the search. */
export function CamposFiltroProdutos({
  filtros,
  aoMudar,
}: {
  filtros: FiltrosProdutos;
  aoMudar: (f: FiltrosProdutos) => void;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ flex: { sm: '0 0 auto' } }}>
      <TextField
        select
        label="Status"
        value={filtros.status}
        onChange={(e) => aoMudar({ ...filtros, status: e.target.value as FiltrosProdutos['status'] })}
        sx={{ flex: 1, minWidth: { sm: 190 } }}
      >
        {FILTRO_STATUS_PRODUTO.map((s) => (
          <MenuItem key={s} value={s}>
            {ROTULO_FILTRO_STATUS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Situação"
        value={filtros.ativo}
        onChange={(e) => aoMudar({ ...filtros, ativo: e.target.value as FiltrosProdutos['ativo'] })}
        sx={{ flex: 1, minWidth: { sm: 150 } }}
      >
        {FILTRO_ATIVO.map((s) => (
          <MenuItem key={s.valor} value={s.valor}>
            {s.rotulo}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
