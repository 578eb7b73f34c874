/**
 * CNPJ, CPF and CEP rules live in @rodada/contracts (documentos.ts): the contracts' zod field schemas
 * validate with them on both sides, and contracts cannot import domain. Re-exported here so business
 * code keeps one import for its rules.
 */
export {
  cnpjComDigitos,
  cnpjValido,
  cpfComDigitos,
  cpfValido,
  formatarCep,
  formatarCnpj,
  formatarCpf,
  formatarCpfOuCnpj,
  normalizarCep,
  normalizarCnpj,
  normalizarCpf,
} from '@rodada/contracts';
