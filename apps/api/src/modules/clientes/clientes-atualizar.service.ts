import { clientes as contrato, type BodyOut } from '@rodada/contracts';
import { pode, type Ator } from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { invalido, regraViolada } from '../../lib/errors.js';
import * as perfis from '../perfis/index.js';
import { enderecoCompleto, exigirCnpjDoCliente } from './clientes-manutencao.service.js';
import * as repo from './clientes-manutencao.repository.js';

// The update of the customer form (spec 2 §5 "Customer form", §7 "POST /api/clientes/{id}/
// atualizar"): whoever may edit the customer (cliente.editar), each fixed field guarded by its
// field ability (cliente.alterar_cnpj, alterar_ie, alterar_email, alterar_representante).

const { MSG_CLIENTES, MSG_CONTA } = contrato;

type Salvar = BodyOut<typeof contrato.salvarCliente>;
type Atualizar = BodyOut<typeof contrato.atualizarCliente>;

/** The zod issues of a failed parse as the `errors` of a 400 (dotted paths, first message each). */
function errosPorCampo(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const erros: Record<string, string> = {};
  for (const i of issues) {
    const campo = i.path.map(String).join('.');
    erros[campo] ??= i.message;
  }
  return erros;
}

/**
 * The address of a master's edit, where every part may be empty: a city needs its state and must
 * belong to it (400), and `local` keeps 'Cidade/UF' for the lists.
 */
async function enderecoDoMaster(tx: Tx, e: Atualizar['endereco'], email: string) {
  let local: string | null = null;
  if (e.cidade_id !== null) {
    if (e.estado_id === null) throw invalido({ 'endereco.estado_id': 'Campo obrigatório' });
    local = await perfis.localDaCidade(tx, e.cidade_id, e.estado_id);
    if (!local) throw invalido({ 'endereco.cidade_id': MSG_CONTA.cidadeForaDoEstado });
  }
  return { ...e, email, local };
}

/**
 * POST /api/clientes/:id/atualizar: the customer's data and address (see the contract for what is
 * fixed and what only the master changes). The stores are edited through their own calls.
 */
export async function atualizarCliente(deps: Deps, ator: Ator, id: number, dados: Atualizar, ip: string) {
  // Which schema validates (spec 2 §5 "most fields required except for master") is the role's.
  const master = ator.tipo === 'master';
  const agora = deps.clock.agora();
  await deps.db
    .transaction(async (tx) => {
      const atual = await repo.travarCliente(tx, id);
      exigir(ator, 'cliente.editar', atual);
      const cnpj = atual.cnpj ?? dados.cnpj ?? null;
      const ie = atual.ie ?? dados.ie ?? null;
      const email = dados.user.email;
      const representanteId =
        dados.representante_id === undefined ? atual.representante_id : dados.representante_id;

      // spec 2 §5: everyone but the master fills the form's required fields.
      let completo: Salvar['endereco'] | null = null;
      if (!master) {
        const r = contrato.clienteFormSchema.safeParse({ ...dados, cnpj: cnpj ?? undefined, ie });
        if (!r.success) throw invalido(errosPorCampo(r.error.issues));
        completo = r.data.endereco;
      }
      // The field abilities of the form (the answer's acoes.alterar_*, ADR 013).
      if (
        dados.cnpj !== undefined &&
        dados.cnpj !== atual.cnpj &&
        !pode(ator, 'cliente.alterar_cnpj', atual)
      ) {
        throw regraViolada(MSG_CLIENTES.cnpjFixo, { cnpj: MSG_CLIENTES.cnpjFixo });
      }
      if (dados.ie !== undefined && dados.ie !== atual.ie && !pode(ator, 'cliente.alterar_ie', atual)) {
        throw regraViolada(MSG_CLIENTES.ieFixa, { ie: MSG_CLIENTES.ieFixa });
      }
      const emailMudou = perfis.emailMudou(email, atual.email);
      if (emailMudou && !pode(ator, 'cliente.alterar_email', atual)) {
        throw regraViolada(MSG_CLIENTES.emailSoMaster, { 'user.email': MSG_CLIENTES.emailSoMaster });
      }
      if (representanteId !== atual.representante_id && !pode(ator, 'cliente.alterar_representante', atual)) {
        throw regraViolada(MSG_CLIENTES.representanteSoMaster, {
          representante_id: MSG_CLIENTES.representanteSoMaster,
        });
      }
      if (representanteId !== null && representanteId !== atual.representante_id) {
        if (!(await repo.representanteExiste(tx, representanteId))) {
          throw invalido({ representante_id: MSG_CLIENTES.representanteInexistente });
        }
      }
      if (emailMudou) await perfis.exigirEmailLivre(tx, 'user.email', email, atual);
      if (cnpj !== null && cnpj !== atual.cnpj) await exigirCnpjDoCliente(tx, cnpj, id, 'cnpj');

      const endereco = completo
        ? await enderecoCompleto(tx, completo, email)
        : await enderecoDoMaster(tx, dados.endereco, email);
      const vazio = Object.values(dados.endereco).every((v) => v === null);
      const enderecoId =
        vazio && atual.endereco_id === null
          ? null
          : await perfis.gravarEndereco(tx, atual.endereco_id, endereco);

      await repo.atualizarCliente(
        tx,
        id,
        {
          razao_social: dados.razao_social,
          nome_fantasia: dados.nome_fantasia,
          cnpj,
          ie,
          responsavel_nome: dados.responsavel_nome,
          responsavel_cpf: dados.responsavel_cpf,
          representante_id: representanteId,
          endereco_id: enderecoId,
        },
        agora,
      );
      if (emailMudou) await repo.trocarEmail(tx, atual.user_id, email, agora);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'clientes',
        entidadeId: id,
        dados: {
          ...dados,
          antes: {
            email: atual.email,
            representante_id: atual.representante_id,
            razao_social: atual.razao_social,
            nome_fantasia: atual.nome_fantasia,
          },
        },
        ip,
      });
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG_CLIENTES.atualizado };
}
