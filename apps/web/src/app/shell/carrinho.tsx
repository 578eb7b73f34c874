import { useNavigate } from 'react-router';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { formatarMoeda } from '@rodada/domain';
import { totalDoCarrinho, useEstadoLocal } from '../../lib/estado-local';
import { useInterface } from '../../lib/interface';
import { CabecalhoPainel } from '../../components/cabecalho-painel';

/** The cart drawer (spec 1 §2.6, §2.11): items, removal, total; checkout needs login. */
export function CarrinhoDrawer() {
  const aberto = useInterface((s) => s.carrinhoAberto);
  const definir = useInterface((s) => s.definirCarrinho);
  const abrirLogin = useInterface((s) => s.abrirLogin);
  const carrinho = useEstadoLocal((s) => s.carrinho);
  const remover = useEstadoLocal((s) => s.removerDoCarrinho);
  const usuario = useEstadoLocal((s) => s.usuario);
  const navegar = useNavigate();
  const total = totalDoCarrinho(carrinho);

  const finalizar = () => {
    definir(false);
    // spec 1 §2.11: checkout needs login; a visitor signing up from here can only be a cliente.
    if (!usuario) abrirLogin({ checkout: true });
    else void navegar('/checkout');
  };

  return (
    <Drawer anchor="right" open={aberto} onClose={() => definir(false)}>
      {/* The top bar stays above the drawer (as over the role menu): the panel starts below it. */}
      <Box sx={(t) => t.mixins.toolbar} />
      <Box sx={{ width: { xs: '100vw', sm: 400 }, p: 2 }} role="region" aria-label="Carrinho de compras">
        <CabecalhoPainel titulo="Carrinho de compras" onFechar={() => definir(false)} />
        {carrinho.length === 0 ? (
          <Typography color="text.secondary">Seu carrinho de compras está vazio</Typography>
        ) : (
          <>
            <List dense>
              {carrinho.map((i) => (
                <ListItem
                  key={i.id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Remover ${i.descricao}`}
                      onClick={() => remover(i.id)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={i.descricao}
                    secondary={`${i.quantidade} un. · ${formatarMoeda(i.subtotal)}`}
                  />
                </ListItem>
              ))}
            </List>
            <Divider sx={{ my: 1 }} />
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
              <Typography>Total</Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatarMoeda(total)}</Typography>
            </Stack>
            <Button variant="contained" fullWidth onClick={finalizar}>
              Finalizar compra
            </Button>
          </>
        )}
      </Box>
    </Drawer>
  );
}
