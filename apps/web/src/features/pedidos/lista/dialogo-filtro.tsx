import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { FormProvider, useForm } from 'react-hook-form';
import { formatarCnpj, type Tipo, type pedidos } from '@rodada/contracts';
import { ESPERA_BUSCA_MS } from '../../../components/campo-busca';
import { CampoData } from '../../../components/campo-data';
import { avisar } from '../../../lib/avisos';
import { useClientesDoFiltro, useFornecedoresDoFiltro, useRepresentantesDoFiltro } from '../api/lista';
import {
  camposDoPapel,
  erroDasDatas,
  filtroVazio,
  OPCOES_STATUS,
  OPCOES_TIPO_DATA,
  type FiltroPedidos,
  type StatusFiltro,
  type TipoData,
} from './filtro';

/** spec 3 §8 "Orders": a lookup of the dialog failed. */
export const ERRO_CARREGAR_FILTRO = 'Erro ao carregar filtro';

type ClienteOpcao = pedidos.ClienteDoPedido;

/** The client's name as the lists show it: trade name, else legal name, else the person. */
const nomeDoCliente = (c: ClienteOpcao) => c.nome_fantasia || c.razao_social || c.nome;

/** The two dates, typed dd/mm/aaaa in the app's date fields (held 'yyyy-mm-dd' or null). */
interface Datas {
  data_inicial: string | null;
  data_final: string | null;
}
const Data = CampoData<Datas>;

