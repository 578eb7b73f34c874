import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';
import { fornecedores } from '@rodada/contracts';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { ProgressoVideo } from '../../../components/progresso-video';
import { ApiError } from '../../../lib/api';
import { mensagemDeErro } from '../../../lib/formulario';
import { avisar } from '../../../lib/avisos';
import { useEnviarVideoFornecedor, useExcluirVideoFornecedor } from '../api/fornecedor-conta';

const { MSG_FORNECEDORES: MSG, VIDEO_SHOWROOM } = fornecedores;

/**
 * The duration in seconds the browser reads from the file's metadata, or null when it cannot
 * (an unsupported codec). A WebM recorded by a browser may report Infinity until it is seeked
 * to the end, which makes the browser compute the real duration.
 */
export function lerDuracao(arquivo: Blob, limiteMs = 15_000): Promise<number | null> {
  return new Promise((resolver) => {
    const url = URL.createObjectURL(arquivo);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const fim = (d: number | null) => {
      clearTimeout(relogio);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolver(d);
    };
    const relogio = setTimeout(() => fim(null), limiteMs);
    video.onloadedmetadata = () => {
      if (Number.isFinite(video.duration)) return fim(video.duration);
      video.ondurationchange = () => {
        if (Number.isFinite(video.duration)) fim(video.duration);
      };
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.onerror = () => fim(null);
    video.src = url;
  });
}

/**
 * Why a chosen file cannot be the showroom video (spec D7: the browser checks type, size and
 * duration before the upload; the server re-checks size and type), or null when it can.
 */
export async function problemaDoVideo(arquivo: File): Promise<string | null> {
  if (!(VIDEO_SHOWROOM.tipos as readonly string[]).includes(arquivo.type)) return MSG.videoTipo;
  if (arquivo.size > VIDEO_SHOWROOM.maxBytes) return MSG.videoTamanho;
  const duracao = await lerDuracao(arquivo);
  if (duracao === null) return MSG.videoDuracaoIlegivel;
  if (duracao > VIDEO_SHOWROOM.duracaoMaxima + VIDEO_SHOWROOM.tolerancia) return MSG.videoDuracao;
  return null;
}

/**
 * The Vídeo Showroom tab (spec 2 §2, §5): the current video with a player and 'Excluir vídeo', and a
 * chooser that checks the file, then uploads it with a progress bar, replacing the previous one.
 */
export function FornecedorVideo({ video }: { video: string | null }) {
  const entrada = useRef<HTMLInputElement>(null);
  const enviar = useEnviarVideoFornecedor();
  const excluir = useExcluirVideoFornecedor();
  const [progresso, setProgresso] = useState(0);
  const [conferindo, setConferindo] = useState(false);
  const [problema, setProblema] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const ocupado = conferindo || enviar.isPending || excluir.isPending;

  async function escolher(e: ChangeEvent<HTMLInputElement>) {
    const arquivo = e.target.files?.[0];
    e.target.value = '';
    if (!arquivo) return;
    setProblema(null);
    setConferindo(true);
    const motivo = await problemaDoVideo(arquivo);
    setConferindo(false);
    if (motivo) {
      // spec 1 §5 "Video upload": on a violation the video is discarded and a message is shown.
      setProblema(motivo);
      return;
    }
    setProgresso(0);
    enviar.mutate(
      { arquivo, aoProgredir: setProgresso },
      {
        onSuccess: (r) => avisar(r.msg, 'success'),
        onError: (erro) => {
          if (erro instanceof ApiError && erro.httpStatus === 401) return;
          setProblema(erro instanceof ApiError ? (erro.errors?.arquivo ?? erro.msg) : MSG.erroSalvarVideo);
        },
      },
    );
  }

  function confirmarExclusao() {
    setConfirmando(false);
    excluir.mutate(undefined, {
      onSuccess: (r) => avisar(r.msg, 'success'),
      onError: (erro) => {
        const msg = mensagemDeErro(erro, MSG.erroExcluirVideo);
        if (msg) avisar(msg, 'error');
      },
    });
  }

  return (
    <Stack spacing={2}>
      {video ? (
        <Box
          component="video"
          controls
          preload="metadata"
          src={video}
          aria-label="Vídeo do showroom"
          sx={{ width: '100%', maxHeight: 420, bgcolor: 'common.black', borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary">Nenhum vídeo enviado.</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        MP4, WebM ou MOV, com até 60 segundos e 50 MB. Um novo vídeo substitui o atual.
      </Typography>
      {problema && (
        <Alert severity="error" onClose={() => setProblema(null)}>
          {problema}
        </Alert>
      )}
      <ProgressoVideo conferindo={conferindo} progresso={enviar.isPending ? progresso : null} />
      <input
        ref={entrada}
        type="file"
        accept={VIDEO_SHOWROOM.tipos.join(',')}
        hidden
        aria-label="Arquivo do vídeo"
        onChange={(e) => void escolher(e)}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        {video && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => setConfirmando(true)}
            disabled={ocupado}
          >
            Excluir vídeo
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<VideoFileOutlined />}
          onClick={() => entrada.current?.click()}
          disabled={ocupado}
        >
          {video ? 'Trocar vídeo' : 'Escolher vídeo'}
        </Button>
      </Stack>
      <DialogoConfirmacao
        aberto={confirmando}
        titulo="Excluir vídeo"
        mensagem="Deseja excluir o vídeo do showroom?"
        textoConfirmar="Sim, excluir"
        textoCancelar="Não"
        perigo
        onCancelar={() => setConfirmando(false)}
        onConfirmar={confirmarExclusao}
      />
    </Stack>
  );
}
