import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Box, Toolbar } from '@mui/material';
import { VisualizadorPdf } from '../../components/visualizador-pdf';
import { Avisos } from './avisos';
import { BarraSuperior } from './barra-superior';
import { CarrinhoDrawer } from './carrinho';
import { DialogoIlhaImpressao } from './dialogos-rodada';
import { DialogoCadastro } from './dialogo-cadastro';
import { DialogoCodigo } from './dialogo-codigo';
import { DialogoLogin } from './dialogo-login';
import { DialogoEsqueciSenha, DialogoNovaSenha } from './dialogo-senha';
import { FiltroDrawer } from './filtro';
import { MenuLateral } from './menu-lateral';
import { useInterface } from '../../lib/interface';
import { useContadores } from './use-contadores';
import { useSessao } from './use-sessao';

/** The quantity / grade dialog loads with its first use, outside the first page's JavaScript. */
const DialogoQuantidade = lazy(() =>
  import('../../features/loja/components/dialogo-quantidade').then((m) => ({ default: m.DialogoQuantidade })),
);

/** The application shell: top bar, role menu, the screen, and the shell's dialogs. */
export function Layout() {
  useSessao();
  const contadores = useContadores();
  const quantidadeAberta = useInterface((s) => s.quantidadeDe !== null);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <BarraSuperior />
      <MenuLateral contadores={contadores} />
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <CarrinhoDrawer />
      {quantidadeAberta && (
        <Suspense fallback={null}>
          <DialogoQuantidade />
        </Suspense>
      )}
      <FiltroDrawer />
      <DialogoLogin />
      <DialogoCadastro />
      <DialogoCodigo />
      <DialogoEsqueciSenha />
      <DialogoNovaSenha />
      <DialogoIlhaImpressao />
      <VisualizadorPdf />
      <Avisos />
    </Box>
  );
}
