import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

/**
 * Rodada's identity: a deep wine (the fashion-trade fairs' velvet) with a warm gold accent,
 * instead of the default blue. Touch targets stay large for tablets at the stands.
 */
/**
 * People who ask their system for less motion get instant transitions (WCAG 2.3.3); the browser
 * tests run that way too, so they see settled screens and never a half-faded dialog.
 */
const reduzirMovimento =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const semMovimento = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export const tema = createTheme(
  {
    ...(reduzirMovimento ? { transitions: semMovimento } : {}),
    palette: {
      primary: { main: '#7a1f3d', contrastText: '#ffffff' },
      secondary: { main: '#c9962b', contrastText: '#1d1d1d' },
      // Darker than MUI's defaults so white text on chips passes WCAG AA (4.5:1), e.g. 'Vencido'.
      warning: { main: '#b45309', contrastText: '#ffffff' },
      success: { main: '#2e7d32', contrastText: '#ffffff' },
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
      // Whatever the page scrolls to (the first invalid field after a failed save, an anchor) stops
      // below the fixed top bar (64 px at most) instead of under it (issue 9 §8).
      MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: '80px' } } },
    },
  },
  ptBR,
);
