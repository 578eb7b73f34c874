import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { MSG_PEDIDOS, pedidos } from '@rodada/contracts';
import { hojeEmSaoPaulo, totaisDoPedido } from '@rodada/domain';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { avisar } from '../../../lib/avisos';
import { useDataDoServidor } from '../../../lib/consultas-pedido';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useSincronizacao } from '../../../lib/estado-sincronizacao';
import { novoUuid } from '../../../lib/pedido-chave';
import {
  buscarProdutoPorCodigo,
  useFecharPedido,
  usePedidoDaFila,
  usePedidoParaEditar,
  useSalvarFormulario,
} from '../api/formulario';
import {
  brutoDoPedido,
  corpoDoPedido,
  diferenteDoVazio,
  formDoPedido,
  pedidoVazio,
  produtoDoForm,
  type FormPedido,
  type LinhaForm,
  type LojaDoForm,
  type ModoFormulario,
} from './estado';
import { formDaFila, semGrade } from './da-fila';
import { SecaoCliente } from './secao-cliente';
import { MSG_FORMULARIO } from './grade-pedido';
import { SecaoFornecedor } from './secao-fornecedor';
import { errosDoPagamento, SecaoPagamento, type ErrosPagamento } from './secao-pagamento';
import { SecaoProdutos } from './secao-produtos';
import { useRascunho } from './use-rascunho';
import { ajustarAoBruto } from './valor-percentual';

/** Default commission (spec 3 §9: 5%, type Fornecedor). */
const COMISSAO_PADRAO = '5';

/**
 * The order form (spec 3 §2 "Order form", §4 "Order form mode", "Draft", §5, §6; issue 14 §2, §3,
 * §5, §7): 'Novo Pedido' (new uuid, the device's round), 'Editar Pedido {id}' (saved with
 * atualizar; a representative reviewing a Pendente order also closes it) and 'Copiar Pedido {id}'
 * (a new order from a loaded one). Saving returns to /pedidos; a round that forbids orders sends
 * there at once. A server error keeps everything typed. Without an answer the order is queued on
 * the device (issue 15 §3); `?offline={uuid}` opens a queued order (its stored form) to fix it.
 */
