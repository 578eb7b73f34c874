import { formatarCep, formatarCnpj, type clientes } from '@rodada/contracts';
import { mascararTelefone } from './mascaras';

// What the people and company forms start with (customers, stores, companies, suppliers,
// representatives and the account pages): the stored values with their masks, '' instead of null.
// The forms send what they hold as typed; the server normalises it with the same schema, so there
// is no way back to write here.

/** An address as the API answers it (each read schema has these parts, some have more). */
export interface EnderecoGuardado {
  rua?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  estado_id?: number | null;
  cidade_id?: number | null;
  cep?: string | null;
  telefone?: string | null;
  celular?: string | null;
  email?: string | null;
  email2?: string | null;
}

/** An address as the form shows it (every form's address block; null gives the empty block). */
export function valoresEndereco(e: EnderecoGuardado | null | undefined) {
  return {
    rua: e?.rua ?? '',
    numero: e?.numero ?? '',
    complemento: e?.complemento ?? '',
    bairro: e?.bairro ?? '',
    estado_id: e?.estado_id ?? null,
    cidade_id: e?.cidade_id ?? null,
    cep: e?.cep ? formatarCep(e.cep) : '',
    telefone: e?.telefone ? mascararTelefone(e.telefone) : '',
    celular: e?.celular ? mascararTelefone(e.celular) : '',
  };
}

/** The address with its contact e-mail (stores, companies, representatives). */
export function valoresEnderecoComEmail(e: EnderecoGuardado | null | undefined) {
  return { ...valoresEndereco(e), email: e?.email ?? '' };
}

/** The address with both contact e-mails (suppliers). */
export function valoresEnderecoComEmails(e: EnderecoGuardado | null | undefined) {
  return { ...valoresEnderecoComEmail(e), email2: e?.email2 ?? '' };
}

/** A company as the API answers it: the block every people and store form starts with. */
export interface EmpresaGuardada {
  razao_social?: string | null;
  nome_fantasia?: string | null;
  cnpj?: string | null;
  ie?: string | null;
}

/** The company block (razão social, nome fantasia, CNPJ with its mask, IE); null gives it empty. */
export function valoresEmpresa(c: EmpresaGuardada | null | undefined) {
  return {
    razao_social: c?.razao_social ?? '',
    nome_fantasia: c?.nome_fantasia ?? '',
    cnpj: c?.cnpj ? formatarCnpj(c.cnpj) : '',
    ie: c?.ie ?? '',
  };
}

/** What a store form starts with (the customer's store dialog and the company form of /empresas). */
export function valoresLoja(l: clientes.LojaLida | null) {
  return { ...valoresEmpresa(l), endereco: valoresEnderecoComEmail(l?.endereco) };
}

/** '(##) ####-####' / '(##) #####-####' for stored digits; '—' when empty. */
export function telefoneLegivel(t: string | null | undefined): string {
  return t ? mascararTelefone(t) : '—';
}
