import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { Notas, Passos, Paragrafo } from './passos';
import { SecaoAjuda, TopicoAjuda } from './secao-ajuda';

/** 'Primeiros passos': choosing the round, the print-island question, the account and the logo. */
export function SecaoPrimeirosPassos({ id }: { id: string }) {
  return (
    <SecaoAjuda
      id={id}
      titulo="Primeiros passos"
      icone={<FlagOutlined />}
      resumo="Antes de vender, escolha a rodada de que você participa e deixe sua conta completa."
      atalhos={[
        { para: '/rodadas', rotulo: 'Selecionar a rodada' },
        { para: '/fornecedor/minha-conta', rotulo: 'Minha Conta' },
        { para: '/alterar-logo', rotulo: 'Alterar Logo' },
      ]}
    >
      <TopicoAjuda titulo="Selecionar a rodada">
        <Passos
          itens={[
            <>
              Abra <strong>Rodadas</strong> no menu.
            </>,
            <>
              Marque a caixa <strong>Ativa</strong> da rodada em que você está. Pedidos, relatórios e
              dashboard passam a carregar dessa rodada.
            </>,
            <>
              Para ver local, datas e imagens do evento, toque no botão de informações da linha (
              <strong>Detalhes</strong>).
            </>,
          ]}
        />
        <Notas
          itens={[
            <>
              Para trocar de rodada, marque outra. Tocar de novo na rodada selecionada tira a seleção e
              desliga a Ilha de Impressão.
            </>,
            <>
              <strong>Dashboard</strong>, <strong>Clientes</strong> e <strong>Relatórios</strong> só aparecem
              no menu com uma rodada selecionada.
            </>,
            <>
              Uma rodada marcada como <strong>Apenas consulta</strong> não aceita pedidos: você vê os pedidos,
              mas não pode criar, editar, copiar nem cancelar, e o carrinho fica escondido.
            </>,
          ]}
        />
      </TopicoAjuda>

      <TopicoAjuda titulo="A pergunta sobre a Ilha de Impressão">
        <Paragrafo>
          Ao selecionar uma rodada que aceita pedidos, o sistema pergunta se você quer usar a Ilha de
          Impressão do evento. Responda <strong>Sim</strong> para mandar pedidos e relatórios para a
          impressora do evento, ou <strong>Não</strong> para imprimir pelo seu aparelho. Você pode mudar
          depois pela chave <strong>Ilha de Impressão</strong> no menu do usuário (veja a seção Impressão e
          Ilha de Impressão).
        </Paragrafo>
      </TopicoAjuda>

      <TopicoAjuda titulo="Completar a sua conta">
        <Passos
          itens={[
            <>
              Abra <strong>Minha Conta</strong> no menu do usuário, no canto superior da tela.
            </>,
            <>
              Na aba <strong>Dados</strong>, preencha Razão Social, Nome Fantasia, CNPJ, Inscrição Estadual,
              endereço com CEP, telefone, celular e e-mail, e toque em <strong>Salvar</strong>.
            </>,
            <>
              Na aba <strong>Logo</strong>, envie a marca da sua empresa.
            </>,
            <>
              Na aba <strong>Vídeo Showroom</strong>, envie um vídeo de apresentação de até 60 segundos.
            </>,
          ]}
        />
        <Paragrafo>
          Enquanto o cadastro não estiver completo, o sistema mantém você na página Minha Conta.
        </Paragrafo>
      </TopicoAjuda>

      <TopicoAjuda titulo="Trocar a logo">
        <Paragrafo>
          Em <strong>Alterar Logo</strong> (também no menu do usuário), toque na imagem, escolha o arquivo e
          toque em <strong>Salvar</strong>. <strong>Cancelar</strong> volta para a loja sem mudar nada.
        </Paragrafo>
      </TopicoAjuda>
    </SecaoAjuda>
  );
}
