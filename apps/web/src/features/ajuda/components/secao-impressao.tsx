import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Notas, Passos, Paragrafo } from './passos';
import { SecaoAjuda, TopicoAjuda } from './secao-ajuda';

/** 'Impressão e Ilha de Impressão': local PDF, remote print-island queue, /impressoes. */
export function SecaoImpressao({ id }: { id: string }) {
  return (
    <SecaoAjuda
      id={id}
      titulo="Impressão e Ilha de Impressão"
      icone={<PrintOutlined />}
      resumo="Imprima pedidos, listagens e relatórios no seu aparelho ou na impressora do evento."
      atalhos={[{ para: '/impressoes', rotulo: 'Impressões pendentes' }]}
    >
      <TopicoAjuda titulo="Impressão no seu aparelho">
        <Paragrafo>
          Com a Ilha de Impressão desligada, o botão <strong>Imprimir</strong> abre o PDF na tela. Use{' '}
          <strong>Abrir em nova Página</strong> para imprimir ou salvar o arquivo, e <strong>Fechar</strong>{' '}
          para voltar.
        </Paragrafo>
      </TopicoAjuda>

      <TopicoAjuda titulo="Imprimir na Ilha de Impressão do evento">
        <Passos
          itens={[
            <>Abra o menu do usuário, no canto superior da tela.</>,
            <>
              Ligue a chave <strong>Ilha de Impressão</strong>.
            </>,
            <>
              Toque em <strong>Imprimir</strong> normalmente. O documento vai para a fila da Ilha de Impressão
              da rodada e aparece a mensagem{' '}
              <strong>Impressão encaminhada para a Ilha de Impressão com sucesso</strong>.
            </>,
            <>Retire as folhas na Ilha de Impressão do evento.</>,
          ]}
        />
        <Notas
          itens={[
            <>
              A chave só vale para a rodada selecionada. Ela desliga sozinha fora das datas da rodada ou
              quando você tira a seleção da rodada.
            </>,
          ]}
        />
      </TopicoAjuda>

      <TopicoAjuda titulo="Acompanhar as impressões">
        <Paragrafo>
          Em <strong>Impressões</strong>, o número no menu mostra quantos documentos estão na fila. A tabela
          mostra, para cada documento, quando foi <strong>Enviado</strong>, a <strong>Descrição</strong> e o{' '}
          <strong>Status</strong>. Sem documentos na fila, aparece <strong>Sem registros</strong>.
        </Paragrafo>
      </TopicoAjuda>
    </SecaoAjuda>
  );
}