/** A select whose empty value reads 'Todos' / 'Todas' instead of a blank box. */
const SELECT_COM_VAZIO = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** '' for null and the id as text otherwise (a select's value). */
const valorDoSelect = (id: number | null) => (id === null ? '' : String(id));
const idDoSelect = (v: string) => (v === '' ? null : Number(v));

/**
 * The orders filter dialog (spec 3 §2 "Filter dialog", §3 "Order filter"): Status (Todos, Abertos,
 * Enviados), the date type (Nenhuma, Cadastro, Entrega) with its two dates, today by default and
 * disabled with Nenhuma, the client and its store, and the supplier and representative selects the
 * role has (spec 3 §6). 'Limpar' empties it; 'Filtrar' applies it. A lookup that fails says
 * 'Erro ao carregar filtro' and leaves the rest usable.
 */
export function DialogoFiltro({
  aberto,
  tipo,
  rodadaId,
  hoje,
  aplicado,
  onFechar,
  onAplicar,
}: {
  aberto: boolean;
  tipo: Tipo;
  rodadaId: number | null;
  hoje: string;
  /** The filter in force (null: none). */
  aplicado: FiltroPedidos | null;
  onFechar: () => void;
  onAplicar: (filtro: FiltroPedidos | null) => void;
}) {
  const id = useId();
  const tema = useTheme();
  const telaCheia = useMediaQuery(tema.breakpoints.down('sm'), { noSsr: true });
  const campos = camposDoPapel(tipo);
  const [rascunho, setRascunho] = useState<FiltroPedidos>(aplicado ?? filtroVazio(hoje));
  const [cliente, setCliente] = useState<ClienteOpcao | null>(null);
  /** The client of the filter in force, to show its name when the dialog opens again. */
  const clienteAplicado = useRef<ClienteOpcao | null>(null);
  const [buscaCliente, setBuscaCliente] = useState('');
  const [buscaAdiada, setBuscaAdiada] = useState('');
  const datas = useForm<Datas>({ defaultValues: { data_inicial: hoje, data_final: hoje } });

  useEffect(() => {
    if (!aberto) return;
    const base = aplicado ?? filtroVazio(hoje);
    setRascunho(base);
    datas.reset({ data_inicial: base.data_inicial, data_final: base.data_final });
    const anterior = clienteAplicado.current;
    setCliente(anterior && anterior.id === aplicado?.cliente_id ? anterior : null);
  }, [aberto, aplicado, hoje, datas]);

  useEffect(() => {
    const t = setTimeout(() => setBuscaAdiada(buscaCliente.trim()), ESPERA_BUSCA_MS);
    return () => clearTimeout(t);
  }, [buscaCliente]);

  const clientes = useClientesDoFiltro(buscaAdiada, rodadaId, aberto && campos.cliente);
  const fornecedores = useFornecedoresDoFiltro(rodadaId, aberto && campos.fornecedor);
  const representantes = useRepresentantesDoFiltro(rodadaId, aberto && campos.representante);
  const falhou = clientes.isError || fornecedores.isError || representantes.isError;
  useEffect(() => {
    if (falhou) avisar(ERRO_CARREGAR_FILTRO, 'error');
  }, [falhou]);

  const mudar = (parcial: Partial<FiltroPedidos>) => setRascunho((f) => ({ ...f, ...parcial }));
  const semData = rascunho.data_tipo === 'nenhuma';
  const aplicar = () => {
    const { data_inicial, data_final } = datas.getValues();
    const filtro = { ...rascunho, data_inicial: data_inicial ?? '', data_final: data_final ?? '' };
    const erroDatas = erroDasDatas(filtro);
    if (erroDatas) {
      datas.setError('data_final', { type: 'filtro', message: erroDatas });
      return;
    }
    datas.clearErrors();
    clienteAplicado.current = cliente;
    onAplicar(filtro);
  };
  const limpar = () => {
    setRascunho(filtroVazio(hoje));
    datas.reset({ data_inicial: hoje, data_final: hoje });
    setCliente(null);
    clienteAplicado.current = null;
    onAplicar(null);
  };

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      fullWidth
      maxWidth="sm"
      fullScreen={telaCheia}
      aria-labelledby={`${id}-titulo`}
    >
      <DialogTitle id={`${id}-titulo`}>Filtrar pedidos</DialogTitle>
      <DialogContent dividers>
        {falhou && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {ERRO_CARREGAR_FILTRO}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label="Status"
              value={rascunho.status}
              onChange={(e) => mudar({ status: e.target.value as StatusFiltro })}
            >
              {OPCOES_STATUS.map((o) => (
                <MenuItem key={o.valor} value={o.valor}>
                  {o.rotulo}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label="Tipo de data"
              value={rascunho.data_tipo}
              onChange={(e) => mudar({ data_tipo: e.target.value as TipoData })}
            >
              {OPCOES_TIPO_DATA.map((o) => (
                <MenuItem key={o.valor} value={o.valor}>
                  {o.rotulo}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <FormProvider {...datas}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Data nome="data_inicial" rotulo="Data inicial" fullWidth disabled={semData} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Data nome="data_final" rotulo="Data final" fullWidth disabled={semData} />
            </Grid>
          </FormProvider>
          {campos.cliente && (
            <Grid size={{ xs: 12, sm: 7 }}>
              <Autocomplete
                options={clientes.data ?? []}
                value={cliente}
                loading={clientes.isFetching}
                filterOptions={(x) => x}
                getOptionLabel={nomeDoCliente}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_e, c) => {
                  setCliente(c);
                  const padrao = c?.lojas.length === 1 ? c.lojas[0]!.id : null;
                  mudar({ cliente_id: c?.id ?? null, cliente_loja_id: padrao });
                }}
                onInputChange={(_e, texto, motivo) => {
                  if (motivo === 'input') setBuscaCliente(texto);
                  if (motivo === 'clear') setBuscaCliente('');
                }}
                noOptionsText="Nenhum cliente encontrado"
                loadingText="Carregando…"
                renderOption={(props, c) => (
                  <li {...props} key={c.id}>
                    {nomeDoCliente(c)}
                    {c.cnpj ? ` · ${formatarCnpj(c.cnpj)}` : ''}
                  </li>
                )}
                renderInput={(params) => <TextField {...params} label="Cliente" placeholder="Todos" />}
              />
            </Grid>
          )}
          {campos.cliente && (
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                select
                fullWidth
                label="Empresa"
                slotProps={SELECT_COM_VAZIO}
                value={valorDoSelect(rascunho.cliente_loja_id)}
                disabled={!cliente || cliente.lojas.length === 0}
                onChange={(e) => mudar({ cliente_loja_id: idDoSelect(e.target.value) })}
              >
                <MenuItem value="">Todas</MenuItem>
                {(cliente?.lojas ?? []).map((l) => (
                  <MenuItem key={l.id} value={String(l.id)}>
                    {l.nome_fantasia || l.razao_social}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          )}
          {campos.fornecedor && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Fornecedor"
                slotProps={SELECT_COM_VAZIO}
                value={valorDoSelect(rascunho.fornecedor_id)}
                onChange={(e) => mudar({ fornecedor_id: idDoSelect(e.target.value) })}
              >
                <MenuItem value="">Todos</MenuItem>
                {(fornecedores.data ?? []).map((f) => (
                  <MenuItem key={f.id} value={String(f.id)}>
                    {f.nome_fantasia}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          )}
          {campos.representante && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Representante"
                slotProps={SELECT_COM_VAZIO}
                value={valorDoSelect(rascunho.representante_id)}
                onChange={(e) => mudar({ representante_id: idDoSelect(e.target.value) })}
              >
                <MenuItem value="">Todos</MenuItem>
                {(representantes.data ?? []).map((r) => (
                  <MenuItem key={r.id} value={String(r.id)}>
                    {r.nome_fantasia}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          )}
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={limpar} sx={{ mr: 'auto' }}>
          Limpar
        </Button>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" onClick={aplicar}>
          Filtrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
