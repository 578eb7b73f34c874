import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { IconButton, Tooltip } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Storefront from '@mui/icons-material/StorefrontOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Badge from '@mui/icons-material/BadgeOutlined';
import { podeAbrirRota, ROTAS_WEB, type rodadas, type Tipo } from '@rodada/contracts';
import { MenuDaLinha, type AcaoDaLinha } from '../../../components/menu-linha';

/** Whether the route table lets `tipo` open the screen of `padrao` (spec 1 §2.1). */
function rotaPermitida(padrao: string, tipo: Tipo): boolean {
  const rota = ROTAS_WEB.find((r) => r.path === padrao);
  return rota !== undefined && podeAbrirRota(rota, tipo);
}

/** What an entry of the row menu does: open a screen of the round, or its Detalhes dialog. */
export type EscolhaDaRodada = { tipo: 'ir'; para: string } | { tipo: 'detalhes' };

/** One entry of the row menu, before it gets its icon and handler. */
export interface EntradaDaRodada {
  rotulo: 'Editar' | 'Stands' | 'Clientes' | 'Fornecedores' | 'Representantes' | 'Detalhes';
  escolha: EscolhaDaRodada;
}

/**
 * The row menu of /rodadas (spec 3 §2 "Row menu"), from what the server says the caller may do
 * with the round (`acoes`, ADR 013) and what the route table opens to the role (spec 1 §2.1: the
 * stands screens are the administrador's; the participants' the administrador's and the
 * representante's), so a master, who manages every round like its administrador, gets those
 * entries once the route table opens the screens to it:
 * - Editar while the round is open (acoes.editar);
 * - Stands (acoes.ver_stands) and Clientes, Fornecedores, Representantes (acoes.ver_participantes);
 * - Detalhes for every role but the administrador (spec 3 §2), and for an administrador too when
 *   Editar is gone (a closed round): the round's data stay readable, the choice where the spec is
 *   silent.
 */
export function entradasDaRodada(r: rodadas.RodadaLinha, tipo: Tipo): EntradaDaRodada[] {
  const ir = (para: string): EscolhaDaRodada => ({ tipo: 'ir', para });
  const entradas: EntradaDaRodada[] = [];
  if (r.acoes.editar && rotaPermitida('/rodadas/:id/editar', tipo)) {
    entradas.push({ rotulo: 'Editar', escolha: ir(`/rodadas/${r.id}/editar`) });
  }
  if (r.acoes.ver_stands && rotaPermitida('/rodadas/:rodada_id/stands', tipo)) {
    entradas.push({ rotulo: 'Stands', escolha: ir(`/rodadas/${r.id}/stands`) });
  }
  if (r.acoes.ver_participantes) {
    for (const [rotulo, trecho] of [
      ['Clientes', 'clientes'],
      ['Fornecedores', 'fornecedores'],
      ['Representantes', 'representantes'],
    ] as const) {
      if (rotaPermitida(`/rodadas/:rodada_id/${trecho}`, tipo)) {
        entradas.push({ rotulo, escolha: ir(`/rodadas/${r.id}/${trecho}`) });
      }
    }
  }
  if (tipo !== 'administrador' || !entradas.some((e) => e.rotulo === 'Editar')) {
    entradas.push({ rotulo: 'Detalhes', escolha: { tipo: 'detalhes' } });
  }
  return entradas;
}

const ICONES: Record<EntradaDaRodada['rotulo'], ReactNode> = {
  Editar: <Edit fontSize="small" />,
  Stands: <Storefront fontSize="small" />,
  Clientes: <Groups fontSize="small" />,
  Fornecedores: <LocalShipping fontSize="small" />,
  Representantes: <Badge fontSize="small" />,
  Detalhes: <InfoOutlined fontSize="small" />,
};

/**
 * The row's actions: for a fornecedor only an info button opening Detalhes (spec 3 §2); for every
 * other role the '⋮' menu of entradasDaRodada.
 */
export function AcoesDaRodada({
  rodada,
  tipo,
  aoDetalhar,
}: {
  rodada: rodadas.RodadaLinha;
  tipo: Tipo;
  aoDetalhar: (r: rodadas.RodadaLinha) => void;
}) {
  const navegar = useNavigate();
  if (tipo === 'fornecedor') {
    return (
      <Tooltip title="Detalhes">
        <IconButton aria-label={`Detalhes de ${rodada.nome}`} onClick={() => aoDetalhar(rodada)}>
          <InfoOutlined />
        </IconButton>
      </Tooltip>
    );
  }
  const acoes: AcaoDaLinha[] = entradasDaRodada(rodada, tipo).map((e, i) => ({
    rotulo: e.rotulo,
    icone: ICONES[e.rotulo],
    divisor: e.rotulo === 'Detalhes' && i > 0,
    aoEscolher: () => (e.escolha.tipo === 'ir' ? void navegar(e.escolha.para) : aoDetalhar(rodada)),
  }));
  return <MenuDaLinha nome={rodada.nome} acoes={acoes} />;
}
