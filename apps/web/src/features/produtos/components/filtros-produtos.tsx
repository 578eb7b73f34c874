import { MenuItem, Stack, TextField } from '@mui/material';
import type { Tipo } from '@rodada/contracts';
import { FILTRO_ATIVO, FILTRO_STATUS } from './status-produto';

/** The list's filters as the URL holds them (spec 3 §2 "/produtos (query parameters filtro, status, ativo)"). */
export interface FiltrosProdutos {
  filtro: '1';
  /** '' is Todos. */
  status: '' | '0' | '1' | '2' | '3';
  ativo: '0' | '1';
}

/** 'todos' in the URL: Todos chosen explicitly (an absent status is the role's default). */
const TODOS = 'todos';

/**
 * The filters from the URL, with the defaults of spec 3 §9: filtro=1, ativo=1, status Todos for
 * the supplier and Em homologação (0) for the others (the master). Unknown values read as the
 * default.
 */
export function filtrosDaUrl(params: URLSearchParams, tipo: Tipo): FiltrosProdutos {
  const status = params.get('status');
  const padrao = tipo === 'fornecedor' ? '' : '0';
  const valido = FILTRO_STATUS.some((s) => s.valor !== '' && s.valor === status);
  return {
    filtro: '1',
    status: status === TODOS ? '' : valido ? (status as FiltrosProdutos['status']) : padrao,
    ativo: params.get('ativo') === '0' ? '0' : '1',
  };
}

/** The URL parameters of `f` (all three, so the address says what the list shows). */
export function urlDosFiltros(f: FiltrosProdutos): Record<string, string> {
  return { filtro: f.filtro, status: f.status === '' ? TODOS : f.status, ativo: f.ativo };
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
        {FILTRO_STATUS.map((s) => (
          <MenuItem key={s.valor} value={s.valor}>
            {s.rotulo}
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
