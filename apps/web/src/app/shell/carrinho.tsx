import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { MSG_LOJA } from '@rodada/contracts';
import { formatarMoeda } from '@rodada/domain';
import { totalDoCarrinho, useEstadoLocal, type ItemCarrinho } from '../../lib/estado-local';
import { useInterface } from '../../lib/interface';
import { CabecalhoPainel } from '../../components/cabecalho-painel';
import { FotoProduto } from '../../components/foto-produto';
import { ListaVirtual } from '../../components/lista-virtual';

/** spec 1 §9: the cart's virtual list rows are 96 px high. */
export const ALTURA_ITEM_CARRINHO = 96;

/**
 * The cart drawer (spec 1 §2.6, §2.11, §4 "Cart"): a virtualised list of the lines (photo,
 * quantity, subtotal), removal after a confirmation, the total; open to visitors, checkout needs
 * login. The cart itself is the persisted local state (estado-local).
 */
export function CarrinhoDrawer() {
  const aberto = useInterface((s) => s.carrinhoAberto);
  const definir = useInterface((s) => s.definirCarrinho);
  const abrirLogin = useInterface((s) => s.abrirLogin);
  const carrinho = useEstadoLocal((s) => s.carrinho);
  const remover = useEstadoLocal((s) => s.removerDoCarrinho);
  const usuario = useEstadoLocal((s) => s.usuario);
  const navegar = useNavigate();
  const [removendo, setRemovendo] = useState<ItemCarrinho | null>(null);
  const total = totalDoCarrinho(carrinho);

  const finalizar = () => {
    definir(false);
    // spec 1 §2.11: checkout needs login; a visitor signing up from here can only be a cliente.
    if (!usuario) abrirLogin({ checkout: true });
    else void navegar('/checkout');
  };

  return (
    <Drawer
      anchor="right"
      open={aberto}
      onClose={() => definir(false)}
      slotProps={{ paper: { sx: { display: 'flex', flexDirection: 'column' } } }}
    >
      {/* The top bar stays above the drawer (as over the role menu): the panel starts below it. */}
      <Box sx={(t) => t.mixins.toolbar} />
      <Box
        sx={{
          width: { xs: '100vw', sm: 400 },
          p: 2,
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
        }}
        role="region"
        aria-label="Carrinho de compras"
      >
        <CabecalhoPainel titulo="Carrinho de compras" onFechar={() => definir(false)} />
        {carrinho.length === 0 ? (
          <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
            <ShoppingCartOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
            <Typography color="text.secondary">{MSG_LOJA.carrinhoVazio}</Typography>
            <Button variant="outlined" onClick={() => definir(false)}>
              Continuar Comprando
            </Button>
          </Stack>
        ) : (
          <>
            <ListaVirtual
              itens={carrinho}
              alturaLinha={ALTURA_ITEM_CARRINHO}
              chave={(i) => i.id}
              rotulo="Itens do carrinho"
              linha={(i) => <LinhaCarrinho item={i} onRemover={() => setRemovendo(i)} />}
            />
            <Divider sx={{ my: 1 }} />
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
              <Typography>Total</Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatarMoeda(total)}</Typography>
            </Stack>
            <Button variant="contained" fullWidth onClick={finalizar}>
              Finalizar Compra
            </Button>
          </>
        )}
      </Box>
      <Dialog open={removendo !== null} onClose={() => setRemovendo(null)} maxWidth="xs">
        <DialogTitle>Remover produto</DialogTitle>
        <DialogContent>
          <DialogContentText>{`Remover ${removendo?.descricao ?? ''} do carrinho?`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemovendo(null)}>Cancelar</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (removendo) remover(removendo.id);
              setRemovendo(null);
            }}
          >
            Remover
          </Button>
        </DialogActions>
      </Dialog>
    </Drawer>
  );
}

/** One cart line in its 96 px row: cover photo, code and description, quantity · subtotal. */
function LinhaCarrinho({ item, onRemover }: { item: ItemCarrinho; onRemover: () => void }) {
  const capa = item.fotos[0];
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ height: '100%', alignItems: 'center', borderBottom: 1, borderColor: 'divider', py: 1 }}
    >
      <Box
        sx={{
          width: 60,
          height: 80,
          flexShrink: 0,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.100',
        }}
      >
        {capa && <FotoProduto foto={capa} alt="" sizes="60px" sx={{ width: 60, height: 80 }} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {item.codigo && (
          <Typography variant="caption" color="text.secondary">
            {item.codigo}
          </Typography>
        )}
        <Typography noWrap title={item.descricao}>
          {item.descricao}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${item.quantidade} un. · ${formatarMoeda(item.subtotal)}`}
        </Typography>
      </Box>
      <IconButton aria-label={`Remover ${item.descricao}`} onClick={onRemover}>
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}
