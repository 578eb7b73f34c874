import type { FastifyReply } from 'fastify';
import { formatarCep, formatarCnpj, rodadas as contrato, type QueryOut } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import { gerarPdfEtiquetas, type EtiquetaPdf } from '../../lib/pdf.js';
import { entregarImpressao, imprimirLista, subtituloDaLista, telefones } from '../impressoes/index.js';
import { exigirRodada } from '../rodadas/index.js';
import { enderecosDasEtiquetas, type EnderecoDaEtiqueta } from './participantes-impressao.repository.js';
import * as repo from './participantes-listas.repository.js';

// The prints of a round's participants (spec 3 §2 print dialogs, §7 "Printing"): the clients and
// suppliers lists and the client address labels, for whoever sees the round's participants
// (rodada.ver_participantes: its administrador, the master, a representante taking part).
// Delivered locally or to the print island of `rodada_id` (impressoes/entregar, spec D13).

type Query = QueryOut<typeof contrato.imprimirClientesDaRodada>;

const todas = (q: Query): repo.Filtro => ({
  busca: q.busca,
  page: 1,
  porPagina: contrato.LIMITE_IMPRESSAO_PARTICIPANTES,
});

/** The round printed (404 invisible, 403 not allowed) and its name for the subtitle. */
async function rodadaImpressa(deps: Deps, ator: Ator, id: number): Promise<string> {
  await exigirRodada(deps, ator, id, 'rodada.ver_participantes');
  const c = await repo.cabecalhoDaRodada(deps.db, id);
  if (!c) throw naoEncontrado();
  return c.nome;
}

const entrega = (q: Query, nomeArquivo: string, descricao: string) => ({
  nomeArquivo,
  descricao,
  impressao: q.impressao,
  rodadaId: q.rodada_id,
});

/** GET /api/impressoes/rodadas/:id/clientes. */
export async function imprimirClientes(deps: Deps, ator: Ator, reply: FastifyReply, id: number, q: Query) {
  const nome = await rodadaImpressa(deps, ator, id);
  const { data, total } = await repo.listarClientes(deps.db, id, 'participantes', todas(q));
  return imprimirLista(
    deps,
    ator,
    reply,
    {
      titulo: 'Clientes da Rodada',
      subtitulo: `${nome} · ${subtituloDaLista(q.busca, data.length, total, 'cliente(s)')}`,
      orientacao: 'paisagem',
      colunas: [
        { titulo: 'Empresa', largura: '*' },
        { titulo: 'CNPJ', largura: 'auto' },
        { titulo: 'Responsável', largura: '*' },
        { titulo: 'Representante', largura: '*' },
        { titulo: 'Telefone', largura: 'auto' },
        { titulo: 'Prazo', largura: 'auto' },
        { titulo: 'Inscrito', largura: 'auto' },
      ],
      linhas: data.map((c) => [
        c.nome,
        c.cnpj ? formatarCnpj(c.cnpj) : '',
        c.responsavel_nome ?? '',
        c.representante_nome ?? '',
        telefones(c.telefone, c.celular),
        c.prazo ?? '',
        c.inscrito ? 'Sim' : '',
      ]),
    },
    entrega(q, 'clientes-da-rodada.pdf', `Clientes da rodada ${nome}`),
  );
}

/** GET /api/impressoes/rodadas/:id/fornecedores. */
export async function imprimirFornecedores(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  id: number,
  q: Query,
) {
  const nome = await rodadaImpressa(deps, ator, id);
  const { data, total } = await repo.listarFornecedores(deps.db, id, 'participantes', todas(q));
  return imprimirLista(
    deps,
    ator,
    reply,
    {
      titulo: 'Fornecedores da Rodada',
      subtitulo: `${nome} · ${subtituloDaLista(q.busca, data.length, total, 'fornecedor(es)')}`,
      orientacao: 'paisagem',
      colunas: [
        { titulo: 'Nome Fantasia', largura: '*' },
        { titulo: 'Razão Social', largura: '*' },
        { titulo: 'CNPJ', largura: 'auto' },
        { titulo: 'Cidade/UF', largura: 'auto' },
        { titulo: 'Telefone', largura: 'auto' },
      ],
      linhas: data.map((f) => [
        f.nome_fantasia,
        f.razao_social ?? '',
        f.cnpj ? formatarCnpj(f.cnpj) : '',
        f.cidade_estado ?? '',
        telefones(f.telefone, f.celular),
      ]),
    },
    entrega(q, 'fornecedores-da-rodada.pdf', `Fornecedores da rodada ${nome}`),
  );
}

/**
 * One client's label: the addressee (the responsável, or the company), the company, street and
 * number with complement, district, city/UF and CEP of its default store (or its own address).
 */
function etiquetaDoCliente(c: repo.LinhaCliente, e: EnderecoDaEtiqueta | undefined): EtiquetaPdf {
  const empresa = e?.empresa ?? c.nome;
  const rua = [[e?.rua, e?.numero].filter(Boolean).join(', '), e?.complemento].filter(Boolean).join(' - ');
  return [
    c.responsavel_nome ?? empresa,
    c.responsavel_nome ? empresa : '',
    rua,
    e?.bairro ?? '',
    e?.cidade ? `${e.cidade}/${e.uf ?? ''}` : '',
    e?.cep ? `CEP ${formatarCep(e.cep)}` : '',
  ];
}

/** GET /api/impressoes/rodadas/:id/etiquetas/clientes: A4 sheets of 2 × 7 labels. */
export async function imprimirEtiquetas(deps: Deps, ator: Ator, reply: FastifyReply, id: number, q: Query) {
  const nome = await rodadaImpressa(deps, ator, id);
  const { data } = await repo.listarClientes(deps.db, id, 'participantes', todas(q));
  const enderecos = await enderecosDasEtiquetas(
    deps.db,
    data.map((c) => c.id),
  );
  const pdf = await gerarPdfEtiquetas(
    `Etiquetas dos clientes da rodada ${nome}`,
    data.map((c) => etiquetaDoCliente(c, enderecos.get(c.id))),
    { agora: deps.clock.agora() },
  );
  return entregarImpressao(deps, ator, reply, {
    pdf,
    ...entrega(q, 'etiquetas-clientes.pdf', `Etiquetas dos clientes da rodada ${nome}`),
  });
}
