import { Outlet } from 'react-router';
import { Box, Toolbar } from '@mui/material';
import { AvisoAtualizacao } from './aviso-atualizacao';
import { BarraSuperior } from './barra-superior';
import { DialogosDoShell, MenuLateralSobDemanda } from './sob-demanda';
import { useContadores } from './use-contadores';
import { usePreCarga } from './use-pre-carga';
import { useSessao } from './use-sessao';

/** The application shell: top bar, role menu, the screen, and the shell's dialogs (mounted on demand). */
export function Layout() {
  useSessao();
  const contadores = useContadores();
  usePreCarga();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <BarraSuperior />
      <MenuLateralSobDemanda contadores={contadores} />
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      {/* Loaded on demand, out of the first load of / (issue 13 §8). */}
      <DialogosDoShell />
      <AvisoAtualizacao />
    </Box>
  );
}
