import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { fornecedores } from '@rodada/contracts';
import { ApiError, ErroDeConexao } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { useLogo, useSalvarLogo } from '../api/logo';
import { LogoRecorteDialogo } from './logo-recorte-dialogo';
import { TIPOS_IMAGEM } from './logo-recorte';

const MSG = fornecedores.MSG_FORNECEDORES;

/**
 * The text of a refused logo save: the server's reason for the image, 'Sem conexão…' when no answer
 * came, else 'Erro ao salvar a logo'.
 */
function mensagemDoErro(erro: unknown): string {
  if (erro instanceof ErroDeConexao) return erro.msg;
  if (erro instanceof ApiError)
    return erro.errors?.logo ?? (erro.httpStatus === 403 ? erro.msg : MSG.erroSalvarLogo);
  return MSG.erroSalvarLogo;
}

/**
 * The logo editor of /alterar-logo and of the Logo tab (spec 2 §2): an image card (click to choose
 * an image), the crop dialog, then 'Cancelar' and 'Salvar' ('Logo salva com sucesso').
 */
export function LogoEditor({
  fornecedorId,
  aoCancelar,
}: {
  fornecedorId: number;
  /** 'Cancelar' with nothing pending (the page goes to /, the tab does nothing more). */
  aoCancelar?: () => void;
}) {
  const logo = useLogo(fornecedorId);
  const salvar = useSalvarLogo(fornecedorId);
  const entrada = useRef<HTMLInputElement>(null);
  const [escolhida, setEscolhida] = useState<string | null>(null);
  const [recortada, setRecortada] = useState<string | null>(null);

  // The object URL of the chosen file lives as long as the dialog needs it.
  useEffect(() => {
    if (!escolhida) return;
    return () => URL.revokeObjectURL(escolhida);
  }, [escolhida]);
  useEffect(() => {
    if (logo.isError) avisar(MSG.erroCarregarLogo, 'error');
  }, [logo.isError]);

  function escolher(e: ChangeEvent<HTMLInputElement>) {
    const arquivo = e.target.files?.[0];
    e.target.value = '';
    if (!arquivo) return;
    if (!TIPOS_IMAGEM.includes(arquivo.type)) {
      avisar('Escolha uma imagem JPEG, PNG ou WebP.', 'error');
      return;
    }
    setEscolhida(URL.createObjectURL(arquivo));
  }

  function gravar() {
    if (!recortada) return;
    salvar.mutate(recortada, {
      onSuccess: (r) => {
        setRecortada(null);
        avisar(r.msg, 'success');
      },
      onError: (erro) => {
        if (!(erro instanceof ApiError && erro.httpStatus === 401)) avisar(mensagemDoErro(erro), 'error');
      },
    });
  }

  function cancelar() {
    if (recortada) setRecortada(null);
    else aoCancelar?.();
  }

  const mostrada = recortada ?? logo.data ?? null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Card variant="outlined">
        <CardActionArea
          onClick={() => entrada.current?.click()}
          disabled={salvar.isPending}
          aria-label={mostrada ? 'Trocar a imagem da logo' : 'Escolher uma imagem para a logo'}
        >
          <Box
            sx={{
              aspectRatio: '1 / 1',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'grey.100',
            }}
          >
            {logo.isPending ? (
              <CircularProgress aria-label="Carregando a logo" />
            ) : mostrada ? (
              <Box
                component="img"
                src={mostrada}
                alt={recortada ? 'Nova logo, ainda não salva' : 'Logo atual'}
                sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            ) : (
              <AddPhotoAlternateOutlined sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
            )}
          </Box>
          <CardContent>
            <Typography sx={{ fontWeight: 600 }}>
              {mostrada ? 'Clique para escolher outra imagem' : 'Clique para escolher uma imagem'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              JPEG, PNG ou WebP. Você poderá recortar, aproximar e girar antes de salvar.
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
      <input
        ref={entrada}
        type="file"
        accept={TIPOS_IMAGEM.join(',')}
        hidden
        aria-label="Arquivo da logo"
        onChange={escolher}
      />
      {recortada && !salvar.isPending && (
        <Alert severity="info">A nova logo ainda não foi salva. Clique em Salvar para confirmar.</Alert>
      )}
      {salvar.isPending && <LinearProgress aria-label="Salvando a logo" />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={cancelar} disabled={salvar.isPending || (!recortada && !aoCancelar)}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          onClick={gravar}
          disabled={!recortada || salvar.isPending}
          startIcon={
            salvar.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveOutlined />
          }
        >
          Salvar
        </Button>
      </Stack>
      <LogoRecorteDialogo
        imagem={escolhida}
        aoCancelar={() => setEscolhida(null)}
        aoAplicar={(dataUrl) => {
          setRecortada(dataUrl);
          setEscolhida(null);
        }}
      />
    </Stack>
  );
}
