import {
  formatarCep,
  formatarCnpj,
  formatarCpf,
  type administradores,
  type clientes,
} from '@rodada/contracts';
import { valoresEndereco } from '../../../lib/endereco-formulario';
import { mascararTelefone } from '../../../lib/mascaras';
import type { FormContaAdministrador } from '../api/salvar-conta-administrador';
import type { FormContaCliente } from '../api/salvar-conta-cliente';

// Pure helpers of the account pages (/{tipo}/minha-conta): what the forms start with, and where
// the user goes after saving.

type EnderecoLido = clientes.EnderecoLido;

/**
 * What the customer form starts with. A new customer (not verified) gets the whole store block,
 * filled from what already exists (a representative may have registered the store); a completed
 * account gets only nome, e-mail and responsável: its stores are edited on /empresas, so the store
 * keys are left out and the server keeps them as they are (spec 2 §2 "An existing customer sees
 * Nome and Email instead").
 */
export function valoresCliente(c: clientes.ContaClienteLida): FormContaCliente {
  const comum = {
    id: c.id,
    responsavel_nome: c.responsavel_nome ?? '',
    responsavel_cpf: c.responsavel_cpf ? formatarCpf(c.responsavel_cpf) : '',
    user: { email: c.user.email },
  };
  if (!c.novo_cadastro) return { cliente: { ...comum, nome: c.nome } };
  const cnpj = c.cnpj ?? c.loja?.cnpj;
  return {
    cliente: {
      ...comum,
      razao_social: c.razao_social ?? c.loja?.razao_social ?? '',
      nome_fantasia: c.nome_fantasia ?? c.loja?.nome_fantasia ?? '',
      cnpj: cnpj ? formatarCnpj(cnpj) : '',
      ie: c.ie ?? c.loja?.ie ?? '',
      endereco: valoresEndereco(c.loja?.endereco ?? c.endereco),
    },
  };
}

/** What the administrator form starts with. */
export function valoresAdministrador(a: administradores.ContaAdministradorLida): FormContaAdministrador {
  return {
    administrador: {
      id: a.id,
      nome: a.nome,
      cnpj: a.cnpj ? formatarCnpj(a.cnpj) : '',
      user: { email: a.user.email },
      endereco: valoresEndereco(a.endereco),
    },
  };
}

/** Whether the login e-mail changed (logins are case-insensitive): then the login dialog shows. */
export function emailMudou(anterior: string, atual: string): boolean {
  return anterior.trim().toLowerCase() !== atual.trim().toLowerCase();
}

/**
 * Where the user goes after a save (spec 2 §2 "Customer account"): the first save with products in
 * the cart goes to /checkout, any other first save to the shop; later saves stay on the page (null).
 */
export function destinoAposSalvar(opcoes: {
  primeiroCadastro: boolean;
  itensNoCarrinho: number;
}): string | null {
  if (!opcoes.primeiroCadastro) return null;
  return opcoes.itensNoCarrinho > 0 ? '/checkout' : '/';
}

/** An address as text lines for a read-only summary (street, district and city, CEP, phones). */
export function linhasEndereco(e: EnderecoLido): string[] {
  const rua = [e.rua, e.numero].filter(Boolean).join(', ');
  const cidade = [e.cidade, e.estado].filter(Boolean).join('/');
  const telefones = [e.telefone, e.celular]
    .filter((t): t is string => !!t)
    .map((t) => mascararTelefone(t))
    .join(' · ');
  return [
    [rua, e.complemento].filter(Boolean).join(' — '),
    [e.bairro, cidade].filter(Boolean).join(' — '),
    e.cep ? `CEP ${formatarCep(e.cep)}` : '',
    telefones,
  ].filter(Boolean);
}
