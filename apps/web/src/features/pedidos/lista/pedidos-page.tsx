import { Stack, Typography } from '@mui/material';
import { AvisoSemRodada } from '../../../components/aviso-sem-rodada';
import { useEstadoLocal } from '../../../lib/estado-local';
import { ListaPedidos } from './lista-pedidos';
import { ListaPedidosClientes } from './lista-pedidos-clientes';

/**
 * /pedidos (spec 3 §2 "Orders list"; PEDIDOS.md §7) picks the list: with a round stored on the
 * device, the supplier-style orders list of that round; without one, the client orders list for a
 * representante and a cliente ('Meus Pedidos'), the orders list for a fornecedor, and for an
 * administrador (whose orders are its rounds') the way to choose a round.
 */
export default function PedidosPage() {
  const tipo = useEstadoLocal((s) => s.usuario?.tipo ?? null);
  const rodada = useEstadoLocal((s) => s.rodada);
  if (!tipo) return null;
  if (rodada) return <ListaPedidos tipo={tipo} rodada={rodada} />;
  if (tipo === 'representante' || tipo === 'cliente') return <ListaPedidosClientes tipo={tipo} />;
  if (tipo === 'administrador') {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="h4" component="h1">
          Pedidos
        </Typography>
        <AvisoSemRodada />
      </Stack>
    );
  }
  return <ListaPedidos tipo={tipo} rodada={null} />;
}
