import { useRef, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import Search from '@mui/icons-material/Search';
import { MSG_PEDIDOS, normalizarCodigo } from '@rodada/contracts';
import { formatarMoeda } from '@rodada/domain';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { SecaoFormulario } from '../../../components/secao-formulario';
import { ApiError } from '../../../lib/api';
import { buscarProdutoPorCodigo } from '../api/formulario';
import { DialogoGrade } from './dialogo-grade';
import { DialogoBuscaProdutos, DialogoObservacoes } from './dialogos-produto';
import { produtoDoForm, subtotalDaLinha, type LinhaForm, type ProdutoDoForm } from './estado';
import { comLinha } from './grade-pedido';

/** Order lines per page (spec 3 §9: 'Order lines table up to 100 per page'). */
export const LINHAS_POR_PAGINA = 100;

/**
 * The Produtos section of the order form (spec 3 §2, §5, §6): a product by its code (Enter; unknown:
 * 'Código não encontrado') or by the search dialog opens the grid dialog; the lines with their
 * grid, notes and delete (after confirmation; never for a representative). After a line is
 * confirmed the code field is empty and focused again for the next one (issue 14 §7).
 */
export function SecaoProdutos(props: {
  linhas: LinhaForm[];
  onLinhas: (linhas: LinhaForm[]) => void;
  /** A representative's lookups name the order's supplier. */
  fornecedorId: number | null;
  /** A supplier is exempt from the products' minimum (spec 1 §5). */
  fornecedor: boolean;
  podeExcluir: boolean;
  somenteLeitura: boolean;
}) {
  const { linhas, onLinhas, somenteLeitura } = props;
  const campoCodigo = useRef<HTMLInputElement>(null);
  const [codigo, setCodigo] = useState('');
  const [erroCodigo, setErroCodigo] = useState<string | null>(null);
  const [buscandoCodigo, setBuscandoCodigo] = useState(false);
  const [emGrade, setEmGrade] = useState<ProdutoDoForm | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [notasDe, setNotasDe] = useState<LinhaForm | null>(null);
  const [excluir, setExcluir] = useState<LinhaForm | null>(null);
  const [pagina, setPagina] = useState(0);
  const voltarAoCodigo = useRef(false);

  const abrirGrade = (p: ProdutoDoForm) => {
    // A product already in the order opens its own line (its grid and notes).
    setEmGrade(linhas.find((l) => l.produto.id === p.id)?.produto ?? p);
  };

  const buscarCodigo = async () => {
    const normalizado = normalizarCodigo(codigo);
    if (!normalizado || buscandoCodigo) return;
    setBuscandoCodigo(true);
    setErroCodigo(null);
    try {
      const p = await buscarProdutoPorCodigo(normalizado, props.fornecedorId);
      voltarAoCodigo.current = true;
      abrirGrade(produtoDoForm(p));
    } catch (e) {
      setErroCodigo(
        e instanceof ApiError && e.httpStatus === 404
          ? MSG_PEDIDOS.codigoNaoEncontrado
          : (e as Error).message,
      );
    } finally {
      setBuscandoCodigo(false);
    }
  };

  const confirmarGrade = (linha: LinhaForm) => {
    const proximas = comLinha(linhas, linha);
    onLinhas(proximas);
    setEmGrade(null);
    if (voltarAoCodigo.current) setCodigo('');
    // The page of the line just confirmed.
    const i = proximas.findIndex((l) => l.produto.id === linha.produto.id);
    setPagina(Math.floor(i / LINHAS_POR_PAGINA));
  };

  const visiveis = linhas.slice(pagina * LINHAS_POR_PAGINA, (pagina + 1) * LINHAS_POR_PAGINA);
  return (
    <SecaoFormulario titulo="Produtos">
      <Stack spacing={2}>
        {!somenteLeitura && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label="Código"
              value={codigo}
              inputRef={campoCodigo}
              onChange={(e) => {
                setCodigo(e.target.value);
                setErroCodigo(null);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void buscarCodigo();
              }}
              error={!!erroCodigo}
              helperText={erroCodigo ?? 'Digite o código e tecle Enter'}
              sx={{ flex: 1 }}
              slotProps={{
                htmlInput: {
                  autoCapitalize: 'characters',
                  'aria-keyshortcuts': 'Enter',
                  // Read-only, not disabled, while it looks: the focus stays for the keyboard.
                  readOnly: buscandoCodigo,
                  'aria-busy': buscandoCodigo,
                },
              }}
            />
            <Button
              variant="outlined"
              startIcon={<Search />}
              onClick={() => {
                voltarAoCodigo.current = false;
                setBuscando(true);
              }}
              sx={{ height: 56 }}
            >
              Buscar produto
            </Button>
          </Stack>
        )}
        {linhas.length === 0 ? (
          <Typography color="text.secondary">Nenhum produto no pedido</Typography>
        ) : (
          <TabelaLinhas
            linhas={visiveis}
            podeExcluir={props.podeExcluir && !somenteLeitura}
            somenteLeitura={somenteLeitura}
            onGrade={(l) => {
              voltarAoCodigo.current = false;
              setEmGrade(l.produto);
            }}
            onNotas={setNotasDe}
            onExcluir={setExcluir}
          />
        )}
        {linhas.length > LINHAS_POR_PAGINA && (
          <TablePagination
            component="div"
            count={linhas.length}
            page={pagina}
            rowsPerPage={LINHAS_POR_PAGINA}
            rowsPerPageOptions={[LINHAS_POR_PAGINA]}
            onPageChange={(_e, p) => setPagina(p)}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          />
        )}
      </Stack>
      <DialogoGrade
        produto={emGrade}
        linha={emGrade ? linhas.find((l) => l.produto.id === emGrade.id) : undefined}
        fornecedor={props.fornecedor}
        onConfirmar={confirmarGrade}
        onFechar={() => setEmGrade(null)}
        onFechado={() => {
          if (voltarAoCodigo.current) campoCodigo.current?.focus();
          voltarAoCodigo.current = false;
        }}
      />
      <DialogoBuscaProdutos
        aberto={buscando}
        fornecedorId={props.fornecedorId}
        onEscolher={(p) => {
          setBuscando(false);
          abrirGrade(p);
        }}
        onFechar={() => setBuscando(false)}
      />
      <DialogoObservacoes
        titulo={notasDe ? `Observações · ${notasDe.produto.codigo}` : null}
        inicial={notasDe?.observacoes ?? ''}
        somenteLeitura={somenteLeitura}
        onSalvar={(texto) => {
          if (notasDe) onLinhas(comLinha(linhas, { ...notasDe, observacoes: texto }));
          setNotasDe(null);
        }}
        onFechar={() => setNotasDe(null)}
      />
      <DialogoConfirmacao
        aberto={excluir !== null}
        titulo="Excluir produto"
        mensagem={excluir ? `Deseja excluir o produto ${excluir.produto.codigo} do pedido?` : ''}
        textoConfirmar="Excluir"
        perigo
        largura={728}
        onConfirmar={() => {
          if (excluir) onLinhas(linhas.filter((l) => l.produto.id !== excluir.produto.id));
          setExcluir(null);
          setPagina(0);
        }}
        onCancelar={() => setExcluir(null)}
      />
    </SecaoFormulario>
  );
}

