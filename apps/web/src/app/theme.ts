import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

/**
 * Rodada's identity: a deep wine (the fashion-trade fairs' velvet) with a warm gold accent,
 * instead of the default blue. Touch targets stay large for tablets at the stands.
 */
export const tema = createTheme(
  {
    palette: {
      primary: { main: '#7a1f3d', contrastText: '#ffffff' },
      secondary: { main: '#c9962b', contrastText: '#1d1d1d' },
      background: { default: '#f7f4f1', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: 44 } } },
    },
  },
  ptBR,
);
