import { useState } from 'react';
import { useNavigate } from 'react-router';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import LockReset from '@mui/icons-material/LockReset';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircleOutlineOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import ToggleOn from '@mui/icons-material/ToggleOnOutlined';
import ToggleOff from '@mui/icons-material/ToggleOffOutlined';
import { fornecedores } from '@rodada/contracts';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { DialogoSenhaTemporaria } from '../../../components/dialogo-senha-temporaria';
import { MenuDaLinha, type AcaoDaLinha } from '../../../components/menu-linha';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro } from '../../../lib/formulario';
import { useAcoesFornecedor } from '../api/fornecedores';

type Fornecedor = fornecedores.FornecedorLista;
const MSG = fornecedores.MSG_FORNECEDORES;

/** An action of the row menu that needs a confirmation. */
export interface AcaoFornecedor {
  tipo: 'resetar' | 'bloquear' | 'ativar' | 'excluir' | 'ativarParaMim' | 'desativarParaMim';
  fornecedor: Fornecedor;
}

/**
 * The row menu of /fornecedores: 'Detalhes' for everyone, then what the row's `acoes` allow (spec 2
 * §2, §6; ADR 013): Editar; Ativar/Desativar para mim (a representante); Resetar senha,
 * Bloquear/Ativar and Excluir (ADR 007: the master, an administrador for its rounds and
 * registrations). The server decides each one per row; the menu never guesses from the role.
 */
export function FornecedorMenuLinha({
  fornecedor: f,
  aoDetalhar,
  aoPedir,
}: {
  fornecedor: Fornecedor;
  aoDetalhar: (f: Fornecedor) => void;
  aoPedir: (a: AcaoFornecedor) => void;
}) {
  const navegar = useNavigate();
  const pode = f.acoes;

  const gestao: AcaoDaLinha[] = [
    ...(pode.resetar_senha
      ? [
          {
            rotulo: 'Resetar senha',
            icone: <LockReset fontSize="small" />,
            aoEscolher: () => aoPedir({ tipo: 'resetar', fornecedor: f }),
          },
        ]
      : []),
    ...(pode.bloquear
      ? [
          {
            rotulo: f.ativo ? 'Bloquear' : 'Ativar',
            icone: f.ativo ? <Block fontSize="small" /> : <CheckCircle fontSize="small" />,
            aoEscolher: () => aoPedir({ tipo: f.ativo ? 'bloquear' : 'ativar', fornecedor: f }),
          },
        ]
      : []),
    ...(pode.excluir
      ? [
          {
            rotulo: 'Excluir',
            icone: <Delete fontSize="small" />,
            perigo: true,
            aoEscolher: () => aoPedir({ tipo: 'excluir', fornecedor: f }),
          },
        ]
      : []),
  ];

  const acoes: AcaoDaLinha[] = [
    { rotulo: 'Detalhes', icone: <Visibility fontSize="small" />, aoEscolher: () => aoDetalhar(f) },
    ...(pode.editar
      ? [
          {
            rotulo: 'Editar',
            icone: <Edit fontSize="small" />,
            aoEscolher: () => void navegar(`/fornecedores/${f.id}/editar`),
          },
        ]
      : []),
    ...(pode.ativar_para_mim
      ? [
          {
            rotulo: f.ativo_representante ? 'Desativar para mim' : 'Ativar para mim',
            icone: f.ativo_representante ? <ToggleOff fontSize="small" /> : <ToggleOn fontSize="small" />,
            aoEscolher: () =>
              aoPedir({ tipo: f.ativo_representante ? 'desativarParaMim' : 'ativarParaMim', fornecedor: f }),
          },
        ]
      : []),
    // The maintenance group starts after a divider.
    ...gestao.map((a, i) => (i === 0 ? { ...a, divisor: true } : a)),
  ];
  return <MenuDaLinha nome={f.nome_fantasia} acoes={acoes} />;
}

/** Title, button, question and fallback error of each confirmation. */
const TEXTOS: Record<
  AcaoFornecedor['tipo'],
  { titulo: string; botao: string; perigo?: boolean; erro: string; mensagem: (nome: string) => string }
