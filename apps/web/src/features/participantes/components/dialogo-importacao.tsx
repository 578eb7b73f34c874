import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro } from '../../../lib/formulario';

/** What an import answered (POST /api/rodadas/{id}/importar/{tipo}). */
export interface ResultadoImportacao {
  msg: string;
  aceitas: number;
  recusadas: readonly { linha: number; conteudo: string; motivo: string }[];
}

interface Props {
  aberto: boolean;
  /** 'Importar Clientes' */
  titulo: string;
  /** How the file must be (columns, separator), shown before choosing it. */
  formato: ReactNode;
  /** Sends the file, reporting the upload's progress (0 to 1). */
  enviar: (arquivo: File, aoProgredir: (fracao: number) => void) => Promise<ResultadoImportacao>;
  /** The screen's failure text (spec 3 §8 'Erro ao importar clientes'). */
  mensagemDeErro: string;
  onFechar: () => void;
}

/**
 * 'Importar' of a participants page (spec 3 §2, issue 11 §4): the file's format, the CSV picker, the
 * upload with its progress (then 'Processando…' while the server reads it), and the report of the
 * accepted count and each refused line (line number, content, reason). A failure shows the screen's
 * message (or the server's, for a file it refused with a reason) and lets the user pick again.
 */
export function DialogoImportacao({
  aberto,
  titulo,
  formato,
  enviar,
  mensagemDeErro: falha,
  onFechar,
}: Props) {
  const id = useId();
  const tema = useTheme();
  const celular = useMediaQuery(tema.breakpoints.down('sm'), { noSsr: true });
  const entrada = useRef<HTMLInputElement>(null);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [resultado, setResultado] = useState<ResultadoImportacao | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const enviando = progresso !== null;

  const fechar = () => {
    if (enviando) return;
    onFechar();
    // Cleared after the fade-out, so the report does not vanish while the dialog closes.
    setTimeout(() => {
      setResultado(null);
      setErro(null);
    }, 300);
  };

  async function escolher(e: ChangeEvent<HTMLInputElement>) {
    const arquivo = e.target.files?.[0];
    e.target.value = '';
    if (!arquivo) return;
    setErro(null);
    setResultado(null);
    setProgresso(0);
    try {
      setResultado(await enviar(arquivo, setProgresso));
    } catch (ex) {
      const msg = mensagemDeErro(ex, falha);
      if (msg) {
        setErro(msg);
        avisar(msg, 'error');
      }
    } finally {
      setProgresso(null);
    }
  }

  return (
    <Dialog
      open={aberto}
      onClose={fechar}
      aria-labelledby={`${id}-titulo`}
      fullWidth
      fullScreen={celular}
      maxWidth="md"
    >
      <DialogTitle id={`${id}-titulo`}>{titulo}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!resultado && <Box sx={{ typography: 'body2' }}>{formato}</Box>}
          {erro && <Alert severity="error">{erro}</Alert>}
          {enviando && (
            <Box>
              <Typography variant="body2" gutterBottom>
                {progresso < 1 ? `Enviando o arquivo… ${Math.round(progresso * 100)}%` : 'Processando…'}
              </Typography>
              <LinearProgress
                variant={progresso < 1 ? 'determinate' : 'indeterminate'}
                value={progresso * 100}
                aria-label="Progresso da importação"
              />
            </Box>
          )}
          {resultado && <RelatorioImportacao resultado={resultado} rotulo={`Linhas recusadas (${titulo})`} />}
        </Stack>
        <input
          ref={entrada}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label="Arquivo CSV"
          onChange={(e) => void escolher(e)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={fechar} disabled={enviando}>
          Fechar
        </Button>
        <Button
          variant={resultado ? 'outlined' : 'contained'}
          startIcon={<UploadFile />}
          onClick={() => entrada.current?.click()}
          disabled={enviando}
        >
          {resultado || erro ? 'Escolher outro arquivo' : 'Escolher arquivo CSV'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The report of an import: the server's message, the accepted count and the refused lines. */
export function RelatorioImportacao({
  resultado,
  rotulo,
}: {
  resultado: ResultadoImportacao;
  rotulo: string;
}) {
  const { msg, aceitas, recusadas } = resultado;
  return (
    <Stack spacing={2} role="region" aria-label="Relatório da importação">
      {/* The server's summary counts both ('Importação concluída: 2 linhas aceitas, 1 linha recusada'). */}
      <Alert severity={recusadas.length === 0 ? 'success' : aceitas === 0 ? 'error' : 'warning'}>{msg}</Alert>
      {recusadas.length > 0 && (
        <TableContainer
          sx={{ maxHeight: { sm: 360 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
          tabIndex={0}
          role="region"
          aria-label={rotulo}
        >
          <Table size="small" stickyHeader aria-label={rotulo}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600, width: 64 }}>Linha</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Conteúdo</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Motivo</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {recusadas.map((r) => (
                <TableRow key={r.linha}>
                  <TableCell sx={{ verticalAlign: 'top' }}>{r.linha}</TableCell>
                  <TableCell
                    sx={{
                      verticalAlign: 'top',
                      fontFamily: 'monospace',
                      fontSize: '0.8rem',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {r.conteudo}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>{r.motivo}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
