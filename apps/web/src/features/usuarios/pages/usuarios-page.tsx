import { useState } from 'react';
import { Chip, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import LockReset from '@mui/icons-material/LockReset';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { MSG, TIPOS, type Tipo, usuarios, MSG_USUARIOS } from '@rodada/contracts';
import { BarraLista } from '../../../components/barra-lista';
import { useBuscaAdiada } from '../../../components/campo-busca';
import { TextoEmail } from '../../../components/texto-email';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { TabelaDados, usePaginacao, type ColunaTabela } from '../../../components/tabela-dados';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro, useAvisarErroDeCarga, erroDeCarga } from '../../../lib/formulario';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useInativarUsuario } from '../api/inativar-usuario';
import { useResetarSenha } from '../api/resetar-senha';
import { useUsuarios } from '../api/listar-usuarios';
import { DialogoSenhaTemporaria } from '../../../components/dialogo-senha-temporaria';

type Usuario = usuarios.UsuarioLista;
type Acao = { tipo: 'resetar' | 'inativar' | 'ativar'; usuario: Usuario };

/** How each role reads on screen. */
const ROTULO_TIPO: Record<Tipo, string> = {
  master: 'Master',
  administrador: 'Administrador',
  fornecedor: 'Fornecedor',
  representante: 'Representante',
  cliente: 'Cliente',
};

/** 'Maria (maria@loja.com)': who an action is about, in dialogs. */
const quem = (u: Usuario) => `${u.nome} (${u.email})`;

/**
 * /usuarios (master only, spec D12; spec 2 §2 "Other", §3 "user (list)"): every login with its
 * role-profile name, searched and paginated on the server, with 'Resetar senha' (a temporary
 * password shown once, spec D1) and 'Inativar'/'Ativar', each behind a confirmation.
 */
