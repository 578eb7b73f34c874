import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { ImagemAmpliavel, LADO_PREVIA } from './imagem-ampliavel';

/** Megabytes for a message, pt-BR ('5 MB', '1,5 MB'). */
function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/**
 * Reads a file as a data URL, reporting the progress (0 to 1): a large photo on a slow tablet
 * takes a moment, and the field says so.
 */
export function lerComoDataUrl(arquivo: Blob, aoProgredir?: (fracao: number) => void): Promise<string> {
  return new Promise((resolver, rejeitar) => {
    const leitor = new FileReader();
    leitor.onprogress = (e) => {
      if (e.lengthComputable) aoProgredir?.(e.loaded / e.total);
    };
    leitor.onload = () =>
      typeof leitor.result === 'string' ? resolver(leitor.result) : rejeitar(new Error('arquivo ilegível'));
    leitor.onerror = () => rejeitar(leitor.error ?? new Error('arquivo ilegível'));
    leitor.readAsDataURL(arquivo);
  });
}

export interface CampoImagemProps {
  /** The image's name ('Logo', 'Banner', 'Planta'): the heading, the button's and preview's names. */
  rotulo: string;
  /** What the preview shows: the chosen file (a data URL) or the stored image's address; null for none. */
  src: string | null;
  /** Whether `src` is a chosen file not yet saved. */
  nova?: boolean;
  /** MIME types accepted (the file chooser offers them; another type is refused here). */
  tipos: readonly string[];
  /** The types as the user reads them ('JPEG, PNG ou WebP'). */
  descricaoTipos: string;
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** The chosen file, read as a data URL. */
  aoEscolher: (dataUrl: string) => void;
  /**
   * Removes the image on save ('Remover'); absent when the image cannot be removed. `removida` says
   * it was, and 'Desfazer' (`aoDesfazer`) keeps the stored image again.
   */
  aoRemover?: () => void;
  removida?: boolean;
  aoDesfazer?: () => void;
  desativado?: boolean;
  /** The server's message for this image (e.g. a refused file). */
  erro?: string | undefined;
}

/**
 * An image upload of a form (spec 3 §2 round form: Logo, Banner, Planta): the heading and the
 * accepted types, a 200 px preview that enlarges, and 'Carregar', which opens the file chooser
 * at once (the spec's 1 s delay was the earlier system's, not a rule). A file of another type or
 * too large is refused with a message under the field; reading shows its progress.
 */
export function CampoImagem({
  rotulo,
  src,
  nova = false,
  tipos,
  descricaoTipos,
  maxBytes,
  aoEscolher,
  desativado = false,
  erro,
  aoRemover,
  removida = false,
  aoDesfazer,
}: CampoImagemProps) {
  const entrada = useRef<HTMLInputElement>(null);
  const idTitulo = useId();
  const [lendo, setLendo] = useState<number | null>(null);
  const [recusa, setRecusa] = useState<string | null>(null);

  async function escolher(e: ChangeEvent<HTMLInputElement>) {
    const arquivo = e.target.files?.[0];
    e.target.value = '';
    if (!arquivo) return;
    if (!tipos.includes(arquivo.type)) {
      setRecusa(`Envie um arquivo ${descricaoTipos}.`);
      return;
    }
    if (arquivo.size > maxBytes) {
      setRecusa(`O arquivo deve ter no máximo ${megabytes(maxBytes)}.`);
      return;
    }
    setRecusa(null);
    setLendo(0);
    try {
      aoEscolher(await lerComoDataUrl(arquivo, setLendo));
    } catch {
      setRecusa('Não foi possível ler o arquivo. Escolha-o de novo.');
    } finally {
      setLendo(null);
    }
  }

  const mensagem = recusa ?? erro;
  return (
    <Stack
      component="section"
      aria-labelledby={idTitulo}
      spacing={1.5}
      sx={{ width: { xs: '100%', sm: LADO_PREVIA }, alignItems: { xs: 'center', sm: 'flex-start' } }}
    >
      <Box sx={{ alignSelf: 'stretch' }}>
        <Typography id={idTitulo} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {rotulo}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {descricaoTipos}, até {megabytes(maxBytes)}
        </Typography>
      </Box>
      <ImagemAmpliavel titulo={rotulo} src={src} />
      {nova && (
        <Typography variant="caption" color="info.main" sx={{ alignSelf: 'stretch' }}>
          Nova imagem, enviada ao salvar.
        </Typography>
      )}
      {removida && (
        <Stack direction="row" spacing={1} sx={{ alignSelf: 'stretch', alignItems: 'center' }}>
          <Typography variant="caption" color="warning.main">
            A imagem será removida ao salvar.
          </Typography>
          {aoDesfazer && !desativado && (
            <Button size="small" onClick={aoDesfazer} aria-label={`Desfazer a remoção: ${rotulo}`}>
              Desfazer
            </Button>
          )}
        </Stack>
      )}
      {lendo !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(lendo * 100)}
          aria-label={`Lendo ${rotulo}`}
          sx={{ alignSelf: 'stretch' }}
        />
      )}
      {mensagem && (
        <Typography variant="caption" color="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {mensagem}
        </Typography>
      )}
      {!desativado && (
        <>
          <Button
            variant="outlined"
            startIcon={<UploadOutlined />}
            onClick={() => entrada.current?.click()}
            disabled={lendo !== null}
            aria-label={`Carregar ${rotulo}`}
            sx={{ alignSelf: 'stretch' }}
          >
            Carregar
          </Button>
          {aoRemover && src !== null && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={aoRemover}
              disabled={lendo !== null}
              aria-label={`Remover ${rotulo}`}
              sx={{ alignSelf: 'stretch' }}
            >
              Remover
            </Button>
          )}
          <input
            ref={entrada}
            type="file"
            accept={tipos.join(',')}
            hidden
            aria-label={`Arquivo: ${rotulo}`}
            onChange={(e) => void escolher(e)}
          />
        </>
      )}
    </Stack>
  );
}
