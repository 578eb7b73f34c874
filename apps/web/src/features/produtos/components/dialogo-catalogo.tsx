import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { z } from '@rodada/contracts';
import { CampoBusca } from '../../../components/campo-busca';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { MenuDaLinha, type AcaoDaLinha } from '../../../components/menu-linha';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { erroDeCarga, mensagemDeErro, useAvisarErroDeCarga } from '../../../lib/formulario';

// What the sizes and colours dialogs share (spec 3 §2 "Sizes dialog", "Colours catalogue"): a
// searchable list with Adicionar, a row menu (Editar, Excluir) only where the row's acoes allow,
// a create/edit dialog with one name field and a delete confirmation. Loading, empty and error
// states; full screen on a phone (ADR 011).

/** One row of the list. */
export interface ItemDoCatalogo {
  id: number;
  nome: string;
  /** A second line: 'Compartilhado', the owner's name, 'Especial'... */
  detalhe: string | null;
  especial?: boolean;
  acoes: { editar: boolean; excluir: boolean };
}

/** The load of the list (a TanStack query). */
interface Carga {
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DialogoCatalogoProps {
  aberto: boolean;
  onFechar: () => void;
  /** 'Tamanhos' or 'Cores'. */
  titulo: string;
  /** The field's and the item's name: 'Tamanho' or 'Cor'. */
  rotulo: string;
  itens: ItemDoCatalogo[] | undefined;
  carga: Carga;
  /** spec 3 §8: 'Erro ao listar tamanhos' / 'Erro ao listar cores'. */
  erroListar: string;
  /** The contract's name field (required message, maximum, upper case). */
  campo: z.ZodType<string, string>;
  maxLength: number;
  /** 'Deseja excluir o tamanho P?' */
  perguntaExcluir: (nome: string) => string;
  salvar: (id: number | null, nome: string, especial: boolean) => Promise<{ msg: string }>;
  erroSalvar: string;
  excluir: (id: number) => Promise<{ msg: string }>;
  erroExcluir: string;
  /** The 'especial' checkbox (sizes, master only); absent: no checkbox. */
  rotuloEspecial?: string | undefined;
}

/** Lower case without accents, for the search. */
const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function DialogoCatalogo(p: DialogoCatalogoProps) {
  const id = useId();
  const tema = useTheme();
  const telaCheia = useMediaQuery(tema.breakpoints.down('sm'));
  const [busca, setBusca] = useState('');
  const [editando, setEditando] = useState<ItemDoCatalogo | 'novo' | null>(null);
  const [excluindo, setExcluindo] = useState<ItemDoCatalogo | null>(null);
  const [ocupado, setOcupado] = useState(false);

  useEffect(() => {
    if (p.aberto) setBusca('');
  }, [p.aberto]);
  useAvisarErroDeCarga(p.carga, p.erroListar);

  const visiveis = useMemo(() => {
    const termo = semAcento(busca.trim());
    return (p.itens ?? []).filter((i) => !termo || semAcento(i.nome).includes(termo));
  }, [p.itens, busca]);
  const erro = erroDeCarga(p.carga, p.erroListar);

  const confirmarExclusao = async () => {
    if (!excluindo) return;
    setOcupado(true);
    try {
      const { msg } = await p.excluir(excluindo.id);
      avisar(msg, 'success');
      setExcluindo(null);
    } catch (e) {
      // A size or colour in use: the server's message (spec 3 §7, status 2 with msg).
      const msg = mensagemDeErro(e, p.erroExcluir);
      if (msg) avisar(msg, 'error');
      setExcluindo(null);
    } finally {
      setOcupado(false);
    }
  };

  const acoesDe = (item: ItemDoCatalogo): AcaoDaLinha[] => [
    ...(item.acoes.editar
      ? [{ rotulo: 'Editar', icone: <EditOutlined />, aoEscolher: () => setEditando(item) }]
      : []),
    ...(item.acoes.excluir
      ? [{ rotulo: 'Excluir', icone: <DeleteOutline />, perigo: true, aoEscolher: () => setExcluindo(item) }]
      : []),
  ];

  return (
    <>
      <Dialog
        open={p.aberto}
        onClose={p.onFechar}
        aria-labelledby={`${id}-titulo`}
        fullWidth
        maxWidth="sm"
        fullScreen={telaCheia}
      >
        <DialogTitle id={`${id}-titulo`}>{p.titulo}</DialogTitle>
        <DialogContent dividers>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1 }}>
            <CampoBusca valor={busca} aoMudar={setBusca} rotulo="Pesquisar" sx={{ flex: 1 }} />
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditando('novo')}>
              Adicionar
            </Button>
          </Stack>
          {p.carga.isFetching && <LinearProgress aria-label="Carregando" />}
          {erro && (
            <Alert
              severity="error"
              sx={{ mt: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void p.carga.refetch()}>
                  Tentar novamente
                </Button>
              }
            >
              {erro}
            </Alert>
          )}
          {p.carga.isSuccess && visiveis.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {busca.trim() ? `Nenhum resultado para "${busca.trim()}".` : 'Nenhum item cadastrado.'}
            </Typography>
          )}
          {visiveis.length > 0 && (
            <List dense aria-label={p.titulo}>
              {visiveis.map((item) => {
                const acoes = acoesDe(item);
                return (
                  <ListItem
                    key={item.id}
                    divider
                    secondaryAction={
                      acoes.length > 0 ? <MenuDaLinha nome={item.nome} acoes={acoes} /> : undefined
                    }
                  >
                    <ListItemText
                      primary={item.nome}
                      secondary={item.detalhe}
                      slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={p.onFechar}>Fechar</Button>
        </DialogActions>
      </Dialog>
      <EditorDoItem {...p} item={editando} onFechar={() => setEditando(null)} />
      <DialogoConfirmacao
        aberto={excluindo !== null}
        titulo={`Excluir ${p.rotulo.toLowerCase()}`}
        mensagem={excluindo ? p.perguntaExcluir(excluindo.nome) : ''}
        textoConfirmar="Excluir"
        perigo
        ocupado={ocupado}
        onConfirmar={() => void confirmarExclusao()}
        onCancelar={() => setExcluindo(null)}
      />
    </>
  );
}

/** The create/edit dialog: one name field (upper case), and 'especial' where offered. */
function EditorDoItem({
  item,
  onFechar,
  rotulo,
  campo,
  maxLength,
  salvar,
  erroSalvar,
  rotuloEspecial,
}: DialogoCatalogoProps & { item: ItemDoCatalogo | 'novo' | null; onFechar: () => void }) {
  const id = useId();
  const [nome, setNome] = useState('');
  const [especial, setEspecial] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const novo = item === 'novo';

  useEffect(() => {
    if (item === null) return;
    setNome(item === 'novo' ? '' : item.nome);
    setEspecial(item === 'novo' ? false : (item.especial ?? false));
    setErro(null);
  }, [item]);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const lido = campo.safeParse(nome);
    if (!lido.success) {
      setErro(lido.error.issues[0]?.message ?? erroSalvar);
      return;
    }
    setEnviando(true);
    try {
      const { msg } = await salvar(novo ? null : (item as ItemDoCatalogo).id, lido.data, especial);
      avisar(msg, 'success');
      onFechar();
    } catch (falha) {
      // A duplicate name (409) or a field refusal: the server's message under the field.
      const doCampo = falha instanceof ApiError ? Object.values(falha.errors ?? {})[0] : undefined;
      if (doCampo) setErro(doCampo);
      const msg = mensagemDeErro(falha, erroSalvar);
      if (msg) avisar(msg, 'error');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog
      open={item !== null}
      onClose={enviando ? undefined : onFechar}
      aria-labelledby={`${id}-titulo`}
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={(e) => void enviar(e)}>
        <DialogTitle id={`${id}-titulo`}>
          {novo ? `Adicionar ${rotulo.toLowerCase()}` : `Editar ${rotulo.toLowerCase()}`}
        </DialogTitle>
        <DialogContent>
          <TextField
            label={rotulo}
            value={nome}
            onChange={(e) => {
              setNome(e.target.value.toUpperCase());
              setErro(null);
            }}
            required
            autoFocus
            fullWidth
            margin="dense"
            error={erro !== null}
            helperText={erro}
            slotProps={{ htmlInput: { maxLength } }}
          />
          {rotuloEspecial && (
            <FormControlLabel
              control={<Checkbox checked={especial} onChange={(e) => setEspecial(e.target.checked)} />}
              label={rotuloEspecial}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onFechar} disabled={enviando}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={enviando}
            startIcon={enviando ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Salvar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
