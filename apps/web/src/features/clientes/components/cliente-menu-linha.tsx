import { useNavigate } from 'react-router';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import ToggleOn from '@mui/icons-material/ToggleOnOutlined';
import ToggleOff from '@mui/icons-material/ToggleOffOutlined';
import { clientes } from '@rodada/contracts';
import { useImprimir } from '../../../components/botao-imprimir';
import { MenuDaLinha, type AcaoDaLinha } from '../../../components/menu-linha';

type Cliente = clientes.ClienteLista;

/** An action of the row menu that needs a confirmation. */
export interface AcaoCliente {
  tipo: 'ativar' | 'desativar' | 'excluir';
  cliente: Cliente;
}

/**
 * The row menu of /clientes (spec 2 §2, §6): Detalhes for every row, and what the row's `acoes`
 * allow (ADR 013; the server decides them from the cliente policy): Imprimir (the ficha), Editar,
 * Ativar/Desativar (master, administrador and representante) and Excluir (the supplier only).
 */
export function ClienteMenuLinha({
  cliente: c,
  aoDetalhar,
  aoPedir,
}: {
  cliente: Cliente;
  aoDetalhar: (c: Cliente) => void;
  aoPedir: (a: AcaoCliente) => void;
}) {
  const navegar = useNavigate();
  const { imprimindo, imprimir } = useImprimir();
  const { editar: edita, ativar: ativa, excluir: exclui, imprimir: imprime } = c.acoes;

  const acoes: AcaoDaLinha[] = [
    ...(edita
      ? [
          {
            rotulo: 'Editar',
            icone: <Edit fontSize="small" />,
            aoEscolher: () => void navegar(`/clientes/${c.id}/editar`),
          },
        ]
      : []),
    { rotulo: 'Detalhes', icone: <Visibility fontSize="small" />, aoEscolher: () => aoDetalhar(c) },
    ...(imprime
      ? [
          {
            rotulo: 'Imprimir',
            icone: <Print fontSize="small" />,
            desativado: imprimindo,
            aoEscolher: () =>
              void imprimir(
                clientes.imprimirFichaCliente,
                { params: { id: c.id }, titulo: `Ficha de ${c.nome}` },
                clientes.MSG_CLIENTES.erroImprimir,
              ),
          },
        ]
      : []),
    ...(ativa
      ? [
          {
            rotulo: c.ativo ? 'Desativar' : 'Ativar',
            icone: c.ativo ? <ToggleOff fontSize="small" /> : <ToggleOn fontSize="small" />,
            divisor: true,
            aoEscolher: () => aoPedir({ tipo: c.ativo ? 'desativar' : 'ativar', cliente: c }),
          },
        ]
      : []),
    ...(exclui
      ? [
          {
            rotulo: 'Excluir',
            icone: <Delete fontSize="small" />,
            perigo: true,
            divisor: !ativa,
            aoEscolher: () => aoPedir({ tipo: 'excluir', cliente: c }),
          },
        ]
      : []),
  ];
  return <MenuDaLinha nome={c.nome} acoes={acoes} />;
}