export function PedidoFormPage({ modo }: { modo: ModoFormulario }) {
  const { id } = useParams();
  const [parametros] = useSearchParams();
  const navegar = useNavigate();
  const cliente = useQueryClient();
  const usuario = useEstadoLocal((s) => s.usuario);
  const rodada = useEstadoLocal((s) => s.rodada);
  const representante = usuario?.tipo === 'representante';
  const hoje = useDataDoServidor();
  const carregado = usePedidoParaEditar(modo === 'novo' ? null : (id ?? null), parametros.get('uuid'));
  const pedido = carregado.data;
  const uuidOffline = parametros.get('offline');
  const daFila = usePedidoDaFila(uuidOffline);
  const naFila = daFila.data ?? null;
  const daFilaForm = useMemo(() => (naFila ? formDaFila(naFila) : null), [naFila]);
  const esperandoFila = uuidOffline !== null && daFila.isPending;
  const sincronizados = useSincronizacao((s) => s.sincronizados);
  const idEditado = modo === 'editar' ? (pedido?.id ?? naFila?.id ?? null) : null;
  const salvar = useSalvarFormulario(idEditado);
  const fechar = useFecharPedido();
  const [form, setForm] = useState<FormPedido | null>(() =>
    modo === 'novo' && uuidOffline === null ? pedidoVazio(novoUuid(), rodada?.id ?? null) : null,
  );
  // A queued order being fixed is not the new-order draft (spec 3 §4 "Draft").
  const comRascunho = modo === 'novo' && uuidOffline === null;
  const rascunho = useRascunho(form, comRascunho);

  // ?offline={uuid}: the queued order's form, else (synced meanwhile) the server's order, else new.
  useEffect(() => {
    if (form || uuidOffline === null || daFila.isPending) return;
    if (daFilaForm) {
      setForm(daFilaForm);
      return;
    }
    const sincronizado = sincronizados.find((p) => p.uuid === uuidOffline);
    if (sincronizado) void navegar(`/pedidos/${sincronizado.id}/editar`, { replace: true });
    else if (modo === 'novo') setForm(pedidoVazio(novoUuid(), rodada?.id ?? null));
  }, [form, uuidOffline, daFila.isPending, daFilaForm, sincronizados, navegar, modo, rodada?.id]);
  const [mostrarErros, setMostrarErros] = useState(false);
  const [cancelando, setCancelando] = useState(false);

  // The loaded order fills the form once (copiar: new uuid; its date is the server's on saving).
  useEffect(() => {
    if (!pedido || form || esperandoFila || daFilaForm) return;
    setForm(
      formDoPedido(pedido, modo === 'editar' ? 'editar' : 'copiar', { uuid: novoUuid(), hoje: hoje.data }),
    );
  }, [pedido, form, esperandoFila, daFilaForm, modo, hoje.data]);

  // A checkout's queued order knows no grid axes: its products are looked up by code once.
  const buscouGrades = useRef(false);
  useEffect(() => {
    if (!form || buscouGrades.current || semGrade(form).length === 0) return;
    buscouGrades.current = true;
    const fornecedorId = representante ? form.fornecedor_id : null;
    void Promise.all(
      semGrade(form).map((codigo) => buscarProdutoPorCodigo(codigo, fornecedorId).catch(() => null)),
    ).then((achados) => {
      const porId = new Map(achados.filter((a) => a !== null).map((a) => [a.id, produtoDoForm(a)]));
      setForm((f) =>
        f
          ? { ...f, linhas: f.linhas.map((l) => ({ ...l, produto: porId.get(l.produto.id) ?? l.produto })) }
          : f,
      );
    });
  }, [form, representante]);

  // spec 3 §2: a round that forbids orders (the device's or the order's) leaves for /pedidos.
  const rodadaProibe = rodada?.permitir_pedidos === false || pedido?.rodada?.permitir_pedidos === false;
  useEffect(() => {
    if (!rodadaProibe) return;
    avisar(MSG_PEDIDOS.rodadaSemPedidos, 'warning');
    void navegar('/pedidos', { replace: true });
  }, [rodadaProibe, navegar]);

  const mudarLinhas = useCallback((linhas: LinhaForm[]) => {
    setForm((f) => (f ? ajustarAoBruto({ ...f, linhas }, brutoDoPedido(linhas)) : f));
  }, []);
  const mudarLojas = useCallback((lojas: LojaDoForm[]) => setForm((f) => (f ? { ...f, lojas } : f)), []);

  const totais = useMemo(
    () =>
      totaisDoPedido({
        linhas: (form?.linhas ?? []).map((l) => ({ valor: l.produto.valor, quantidade: l.quantidade })),
        desconto_valor: form?.desconto_valor ?? 0,
        taxa_valor: form?.taxa_valor ?? 0,
        comissao_percentual: pedido?.comissao_percentual ?? COMISSAO_PADRAO,
      }),
    [form?.linhas, form?.desconto_valor, form?.taxa_valor, pedido?.comissao_percentual],
  );

  const titulo =
    modo === 'novo'
      ? 'Novo Pedido'
      : `${modo === 'editar' ? 'Editar' : 'Copiar'} Pedido ${pedido?.id ?? id ?? ''}`;

  if (modo !== 'novo' && carregado.isError && !daFilaForm && !esperandoFila) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Typography variant="h4" component="h1">
          {titulo}
        </Typography>
        <Alert severity="error">
          {(carregado.error as Error | null)?.message || 'Erro ao editar este pedido'}
        </Alert>
        <Box>
          <Button onClick={() => void navegar('/pedidos')}>Voltar</Button>
        </Box>
      </Stack>
    );
  }
  if (!form) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Typography variant="h4" component="h1">
          {titulo}
        </Typography>
        <LinearProgress aria-label="Carregando pedido" />
      </Stack>
    );
  }

  const somenteLeitura = modo === 'editar' && pedido !== undefined && !pedido.acoes.editar;
  const erros: ErrosPagamento = {
    ...errosDoPagamento(form, { hoje: hoje.data, representante }),
    ...(form.cliente && form.loja ? {} : { cliente: MSG_PEDIDOS.obrigatorio }),
    ...(totais.desconto_valor > totais.bruto ? { desconto_valor: MSG_PEDIDOS.descontoMaiorQueBruto } : {}),
  };
  const podeSalvar = !!form.cliente && !!form.loja && form.linhas.length > 0 && !somenteLeitura;
  const ocupado = salvar.isPending || fechar.isPending;

  const enviar = async (revisar: boolean) => {
    setMostrarErros(true);
    if (Object.keys(erros).length > 0) {
      avisar(MSG_PEDIDOS.erroSalvarPedido, 'error');
      return;
    }
    // Queued on the device when there is no answer (not a review: closing needs the server).
    const fila =
      revisar || !usuario
        ? null
        : {
            usuario_id: usuario.id,
            rodada_id: form.rodada_id,
            form,
            resumo: {
              cliente: form.loja?.nome_fantasia || form.cliente?.nome || '',
              fornecedor:
                pedido?.fornecedor.nome_fantasia ??
                naFila?.resumo.fornecedor ??
                usuario.fornecedor_nome ??
                '',
              quantidade: totais.quantidade,
              valor_liquido: totais.liquido,
              data: (modo === 'editar' ? pedido?.data : hoje.data) ?? hojeEmSaoPaulo(new Date()),
            },
          };
    try {
      const r = await salvar.mutateAsync({ corpo: corpoDoPedido(form, { representante }), fila });
      if (revisar && idEditado !== null) {
        await fechar.mutateAsync(idEditado);
        avisar(pedidos.MSG_ACOES_PEDIDO.revisado);
      } else avisar(r.msg);
    } catch (e) {
      // The form keeps everything typed; the same uuid makes a retry safe (spec D11).
      avisar(e instanceof Error && e.message ? e.message : MSG_PEDIDOS.erroSalvarPedido, 'error');
      return;
    }
    if (comRascunho) rascunho.limpar();
    void cliente.invalidateQueries({ queryKey: ['pedidos'] });
    void navegar('/pedidos');
  };

  const sair = () => {
    if (comRascunho) rascunho.limpar();
    void navegar('/pedidos');
  };

  const responderRascunho = (recuperar: boolean) => {
    const r = rascunho.responder(recuperar);
    if (r) setForm({ ...r, rodada_id: r.rodada_id ?? rodada?.id ?? null });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Typography variant="h4" component="h1">
        {titulo}
      </Typography>
      {somenteLeitura && <Alert severity="info">{MSG_PEDIDOS.pedidoNaoEditavel}</Alert>}
      {representante && pedido && <SecaoFornecedor fornecedor={pedido.fornecedor} />}
      <SecaoCliente
        cliente={form.cliente}
        loja={form.loja}
        lojas={form.lojas}
        rodadaId={form.rodada_id}
        somenteLeitura={somenteLeitura || representante}
        erro={mostrarErros ? erros.cliente : undefined}
        onCliente={(c, lojas, loja) => setForm({ ...form, cliente: c, lojas, loja })}
        onLoja={(loja) => setForm({ ...form, loja })}
        onLojas={mudarLojas}
      />
      <SecaoProdutos
        linhas={form.linhas}
        onLinhas={mudarLinhas}
        fornecedorId={pedido?.fornecedor_id ?? (representante ? form.fornecedor_id : null)}
        fornecedor={usuario?.tipo === 'fornecedor'}
        podeExcluir={!representante}
        somenteLeitura={somenteLeitura}
      />
      <SecaoPagamento
        form={form}
        onMudar={setForm}
        erros={mostrarErros ? erros : {}}
        data={modo === 'editar' ? pedido?.data : hoje.data}
        totais={totais}
        comissaoPercentual={pedido?.comissao_percentual ?? COMISSAO_PADRAO}
        representante={representante}
        somenteLeitura={somenteLeitura}
      />
      {ocupado && <LinearProgress aria-label="Salvando pedido" />}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          onClick={() => (comRascunho && diferenteDoVazio(form) ? setCancelando(true) : sair())}
          disabled={ocupado}
        >
          Cancelar
        </Button>
        {representante && pedido?.acoes.revisar && (
          <Button variant="outlined" disabled={!podeSalvar || ocupado} onClick={() => void enviar(true)}>
            Revisar pedido
          </Button>
        )}
        {!somenteLeitura && (
          <Button variant="contained" disabled={!podeSalvar || ocupado} onClick={() => void enviar(false)}>
            Salvar Pedido
          </Button>
        )}
      </Stack>
      <DialogoConfirmacao
        aberto={cancelando}
        titulo="Cancelar pedido"
        mensagem="O pedido não foi salvo. Deseja descartá-lo?"
        textoConfirmar="Descartar"
        textoCancelar="Continuar editando"
        perigo
        largura={728}
        onConfirmar={sair}
        onCancelar={() => setCancelando(false)}
      />
      {/* spec 3 §2, §4 "Draft": must be answered; 'Recuperar' has the focus, so an accidental Enter
          keeps the typed order instead of throwing it away. */}
      <DialogoConfirmacao
        aberto={rascunho.pendente !== null}
        titulo="Pedido não finalizado"
        mensagem={MSG_FORMULARIO.recuperar}
        textoConfirmar="Recuperar"
        textoCancelar="Descartar"
        largura={728}
        foco="confirmar"
        obrigatorio
        onConfirmar={() => responderRascunho(true)}
        onCancelar={() => responderRascunho(false)}
      />
    </Stack>
  );
}

export function NovoPedidoPage() {
  return <PedidoFormPage modo="novo" />;
}
/** Another order's route starts a fresh form. */
export function EditarPedidoPage() {
  const { id } = useParams();
  return <PedidoFormPage key={id} modo="editar" />;
}
export function CopiarPedidoPage() {
  const { id } = useParams();
  return <PedidoFormPage key={id} modo="copiar" />;
}
