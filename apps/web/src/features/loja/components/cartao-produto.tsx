import { Box, Button, Card, CardActionArea, CardActions, CardContent, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { produtos } from '@rodada/contracts';
import { formatarMoeda, paraCentavos } from '@rodada/domain';
import { FotoProduto } from '../../../components/foto-produto';

/**
 * A product card of the storefront (spec 1 §2.5): the cover photo (srcset), code, description,
 * supplier's trade name and price; a click opens the detail dialog. 'Adicionar ao carrinho' opens
 * the quantity / grade dialog when the visitor may buy (`aoComprar`).
 */
export function CartaoProduto({
  produto,
  primeiro,
  aoAbrir,
  aoComprar,
}: {
  produto: produtos.ProdutoVitrine;
  /** Among the first row: the photo loads at once (the page's largest paint). */
  primeiro: boolean;
  aoAbrir: () => void;
  aoComprar?: (() => void) | undefined;
}) {
  const capa = produto.fotos[0];
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={aoAbrir}
        sx={{ flex: 1, alignItems: 'stretch' }}
        aria-label={produto.descricao}
      >
        {capa ? (
          <FotoProduto foto={capa} alt="" carregamento={primeiro ? 'eager' : 'lazy'} />
        ) : (
          <Box sx={{ aspectRatio: '3 / 4', bgcolor: 'grey.100' }} />
        )}
        <CardContent sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {produto.codigo}
          </Typography>
          <Typography
            variant="body2"
            component="h2"
            sx={{
              fontWeight: 600,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {produto.descricao}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {produto.fornecedor.nome_fantasia}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
            {formatarMoeda(paraCentavos(produto.valor))}
          </Typography>
        </CardContent>
      </CardActionArea>
      {aoComprar && (
        <CardActions sx={{ p: 1, pt: 0 }}>
          <Button
            fullWidth
            size="small"
            variant="contained"
            startIcon={<AddShoppingCartIcon />}
            onClick={aoComprar}
            aria-label={`Adicionar ao carrinho: ${produto.descricao}`}
          >
            Adicionar
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