export default function UsuariosPage() {
  const eu = useEstadoLocal((s) => s.usuario);
  const [tipo, setTipo] = useState<Tipo | ''>('');
  const { pagina, porPagina, mudarPagina, mudarPorPagina, reiniciar } = usePaginacao();
  // The action stays set while its dialog fades out, so the text does not vanish mid-animation.
  const [acao, setAcao] = useState<Acao | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const pedir = (a: Acao) => {
    setAcao(a);
    setConfirmando(true);
  };
  const [senhaGerada, setSenhaGerada] = useState<{ senha: string; usuario: Usuario } | null>(null);

  const { busca, setBusca, buscaAplicada } = useBuscaAdiada(reiniciar);

  const lista = useUsuarios({
    page: pagina,
    paginacao: porPagina,
    ...(buscaAplicada ? { busca: buscaAplicada } : {}),
    ...(tipo ? { tipo } : {}),
  });
  const resetar = useResetarSenha();
  const inativar = useInativarUsuario();

  // spec 2 §8 "Users": 'Erro ao listar usuários'.
  useAvisarErroDeCarga(lista, MSG_USUARIOS.erroListarUsuarios);

  const colunas: ColunaTabela<Usuario>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      render: (u) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {u.nome}
            {u.id === eu?.id && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                (você)
              </Typography>
            )}
          </Typography>
          {/* Where the Verificado column is hidden (narrow screens), the name says it. */}
          {!u.verificado && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: { xs: 'block', lg: 'none' } }}
            >
              Cadastro incompleto
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'email',
      titulo: 'Email',
      render: (u) => <TextoEmail email={u.email} />,
    },
    { id: 'tipo', titulo: 'Tipo', render: (u) => ROTULO_TIPO[u.tipo], ocultarAbaixo: 'sm' },
    {
      id: 'verificado',
      titulo: 'Verificado',
      align: 'center',
      // With the fixed menu (from 900 px) a 1024 px screen leaves ~730 px: the e-mail needs them more.
      ocultarAbaixo: 'lg',
      render: (u) => (
        <Chip
          size="small"
          variant="outlined"
          label={u.verificado ? 'Sim' : 'Não'}
          color={u.verificado ? 'success' : 'default'}
        />
      ),
    },
    {
      id: 'ativo',
      titulo: 'Situação',
      align: 'center',
      render: (u) => (
        <Chip
          size="small"
          label={u.ativo ? 'Ativo' : 'Inativo'}
          color={u.ativo ? 'success' : 'default'}
          variant={u.ativo ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      id: 'acoes',
      titulo: 'Ações',
      align: 'right',
      largura: 112,
      // Each button as the row's `acoes` allow it (ADR 013): none on one's own login.
      render: (u) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {u.acoes.resetar_senha && (
            <Tooltip title="Resetar senha">
              <IconButton
                aria-label={`Resetar senha de ${u.nome}`}
                onClick={() => pedir({ tipo: 'resetar', usuario: u })}
              >
                <LockReset />
              </IconButton>
            </Tooltip>
          )}
          {u.acoes.ativar &&
            (u.ativo ? (
              <Tooltip title="Inativar">
                <IconButton
                  aria-label={`Inativar ${u.nome}`}
                  onClick={() => pedir({ tipo: 'inativar', usuario: u })}
                >
                  <Block />
                </IconButton>
              </Tooltip>
            ) : (
              <Tooltip title="Ativar">
                <IconButton
                  aria-label={`Ativar ${u.nome}`}
                  color="success"
                  onClick={() => pedir({ tipo: 'ativar', usuario: u })}
                >
                  <CheckCircleOutline />
                </IconButton>
              </Tooltip>
            ))}
        </Stack>
      ),
    },
  ];

  const confirmar = async () => {
    if (!acao) return;
    const { usuario } = acao;
    try {
      if (acao.tipo === 'resetar') {
        const { senha } = await resetar.mutateAsync(usuario.id);
        setSenhaGerada({ senha, usuario });
      } else {
        const { msg } = await inativar.mutateAsync({ id: usuario.id, ativo: acao.tipo === 'ativar' });
        avisar(msg, 'success');
      }
    } catch (e) {
      const fallback = acao.tipo === 'resetar' ? MSG_USUARIOS.erroResetarSenhaUsuario : MSG.erroInterno;
      const msg = mensagemDeErro(e, fallback);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  const textos: Record<Acao['tipo'], { titulo: string; botao: string; mensagem: (u: Usuario) => string }> = {
    resetar: {
      titulo: 'Resetar senha',
      botao: 'Resetar senha',
      mensagem: (u) =>
        `Gerar uma nova senha temporária para ${quem(u)}? A senha atual deixa de valer, as sessões abertas são encerradas e, no próximo acesso, o usuário deverá definir uma senha própria.`,
    },
    inativar: {
      titulo: 'Inativar usuário',
      botao: 'Inativar',
      mensagem: (u) =>
        `Inativar ${quem(u)}? O usuário não poderá entrar e as sessões abertas serão encerradas.`,
    },
    ativar: {
      titulo: 'Ativar usuário',
      botao: 'Ativar',
      mensagem: (u) => `Ativar ${quem(u)}? O usuário poderá entrar novamente.`,
    },
  };
  const texto = acao ? textos[acao.tipo] : null;

  return (
    <Stack spacing={2.5}>
      <BarraLista
        titulo="Usuários"
        busca={{
          valor: busca,
          aoMudar: setBusca,
          placeholder: 'Nome ou email',
          contrato: usuarios.listarUsuarios,
        }}
        filtros={
          <TextField
            select
            label="Tipo"
            value={tipo}
            onChange={(e) => {
              setTipo(e.target.value as Tipo | '');
              reiniciar();
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {TIPOS.map((t) => (
              <MenuItem key={t} value={t}>
                {ROTULO_TIPO[t]}
              </MenuItem>
            ))}
          </TextField>
        }
      />

      <TabelaDados
        rotulo="Usuários"
        colunas={colunas}
        linhas={lista.data?.usuarios.data ?? []}
        chave={(u) => u.id}
        total={lista.data?.usuarios.total ?? 0}
        pagina={pagina}
        porPagina={porPagina}
        onPageChange={mudarPagina}
        onPageSizeChange={mudarPorPagina}
        carregando={lista.isFetching}
        erro={erroDeCarga(lista, MSG_USUARIOS.erroListarUsuarios)}
        onTentarNovamente={() => void lista.refetch()}
      />

      <DialogoConfirmacao
        aberto={confirmando}
        titulo={texto?.titulo ?? ''}
        mensagem={acao && texto ? texto.mensagem(acao.usuario) : ''}
        textoConfirmar={texto?.botao ?? 'Confirmar'}
        perigo={acao?.tipo === 'inativar'}
        ocupado={resetar.isPending || inativar.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmar()}
      />
      <DialogoSenhaTemporaria
        senha={senhaGerada?.senha ?? null}
        titulo={MSG.senhaResetada}
        rotulo="Nova senha"
        texto={`Nova senha de ${senhaGerada ? quem(senhaGerada.usuario) : ''}. Anote ou copie agora: ela não será mostrada de novo. No próximo acesso, o usuário deverá definir uma senha própria.`}
        onFechar={() => setSenhaGerada(null)}
      />
    </Stack>
  );
}
