import { formatarCpf, type clientes } from '@rodada/contracts';
import { valoresEmpresa, valoresEndereco } from '../../../lib/endereco-formulario';

/** The customer form as it is held on screen (masks and all; the server normalises). */
export type FormCliente = clientes.ClienteForm;

/** What the customer form starts with: a stored customer with its masks, or every field empty. */
export function valoresCliente(c: clientes.ClienteLido | null): FormCliente {
  return {
    ...valoresEmpresa(c),
    responsavel_nome: c?.responsavel_nome ?? '',
    responsavel_cpf: c?.responsavel_cpf ? formatarCpf(c.responsavel_cpf) : '',
    representante_id: c?.representante_id ?? null,
    user: { email: c?.user.email ?? '' },
    endereco: valoresEndereco(c?.endereco),
  };
}
