import { Chip } from '@mui/material';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { Legenda, Notas, Paragrafo } from './passos';
import { SecaoAjuda, TopicoAjuda } from './secao-ajuda';

/** 'Agenda e sala virtual': the round's slot grid, its legend and entering the virtual room. */
export function SecaoAgenda({ id }: { id: string }) {
  // The agenda's route is not given in the documents (1-shell-and-access §2.1), so no shortcut here.
  return (
    <SecaoAjuda
      id={id}
      titulo="Agenda e sala virtual"
      icone={<EventOutlined />}
      resumo="Veja seus horários marcados com clientes e entre nas reuniões por vídeo da rodada."
    >
      <TopicoAjuda titulo="Como ler a agenda">
        <Paragrafo>
          A agenda mostra a rodada selecionada: uma coluna para cada dia do evento, com o dia da semana e a
          data, e uma linha para cada horário, separados por período (Manhã, Almoço, Tarde e Noite). Os
          horários estão no <strong>Horário de Brasília</strong>.
        </Paragrafo>
        <Legenda
          itens={[
            {
              termo: <Chip label="Indisponível" variant="outlined" />,
              explicacao: 'O horário já passou e não pode ser usado.',
            },
            {
              termo: <Chip label="Livre" variant="outlined" />,
              explicacao: 'Ninguém marcou esse horário.',
            },
            {
              termo: <Chip label="Agendado" variant="outlined" />,
              explicacao:
                'Há uma reunião marcada. Toque para ver cliente, fornecedor, representante, dia e horário.',
            },
            {
              termo: <Chip label="Sala Virtual Aberta" variant="outlined" />,
              explicacao: 'A reunião marcada está acontecendo agora; o horário pisca em verde.',
            },
          ]}
        />
        <Notas
          itens={[
            <>
              O botão <strong>Atualizar</strong> recarrega a grade, e <strong>Imprimir</strong> gera a agenda
              em papel.
            </>,
          ]}
        />
      </TopicoAjuda>

      <TopicoAjuda titulo="Entrar na sala virtual">
        <Paragrafo>
          Quando um horário agendado estiver piscando em verde, toque nele para entrar na sala virtual e
          conversar por vídeo com o cliente e o representante. Dentro da sala você pode desligar o microfone,
          ampliar o vídeo e sair. Use o Chrome ou o Edge e permita o acesso à câmera e ao microfone quando o
          navegador pedir.
        </Paragrafo>
      </TopicoAjuda>
    </SecaoAjuda>
  );
}
