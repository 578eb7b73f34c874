import { useState } from 'react';
import { pedidos } from '@rodada/contracts';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro } from '../../../lib/formulario';
import {
  useAcaoPedido,
  useAcaoPedidoCliente,
  type AcaoPedidoCliente,
  type AcaoStatusPedido,
} from '../api/lista';

const MSG = pedidos.MSG_ACOES_PEDIDO;

/** What a confirmation asks before a status action (spec 3 §4: 'after confirmation'). */
interface Pergunta {
  titulo: string;
  mensagem: string;
  confirmar: string;
  perigo: boolean;
  /** The spec 3 §8 text when the server sends no message of its own. */
  erro: string;
}

/** The questions of a supplier order's actions. */
export function perguntaDaAcao(acao: AcaoStatusPedido, id: number): Pergunta {
  switch (acao) {
    case 'entregar':
      return {
        titulo: 'Informar Entrega',
        mensagem: `Confirma a entrega do pedido ${id}?`,
        confirmar: 'Informar Entrega',
        perigo: false,
        erro: MSG.erroEntregar,
      };
    case 'desfazer_entrega':
      return {
        titulo: 'Desfazer entrega',
        mensagem: `Deseja desfazer a entrega do pedido ${id}? Ele volta a Revisado.`,
        confirmar: 'Desfazer entrega',
        perigo: true,
        erro: MSG.erroDesfazerEntrega,
      };
    case 'cancelar':
      return {
        titulo: 'Cancelar pedido',
        mensagem: `Deseja cancelar o pedido ${id}? O cancelamento não pode ser desfeito.`,
        confirmar: 'Cancelar pedido',
        perigo: true,
        erro: MSG.erroCancelar,
      };
  }
}

/** The questions of a customer order's actions (every supplier order of it changes together). */
export function perguntaDaAcaoCliente(acao: AcaoPedidoCliente, id: number): Pergunta {
  return acao === 'cancelar'
    ? {
        titulo: 'Cancelar pedido',
        mensagem: `Deseja cancelar o pedido ${id}? Os pedidos de todos os fornecedores dele serão cancelados.`,
        confirmar: 'Cancelar pedido',
        perigo: true,
        erro: MSG.erroCancelar,
      }
    : {
        titulo: 'Informar Entrega',
        mensagem: `Confirma a entrega do pedido ${id}? Os pedidos de todos os fornecedores dele serão entregues.`,
        confirmar: 'Informar Entrega',
        perigo: false,
        erro: MSG.erroEntregar,
      };
}

/** Shows a refused action: the server's own message, or the spec's text (null after a 401). */
function avisarFalha(e: unknown, padrao: string) {
  const msg = mensagemDeErro(e, padrao);
  if (msg !== null) avisar(msg || padrao, 'error');
}

/**
 * An action behind its confirmation: `pedir(acao, id)` opens the question; confirming runs it and
 * shows the server's message ('Pedido entregue com sucesso', …) or the refusal (the server's msg, or
 * the spec's text). Render `dialogo` once in the screen.
 */
function useConfirmar<A extends string>(
  perguntaDe: (acao: A, id: number) => Pergunta,
  mutacao: {
    mutateAsync: (alvo: { acao: A; id: number }) => Promise<{ msg: string }>;
    isPending: boolean;
  },
) {
  const [alvo, setAlvo] = useState<{ acao: A; id: number } | null>(null);
  const [aberto, setAberto] = useState(false);
  const pergunta = alvo ? perguntaDe(alvo.acao, alvo.id) : null;
  const confirmar = async () => {
    if (!alvo || !pergunta) return;
    try {
      const { msg } = await mutacao.mutateAsync(alvo);
      avisar(msg, 'success');
    } catch (e) {
      avisarFalha(e, pergunta.erro);
    } finally {
      setAberto(false);
    }
  };
  return {
    pedir: (acao: A, id: number) => {
      setAlvo({ acao, id });
      setAberto(true);
    },
    dialogo: (
      <DialogoConfirmacao
        aberto={aberto}
        titulo={pergunta?.titulo ?? ''}
        mensagem={pergunta?.mensagem ?? ''}
        textoConfirmar={pergunta?.confirmar ?? 'Confirmar'}
        textoCancelar="Voltar"
        perigo={pergunta?.perigo ?? false}
        ocupado={mutacao.isPending}
        largura={728}
        onCancelar={() => setAberto(false)}
        onConfirmar={() => void confirmar()}
      />
    ),
  };
}

/** A status action of the orders list (Informar Entrega, desfazer entrega, Cancelar) behind its question. */
export function useConfirmarAcaoPedido() {
  return useConfirmar(perguntaDaAcao, useAcaoPedido());
}

/** An action of the client orders list (Cancelar, Informar Entrega) behind its question. */
export function useConfirmarAcaoPedidoCliente() {
  return useConfirmar(perguntaDaAcaoCliente, useAcaoPedidoCliente());
}