function TabelaLinhas(props: {
  linhas: LinhaForm[];
  podeExcluir: boolean;
  somenteLeitura: boolean;
  onGrade: (l: LinhaForm) => void;
  onNotas: (l: LinhaForm) => void;
  onExcluir: (l: LinhaForm) => void;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Produtos do pedido">
        <TableHead>
          <TableRow>
            <TableCell>Código</TableCell>
            <TableCell>Descrição</TableCell>
            <TableCell align="right">Qtd.</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              Valor
            </TableCell>
            <TableCell align="right">Subtotal</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visualmenteOculto}>
                Ações
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.linhas.map((l) => (
            <TableRow key={l.produto.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.produto.codigo}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                {l.produto.descricao}
                {l.observacoes && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    noWrap
                    sx={{ maxWidth: 260 }}
                  >
                    {l.observacoes}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{l.quantidade}</TableCell>
              <TableCell
                align="right"
                sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}
              >
                {formatarMoeda(l.produto.valor)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatarMoeda(subtotalDaLinha(l))}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                {!props.somenteLeitura && (
                  <Tooltip title="Grade">
                    <IconButton aria-label={`Grade de ${l.produto.codigo}`} onClick={() => props.onGrade(l)}>
                      <GridOnOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title="Observações">
                  <IconButton
                    aria-label={`Observações de ${l.produto.codigo}`}
                    onClick={() => props.onNotas(l)}
                  >
                    <NotesOutlined fontSize="small" color={l.observacoes ? 'primary' : 'inherit'} />
                  </IconButton>
                </Tooltip>
                {props.podeExcluir && (
                  <Tooltip title="Excluir">
                    <IconButton aria-label={`Excluir ${l.produto.codigo}`} onClick={() => props.onExcluir(l)}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Read by screen readers only. Sizes as strings: in MUI's sx a number ≤ 1 is a fraction (width: 1 is
 * 100%), which made this span as wide as the page and the form scroll sideways.
 */
const visualmenteOculto = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
