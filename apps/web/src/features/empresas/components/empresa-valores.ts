import { formatarCep, formatarCnpj, type clientes } from '@rodada/contracts';
import { mascararTelefone } from '../../../lib/mascaras';
import type { FormEmpresa } from '../api/empresas';

/** What the company form starts with: a stored store with its masks, or every field empty. */
export function valoresEmpresa(l: clientes.LojaLida | null): FormEmpresa {
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
