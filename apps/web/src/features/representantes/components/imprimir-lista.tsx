import { representantes } from '@rodada/contracts';
import { BotaoImprimir } from '../../../components/botao-imprimir';

/** 'Imprimir' of both representative lists: the list as searched, under the screen's title. */
export function ImprimirRepresentantes({ titulo, busca }: { titulo: string; busca: string }) {
  return (
    <BotaoImprimir
      contrato={representantes.imprimirRepresentantes}
      query={busca ? { busca } : {}}
      mensagemDeErro={representantes.MSG_REPRESENTANTES.erroImprimir}
      titulo={titulo}
    />
  );
}
