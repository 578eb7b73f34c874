import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { FotoProduto } from '../../../components/foto-produto';
import { mensagemDeErro } from '../../../lib/formulario';
import { enviarFoto } from '../api/midia';
import { GaleriaRecorteDialogo } from './galeria-recorte-dialogo';

const { LIMITES_GALERIA: L } = produtos;
/** Types the file chooser offers; the server accepts the same (apps/api lib/imagens.ts). */
const TIPOS = ['image/jpeg', 'image/png', 'image/webp'];

/** One photo of the gallery being edited: stored already, or sent now and saved with the gallery. */
export interface FotoDaGaleria {
  foto: produtos.FotoProduto;
  nova: boolean;
}

/** A card's width on each screen: two per row on a phone, up to five on a desktop. */
const TAMANHOS = '(max-width: 600px) 45vw, (max-width: 1024px) 25vw, 200px';

/**
 * The Fotos tab (spec 3 §2 "Product gallery", §5 "Gallery"): up to 10 photos in order (the first
 * is the cover), moved with the arrows (touch and keyboard alike), removed after a confirmation.
 * 'Adicionar fotos' opens the crop dialog for each chosen file in turn; each cropped JPEG is sent
 * at once, with its progress, and joins the gallery when it is saved.
 */
export function GaleriaFotos({
  produtoId,
  fotos,
  aoMudar,
  aoEnviar,
  desativado,
}: {
  produtoId: number;
  fotos: FotoDaGaleria[];
  /** Changes the list (an updater: an upload ends after other renders). */
  aoMudar: (atualizar: (fotos: FotoDaGaleria[]) => FotoDaGaleria[]) => void;
  /** Whether an upload is running (the page holds the save meanwhile). */
  aoEnviar: (enviando: boolean) => void;
  desativado: boolean;
}) {
  const entrada = useRef<HTMLInputElement>(null);
  const [fila, setFila] = useState<File[]>([]);
  const [imagem, setImagem] = useState<string | null>(null);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const [removendo, setRemovendo] = useState<number | null>(null);
  const vagas = L.maxFotos - fotos.length;

  // The crop dialog shows the first file of the queue.
  const atual = fila[0] ?? null;
  useEffect(() => {
    if (!atual) return setImagem(null);
    const url = URL.createObjectURL(atual);
    setImagem(url);
    return () => URL.revokeObjectURL(url);
  }, [atual]);

  function escolher(e: ChangeEvent<HTMLInputElement>) {
    const arquivos = [...(e.target.files ?? [])];
    e.target.value = '';
    if (arquivos.length === 0) return;
    const aceitos = arquivos.filter((a) => TIPOS.includes(a.type));
    setProblema(
      aceitos.length < arquivos.length
        ? 'Envie imagens JPEG, PNG ou WebP.'
        : aceitos.length > vagas
          ? MSG.maximoFotos
          : null,
    );
    setFila(aceitos.slice(0, Math.max(0, vagas)));
  }

  /** Sends the cropped photo; the next file's crop opens when it is done. */
  async function aplicar(dataUrl: string) {
    setProgresso(0);
    aoEnviar(true);
    try {
      const foto = await enviarFoto(produtoId, dataUrl, setProgresso);
      // The same picture twice is one file on the server: shown once.
      aoMudar((lista) =>
        lista.some((f) => f.foto.id === foto.id) ? lista : [...lista, { foto, nova: true }],
      );
    } catch (erro) {
      setProblema(mensagemDeErro(erro, MSG.erroEnviarFoto));
    } finally {
      setProgresso(null);
      aoEnviar(false);
      setFila((f) => f.slice(1));
    }
  }

  function mover(i: number, delta: -1 | 1) {
    const j = i + delta;
    if (j < 0 || j >= fotos.length) return;
    aoMudar((lista) => {
      const nova = [...lista];
      [nova[i], nova[j]] = [nova[j]!, nova[i]!];
      return nova;
    });
  }

  function confirmarRemocao() {
    if (removendo === null) return;
    aoMudar((lista) => lista.filter((f) => f.foto.id !== removendo));
    setRemovendo(null);
  }

  const ocupado = desativado || progresso !== null || atual !== null;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Até {L.maxFotos} fotos; a primeira é a capa do produto na loja. {fotos.length} de {L.maxFotos}.
      </Typography>
      {problema && (
        <Alert severity="error" onClose={() => setProblema(null)}>
          {problema}
        </Alert>
      )}
      {progresso !== null && (
        <Box>
          <Typography variant="body2" gutterBottom>
            Enviando a foto… {Math.round(progresso * 100)}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progresso * 100}
            aria-label="Progresso do envio da foto"
          />
        </Box>
      )}
      {fotos.length === 0 ? (
        <Typography color="text.secondary">Nenhuma foto.</Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Fotos do produto"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
          }}
        >
          {fotos.map((f, i) => (
            <Paper component="li" key={f.foto.id} variant="outlined" sx={{ overflow: 'hidden' }}>
              <Box sx={{ position: 'relative' }}>
                <FotoProduto foto={f.foto} alt={`Foto ${i + 1}`} sizes={TAMANHOS} />
                <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 6, left: 6 }}>
                  <Chip size="small" label={i + 1} sx={{ bgcolor: 'background.paper' }} />
                  {i === 0 && <Chip size="small" color="primary" label="Capa" />}
                  {f.nova && <Chip size="small" color="info" label="Nova" />}
                </Stack>
              </Box>
              <Stack direction="row" sx={{ justifyContent: 'space-between', p: 0.5 }}>
                <Tooltip title="Mover para a esquerda">
                  <span>
                    <IconButton
                      aria-label={`Mover a foto ${i + 1} para a esquerda`}
                      disabled={ocupado || i === 0}
                      onClick={() => mover(i, -1)}
                    >
                      <ArrowBack />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Excluir">
                  <span>
                    <IconButton
                      aria-label={`Excluir a foto ${i + 1}`}
                      color="error"
                      disabled={ocupado}
                      onClick={() => setRemovendo(f.foto.id)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Mover para a direita">
                  <span>
                    <IconButton
                      aria-label={`Mover a foto ${i + 1} para a direita`}
                      disabled={ocupado || i === fotos.length - 1}
                      onClick={() => mover(i, 1)}
                    >
                      <ArrowForward />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      <input
        ref={entrada}
        type="file"
        accept={TIPOS.join(',')}
        multiple
        hidden
        aria-label="Arquivos das fotos"
        onChange={escolher}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={ocupado || vagas <= 0}
          onClick={() => entrada.current?.click()}
        >
          Adicionar fotos
        </Button>
      </Stack>
      {/* One dialog per file (key): reopening the same MUI Modal for the next file left #root
          aria-hidden after the last one closed (seen in e2e/galeria.spec.ts). */}
      <GaleriaRecorteDialogo
        key={imagem ?? 'nenhuma'}
        imagem={progresso === null ? imagem : null}
        aoCancelar={() => setFila((f) => f.slice(1))}
        aoAplicar={(d) => void aplicar(d)}
      />
      <Dialog
        open={removendo !== null}
        onClose={() => setRemovendo(null)}
        aria-labelledby="foto-excluir-titulo"
      >
        <DialogTitle id="foto-excluir-titulo">Excluir foto</DialogTitle>
        <DialogContent>
          <DialogContentText>{MSG.confirmarExcluirFoto}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setRemovendo(null)}>Não</Button>
          <Button variant="contained" color="error" onClick={confirmarRemocao}>
            Sim, excluir
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
