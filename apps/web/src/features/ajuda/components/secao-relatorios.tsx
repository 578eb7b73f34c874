import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { Notas, Paragrafo } from './passos';
import { SecaoAjuda, TopicoAjuda } from './secao-ajuda';

/** 'Relatórios e dashboard': both need a selected round. */
export function SecaoRelatorios({ id }: { id: string }) {
  return (
    <SecaoAjuda
      id={id}
      titulo="Relatórios e dashboard"
      icone={<BarChartOutlined />}
      resumo="Acompanhe suas vendas na rodada. Os dois só funcionam com uma rodada selecionada."
      atalhos={[
        { para: '/relatorios', rotulo: 'Relatórios' },
        { para: '/dashboard', rotulo: 'Dashboard' },
      ]}
    >
      <TopicoAjuda titulo="Relatórios">
        <Paragrafo>
          Em <strong>Relatórios</strong>, escolha o relatório, ajuste os filtros e toque em{' '}
          <strong>Imprimir</strong>. Você tem relatórios de pedidos por cliente e por representante
          (detalhados ou somados), de produtos vendidos e de produtos consolidados.
        </Paragrafo>
        <Notas
          itens={[
            <>
              Nos filtros, <strong>Todos</strong> ou <strong>Todas</strong> significa sem filtro.
            </>,
            <>
              A impressão segue a mesma regra dos pedidos: PDF na tela ou Ilha de Impressão, conforme a chave
              do menu do usuário.
            </>,
          ]}
        />
      </TopicoAjuda>

      <TopicoAjuda titulo="Dashboard">
        <Paragrafo>
          O <strong>Dashboard</strong> mostra os dados da rodada e gráficos das suas vendas: por
          representante, por cliente, por estado, por região e os produtos mais vendidos. Nos gráficos de
          pizza, abra os detalhes para ver a tabela com legenda, quantidade e valor.
        </Paragrafo>
      </TopicoAjuda>

      <Paragrafo>
        Sem rodada selecionada, os relatórios e o dashboard avisam que falta escolher uma e mostram o botão{' '}
        <strong>Ir para Rodadas</strong>. Selecione a rodada em <strong>Rodadas</strong> antes de abrir estas
        telas.
      </Paragrafo>
    </SecaoAjuda>
  );
}
