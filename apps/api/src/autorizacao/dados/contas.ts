import { ok, type Tabela } from '../tipos.js';

// Login, sign-up, users, administrators, counters and lookups. Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// (incompleto: an account signed up and not completed, of the role the endpoint serves; see
// matriz-autorizacao.dados.ts).

/** Public: the same answer with or without a session (ADR 003). */
const PUBLICO = [ok, ok, ok, ok, ok, ok, ok] as const;
/** Any logged-in user, held accounts included (the session, the shell's counters, ADR 008). */
const LOGADO_MESMO_INCOMPLETO = [ok, ok, ok, ok, ok, 401, ok] as const;
/** Master only (spec D12, ADR 007: users and administrators maintenance). */
const SO_MASTER = [ok, 403, 403, 403, 403, 401, 403] as const;

export const CONTAS: Tabela = {
  // Authentication and sign-up (spec 1 §4, §5, §7).
  'POST /api/logar': { objeto: 'sem objeto', todos: PUBLICO },
  'POST /login': { objeto: 'sem objeto', todos: PUBLICO },
  'POST /api/logout': { objeto: 'sem objeto', todos: LOGADO_MESMO_INCOMPLETO },
  'GET /api/usuarios/logado': { objeto: 'sem objeto', todos: LOGADO_MESMO_INCOMPLETO },
  'POST /api/usuarios/salvar': { objeto: 'sem objeto', todos: PUBLICO },
  'POST /api/password/email/codigo-ativacao': { objeto: 'sem objeto', todos: PUBLICO },
  'POST /api/password/email/codigo-ativacao-reenviar': { objeto: 'sem objeto', todos: PUBLICO },
  'POST /api/password/email': { objeto: 'sem objeto', todos: PUBLICO },
  'POST /api/password/email/codigo-reset': { objeto: 'sem objeto', todos: PUBLICO },
  'POST /api/password/email/nova-senha-reset': { objeto: 'sem objeto', todos: PUBLICO },
  'GET /api/health': { objeto: 'sem objeto', todos: PUBLICO },

  // Users (spec 2 §7 "Users"): the master manages every login; its own object is a login it
  // registered, another's a public sign-up. Everyone else is refused by role.
  'GET /api/usuarios/listar': { objeto: 'sem objeto', todos: SO_MASTER },
  'GET /api/usuarios/listar-todos': { objeto: 'sem objeto', todos: SO_MASTER },
  'POST /api/usuarios/resetar-senha': { objeto: 'usuario', proprio: SO_MASTER, outro: SO_MASTER },
  'POST /api/usuarios/:id/alterarsenha': { objeto: 'usuario', proprio: SO_MASTER, outro: SO_MASTER },
  'POST /api/usuarios/:id/inativar': { objeto: 'usuario', proprio: SO_MASTER, outro: SO_MASTER },
  'POST /api/usuarios/cadastrar': { objeto: 'sem objeto', todos: SO_MASTER },
  'GET /api/usuarios/:id/editar': { objeto: 'usuario', proprio: SO_MASTER, outro: SO_MASTER },
  'POST /api/usuarios/:id/atualizar': { objeto: 'usuario', proprio: SO_MASTER, outro: SO_MASTER },
  'POST /api/usuarios/:id/excluir': { objeto: 'usuario', proprio: SO_MASTER, outro: SO_MASTER },
  // Everyone changes their own password, a held account too (it is part of completing it).
  'POST /api/usuarios/alterar-senha': { objeto: 'sem objeto', todos: LOGADO_MESMO_INCOMPLETO },

  // Counters of the shell (spec 1 §2.2), open to a held account (ADR 008).
  'GET /api/notificacoes/contagem': { objeto: 'sem objeto', todos: LOGADO_MESMO_INCOMPLETO },
  'GET /api/rodadas/contagem': { objeto: 'sem objeto', todos: LOGADO_MESMO_INCOMPLETO },
  // The supplier's pending prints in a round it takes part in; another round reads as absent.
  'GET /api/impressoes/contagem': {
    objeto: 'rodada',
    proprio: [403, 403, ok, 403, 403, 401, ok],
    outro: [403, 403, 404, 403, 403, 401, 404],
  },

  // Lookups: public, but the CEP (any logged-in user, held ones too: ADR 012).
  'GET /api/estados': { objeto: 'sem objeto', todos: PUBLICO },
  'GET /api/cidades': { objeto: 'sem objeto', todos: PUBLICO },
  'GET /api/bancos': { objeto: 'sem objeto', todos: PUBLICO },
  'GET /api/cep/:cep': { objeto: 'sem objeto', todos: LOGADO_MESMO_INCOMPLETO },

  // The administrator's own account (spec 2 §7): its own id only (another: 404). An administrador
  // is never held (TIPOS_COM_CADASTRO_A_CONCLUIR): the incompleto column is a held cliente.
  'GET /api/administradores/config/listar': {
    objeto: 'administrador',
    proprio: [403, ok, 403, 403, 403, 401, 403],
    outro: [403, 404, 403, 403, 403, 401, 403],
  },
  'POST /api/administradores/config/salvar': {
    objeto: 'administrador',
    proprio: [403, ok, 403, 403, 403, 401, 403],
    outro: [403, 404, 403, 403, 403, 401, 403],
  },
  // Administrators maintenance: master only (spec 2 §6), any administrator.
  'GET /api/administradores/listar': { objeto: 'sem objeto', todos: SO_MASTER },
  'POST /api/administradores/salvar': { objeto: 'sem objeto', todos: SO_MASTER },
  'GET /api/administradores/:id/editar': { objeto: 'administrador', proprio: SO_MASTER, outro: SO_MASTER },
  'POST /api/administradores/:id/atualizar': {
    objeto: 'administrador',
    proprio: SO_MASTER,
    outro: SO_MASTER,
  },
  'POST /api/administradores/:id/excluir': { objeto: 'administrador', proprio: SO_MASTER, outro: SO_MASTER },
  // Its rounds' customers, by its own id only (ADR 006: another id answers 404).
  'GET /api/administradores/:id/clientes': {
    objeto: 'administrador',
    proprio: [403, ok, 403, 403, 403, 401, 403],
    outro: [403, 404, 403, 403, 403, 401, 403],
  },
};
