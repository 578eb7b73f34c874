/**
 * The public entry of the users module (issue 10 §2): what the app and other modules use from it.
 * Its routes are the master's users screen and the change of one's own password; the login helpers
 * below serve every module that creates, resets, deactivates or deletes a person's login.
 */
export { rotasUsuarios } from './usuarios.routes.js';
export { cadastrarUsuario, trocarPorSenhaTemporaria } from './usuarios.service.js';
export {
  buscarUsuario,
  definirAtivo,
  definirSenha,
  possuiRegistros,
  revogarTokens,
  type UsuarioDetalhe,
} from './usuarios.repository.js';