> = {
  resetar: {
    titulo: 'Resetar senha',
    botao: 'Resetar senha',
    erro: MSG.erroResetar,
    mensagem: (n) =>
      `Gerar uma nova senha temporária para ${n}? A senha atual deixa de valer, as sessões abertas são encerradas e, se o fornecedor estiver desativado, ele volta a ser ativado.`,
  },
  bloquear: {
    titulo: 'Bloquear fornecedor',
    botao: 'Bloquear',
    perigo: true,
    erro: MSG.erroBloquear,
    mensagem: (n) => `Bloquear ${n}? O fornecedor não poderá entrar e as sessões abertas serão encerradas.`,
  },
  ativar: {
    titulo: 'Ativar fornecedor',
    botao: 'Ativar',
    erro: MSG.erroAtivarDesativar,
    mensagem: (n) => `Ativar ${n}? O fornecedor poderá entrar novamente.`,
  },
  excluir: {
    titulo: 'Excluir fornecedor',
    botao: 'Excluir',
    perigo: true,
    erro: MSG.erroExcluir,
    mensagem: (n) =>
      `Excluir ${n}? O cadastro, o acesso e as avaliações serão removidos. Um fornecedor com produtos, pedidos ou rodadas não pode ser excluído; bloqueie-o.`,
  },
  ativarParaMim: {
    titulo: 'Ativar para mim',
    botao: 'Ativar',
    erro: MSG.erroAtivarDesativar,
    mensagem: (n) => `Ativar ${n} para você? Você passa a representar este fornecedor.`,
  },
  desativarParaMim: {
    titulo: 'Desativar para mim',
    botao: 'Desativar',
    perigo: true,
    erro: MSG.erroAtivarDesativar,
    mensagem: (n) => `Desativar ${n} para você? O fornecedor continua ativo para os demais.`,
  },
};

/**
 * The confirmation of the chosen row action and, after a password reset, the temporary password
 * shown once (spec D1).
 */
export function FornecedorAcoes({
  acao,
  representanteId,
  onFechar,
}: {
  acao: AcaoFornecedor | null;
  representanteId: number | null;
  onFechar: () => void;
}) {
  const { excluir, resetar, bloquear, ativarParaMim } = useAcoesFornecedor();
  // The action stays shown while its dialog fades out.
  const [ultima, setUltima] = useState<AcaoFornecedor | null>(null);
  if (acao && acao !== ultima) setUltima(acao);
  const [senha, setSenha] = useState<{ senha: string; nome: string } | null>(null);
  const ocupado = excluir.isPending || resetar.isPending || bloquear.isPending || ativarParaMim.isPending;

  const exibida = acao ?? ultima;
  const texto = exibida ? TEXTOS[exibida.tipo] : null;

  const confirmar = async () => {
    if (!acao) return;
    const f = acao.fornecedor;
    try {
      switch (acao.tipo) {
        case 'resetar': {
          const r = await resetar.mutateAsync(f.id);
          avisar(MSG.senhaResetada, 'success');
          setSenha({ senha: r.senha, nome: f.nome_fantasia });
          break;
        }
        case 'bloquear':
        case 'ativar':
          avisar((await bloquear.mutateAsync(f.id)).msg, 'success');
          break;
        case 'excluir':
          avisar((await excluir.mutateAsync(f.id)).msg, 'success');
          break;
        case 'ativarParaMim':
        case 'desativarParaMim':
          if (representanteId === null) return;
          avisar(
            (
              await ativarParaMim.mutateAsync({
                representanteId,
                fornecedorId: f.id,
                status: acao.tipo === 'ativarParaMim' ? 1 : 0,
              })
            ).msg,
            'success',
          );
          break;
      }
    } catch (e) {
      const msg = mensagemDeErro(e, TEXTOS[acao.tipo].erro);
      if (msg) avisar(msg, 'error');
    } finally {
      onFechar();
    }
  };

  return (
    <>
      <DialogoConfirmacao
        aberto={acao !== null}
        titulo={texto?.titulo ?? ''}
        mensagem={exibida && texto ? texto.mensagem(exibida.fornecedor.nome_fantasia) : ''}
        textoConfirmar={texto?.botao ?? 'Confirmar'}
        perigo={texto?.perigo ?? false}
        ocupado={ocupado}
        onCancelar={onFechar}
        onConfirmar={() => void confirmar()}
      />
      <DialogoSenhaTemporaria
        senha={senha?.senha ?? null}
        titulo="Senha temporária"
        rotulo="Nova senha"
        texto={`Nova senha de acesso de ${senha?.nome ?? ''}. Anote ou copie agora: ela não será mostrada de novo. No próximo acesso, o fornecedor deverá definir uma senha própria.`}
        onFechar={() => setSenha(null)}
      />
    </>
  );
}
