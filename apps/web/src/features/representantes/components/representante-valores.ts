import { formatarCep, formatarCnpj, type representantes } from '@rodada/contracts';
import { mascararTelefone } from '../../../lib/mascaras';
import type { FormRepresentante } from '../api/representantes';

/** What the representative form starts with: a stored one with its masks, or every field empty. */
export function valoresRepresentante(r: representantes.RepresentanteEdicao | null): FormRepresentante {
  const e = r?.endereco ?? null;
  return {
    nome_fantasia: r?.nome_fantasia ?? '',
    razao_social: r?.razao_social ?? '',
    cnpj: r?.cnpj ? formatarCnpj(r.cnpj) : '',
    ie: r?.ie ?? '',
    banco: r?.banco ?? '',
    agencia: r?.agencia ?? '',
    conta: r?.conta ?? '',
    conta_tipo: (r?.conta_tipo ?? '') as FormRepresentante['conta_tipo'],
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
    user: { email: r?.user.email ?? '' },
  };
}
