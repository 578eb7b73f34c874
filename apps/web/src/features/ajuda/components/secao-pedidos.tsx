import { Chip } from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Legenda, Notas, Passos, Paragrafo } from './passos';
import { SecaoAjuda, TopicoAjuda } from './secao-ajuda';

/** 'Pedidos': list, new, edit, copy, cancel, statuses, the supplier's minimum exemption, offline. */
export function SecaoPedidos({ id }: { id: string }) {
  return (
    <SecaoAjuda
      id={id}
      titulo="Pedidos"
      icone={<ReceiptLongOutlined />}
      resumo="Tire pedidos dos seus clientes na rodada, mesmo quando a internet do evento falhar."
      atalhos={[
        { para: '/pedidos', rotulo: 'Ver pedidos' },
        { para: '/pedidos/adicionar', rotulo: 'Novo pedido' },
      ]}
    >
      <TopicoAjuda titulo="Lista de pedidos">
        <Paragrafo>
          Em <strong>Pedidos</strong> ficam os pedidos da rodada selecionada, com busca, filtro, totais e
          impressão da listagem. O menu de cada linha traz as ações permitidas para aquele pedido.
        </Paragrafo>
      </TopicoAjuda>

      <TopicoAjuda titulo="Fazer um novo pedido">
        <Passos
          itens={[
            <>
              Em <strong>Pedidos</strong>, toque em <strong>Novo Pedido</strong>. O botão só aparece quando a
              rodada aceita pedidos; em rodadas <strong>Apenas consulta</strong> você volta para a lista.
            </>,
            <>
              Em <strong>Cliente</strong>, toque em <strong>Buscar cliente</strong>, escolha o cliente e a{' '}
              <strong>Loja</strong>.
            </>,
            <>
              Em <strong>Produtos</strong>, digite o <strong>Código</strong> ou toque em{' '}
              <strong>Buscar produto</strong> e distribua a quantidade entre as cores e os tamanhos na{' '}
              <strong>Grade</strong>.
            </>,
            <>
              Em <strong>Pagamento</strong>, a data é a de hoje; informe entrega, forma de pagamento, prazo e
              vendedor, e toque em <strong>Salvar Pedido</strong>.
            </>,
          ]}
        />
        <Notas
          itens={[
            <>
              Como fornecedor, você não precisa respeitar a quantidade mínima do produto. O múltiplo continua
              valendo.
            </>,
            <>
              Se você sair no meio de um pedido, ele fica guardado. Ao abrir um novo, o sistema pergunta se
              você quer recuperá-lo.
            </>,
          ]}
        />
      </TopicoAjuda>

      <TopicoAjuda titulo="Editar, copiar e cancelar">
        <Notas
          itens={[
            <>
              <strong>Editar</strong> abre o pedido para alterar cliente, produtos ou pagamento.
            </>,
            <>
              <strong>Copiar</strong> cria um pedido novo com os mesmos dados e a data de hoje. É útil para
              repetir uma compra de outro cliente ou de outra rodada.
            </>,
            <>
              <strong>Cancelar</strong> aparece no menu quando o cancelamento é permitido para aquele pedido.
              O pedido cancelado fica na lista com a situação Cancelado.
            </>,
            <>Em rodadas Apenas consulta, editar, copiar e cancelar ficam desativados.</>,
          ]}
        />
      </TopicoAjuda>

      <TopicoAjuda titulo="Situações do pedido">
        <Legenda
          itens={[
            {
              termo: <Chip label="Pendente" variant="outlined" />,
              explicacao: 'Pedido registrado, aguardando a revisão do representante.',
            },
            {
              termo: <Chip label="Revisado" variant="outlined" />,
              explicacao: 'O representante conferiu o pedido.',
            },
            {
              termo: <Chip label="Entregue" variant="outlined" />,
              explicacao: 'O representante informou a entrega do pedido.',
            },
            {
              termo: <Chip label="Enviado" variant="outlined" />,
              explicacao: 'O representante incluiu o pedido entregue em uma remessa.',
            },
            {
              termo: <Chip label="Cancelado" variant="outlined" />,
              explicacao: 'Pedido cancelado; ele não segue adiante.',
            },
          ]}
        />
      </TopicoAjuda>

      <TopicoAjuda titulo="Sem internet">
        <Paragrafo>
          Se a conexão cair, continue trabalhando: o pedido é salvo no tablet e aparece na lista piscando,
          marcado como <strong>NOVO</strong> enquanto ainda não tem número. Quando a internet voltar, com o
          Rodada aberto, ele é enviado sozinho, sem você precisar fazer nada.
        </Paragrafo>
      </TopicoAjuda>
    </SecaoAjuda>
  );
}
