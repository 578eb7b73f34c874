import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Slider,
  Typography,
} from '@mui/material';
import { avisar } from '../../../lib/avisos';
import { ZOOM_MAX, ZOOM_MIN, recortarImagem } from './logo-recorte';

/** One labelled slider of the dialog. */
function Controle(props: {
  id: string;
  rotulo: string;
  valor: number;
  min: number;
  max: number;
  unidade: string;
  aoMudar: (v: number) => void;
}) {
  const { id, rotulo, valor, min, max, unidade, aoMudar } = props;
  return (
    <Box>
      <Typography id={id} variant="body2" gutterBottom>
        {rotulo}: {Math.round(valor)}
        {unidade}
      </Typography>
      <Slider
        aria-labelledby={id}
        value={valor}
        min={min}
        max={max}
        step={1}
        getAriaValueText={(v) => `${v}${unidade}`}
        onChange={(_e, v) => aoMudar(v)}
      />
    </Box>
  );
}

/**
 * The crop dialog of spec 1 §5: drag to position, zoom 10 to 200 %, rotation 0 to 360°, a square
 * frame; 'Aplicar' hands over a JPEG 2048 px wide, 'Cancelar' discards the chosen image.
 */
export function LogoRecorteDialogo({
  imagem,
  aoCancelar,
  aoAplicar,
}: {
  /** Object URL of the chosen image; the dialog is open while it is set. */
  imagem: string | null;
  aoCancelar: () => void;
  aoAplicar: (dataUrl: string) => void;
}) {
  const [posicao, setPosicao] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(100);
  const [rotacao, setRotacao] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [recortando, setRecortando] = useState(false);

  async function aplicar() {
    if (!imagem || !area) return;
    setRecortando(true);
    try {
      aoAplicar(await recortarImagem(imagem, area, rotacao));
    } catch {
      avisar('Não foi possível recortar esta imagem. Escolha outra.', 'error');
    } finally {
      setRecortando(false);
    }
  }

  return (
    <Dialog
      open={imagem !== null}
      onClose={recortando ? undefined : aoCancelar}
      aria-labelledby="logo-recorte-titulo"
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setPosicao({ x: 0, y: 0 });
            setZoom(100);
            setRotacao(0);
            setArea(null);
          },
        },
      }}
    >
      <DialogTitle id="logo-recorte-titulo">Recortar Logo</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Arraste a imagem para posicionar a logo dentro do quadro.
        </Typography>
        <Box
          sx={{
            position: 'relative',
            height: { xs: 280, sm: 360 },
            bgcolor: 'grey.900',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {imagem && (
            <Cropper
              image={imagem}
              crop={posicao}
              zoom={zoom / 100}
              rotation={rotacao}
              aspect={1}
              minZoom={ZOOM_MIN / 100}
              maxZoom={ZOOM_MAX / 100}
              restrictPosition={false}
              onCropChange={setPosicao}
              onZoomChange={(z) => setZoom(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z * 100)))}
              onRotationChange={setRotacao}
              onCropComplete={(_a, pixels) => setArea(pixels)}
              mediaProps={{ alt: 'Imagem escolhida para a logo' }}
            />
          )}
        </Box>
        <Grid container spacing={3} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controle
              id="logo-recorte-zoom"
              rotulo="Zoom"
              valor={zoom}
              min={ZOOM_MIN}
              max={ZOOM_MAX}
              unidade="%"
              aoMudar={setZoom}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controle
              id="logo-recorte-rotacao"
              rotulo="Rotação"
              valor={rotacao}
              min={0}
              max={360}
              unidade="°"
              aoMudar={setRotacao}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={aoCancelar} disabled={recortando}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          onClick={() => void aplicar()}
          disabled={!area || recortando}
          startIcon={recortando ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          Aplicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
