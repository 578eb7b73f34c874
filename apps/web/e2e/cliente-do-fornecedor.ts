import { clientes } from '@rodada/contracts';
import { ENDERECO_SP, type Sessao } from './fabrica';
import type { Unicos } from './unicos';

/**
 * A client of the supplier's own list, registered by the supplier's session (spec 2: a supplier's
 * clients), in São Paulo, with unique names and documents. Answers its trade name, the name the
 * order form's 'Buscar cliente' and the checkout's client list show.
 */
export async function cadastrarClienteDoFornecedor(
  sessao: Sessao,
  unico: Pick<Unicos, 'nome' | 'cnpj' | 'cpf' | 'email'>,
  rotulo: string,
): Promise<string> {
  const nome = unico.nome(rotulo);
  await sessao.chamar(clientes.salvarCliente, {
    body: {
      razao_social: `${nome} Ltda`,
      nome_fantasia: nome,
      cnpj: unico.cnpj(),
      responsavel_nome: 'Rita Prado',
      responsavel_cpf: unico.cpf(),
      user: { email: unico.email('cli') },
      endereco: ENDERECO_SP,
    },
  });
  return nome;
}
