import { useEffect, useState } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import Search from '@mui/icons-material/Search';

/** Typing pauses this long before a search goes to the server. */
export const ESPERA_BUSCA_MS = 400;

/**
 * The search term of a server-paginated list: `busca` follows the field as typed, `buscaAplicada`
 * follows it after a pause of ESPERA_BUSCA_MS, and `aoAplicar` runs when it does (usually the
 * pagination's `reiniciar`, so a new search starts on page 1).
 */
export function useBuscaAdiada(aoAplicar?: () => void) {
  const [busca, setBusca] = useState('');
  const [buscaAplicada, setBuscaAplicada] = useState('');
  useEffect(() => {
    const t = setTimeout(() => {
      setBuscaAplicada(busca);
      aoAplicar?.();
    }, ESPERA_BUSCA_MS);
    return () => clearTimeout(t);
  }, [busca, aoAplicar]);
  return { busca, setBusca, buscaAplicada };
}

interface Props {
  valor: string;
  aoMudar: (valor: string) => void;
  placeholder?: string;
  rotulo?: string;
  /** The list query's maximum for `busca` (its contract). */
  maxLength?: number | undefined;
  sx?: SxProps<Theme>;
}

/**
 * The search field of every list screen: a 'Buscar' field with a search icon whose value ignores
 * leading spaces (spec 2 §5 "Search terms have leading spaces trimmed").
 */
export function CampoBusca({ valor, aoMudar, placeholder, rotulo = 'Buscar', maxLength, sx }: Props) {
  return (
    <TextField
      label={rotulo}
      placeholder={placeholder}
      value={valor}
      onChange={(e) => aoMudar(e.target.value.trimStart())}
      type="search"
      sx={sx ?? { maxWidth: { sm: 420 } }}
      slotProps={{
        htmlInput: maxLength === undefined ? {} : { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
