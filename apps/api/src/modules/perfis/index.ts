// The shared parts of the role profiles (ADR 013, module boundaries): account saving, addresses,
// login e-mails and temporary passwords, used by the cliente, fornecedor, representante,
// administrador and usuarios modules. The address and login pieces run inside the caller's
// transaction (they take a Tx), and the address columns join into the callers' own selects.
export * from './perfis.service.js';
export {
  cidadeEstado,
  colunasEnderecoComNomes,
  colunasEnderecoDaConta,
  emailEmUso,
  gravarEndereco,
  inserirLoginTemporario,
  lerEndereco,
  localDaCidade,
  type EnderecoComNomes,
  type EnderecoGravado,
} from './perfis.repository.js';
