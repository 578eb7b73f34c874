import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import type { pedidos } from '@rodada/contracts';
import { SecaoFormulario } from '../../../components/secao-formulario';
import { useClientesDoPedido } from '../../../lib/consultas-pedido';
import { aplicarMascara, MASCARAS, mascararTelefone } from '../../../lib/mascaras';
import { useClienteDoPedido } from '../api/formulario';
import type { ClienteDoForm, LojaDoForm } from './estado';

const cnpj = (v: string | null | undefined) => (v ? aplicarMascara(v, MASCARAS.cnpj) : '');

/** The store a client's order goes to when it has one store, or its default one. */
export function lojaInicial(lojas: readonly pedidos.ClienteDoPedido['lojas'][number][]): LojaDoForm | null {
  const l = lojas.length === 1 ? lojas[0] : lojas.find((x) => x.padrao);
  return l ? { id: l.id, razao_social: l.razao_social, nome_fantasia: l.nome_fantasia, cnpj: l.cnpj } : null;
}

/**
 * The Cliente section of the order form (spec 3 §2, §6): a supplier picks the client in the client
 * search dialog (GET /api/pedidos/clientes), then its store; a representative sees the client's
 * contact details read-only.
 */
export function SecaoCliente(props: {
  cliente: ClienteDoForm | null;
  loja: LojaDoForm | null;
  lojas: LojaDoForm[];
  rodadaId: number | null;
  somenteLeitura: boolean;
  erro: string | undefined;
  onCliente: (c: ClienteDoForm, lojas: LojaDoForm[], loja: LojaDoForm | null) => void;
  onLoja: (l: LojaDoForm) => void;
  onLojas: (lojas: LojaDoForm[]) => void;
}) {
  const [buscando, setBuscando] = useState(false);
  const { cliente, loja, lojas, somenteLeitura, onLojas } = props;
  // An order loaded for editing knows its own store only: the client's others for the select.
  const doServidor = useClienteDoPedido(!somenteLeitura && cliente && lojas.length <= 1 ? cliente.id : null);
  useEffect(() => {
    if (doServidor.data && doServidor.data.lojas.length > 1) onLojas(doServidor.data.lojas);
  }, [doServidor.data, onLojas]);

  return (
    <SecaoFormulario
      titulo="Cliente"
      acao={
        !somenteLeitura && (
          <Button variant="outlined" startIcon={<PersonSearchOutlined />} onClick={() => setBuscando(true)}>
            {cliente ? 'Trocar cliente' : 'Buscar cliente'}
          </Button>
        )
      }
    >
      {!cliente ? (
        <Typography color={props.erro ? 'error' : 'text.secondary'}>
          {props.erro ?? 'Nenhum cliente escolhido'}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{cliente.nome_fantasia ?? cliente.nome}</Typography>
            <Typography variant="body2">
              {[cliente.razao_social, cliente.cnpj ? `CNPJ ${cnpj(cliente.cnpj)}` : null]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {somenteLeitura && (
              <Typography variant="body2" color="text.secondary">
                {[cliente.telefone, cliente.celular]
                  .map((t) => (t ? mascararTelefone(t) : null))
                  .concat(cliente.email ?? null)
                  .filter(Boolean)
                  .join(' · ') || 'Sem contato'}
              </Typography>
            )}
          </Box>
          <TextField
            select
            label="Loja"
            required
            value={loja?.id ?? ''}
            onChange={(e) => {
              const l = lojas.find((x) => x.id === Number(e.target.value));
              if (l) props.onLoja(l);
            }}
            slotProps={{ htmlInput: { readOnly: somenteLeitura } }}
            error={!loja && !!props.erro}
            helperText={!loja ? props.erro : `${loja.razao_social} · CNPJ ${cnpj(loja.cnpj)}`}
          >
            {lojas.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.nome_fantasia}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      <DialogoClientes
        aberto={buscando}
        rodadaId={props.rodadaId}
        onEscolher={(c) => {
          setBuscando(false);
          const { lojas: ls, ...dados } = c;
          const opcoes = ls.map((l) => ({
            id: l.id,
            razao_social: l.razao_social,
            nome_fantasia: l.nome_fantasia,
            cnpj: l.cnpj,
          }));
          props.onCliente(dados, opcoes, lojaInicial(ls));
        }}
        onFechar={() => setBuscando(false)}
      />
    </SecaoFormulario>
  );
}

/** The client search dialog (spec 3 §2 "Order form": client search). */
function DialogoClientes(props: {
  aberto: boolean;
  rodadaId: number | null;
  onEscolher: (c: pedidos.ClienteDoPedido) => void;
  onFechar: () => void;
}) {
  const [busca, setBusca] = useState('');
  const lista = useClientesDoPedido(busca.trim(), props.rodadaId, props.aberto);
  return (
    <Dialog
      open={props.aberto}
      onClose={props.onFechar}
      fullWidth
      maxWidth="md"
      aria-labelledby="titulo-busca-clientes"
    >
      <DialogTitle id="titulo-busca-clientes">Buscar cliente</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            label="Nome, razão social ou CNPJ"
            value={busca}
            autoFocus
            onChange={(e) => setBusca(e.target.value.replace(/^\s+/, ''))}
          />
          {lista.isFetching && <LinearProgress aria-label="Carregando clientes" />}
          {lista.isError && <Alert severity="error">Erro ao fazer a busca de clientes</Alert>}
          {lista.data && lista.data.length === 0 && (
            <Typography color="text.secondary">Nenhum cliente encontrado</Typography>
          )}
          {lista.data && lista.data.length > 0 && (
            <List dense aria-label="Clientes">
              {lista.data.map((c) => (
                <ListItemButton
                  key={c.id}
                  disabled={c.lojas.length === 0}
                  onClick={() => props.onEscolher(c)}
                >
                  <ListItemText
                    primary={c.nome_fantasia ?? c.nome}
                    secondary={[c.razao_social, c.cnpj ? cnpj(c.cnpj) : null].filter(Boolean).join(' · ')}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
