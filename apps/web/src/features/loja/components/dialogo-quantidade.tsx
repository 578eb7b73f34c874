import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { produtos } from '@rodada/contracts';
import {
  erroDaGrade,
  erroDaQuantidade,
  formatarMoeda,
  multiplicar,
  paraCentavos,
  quantidadePadrao,
  somenteDigitos,
  sugestoesDeQuantidade,
} from '@rodada/domain';
import { lerGradeDoProduto } from '../../../lib/produtos-guardados';
import { useEstadoLocal, type ItemCarrinho } from '../../../lib/estado-local';
import { useInterface } from '../../../lib/interface';
import {
  alternarTamanho,
  celulasEscolhidas,
  chaveCelula,
  escolhaInicial,
  rateioNaGrade,
} from './grade-quantidade';
import { TabelaQuantidades } from './tabela-quantidades';

/** spec 1 §9: the quantity dialog's messages clear after 5 s. */
export const DURACAO_ERRO_QUANTIDADE_MS = 5000;

/**
 * The quantity / grade dialog (spec 1 §2.6, §5 "Quantity dialog", "Automatic split", §9; issue 13
 * §3), mounted once in the shell: the shop's cards and the product dialog open it with
 * abrirQuantidade(produto). Confirming puts the line in the cart (same product: replaced).
 */
export function DialogoQuantidade() {
  const produto = useInterface((s) => s.quantidadeDe);
  const fechar = useInterface((s) => s.fecharQuantidade);
  const tema = useTheme();
  const celular = useMediaQuery(tema.breakpoints.down('sm'));
  return (
    <Dialog
      open={produto !== null}
      onClose={fechar}
      fullScreen={celular}
      maxWidth="md"
      fullWidth
      aria-labelledby="titulo-quantidade"
    >
      {/* Keyed by product: another product starts from its own defaults. */}
      {produto && <ConteudoQuantidade key={produto.id} produto={produto} onFechar={fechar} />}
    </Dialog>
  );
}

