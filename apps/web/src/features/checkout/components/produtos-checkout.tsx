import { Box, Divider, Stack, Typography } from '@mui/material';
import { formatarMoeda } from '@rodada/domain';
import { FotoProduto } from '../../../components/foto-produto';
import { totalDoCarrinho, type ItemCarrinho } from '../../../lib/estado-local';

/** The checkout's 'Produtos' tab: the cart's lines, the pieces and the total (cents, spec D14). */
export function ProdutosCheckout({ carrinho }: { carrinho: readonly ItemCarrinho[] }) {
  const pecas = carrinho.reduce((s, i) => s + i.quantidade, 0);
  return (
    <Stack divider={<Divider />} spacing={1} aria-label="Produtos do pedido" role="list">
      {carrinho.map((i) => (
        <Stack key={i.id} direction="row" spacing={1.5} role="listitem" sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              width: 48,
              height: 64,
              flexShrink: 0,
              bgcolor: 'grey.100',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            {i.fotos[0] && (
              <FotoProduto foto={i.fotos[0]} alt="" sizes="48px" sx={{ width: 48, height: 64 }} />
            )}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography noWrap>{[i.codigo, i.descricao].filter(Boolean).join(' · ')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${i.quantidade} un. × ${formatarMoeda(i.valor)}`}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700 }}>{formatarMoeda(i.subtotal)}</Typography>
        </Stack>
      ))}
      <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 1 }}>
        <Typography>{`${pecas} peças`}</Typography>
        <Typography
          sx={{ fontWeight: 700 }}
        >{`Total: ${formatarMoeda(totalDoCarrinho(carrinho))}`}</Typography>
      </Stack>
    </Stack>
  );
}
