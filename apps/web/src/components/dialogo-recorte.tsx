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
import { recortarImagem } from '../lib/recorte-imagem';

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

/** What differs between the app's crop dialogs (the logo, the product photos). */
export interface ConfiguracaoRecorte {
  /** Prefix of the element ids (one dialog of each kind on a page). */
  id: string;
  titulo: string;
  instrucao: string;
  /** Frame width / height. */
  proporcao: number;
  /** Zoom limits in percent and rotation limits in degrees (spec 1 §5: 10-200, 0-360). */
  zoom: { min: number; max: number };
  rotacao: { min: number; max: number };
  /** Width of the JPEG handed over (spec 1 §5: 2048 px). */
  largura: number;
  /** Alternative text of the image being cropped. */
  alt: string;
  /** Height of the crop area on a phone and from sm up. */
  altura: { xs: number; sm: number };
}

/**
 * The crop dialog of spec 1 §5 (logo) and spec 3 §2 (gallery): drag to position, zoom and rotation
 * sliders (keyboard too), a frame of the given proportion; 'Aplicar' hands over a JPEG `largura` px
 * wide, 'Cancelar' discards the chosen image. A failed crop says so inside the dialog.
 */
export function DialogoRecorte({
  config: c,
  imagem,
  aoCancelar,
  aoAplicar,
}: {
  config: ConfiguracaoRecorte;
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
      aoAplicar(await recortarImagem(imagem, area, rotacao, c.largura));
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
      aria-labelledby={`${c.id}-titulo`}
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
      <DialogTitle id={`${c.id}-titulo`}>{c.titulo}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {c.instrucao}
        </Typography>
        <Box
          sx={{
            position: 'relative',
            height: c.altura,
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
              aspect={c.proporcao}
              minZoom={c.zoom.min / 100}
              maxZoom={c.zoom.max / 100}
              restrictPosition={false}
              onCropChange={setPosicao}
              onZoomChange={(z) => setZoom(Math.min(c.zoom.max, Math.max(c.zoom.min, z * 100)))}
              onRotationChange={setRotacao}
              onCropComplete={(_a, pixels) => setArea(pixels)}
              mediaProps={{ alt: c.alt }}
            />
          )}
        </Box>
        <Grid container spacing={3} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controle
              id={`${c.id}-zoom`}
              rotulo="Zoom"
              valor={zoom}
              min={c.zoom.min}
              max={c.zoom.max}
              unidade="%"
              aoMudar={setZoom}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controle
              id={`${c.id}-rotacao`}
              rotulo="Rotação"
              valor={rotacao}
              min={c.rotacao.min}
              max={c.rotacao.max}
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
