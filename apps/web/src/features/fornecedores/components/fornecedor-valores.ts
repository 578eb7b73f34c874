import { formatarCep, formatarCnpj, formatarCpf, type fornecedores } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { mascararTelefone } from '../../../lib/mascaras';
import type { FormFornecedor } from '../api/fornecedores';

/** What 'Cadastro de Fornecedor' starts with: a stored supplier with its masks, or every field empty. */
export function valoresFornecedor(f: fornecedores.FornecedorCadastroLido | null): FormFornecedor {
  const e = f?.endereco ?? null;
  return {
    razao_social: f?.razao_social ?? '',
    nome_fantasia: f?.nome_fantasia ?? '',
    cnpj: f?.cnpj ? formatarCnpj(f.cnpj) : '',
    ie: f?.ie ?? '',
    nome_socio: f?.nome_socio ?? '',
    cpf: f?.cpf ? formatarCpf(f.cpf) : '',
    data_nascimento: f?.data_nascimento ? formatarData(f.data_nascimento) : '',
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
      email2: e?.email2 ?? '',
    },
    user: { email: f?.user.email ?? '' },
  };
}
