import { useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatarMoeda, multiplicar, somaDaGrade, somenteDigitos } from '@rodada/domain';
import { alternarTamanho, TabelaQuantidades } from './da-loja';
import type { LinhaForm, ProdutoDoForm } from './estado';
import {
  celulasComQuantidade,
  escolhaInicialDaLinha,
  linhaDaGrade,
  rateioDoTotal,
  valoresIniciais,
  type EscolhaDaGrade,
} from './grade-pedido';

/**
 * The product selection dialog of the order form (spec 3 §2 "Order form"): the total with the
 * automatic split, the colour × size grid (the shop's TabelaQuantidades), the colours and sizes
 * chosen. Keyboard only (issue 14 §7): it opens on the total; Tab or Enter walk the cells; Enter on
 * the total or the last cell (or Ctrl+Enter anywhere) confirms.
 */
export function DialogoGrade(props: {
  produto: ProdutoDoForm | null;
  linha: LinhaForm | undefined;
  fornecedor: boolean;
  onConfirmar: (linha: LinhaForm) => void;
  onFechar: () => void;
  onFechado?: () => void;
}) {
  const tema = useTheme();
  const celular = useMediaQuery(tema.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.produto !== null}
      onClose={props.onFechar}
      fullScreen={celular}
      maxWidth="md"
      fullWidth
      aria-labelledby="titulo-grade-pedido"
      slotProps={{ transition: { onExited: props.onFechado } }}
    >
      {props.produto && (
        <ConteudoGrade
          key={props.produto.id}
          produto={props.produto}
          linha={props.linha}
          fornecedor={props.fornecedor}
          onConfirmar={props.onConfirmar}
          onFechar={props.onFechar}
        />
      )}
    </Dialog>
  );
}

function ConteudoGrade(props: {
  produto: ProdutoDoForm;
  linha: LinhaForm | undefined;
  fornecedor: boolean;
  onConfirmar: (linha: LinhaForm) => void;
  onFechar: () => void;
}) {
  const { produto, linha } = props;
  const [escolha, setEscolha] = useState<EscolhaDaGrade>(() => escolhaInicialDaLinha(produto, linha));
  const [valores, setValores] = useState<Record<string, string>>(() => valoresIniciais(linha));
  const [total, setTotal] = useState(linha ? String(linha.quantidade) : '');
  const [erro, setErro] = useState<string | null>(null);
  const celulas = celulasComQuantidade(produto, escolha, valores);
  const quantidade = total === '' ? 0 : Number(total);

  const mudarTotal = (texto: string) => {
    const digitos = somenteDigitos(texto);
    setTotal(digitos);
    setValores(rateioDoTotal(produto, escolha, Number(digitos)));
    setErro(null);
  };
  const mudarCelula = (chave: string, texto: string) => {
    const proximos = { ...valores, [chave]: texto };
    setValores(proximos);
    setTotal(String(somaDaGrade(celulasComQuantidade(produto, escolha, proximos))));
    setErro(null);
  };
  const mudarEscolha = (proxima: EscolhaDaGrade) => {
    setEscolha(proxima);
    setValores(rateioDoTotal(produto, proxima, quantidade));
  };

  const confirmar = (e?: FormEvent) => {
    e?.preventDefault();
    const r = linhaDaGrade(produto, quantidade, celulas, {
      fornecedor: props.fornecedor,
      observacoes: linha?.observacoes ?? '',
    });
    if ('erro' in r) setErro(r.erro);
    else props.onConfirmar(r.linha);
  };

  /** Enter in a cell goes to the next one; on the last, or with Ctrl, it confirms. */
  const teclaNaGrade = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    e.stopPropagation();
    const campos = Array.from(e.currentTarget.querySelectorAll('input'));
    const i = campos.indexOf(e.target);
    const proximo = campos[i + 1];
    if (e.ctrlKey || !proximo) confirmar();
    else proximo.focus();
  };

  return (
    <Box component="form" onSubmit={confirmar} noValidate sx={{ display: 'contents' }}>
      <DialogTitle id="titulo-grade-pedido">
        {produto.codigo} · {produto.descricao}
      </DialogTitle>
      <DialogContent
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.ctrlKey) {
            e.preventDefault();
            confirmar();
          }
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">
              {`Mínimo ${produto.quantidade_minima}${produto.multiplo > 1 ? ` · múltiplo de ${produto.multiplo}` : ''}`}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatarMoeda(produto.valor)}</Typography>
          </Stack>
          <TextField
            label="Quantidade total"
            value={total}
            onChange={(e) => mudarTotal(e.target.value)}
            autoFocus
            helperText="Dividida automaticamente entre as cores e tamanhos escolhidos"
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select(),
              },
            }}
          />
          <Box onKeyDown={teclaNaGrade}>
            <TabelaQuantidades
              cores={produto.cores}
              tamanhos={produto.tamanhos}
              corEscolhida={escolha.cores}
              tamanhoEscolhido={escolha.tamanhos}
              valores={valores}
              onMudar={mudarCelula}
            />
          </Box>
          <Chips
            rotulo="Cores"
            itens={produto.cores.map((c) => ({ id: c.id, nome: c.nome }))}
            escolhidos={escolha.cores}
            onAlternar={(id) => {
              const cores = new Set(escolha.cores);
              if (!cores.delete(id)) cores.add(id);
              mudarEscolha({ ...escolha, cores });
            }}
          />
          <Chips
            rotulo="Tamanhos"
            itens={produto.tamanhos.map((t) => ({ id: t.id, nome: t.tamanho }))}
            escolhidos={escolha.tamanhos}
            onAlternar={(id) =>
              mudarEscolha({ ...escolha, tamanhos: alternarTamanho(produto.tamanhos, escolha.tamanhos, id) })
            }
          />
          {erro && (
            <Alert severity="error" role="alert">
              {erro}
            </Alert>
          )}
          <Typography sx={{ fontWeight: 700, textAlign: 'right' }}>
            {`Subtotal: ${formatarMoeda(Number.isSafeInteger(quantidade) ? multiplicar(produto.valor, quantidade) : 0)}`}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onFechar}>Cancelar</Button>
        <Button type="submit" variant="contained">
          Confirmar
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Toggle chips of colours or sizes (aria-pressed tells which are chosen). */
function Chips(props: {
  rotulo: string;
  itens: { id: number; nome: string }[];
  escolhidos: ReadonlySet<number>;
  onAlternar: (id: number) => void;
}) {
  return (
    <Box role="group" aria-label={props.rotulo}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {props.rotulo}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {props.itens.map((i) => {
          const escolhido = props.escolhidos.has(i.id);
          return (
            <Chip
              key={i.id}
              label={i.nome}
              color={escolhido ? 'primary' : 'default'}
              variant={escolhido ? 'filled' : 'outlined'}
              aria-pressed={escolhido}
              onClick={() => props.onAlternar(i.id)}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
