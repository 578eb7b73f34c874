// The shared parts of the role profiles (ADR 013, module boundaries): account saving, addresses,
// login e-mails and temporary passwords, used by the cliente, fornecedor, representante,
// administrador and usuarios modules. The address and e-mail lookups run inside the caller's
// transaction, so they take a Tx.
export * from './perfis.service.js';
export {
  emailEmUso,
  gravarEndereco,
  lerEndereco,
  localDaCidade,
  type EnderecoGravado,
} from './perfis.repository.js';
