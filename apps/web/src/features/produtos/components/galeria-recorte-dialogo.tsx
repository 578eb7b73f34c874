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
import { produtos } from '@rodada/contracts';
import { recortarImagem } from '../../../lib/recorte-imagem';

const { LIMITES_GALERIA: L } = produtos;

/** The frame of a product photo: 3:4, portrait, as a garment is shown in the shop. */
export const PROPORCAO_FOTO = 3 / 4;

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
 * The gallery's crop dialog (spec 3 §2, §5): drag to position, zoom 10 to 200 %, rotation 0 to
 * 360°, a 3:4 frame; 'Aplicar' hands over a JPEG 2048 px wide (spec 3 §4 "Gallery save"),
 * 'Cancelar' discards the chosen image.
 */
export function GaleriaRecorteDialogo({
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
  const [falhou, setFalhou] = useState(false);

  async function aplicar() {
    if (!imagem || !area) return;
    setRecortando(true);
    setFalhou(false);
    try {
      aoAplicar(await recortarImagem(imagem, area, rotacao, L.larguraFoto));
    } catch {
      setFalhou(true);
    } finally {
      setRecortando(false);
    }
  }

  return (
    <Dialog
      open={imagem !== null}
      onClose={recortando ? undefined : aoCancelar}
      aria-labelledby="galeria-recorte-titulo"
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setPosicao({ x: 0, y: 0 });
            setZoom(100);
            setRotacao(0);
            setArea(null);
            setFalhou(false);
          },
        },
      }}
    >
      <DialogTitle id="galeria-recorte-titulo">Recortar Foto</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Arraste a imagem para posicionar o produto dentro do quadro.
        </Typography>
        <Box
          sx={{
            position: 'relative',
            height: { xs: 320, sm: 420 },
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
              aspect={PROPORCAO_FOTO}
              minZoom={L.zoom.min / 100}
              maxZoom={L.zoom.max / 100}
              restrictPosition={false}
              onCropChange={setPosicao}
              onZoomChange={(z) => setZoom(Math.min(L.zoom.max, Math.max(L.zoom.min, z * 100)))}
              onRotationChange={setRotacao}
              onCropComplete={(_a, pixels) => setArea(pixels)}
              mediaProps={{ alt: 'Foto escolhida para o produto' }}
            />
          )}
        </Box>
        <Grid container spacing={3} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controle
              id="galeria-recorte-zoom"
              rotulo="Zoom"
              valor={zoom}
              min={L.zoom.min}
              max={L.zoom.max}
              unidade="%"
              aoMudar={setZoom}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controle
              id="galeria-recorte-rotacao"
              rotulo="Rotação"
              valor={rotacao}
              min={L.rotacao.min}
              max={L.rotacao.max}
              unidade="°"
              aoMudar={setRotacao}
            />
          </Grid>
        </Grid>
        {falhou && (
          <Typography color="error" role="alert" variant="body2" sx={{ mt: 1 }}>
            Não foi possível recortar esta imagem. Escolha outra.
          </Typography>
        )}
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
