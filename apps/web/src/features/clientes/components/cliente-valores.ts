import { formatarCep, formatarCnpj, formatarCpf, type clientes } from '@rodada/contracts';
import { mascararTelefone } from '../../../lib/mascaras';
import type { FormLoja } from '../api/clientes';

/** The customer form as it is held on screen (masks and all; the server normalises). */
export type FormCliente = clientes.ClienteForm;

/** What the customer form starts with: a stored customer with its masks, or every field empty. */
export function valoresCliente(c: clientes.ClienteLido | null): FormCliente {
  const e = c?.endereco ?? null;
  return {
    razao_social: c?.razao_social ?? '',
    nome_fantasia: c?.nome_fantasia ?? '',
    cnpj: c?.cnpj ? formatarCnpj(c.cnpj) : '',
    ie: c?.ie ?? '',
    responsavel_nome: c?.responsavel_nome ?? '',
    responsavel_cpf: c?.responsavel_cpf ? formatarCpf(c.responsavel_cpf) : '',
    representante_id: c?.representante_id ?? null,
    user: { email: c?.user.email ?? '' },
    endereco: {
      rua: e?.rua ?? '',
      numero: e?.numero ?? '',
      complemento: e?.complemento ?? '',
      bairro: e?.bairro ?? '',
      estado_id: e?.estado_id ?? null,
      cidade_id: e?.cidade_id ?? null,
      cep: e?.cep ? formatarCep(e.cep) : '',
      telefone: e?.telefone ? mascararTelefone(e.telefone) : '',
      celular: e?.celular ? mascararTelefone(e.celular) : '',
    },
  };
}

/** What the store dialog starts with: a stored store with its masks, or every field empty. */
export function valoresLoja(l: clientes.LojaLida | null): FormLoja {
  const e = l?.endereco ?? null;
  return {
    razao_social: l?.razao_social ?? '',
    nome_fantasia: l?.nome_fantasia ?? '',
    cnpj: l ? formatarCnpj(l.cnpj) : '',
    ie: l?.ie ?? '',
    endereco: {
      rua: e?.rua ?? '',
      numero: e?.numero ?? '',
      complemento: e?.complemento ?? '',
      bairro: e?.bairro ?? '',
      estado_id: e?.estado_id ?? null,
      cidade_id: e?.cidade_id ?? null,
      cep: e?.cep ? formatarCep(e.cep) : '',
      telefone: e?.telefone ? mascararTelefone(e.telefone) : '',
      celular: e?.celular ? mascararTelefone(e.celular) : '',
      email: e?.email ?? '',
    },
  };
}

/** '(##) ####-####' / '(##) #####-####' for stored digits; '—' when empty. */
export function telefoneLegivel(t: string | null | undefined): string {
  return t ? mascararTelefone(t) : '—';
}
