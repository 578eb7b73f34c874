import { useRef, useState, type ChangeEvent } from 'react';
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
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';
import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { ProgressoVideo } from '../../../components/progresso-video';
import { ApiError } from '../../../lib/api';
import { mensagemDeErro } from '../../../lib/formulario';
import { medirVideo, type MedidasDoVideo } from '../../../lib/medir-video';
import { enviarVideo } from '../api/midia';

const { LIMITES_GALERIA, megabytes } = produtos;
const V = LIMITES_GALERIA.video;

/** The video of the gallery being edited: stored already, or sent now and saved with the gallery. */
export interface VideoDaGaleria {
  video: produtos.VideoProduto;
  novo: boolean;
}

/**
 * Why a chosen file cannot be the gallery's video (decision 7; spec 3 §8 "Video dialogs": the
 * measured value and the limit), or null when it can. The browser measures before sending; the
 * server checks again what it can read.
 */
export function problemaDoVideo(arquivo: { type: string; size: number }, m: MedidasDoVideo): string | null {
  if (!(V.tipos as readonly string[]).includes(arquivo.type)) return MSG.videoFormato;
  if (arquivo.size > V.maxBytes) return MSG.videoGrande(megabytes(arquivo.size));
  if (m.duracao === null) return MSG.videoIlegivel;
  if (m.duracao < V.duracaoMinima) return MSG.videoCurto(m.duracao.toFixed(1));
  if (m.duracao > V.duracaoMaxima + V.tolerancia) return MSG.videoLongo(m.duracao.toFixed(1));
  if (m.largura !== null && m.altura !== null) {
    const menor = Math.min(m.largura, m.altura);
    const maior = Math.max(m.largura, m.altura);
    const texto = `${m.largura}x${m.altura}`;
    if (menor < V.menorLado.min || maior < V.maiorLado.min) return MSG.resolucaoBaixa(texto);
    if (menor > V.menorLado.max || maior > V.maiorLado.max) return MSG.resolucaoAlta(texto);
  }
  return null;
}

/**
 * The Vídeo tab (spec 3 §2, decision 7): one video per product, with a player. A chosen file is
 * measured first (size, duration, resolution): a violation is discarded with the 'Atenção' dialog;
 * a good one is sent at once with its progress and joins the gallery when it is saved. To change
 * the video, remove the current one first ('Cada produto pode ter um só vídeo').
 */
export function GaleriaVideo({
  produtoId,
  video,
  aoMudar,
  aoEnviar,
  desativado,
}: {
  produtoId: number;
  video: VideoDaGaleria | null;
  aoMudar: (video: VideoDaGaleria | null) => void;
  aoEnviar: (enviando: boolean) => void;
  desativado: boolean;
}) {
  const entrada = useRef<HTMLInputElement>(null);
  const [conferindo, setConferindo] = useState(false);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [atencao, setAtencao] = useState<string | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [removendo, setRemovendo] = useState(false);
  const ocupado = desativado || conferindo || progresso !== null;

  async function escolher(e: ChangeEvent<HTMLInputElement>) {
    const arquivo = e.target.files?.[0];
    e.target.value = '';
    if (!arquivo) return;
    setFalha(null);
    setConferindo(true);
    const tipoAceito = (V.tipos as readonly string[]).includes(arquivo.type);
    const medidas =
      tipoAceito && arquivo.size <= V.maxBytes
        ? await medirVideo(arquivo)
        : { duracao: null, largura: null, altura: null };
    setConferindo(false);
    const motivo = problemaDoVideo(arquivo, medidas);
    if (motivo) {
      // The video is discarded and the dialog says why (spec 3 §5 "Gallery").
      setAtencao(motivo);
      return;
    }
    setProgresso(0);
    aoEnviar(true);
    try {
      aoMudar({ video: await enviarVideo(produtoId, arquivo, setProgresso), novo: true });
    } catch (erro) {
      // A refusal by the server (its own measure) also comes as 'Atenção'.
      if (erro instanceof ApiError && [413, 415, 422].includes(erro.httpStatus)) setAtencao(erro.msg);
      else setFalha(mensagemDeErro(erro, MSG.erroEnviarVideo));
    } finally {
      setProgresso(null);
      aoEnviar(false);
    }
  }

  const v = video?.video ?? null;
  return (
    <Stack spacing={2}>
      {v ? (
        <Box>
          <Box
            component="video"
            controls
            preload="metadata"
            src={v.url}
            aria-label="Vídeo do produto"
            sx={{ width: '100%', maxHeight: 480, bgcolor: 'common.black', borderRadius: 1 }}
          />
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
          >
            {video?.novo && <Chip size="small" color="info" label="Novo" />}
            <Typography variant="caption" color="text.secondary">
              {[
                v.duracao !== null ? `${v.duracao.toFixed(1)} s` : null,
                v.largura !== null && v.altura !== null ? `${v.largura}x${v.altura}` : null,
                `${megabytes(v.bytes)} MB`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
        </Box>
      ) : (
        <Typography color="text.secondary">Nenhum vídeo.</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        MP4, WebM ou MOV, de 5 a 30 segundos, até 5 MB, em pé ou deitado, de 640x360 a 1920x1080.
        {v ? ` ${MSG.umVideo}: exclua o atual para enviar outro.` : ''}
      </Typography>
      {falha && (
        <Alert severity="error" onClose={() => setFalha(null)}>
          {falha}
        </Alert>
      )}
      <ProgressoVideo conferindo={conferindo} progresso={progresso} />
      <input
        ref={entrada}
        type="file"
        accept={V.tipos.join(',')}
        hidden
        aria-label="Arquivo do vídeo"
        onChange={(e) => void escolher(e)}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {v ? (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={ocupado}
            onClick={() => setRemovendo(true)}
          >
            Excluir vídeo
          </Button>
        ) : (
          <Button
            variant="outlined"
            startIcon={<VideoFileOutlined />}
            disabled={ocupado}
            onClick={() => entrada.current?.click()}
          >
            Escolher vídeo
          </Button>
        )}
      </Stack>
      <Dialog open={atencao !== null} onClose={() => setAtencao(null)} aria-labelledby="video-atencao-titulo">
        <DialogTitle id="video-atencao-titulo">{MSG.atencao}</DialogTitle>
        <DialogContent>
          <DialogContentText>{atencao}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setAtencao(null)}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
      <DialogoConfirmacao
        aberto={removendo}
        titulo="Excluir vídeo"
        mensagem={MSG.confirmarExcluirVideo}
        textoConfirmar="Sim, excluir"
        textoCancelar="Não"
        perigo
        onCancelar={() => setRemovendo(false)}
        onConfirmar={() => {
          setRemovendo(false);
          aoMudar(null);
        }}
      />
    </Stack>
  );
}
