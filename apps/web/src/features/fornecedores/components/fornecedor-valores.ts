import { formatarCpf, type fornecedores } from '@rodada/contracts';
import { valoresEmpresa, valoresEnderecoComEmails } from '../../../lib/endereco-formulario';
import type { FormFornecedor } from '../api/fornecedores';

/** What 'Cadastro de Fornecedor' starts with: a stored supplier with its masks, or every field empty. */
export function valoresFornecedor(f: fornecedores.FornecedorCadastroLido | null): FormFornecedor {
  return {
    ...valoresEmpresa(f),
    nome_socio: f?.nome_socio ?? '',
    cpf: f?.cpf ? formatarCpf(f.cpf) : '',
    // 'aaaa-mm-dd' or null: the date field (CampoData) shows it as dd/mm/aaaa.
    data_nascimento: f?.data_nascimento ?? null,
    endereco: valoresEnderecoComEmails(f?.endereco),
    user: { email: f?.user.email ?? '' },
  };
}
