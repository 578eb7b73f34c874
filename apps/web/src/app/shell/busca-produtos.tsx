import { InputAdornment, OutlinedInput } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useEstadoLocal } from '../../lib/estado-local';

/**
 * The shop's product search (spec 1 §2.3): in the bar from a tablet up; on a phone, where the bar
 * has no room for it, behind an icon that opens it over the whole bar. Loaded on demand by
 * barra-superior.tsx (issue 13 §8).
 */
export default function BuscaProdutos({ autoFocus }: { autoFocus?: boolean }) {
  const termo = useEstadoLocal((s) => s.filtro.termoPesquisa);
  const definirFiltro = useEstadoLocal((s) => s.definirFiltro);
  return (
    // OutlinedInput, not TextField: TextField brings Select, Menu and Popover into the first load of /
    // (issue 13 §8); the search needs none of them.
    <OutlinedInput
      size="small"
      type="search"
      placeholder="Pesquisar produtos"
      autoFocus={autoFocus}
      value={termo}
      // spec 1 §5: the search term has leading spaces trimmed.
      onChange={(e) => definirFiltro({ termoPesquisa: e.target.value.trimStart() })}
      slotProps={{ input: { 'aria-label': 'Pesquisar produtos' } }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
      sx={{
        width: autoFocus ? 'auto' : 260,
        flex: autoFocus ? 1 : undefined,
        bgcolor: 'background.paper',
        borderRadius: 1,
      }}
    />
  );
}
