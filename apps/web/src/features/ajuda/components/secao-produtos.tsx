import { Chip } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Legenda, Notas, Passos, Paragrafo } from './passos';
import { SecaoAjuda, TopicoAjuda } from './secao-ajuda';

/** 'Produtos e homologação': the product form, the gallery limits, approval statuses, activation. */
export function SecaoProdutos({ id }: { id: string }) {
  return (
    <SecaoAjuda
      id={id}
      titulo="Produtos e homologação"
      icone={<Inventory2Outlined />}
      resumo="Cadastre seus produtos com fotos. Eles aparecem na loja depois de homologados."
      atalhos={[
        { para: '/produtos', rotulo: 'Meus produtos' },
        { para: '/produtos/adicionar', rotulo: 'Cadastrar produto' },
        { para: '/notificacoes', rotulo: 'Notificações' },
      ]}
    >
      <TopicoAjuda titulo="Cadastrar um produto">
        <Passos
          itens={[
            <>
              Em <strong>Produtos</strong>, toque em <strong>Adicionar</strong> para abrir o Cadastro de
              Produtos.
            </>,
            <>
              Preencha <strong>Código</strong>, <strong>Descrição</strong>, <strong>Valor</strong>,{' '}
              <strong>Categoria</strong>, <strong>Múltiplo de Quantidade</strong>,{' '}
              <strong>Quantidade Mínima</strong> e <strong>Detalhes</strong>. O código aceita letras, números,
              barra, ponto e hífen, e não pode repetir um código já cadastrado.
            </>,
            <>
              Toque em <strong>Tamanhos e Cores</strong> e escolha pelo menos uma cor e um tamanho. Se faltar,
              você pode criar uma cor ou um tamanho ali mesmo e arrastar os tamanhos para deixá-los na ordem
              certa.
            </>,
            <>
              Toque em <strong>Salvar</strong>. O produto entra em homologação.
            </>,
          ]}
        />
        <Paragrafo>
          O múltiplo define de quanto em quanto o produto é vendido: com múltiplo 6, por exemplo, os pedidos
          aceitam 6, 12, 18 peças e assim por diante.
        </Paragrafo>
      </TopicoAjuda>

      <TopicoAjuda titulo="Fotos e vídeo (Galeria)">
        <Passos
          itens={[
            <>
              Na lista de produtos, abra as opções do produto e escolha <strong>Galeria</strong>.
            </>,
            <>
              Na aba <strong>Fotos</strong>, envie até 10 fotos. Dá para recortar, girar e aproximar cada uma
              antes de salvar.
            </>,
            <>
              Na aba <strong>Vídeo</strong>, envie um vídeo de 5 a 30 segundos, com até 5 MB, em pé ou
              deitado, entre 640×360 e 1920×1080 pixels.
            </>,
          ]}
        />
        <Paragrafo>
          Se o vídeo estiver fora desses limites, o sistema avisa com uma mensagem de <strong>Atenção</strong>{' '}
          e não envia o arquivo.
        </Paragrafo>
      </TopicoAjuda>

      <TopicoAjuda titulo="Situações da homologação">
        <Legenda
          itens={[
            {
              termo: <Chip label="Em homologação" variant="outlined" />,
              explicacao: 'O produto está aguardando análise e ainda não aparece na loja.',
            },
            {
              termo: <Chip label="Homologado" color="success" />,
              explicacao: 'Aprovado: o produto aparece nas buscas da loja.',
            },
            {
              termo: <Chip label="Reprovado" color="error" />,
              explicacao: 'Foram encontrados problemas e o produto não aparece na loja até ser corrigido.',
            },
            {
              termo: <Chip label="Vencido" color="warning" />,
              explicacao: 'O produto precisa ser renovado para continuar na loja.',
            },
          ]}
        />
        <Paragrafo>
          <strong>Reprovado:</strong> na lista, toque no produto reprovado para ver os motivos. Use{' '}
          <strong>Editar Produto</strong> para corrigir os dados ou <strong>Galeria</strong> para trocar fotos
          e vídeo. Corrija o mais rápido possível para que ele volte a ser exibido na loja.
        </Paragrafo>
        <Paragrafo>
          <strong>Vencido:</strong> toque no produto e responda à pergunta{' '}
          <strong>Ainda vende este produto?</strong>. <strong>Sim</strong> renova o produto;{' '}
          <strong>Não</strong> tira o produto da sua lista. A mesma pergunta também chega em{' '}
          <strong>Notificações</strong>, e pode ser respondida por lá.
        </Paragrafo>
        <Paragrafo>
          Use o filtro de situação da lista (Todos, Em homologação, Homologados, Reprovados, Vencidos) para
          achar rápido o que precisa de atenção.
        </Paragrafo>
      </TopicoAjuda>

      <TopicoAjuda titulo="Ativar e desativar">
        <Notas
          itens={[
            <>
              A caixa <strong>Ativo</strong> da lista liga ou desliga o produto. Para desativar, o sistema
              pede confirmação.
            </>,
            <>
              Produto desativado não aparece nas buscas da loja e não pode entrar em pedidos da rodada. Para
              reativar, filtre por <strong>Desativados</strong> e marque a caixa de novo.
            </>,
          ]}
        />
      </TopicoAjuda>
    </SecaoAjuda>
  );
}