function ConteudoQuantidade({
  produto,
  onFechar,
}: {
  produto: produtos.ProdutoVitrine;
  onFechar: () => void;
}) {
  const fornecedor = useEstadoLocal((s) => s.usuario?.tipo === 'fornecedor');
  const adicionar = useEstadoLocal((s) => s.adicionarAoCarrinho);
  // The same product already in the cart: the dialog starts from that line (confirming replaces it).
  const noCarrinho = useEstadoLocal((s) => s.carrinho.find((i) => i.id === produto.id));
  const grade = useQuery({
    queryKey: ['produtos', produto.id, 'grade'],
    // Offline, also from the order form's product pages kept on the device (the round's preload).
    queryFn: ({ signal }) => lerGradeDoProduto(produto.id, signal),
    retry: false,
  });

  const [quantidade, setQuantidade] = useState(() =>
    String(noCarrinho?.quantidade ?? quantidadePadrao(produto)),
  );
  const [cores, setCores] = useState<Set<number> | null>(null);
  const [tamanhos, setTamanhos] = useState<Set<number> | null>(null);
  const [valores, setValores] = useState<Record<string, string>>({});
  // Each refusal is a new object, so the same message again restarts its 5 s.
  const [erro, setErro] = useState<{ texto: string } | null>(null);

  // Once the grid arrives: the cart line's cells, or a single colour / size already chosen.
  useEffect(() => {
    if (!grade.data || cores !== null) return;
    const { cores: cs, tamanhos: ts } = grade.data;
    if (noCarrinho && noCarrinho.grade.length > 0) {
      setCores(new Set(noCarrinho.grade.map((c) => c.corId)));
      setTamanhos(new Set(noCarrinho.grade.map((c) => c.tamanhoId)));
      setValores(
        Object.fromEntries(
          noCarrinho.grade.map((c) => [chaveCelula(c.corId, c.tamanhoId), String(c.quantidade)]),
        ),
      );
      return;
    }
    const c = escolhaInicial(cs);
    const t = escolhaInicial(ts);
    setCores(c);
    setTamanhos(t);
    setValores(rateioNaGrade(Number(quantidade), celulasEscolhidas(grade.data, c, t)));
  }, [grade.data, cores, noCarrinho, quantidade]);

  // spec 1 §9: a message clears after 5 s.
  useEffect(() => {
    if (erro === null) return;
    const t = setTimeout(() => setErro(null), DURACAO_ERRO_QUANTIDADE_MS);
    return () => clearTimeout(t);
  }, [erro]);

  const escolhaCor = useMemo(() => cores ?? new Set<number>(), [cores]);
  const escolhaTamanho = useMemo(() => tamanhos ?? new Set<number>(), [tamanhos]);
  const celulas = grade.data ? celulasEscolhidas(grade.data, escolhaCor, escolhaTamanho) : [];
  const sugestoes = sugestoesDeQuantidade(produto);
  const valor = paraCentavos(produto.valor);
  const total = quantidade === '' ? NaN : Number(quantidade);
  const rateado = celulas.reduce((s, c) => s + Number(valores[chaveCelula(c.cor_id, c.tamanho_id)] ?? 0), 0);

  /** spec 1 §5 "Automatic split": a new total or a new choice of cells splits again. */
  const redistribuir = (qtd: string, c: Set<number>, t: Set<number>) => {
    if (grade.data) setValores(rateioNaGrade(Number(qtd), celulasEscolhidas(grade.data, c, t)));
  };
  const mudarQuantidade = (texto: string) => {
    const digitos = somenteDigitos(texto);
    setQuantidade(digitos);
    redistribuir(digitos, escolhaCor, escolhaTamanho);
  };
  const alternarCor = (id: number) => {
    const proximo = new Set(escolhaCor);
    if (!proximo.delete(id)) proximo.add(id);
    setCores(proximo);
    redistribuir(quantidade, proximo, escolhaTamanho);
  };
  const escolherTamanho = (id: number) => {
    const proximo = alternarTamanho(grade.data?.tamanhos ?? [], escolhaTamanho, id);
    setTamanhos(proximo);
    redistribuir(quantidade, escolhaCor, proximo);
  };

  const confirmar = (e: FormEvent) => {
    e.preventDefault();
    const celulasComQuantidade = celulas.map((c) => ({
      ...c,
      quantidade: Number(valores[chaveCelula(c.cor_id, c.tamanho_id)] ?? 0),
    }));
    const problema =
      erroDaQuantidade(total, produto, { fornecedor }) ?? erroDaGrade(total, celulasComQuantidade);
    if (problema) {
      setErro({ texto: problema });
      return;
    }
    const item: ItemCarrinho = {
      id: produto.id,
      codigo: produto.codigo,
      descricao: produto.descricao,
      valor,
      quantidade_minima: produto.quantidade_minima,
      multiplo: produto.multiplo,
      fornecedor_id: produto.fornecedor_id,
      quantidade: total,
      subtotal: multiplicar(valor, total),
      grade: celulasComQuantidade
        .filter((c) => c.quantidade > 0)
        .map((c) => ({ corId: c.cor_id, tamanhoId: c.tamanho_id, quantidade: c.quantidade })),
      fotos: produto.fotos,
    };
    adicionar(item);
    onFechar();
  };

  return (
    <Box component="form" onSubmit={confirmar} noValidate sx={{ display: 'contents' }}>
      <DialogTitle id="titulo-quantidade">
        {produto.codigo} · {produto.descricao}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography color="text.secondary">{produto.fornecedor.nome_fantasia}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatarMoeda(valor)}</Typography>
          </Stack>
          <TextField
            label="Quantidade"
            value={quantidade}
            onChange={(e) => mudarQuantidade(e.target.value)}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': 'sugestoes-quantidade' } }}
          />
          <Box id="sugestoes-quantidade" role="group" aria-label="Sugestões de quantidade">
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {sugestoes.map((n) => (
                <Chip
                  key={n}
                  label={n}
                  size="small"
                  color={String(n) === quantidade ? 'primary' : 'default'}
                  onClick={() => mudarQuantidade(String(n))}
                />
              ))}
            </Stack>
          </Box>
          {grade.isPending && <LinearProgress aria-label="Carregando grade" />}
          {grade.isError && <Alert severity="error">Erro ao buscar produto</Alert>}
          {grade.data && (
            <>
              <EscolhaDeChips
                rotulo="Cores"
                itens={grade.data.cores.map((c) => ({ id: c.id, nome: c.nome }))}
                escolhidos={escolhaCor}
                onAlternar={alternarCor}
              />
              <EscolhaDeChips
                rotulo="Tamanhos"
                itens={grade.data.tamanhos.map((t) => ({ id: t.id, nome: t.tamanho }))}
                escolhidos={escolhaTamanho}
                onAlternar={escolherTamanho}
              />
              <TabelaQuantidades
                cores={grade.data.cores}
                tamanhos={grade.data.tamanhos}
                corEscolhida={escolhaCor}
                tamanhoEscolhido={escolhaTamanho}
                valores={valores}
                onMudar={(chave, texto) => setValores((v) => ({ ...v, [chave]: texto }))}
              />
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {`Rateado: ${rateado} de ${Number.isNaN(total) ? 0 : total}`}
              </Typography>
            </>
          )}
          {erro && (
            <Alert severity="error" role="alert">
              {erro.texto}
            </Alert>
          )}
          <Typography sx={{ fontWeight: 700, textAlign: 'right' }}>
            {`Subtotal: ${formatarMoeda(Number.isSafeInteger(total) ? multiplicar(valor, total) : 0)}`}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={!grade.data}>
          Adicionar ao carrinho
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Toggle chips of colours or sizes (aria-pressed tells which are chosen). */
function EscolhaDeChips(props: {
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
