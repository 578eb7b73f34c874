// The auth module's public entry (ADR 013, module boundaries): what other modules may use of it.
export { paraAtor, paraUsuarioLogado, resolverSessao, type Sessao } from './auth.service.js';
export { buscarUsuarioComPerfil, type UsuarioComPerfil } from './auth.repository.js';
