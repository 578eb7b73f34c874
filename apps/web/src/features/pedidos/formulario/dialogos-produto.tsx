import { useCallback, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatarMoeda, paraCentavos } from '@rodada/domain';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { useProdutosDoPedido } from '../api/formulario';
import { produtoDoForm, type ProdutoDoForm } from './estado';

/** Selection dialogs are 1200 px wide (spec 3 §9). */
const LARGURA_SELECAO = 1200;

/**
 * The product search dialog (spec 3 §2 "Order form": product search): the supplier's usable
 * products (GET /api/pedidos/produtos) by code or description; choosing one opens its grid.
 */
export function DialogoBuscaProdutos(props: {
  aberto: boolean;
  fornecedorId: number | null;
  onEscolher: (p: ProdutoDoForm) => void;
  onFechar: () => void;
}) {
  const [pagina, setPagina] = useState(1);
  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(useCallback(() => setPagina(1), []));
  const lista = useProdutosDoPedido(buscaAplicada.trim(), props.fornecedorId, pagina, props.aberto);
  return (
    <Dialog
      open={props.aberto}
      onClose={props.onFechar}
      fullWidth
      maxWidth="lg"
      aria-labelledby="titulo-busca-produtos"
      slotProps={{ paper: { sx: { maxWidth: LARGURA_SELECAO } } }}
    >
      <DialogTitle id="titulo-busca-produtos">Buscar produto</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            label="Código ou descrição"
            value={busca}
            autoFocus
            onChange={(e) => setBusca(e.target.value.replace(/^\s+/, ''))}
          />
          {lista.isFetching && <LinearProgress aria-label="Carregando produtos" />}
          {lista.isError && <Alert severity="error">Erro ao fazer busca de produtos</Alert>}
          {lista.data && lista.data.produtos.length === 0 && (
            <Typography color="text.secondary">Nenhum produto encontrado</Typography>
          )}
          {lista.data && lista.data.produtos.length > 0 && (
            <List dense aria-label="Produtos">
              {lista.data.produtos.map((p) => (
                <ListItemButton key={p.id} onClick={() => props.onEscolher(produtoDoForm(p))}>
                  <ListItemText
                    primary={`${p.codigo} · ${p.descricao}`}
                    secondary={formatarMoeda(paraCentavos(p.valor))}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
          {lista.data && lista.data.last_page > 1 && (
            <Pagination
              count={lista.data.last_page}
              page={pagina}
              onChange={(_e, p) => setPagina(p)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Most characters of a line's notes (the body's text limit). */
const MAX_OBSERVACOES = 5000;

/** The per-line notes dialog (spec 3 §2 "Order form": product notes). */
export function DialogoObservacoes(props: {
  titulo: string | null;
  inicial: string;
  somenteLeitura: boolean;
  onSalvar: (texto: string) => void;
  onFechar: () => void;
}) {
  return (
    <Dialog
      open={props.titulo !== null}
      onClose={props.onFechar}
      fullWidth
      maxWidth="sm"
      aria-labelledby="titulo-observacoes-produto"
    >
      {props.titulo !== null && <ConteudoObservacoes {...props} titulo={props.titulo} />}
    </Dialog>
  );
}

function ConteudoObservacoes(props: {
  titulo: string;
  inicial: string;
  somenteLeitura: boolean;
  onSalvar: (texto: string) => void;
  onFechar: () => void;
}) {
  const [texto, setTexto] = useState(props.inicial);
  return (
    <>
      <DialogTitle id="titulo-observacoes-produto">{props.titulo}</DialogTitle>
      <DialogContent>
        <TextField
          label="Observações"
          value={texto}
          onChange={(e) => setTexto(e.target.value.slice(0, MAX_OBSERVACOES))}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { readOnly: props.somenteLeitura, maxLength: MAX_OBSERVACOES } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onFechar}>Cancelar</Button>
        {!props.somenteLeitura && (
          <Button variant="contained" onClick={() => props.onSalvar(texto)}>
            Salvar
          </Button>
        )}
      </DialogActions>
    </>
  );
}
