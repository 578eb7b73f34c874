import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { tema } from './app/theme';
import { Layout } from './app/shell/layout';
import { rotasFilhas } from './app/rotas';
import { navegadorCompativel } from './lib/navegador';

// spec 1 §8: an incompatible browser is told so.
if (!navegadorCompativel(window)) window.alert('Seu navegador não é compatível!');

const router = createBrowserRouter([{ element: <Layout />, children: rotasFilhas }]);
const consultas = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={tema}>
      <CssBaseline />
      <QueryClientProvider client={consultas}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
