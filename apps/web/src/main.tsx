// First: on `/`, the shop's banners are asked for while the rest of the app loads (issue 13 §8).
import { anteciparBanners } from './lib/antecipar-loja';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { tema } from './app/theme';
import { Layout } from './app/shell/layout';
import { rotasFilhas } from './app/rotas';
import { LimiteDeErro } from './app/limite-de-erro';
import { navegadorCompativel } from './lib/navegador';
import { tentarCargaDeNovo } from './lib/api';
import { registrarServiceWorker } from './lib/atualizacao-registro';

anteciparBanners();

// spec 1 §8: an incompatible browser is told so.
if (!navegadorCompativel(window)) window.alert('Seu navegador não é compatível!');

/**
 * The declarative router, not createBrowserRouter: the data router's loaders and actions go unused and
 * weigh about 16 KB gzip in the first load of / (issue 13 §8). A failure in the shell itself also gets
 * the Portuguese error screen (LimiteDeErro), never the router's own page.
 */
const ROTAS = [
  {
    element: (
      <LimiteDeErro>
        <Layout />
      </LimiteDeErro>
    ),
    children: rotasFilhas,
  },
];
function Aplicacao() {
  return useRoutes(ROTAS);
}
const consultas = new QueryClient({
  defaultOptions: {
    // A load runs even offline too: it fails at once as 'Sem conexão…' and the screen shows its error
    // with 'Tentar novamente', where TanStack's default would show a progress bar forever (ADR 010).
    queries: { staleTime: 30_000, networkMode: 'always', retry: tentarCargaDeNovo },
    // A save runs even offline: lib/api.ts refuses it at once with 'Sem conexão…', where TanStack's
    // default would hold it paused, its button greyed, until the network came back (ADR 010).
    mutations: { networkMode: 'always' },
  },
});

// The installable app (issue 15): the service worker, in the production build, after the page loads.
registrarServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={tema}>
      <CssBaseline />
      <QueryClientProvider client={consultas}>
        <BrowserRouter>
          <Aplicacao />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);

// issue 15: offline orders are sent on start, every 10 s and when the network comes back; loaded on
// demand once the page has loaded, so the queue, the engine and opening IndexedDB stay out of the
// first load and first paint of / (issue 13 §8). A save before that is sent when the engine starts.
const iniciarSincronizacao = () => void import('./app/sincronizar').then((m) => m.iniciarSincronizacao());
if (document.readyState === 'complete') iniciarSincronizacao();
else window.addEventListener('load', iniciarSincronizacao, { once: true });
