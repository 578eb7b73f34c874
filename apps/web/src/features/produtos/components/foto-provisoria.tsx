/*
 * PROVISIONAL (branch h-f only): stands in for h-d's components/foto-produto.tsx until it lands.
 */
import { Box } from '@mui/material';
import type { produtos } from '@rodada/contracts';

export function FotoProduto({
  foto,
  alt,
  sizes,
  largura,
  altura,
}: {
  foto: produtos.FotoProduto;
  alt: string;
  sizes: string;
  largura?: number | string;
  altura?: number | string;
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={foto.webp} sizes={sizes} />
      <Box
        component="img"
        src={foto.url}
        srcSet={foto.jpeg}
        sizes={sizes}
        alt={alt}
        loading="lazy"
        sx={{ display: 'block', width: largura ?? '100%', height: altura ?? 'auto', objectFit: 'cover' }}
      />
    </picture>
  );
}
