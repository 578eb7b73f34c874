import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import type { produtos } from '@rodada/contracts';
import { FotoProduto } from './foto-produto';

/** The magnifier's zoom (spec 3 §9 "Zoom factor 3"). */
export const FATOR_LUPA = 3;
/** The lens's side in px. */
const LADO_LENTE = 160;

/** Where the pointer is over the photo, in px from its top left, and the photo's size. */
interface Ponto {
  x: number;
  y: number;
  largura: number;
  altura: number;
}

/**
 * The lens over the photo: a circle following the pointer that shows the 2048 px JPEG at three
 * times the photo's size (spec 3 §2 "zoom image (magnifier factor 3)"). Only the lens loads the
 * large file, and only while the magnifier is on (issue 12 §9: a phone does not download it
 * otherwise).
 */
function Lente({ grande, ponto }: { grande: string; ponto: Ponto }) {
  const { x, y, largura, altura } = ponto;
  return (
    <Box
      role="img"
      aria-label="Lupa"
      data-testid="lupa"
      sx={{
        position: 'absolute',
        pointerEvents: 'none',
        left: x - LADO_LENTE / 2,
        top: y - LADO_LENTE / 2,
        width: LADO_LENTE,
        height: LADO_LENTE,
        borderRadius: '50%',
        border: 2,
        borderColor: 'common.white',
        boxShadow: 4,
        backgroundColor: 'common.white',
        backgroundRepeat: 'no-repeat',
        backgroundImage: `url("${grande}")`,
        backgroundSize: `${largura * FATOR_LUPA}px ${altura * FATOR_LUPA}px`,
        backgroundPosition: `${LADO_LENTE / 2 - x * FATOR_LUPA}px ${LADO_LENTE / 2 - y * FATOR_LUPA}px`,
      }}
    />
  );
}

/**
 * The photo carousel of the product detail dialog (spec 3 §2): one photo at a time from its
 * srcset (a phone loads the 640 px one), previous/next, the video as the last slide, and the
 * magnifier. `numerar` shows 'Foto n de N' (the master, spec 3 §2).
 */
export function CarrosselProduto({
  fotos,
  video,
  descricao,
  numerar,
}: {
  fotos: readonly produtos.FotoProduto[];
  video: string | null;
  descricao: string;
  numerar: boolean;
}) {
  const total = fotos.length + (video ? 1 : 0);
  const [indice, setIndice] = useState(0);
  const [lupa, setLupa] = useState(false);
  const [ponto, setPonto] = useState<Ponto | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const atual = Math.min(indice, Math.max(0, total - 1));
  const foto = fotos[atual] ?? null;
  const ehVideo = video !== null && atual === fotos.length;

  const ir = (passo: number) => {
    setPonto(null);
    setIndice((atual + passo + total) % total);
  };
  const mover = (e: MouseEvent | PointerEvent) => {
    const r = area.current?.getBoundingClientRect();
    if (!r) return;
    setPonto({ x: e.clientX - r.left, y: e.clientY - r.top, largura: r.width, altura: r.height });
  };

  if (total === 0) {
    return (
      <Box
        sx={{
          aspectRatio: '1',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
        }}
      >
        <Typography color="text.secondary">Sem fotos</Typography>
      </Box>
    );
  }

  return (
    <Stack spacing={1}>
      <Box sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {ehVideo ? (
          <Box
            component="video"
            controls
            src={video}
            aria-label={`Vídeo de ${descricao}`}
            sx={{ display: 'block', width: '100%', maxHeight: '70vh' }}
          />
        ) : (
          foto && (
            <Box
              ref={area}
              onMouseMove={lupa ? mover : undefined}
              onPointerDown={lupa ? mover : undefined}
              onMouseLeave={() => setPonto(null)}
              sx={{
                position: 'relative',
                cursor: lupa ? 'crosshair' : 'default',
                touchAction: lupa ? 'none' : 'auto',
              }}
              onPointerMove={lupa ? mover : undefined}
            >
              <FotoProduto
                foto={foto}
                alt={numerar ? `${descricao}, foto ${atual + 1}` : descricao}
                sizes="(max-width: 600px) 100vw, 480px"
                carregamento="eager"
                ajuste="contain"
                sx={{ maxHeight: '60vh', width: '100%' }}
              />
              {lupa && ponto && <Lente grande={foto.grande} ponto={ponto} />}
            </Box>
          )
        )}
        {total > 1 && (
          <>
            <IconButton
              aria-label="Foto anterior"
              onClick={() => ir(-1)}
              sx={{
                position: 'absolute',
                left: 4,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label="Próxima foto"
              onClick={() => ir(1)}
              sx={{
                position: 'absolute',
                right: 4,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <ChevronRight />
            </IconButton>
          </>
        )}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}>
        <Typography variant="caption" color="text.secondary">
          {numerar ? (ehVideo ? `Vídeo (${atual + 1} de ${total})` : `Foto ${atual + 1} de ${total}`) : ''}
        </Typography>
        {!ehVideo && (
          <Tooltip title={lupa ? 'Desligar a lupa' : 'Ampliar com a lupa'}>
            <IconButton
              aria-label={lupa ? 'Desligar a lupa' : 'Ampliar com a lupa'}
              aria-pressed={lupa}
              onClick={() => {
                setLupa(!lupa);
                setPonto(null);
              }}
            >
              {lupa ? <ZoomOut /> : <ZoomIn />}
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Stack>
  );
}
