import { useState } from 'react';
import {
  Box,
  Button,
  Drawer,
  FormControlLabel,
  MenuItem,
  Slider,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { formatarMoeda } from '@rodada/domain';
import { FILTRO_VAZIO, useEstadoLocal, type Filtro } from '../../lib/estado-local';
import { useInterface } from '../../lib/interface';
import { CabecalhoPainel } from '../../components/cabecalho-painel';
import { useCategoriasLoja, useFornecedoresLoja } from '../../features/loja/api/loja';
import { ChipsCategorias } from '../../features/loja/components/chips-categorias';

/** The price range in integer cents (spec D14): R$ 0,00 to R$ 500,00 in steps of R$ 1,00. */
const FAIXA = { min: 0, max: 50000, step: 100 };

/**
 * Keeps valorInicial <= valorFinal by moving the other bound (spec 1 §4, price filter).
 * `alterado` says which bound the user moved.
 */
export function ajustarFaixa(
  inicial: number,
  final: number,
  alterado: 'inicial' | 'final',
): [number, number] {
  if (inicial <= final) return [inicial, final];
  return alterado === 'inicial' ? [inicial, inicial] : [final, final];
}

/**
 * The shop's filter panel (spec 1 §2.4): category chips (multi-select), the price-range switch with
 * its two sliders, the supplier select (not for a supplier, whose shop is its own products) and
 * 'Aplicar filtro'. Nothing applies until that button; the storefront puts the result in the URL.
 */
export function FiltroDrawer() {
  const aberto = useInterface((s) => s.filtroAberto);
  const definirAberto = useInterface((s) => s.definirFiltro);
  const filtro = useEstadoLocal((s) => s.filtro);
  const definirFiltro = useEstadoLocal((s) => s.definirFiltro);
  const [rascunho, setRascunho] = useState<Filtro>(filtro);
  const fornecedor = useEstadoLocal((s) => s.usuario?.tipo === 'fornecedor');
  const categorias = useCategoriasLoja(aberto);
  const fornecedores = useFornecedoresLoja(aberto && !fornecedor);

  const aplicar = () => {
    definirFiltro(rascunho);
    definirAberto(false);
  };

  return (
    <Drawer
      anchor="right"
      open={aberto}
      onClose={() => definirAberto(false)}
      slotProps={{ transition: { onEnter: () => setRascunho(filtro) } }}
    >
      {/* The top bar stays above the drawer (as over the role menu): the panel starts below it. */}
      <Box sx={(t) => t.mixins.toolbar} />
      <Box sx={{ width: { xs: '100vw', sm: 360 }, p: 3 }} role="region" aria-label="Filtros">
        <CabecalhoPainel titulo="Filtros" onFechar={() => definirAberto(false)} />
        {categorias.data && categorias.data.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Categorias
            </Typography>
            <ChipsCategorias
              categorias={categorias.data}
              escolhidas={rascunho.categorias}
              aoMudar={(ids) => setRascunho({ ...rascunho, categorias: ids })}
              rotulo="Categorias do filtro"
            />
          </Box>
        )}
        {!fornecedor && (
          <TextField
            select
            fullWidth
            size="small"
            label="Fornecedor"
            value={fornecedores.data ? (rascunho.fornecedor ?? '') : ''}
            onChange={(e) =>
              setRascunho({ ...rascunho, fornecedor: e.target.value === '' ? null : Number(e.target.value) })
            }
            sx={{ mb: 2 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {/* A supplier from a shared link that the list does not hold still shows as chosen. */}
            {rascunho.fornecedor !== null &&
              fornecedores.data &&
              !fornecedores.data.some((f) => f.id === rascunho.fornecedor) && (
                <MenuItem value={rascunho.fornecedor}>Fornecedor {rascunho.fornecedor}</MenuItem>
              )}
            {(fornecedores.data ?? []).map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.nome_fantasia}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={rascunho.filtrarValores}
              onChange={(e) => setRascunho({ ...rascunho, filtrarValores: e.target.checked })}
            />
          }
          label="Filtrar por preço"
        />
        <Stack spacing={1} sx={{ px: 1, mt: 2, opacity: rascunho.filtrarValores ? 1 : 0.5 }}>
          <Typography id="rotulo-preco-min">Preço mínimo: {formatarMoeda(rascunho.valorInicial)}</Typography>
          <Slider
            aria-labelledby="rotulo-preco-min"
            disabled={!rascunho.filtrarValores}
            value={rascunho.valorInicial}
            {...FAIXA}
            onChange={(_e, v) => {
              const [valorInicial, valorFinal] = ajustarFaixa(v, rascunho.valorFinal, 'inicial');
              setRascunho({ ...rascunho, valorInicial, valorFinal });
            }}
          />
          <Typography id="rotulo-preco-max">Preço máximo: {formatarMoeda(rascunho.valorFinal)}</Typography>
          <Slider
            aria-labelledby="rotulo-preco-max"
            disabled={!rascunho.filtrarValores}
            value={rascunho.valorFinal}
            {...FAIXA}
            onChange={(_e, v) => {
              const [valorInicial, valorFinal] = ajustarFaixa(rascunho.valorInicial, v, 'final');
              setRascunho({ ...rascunho, valorInicial, valorFinal });
            }}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          <Button onClick={() => setRascunho({ ...FILTRO_VAZIO, termoPesquisa: rascunho.termoPesquisa })}>
            Limpar
          </Button>
          <Button variant="contained" onClick={aplicar} sx={{ flex: 1 }}>
            Aplicar filtro
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
