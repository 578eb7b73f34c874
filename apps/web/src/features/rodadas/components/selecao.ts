import type { rodadas } from '@rodada/contracts';
import type { RodadaSelecionada } from '../../../lib/estado-local';

/** What the device keeps of a round when it is selected (spec 1 §3 "Round"): no more, no less. */
export function paraSelecionada(r: rodadas.RodadaLinha): RodadaSelecionada {
  return {
    id: r.id,
    nome: r.nome,
    cidade_nome: r.cidade_nome,
    estado_nome: r.estado_nome,
    local: r.local,
    data_inicio: r.data_inicio,
    data_fim: r.data_fim,
    permitir_pedidos: r.permitir_pedidos,
    uuid: r.uuid,
  };
}

/** Whether the stored copy differs from the server's row (a name or a date changed since). */
export function selecaoDesatualizada(guardada: RodadaSelecionada, r: rodadas.RodadaLinha): boolean {
  const nova = paraSelecionada(r);
  return (Object.keys(nova) as (keyof RodadaSelecionada)[]).some((k) => nova[k] !== guardada[k]);
}
