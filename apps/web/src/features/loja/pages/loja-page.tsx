import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { produtos } from '@rodada/contracts';
import { MSG_LOJA, ORDENACOES_BUSCA } from '@rodada/contracts/leve';
import { ErroDeConexao } from '../../../lib/api';
import { mostraCarrinho, useEstadoLocal } from '../../../lib/estado-local';
import { useInterface } from '../../../lib/interface';
import { idDaRota } from '../../../lib/rota';
import { useBuscaProdutos, useCategoriasLoja } from '../api/loja';
import { CarrosselBanners } from '../components/carrossel-banners';
import { CartaoProduto } from '../components/cartao-produto';
import { ChipsCategorias } from '../components/chips-categorias';
import { PaginacaoLoja, textoDoTotal } from '../components/paginacao-loja';
import { RodapeLoja } from '../components/rodape-loja';
import { consultaDaBusca } from '../lib/filtro-url';
import { publicoDoBanner } from '../lib/publico-banner';
import { useFiltroNaUrl } from '../lib/use-filtro-na-url';

// The detail dialog (carousel, magnifier, video) loads only when a product is opened.
const DialogoProdutoLoja = lazy(() => import('../components/dialogo-produto-loja'));

const GRADE = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
} as const;

/**
 * The storefront, '/' and '/shared/{produto}' (spec 1 §2.5; issue 13 §1): the heading 'Novidades'
 * ('Meus Produtos' with only its own products for a supplier, spec 1 §2.2), 'Ordenar por', the
 * category chips, 18 product cards a page with 7 page buttons, 'Nenhum produto encontrado :(' and
 * the footer. Filters, search text and page live in the URL (useFiltroNaUrl). '?shared={id}' and
 * '/shared/{id}' open that product's dialog (spec 3 §2). Above it all, the banner carousel of the
 * visitor's audience (CarrosselBanners; anonymous visitors see the Clientes banners).
 */
export default function LojaPage() {
  const usuario = useEstadoLocal((s) => s.usuario);
  const rodada = useEstadoLocal((s) => s.rodada);
  const offLine = useEstadoLocal((s) => s.offLine);
  const definirFiltro = useEstadoLocal((s) => s.definirFiltro);
  const abrirQuantidade = useInterface((s) => s.abrirQuantidade);
  const { filtro, pagina, irParaPagina } = useFiltroNaUrl();
  const [params, setParams] = useSearchParams();
  const navegar = useNavigate();
  const doLink = idDaRota(useParams().produto) ?? idDaRota(params.get('shared') ?? undefined);
  const [aberto, setAberto] = useState<number | null>(null);
  const idAberto = aberto ?? doLink;

  const fornecedor = usuario?.tipo === 'fornecedor' ? usuario.fornecedor_id : null;
  const busca = useBuscaProdutos(consultaDaBusca(filtro, pagina, fornecedor));
  const categorias = useCategoriasLoja();
  const podeComprar = mostraCarrinho(usuario, rodada, '/');
  const comprar = podeComprar ? (p: produtos.ProdutoVitrine) => abrirQuantidade(p) : undefined;

  const fechar = () => {
    setAberto(null);
    if (params.has('shared')) {
      void setParams(
        (p) => {
          p.delete('shared');
          return p;
        },
        { replace: true },
      );
    } else if (doLink !== null) void navegar('/', { replace: true });
  };
  const mudarPagina = (n: number) => {
    irParaPagina(n);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const dados = busca.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1400, mx: 'auto' }}>
      <CarrosselBanners key={publicoDoBanner(usuario?.tipo)} publico={publicoDoBanner(usuario?.tipo)} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {fornecedor !== null ? 'Meus Produtos' : 'Novidades'}
          </Typography>
          {dados && dados.total > 0 && (
            <Typography variant="body2" color="text.secondary">
              {textoDoTotal(dados.total, dados.total_exato)}
            </Typography>
          )}
        </Box>
        <TextField
          select
          size="small"
          label="Ordenar por"
          value={filtro.ordenacao}
          onChange={(e) => definirFiltro({ ordenacao: Number(e.target.value) as 1 | 2 | 3 | 4 })}
          sx={{ minWidth: 180 }}
        >
          {([1, 2, 3, 4] as const).map((n) => (
            <MenuItem key={n} value={n}>
              {ORDENACOES_BUSCA[n]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {categorias.isPending && <ChipsCarregando />}
      {categorias.data && categorias.data.length > 0 && (
        <ChipsCategorias
          categorias={categorias.data}
          escolhidas={filtro.categorias}
          aoMudar={(ids) => definirFiltro({ categorias: ids })}
          compactoNoCelular
        />
      )}
      {busca.isFetching && dados && <LinearProgress aria-label="Carregando" sx={{ height: 2 }} />}
      {busca.isError && !dados ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {busca.error instanceof ErroDeConexao ? (
            <Alert severity="warning">{busca.error.msg}</Alert>
          ) : (
            // spec 1 §8: suppressed while the offline flag is set.
            !offLine && <Alert severity="error">{MSG_LOJA.erroCarregarProdutos}</Alert>
          )}
          <Button onClick={() => void busca.refetch()}>Tentar novamente</Button>
        </Stack>
      ) : !dados ? (
        <Box sx={GRADE} aria-label="Carregando produtos" role="status">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 5', height: 'auto' }} />
          ))}
        </Box>
      ) : dados.data.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {MSG_LOJA.nenhumProduto}
        </Typography>
      ) : (
        <Box component="ul" sx={{ ...GRADE, listStyle: 'none', p: 0, m: 0 }} aria-label="Produtos">
          {dados.data.map((p, i) => (
            <li key={p.id}>
              <CartaoProduto
                produto={p}
                primeiro={i < 4}
                aoAbrir={() => setAberto(p.id)}
                aoComprar={comprar && (() => comprar(p))}
              />
            </li>
          ))}
        </Box>
      )}
      {dados && (
        <PaginacaoLoja
          pagina={dados.current_page}
          ultima={dados.last_page}
          exato={dados.total_exato}
          aoMudar={mudarPagina}
        />
      )}
      <RodapeLoja />
      {idAberto !== null && (
        <Suspense fallback={null}>
          <DialogoProdutoLoja
            id={idAberto}
            master={usuario?.tipo === 'master'}
            aoComprar={comprar}
            aoFechar={fechar}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** Widths of the placeholder chips: about the demo's category names, so the products below do not jump. */
const LARGURAS_CHIPS = [96, 64, 64, 76, 66, 70, 56, 86, 104, 56, 150, 52, 78, 90];

/** The category chips' place while they load (a layout shift pushed the products down). */
function ChipsCarregando() {
  return (
    <Stack direction="row" spacing={1} useFlexGap aria-hidden sx={{ flexWrap: 'wrap' }}>
      {LARGURAS_CHIPS.map((largura, i) => (
        <Skeleton
          key={i}
          variant="rounded"
          width={largura}
          sx={{ height: { xs: 28, sm: 32 }, borderRadius: 4 }}
        />
      ))}
    </Stack>
  );
}
