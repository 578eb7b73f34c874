import { useNavigate } from 'react-router';
import Block from '@mui/icons-material/Block';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/EditOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import { MenuDaLinha, type AcaoDaLinha } from '../../../components/menu-linha';
import type { AcoesPedido } from './tipos';

/** An entry of an order's menu, in the menu's order (spec 3 §2 "row menu"). */
export type EntradaMenuPedido =
  'editar' | 'copiar' | 'imprimir' | 'revisar' | 'informar_entrega' | 'cancelar';

const ORDEM: readonly EntradaMenuPedido[] = [
  'editar',
  'copiar',
  'imprimir',
  'revisar',
  'informar_entrega',
  'cancelar',
];

/** The entries of an order's menu: exactly those its `acoes` allow, nothing from the role. */
export function entradasDoMenu(acoes: AcoesPedido): EntradaMenuPedido[] {
  return ORDEM.filter((e) => acoes[e]);
}

/** Where the form of an order opens (spec 3 §2: /pedidos/{id}/editar with ?uuid= when an id exists). */
export function caminhoDoPedido(pedido: { id: number; uuid?: string | null }, modo: 'editar' | 'copiar') {
  const uuid = pedido.uuid ? `?uuid=${encodeURIComponent(pedido.uuid)}` : '';
  return `/pedidos/${pedido.id}/${modo}${uuid}`;
}

/**
 * The '⋮' menu of a row of the orders list: Editar, Copiar, Imprimir, Revisar (opens the form, where
 * 'Revisar pedido' saves and closes it), Informar Entrega and Cancelar, each only when the row's
 * `acoes` allow it; no button at all when none does. The last two ask first (the screen's dialogs).
 */
export function MenuPedido({
  pedido,
  imprimindo,
  aoImprimir,
  aoInformarEntrega,
  aoCancelar,
}: {
  pedido: { id: number; uuid?: string | null; acoes: AcoesPedido };
  imprimindo: boolean;
  aoImprimir: () => void;
  aoInformarEntrega: () => void;
  aoCancelar: () => void;
}) {
  const navegar = useNavigate();
  const entradas = entradasDoMenu(pedido.acoes);
  if (entradas.length === 0) return null;
  const abrir = (modo: 'editar' | 'copiar') => void navegar(caminhoDoPedido(pedido, modo));
  const DEFINICOES: Record<EntradaMenuPedido, AcaoDaLinha> = {
    editar: { rotulo: 'Editar', icone: <Edit fontSize="small" />, aoEscolher: () => abrir('editar') },
    copiar: { rotulo: 'Copiar', icone: <ContentCopy fontSize="small" />, aoEscolher: () => abrir('copiar') },
    imprimir: {
      rotulo: 'Imprimir',
      icone: <Print fontSize="small" />,
      aoEscolher: aoImprimir,
      desativado: imprimindo,
    },
    revisar: { rotulo: 'Revisar', icone: <FactCheck fontSize="small" />, aoEscolher: () => abrir('editar') },
    informar_entrega: {
      rotulo: 'Informar Entrega',
      icone: <LocalShipping fontSize="small" />,
      aoEscolher: aoInformarEntrega,
    },
    cancelar: {
      rotulo: 'Cancelar',
      icone: <Block fontSize="small" />,
      aoEscolher: aoCancelar,
      perigo: true,
      divisor: entradas.length > 1,
    },
  };
  return <MenuDaLinha nome={`Pedido ${pedido.id}`} acoes={entradas.map((e) => DEFINICOES[e])} />;
}
