import { useState } from 'react';
import {
  Alert,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { pedidos } from '@rodada/contracts';
import { useClientesDoPedido } from '../../../lib/consultas-pedido';
import { useEstadoLocal } from '../../../lib/estado-local';
import { DialogoEmpresas, ResumoEmpresa, type EmpresaDoCheckout } from './dialogo-empresas';

/** The client and company a supplier's (or representative's) order is for. */
export interface ClienteEscolhido {
  cliente: pedidos.ClienteDoPedido;
  empresa: EmpresaDoCheckout;
}

/**
 * The checkout's client choice for a supplier or a representative (spec 3 §2 "Checkout", §6: a
 * representative picks a client from their list): a search over GET /api/pedidos/clientes, then the
 * client's company (the only one at once, else the company-selection dialog).
 */
export function EscolhaCliente(props: {
  escolhido: ClienteEscolhido | null;
  onEscolher: (e: ClienteEscolhido) => void;
}) {
  const rodadaId = useEstadoLocal((s) => s.rodada?.id ?? null);
  const [busca, setBusca] = useState('');
  const [lojasDe, setLojasDe] = useState<pedidos.ClienteDoPedido | null>(null);
  const lista = useClientesDoPedido(busca.trim(), rodadaId, true);

  const escolherCliente = (c: pedidos.ClienteDoPedido) => {
    if (c.lojas.length === 1) props.onEscolher({ cliente: c, empresa: c.lojas[0]! });
    else setLojasDe(c);
  };

  return (
    <Stack spacing={2}>
      {props.escolhido && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2">{props.escolhido.cliente.nome}</Typography>
          <ResumoEmpresa empresa={props.escolhido.empresa} />
        </Stack>
      )}
      <TextField
        label="Buscar cliente"
        value={busca}
        onChange={(e) => setBusca(e.target.value.replace(/^\s+/, ''))}
      />
      {lista.isFetching && <LinearProgress />}
      {lista.isError && <Alert severity="error">Erro ao carregar clientes</Alert>}
      {lista.data && (
        <List dense aria-label="Clientes">
          {lista.data.map((c) => (
            <ListItemButton
              key={c.id}
              selected={c.id === props.escolhido?.cliente.id}
              disabled={c.lojas.length === 0}
              onClick={() => escolherCliente(c)}
            >
              <ListItemText
                primary={c.nome_fantasia ?? c.nome}
                secondary={[c.razao_social, c.nome_fantasia ? c.nome : null].filter(Boolean).join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      <DialogoEmpresas
        aberto={lojasDe !== null}
        empresas={lojasDe?.lojas ?? []}
        escolhida={props.escolhido?.empresa.id ?? null}
        onEscolher={(empresa) => {
          if (lojasDe) props.onEscolher({ cliente: lojasDe, empresa });
          setLojasDe(null);
        }}
        onFechar={() => setLojasDe(null)}
      />
    </Stack>
  );
}
