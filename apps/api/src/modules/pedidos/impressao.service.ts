import type { FastifyReply } from 'fastify';
import { formatarCep, formatarCnpj, pedidos as contrato, type QueryOut } from '@rodada/contracts';
import {
  formatarData,
  formatarMoeda,
  paraCentavos,
  PEDIDO_STATUS_LABEL,
  isPedidoStatus,
  type Ator,
} from '@rodada/domain';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { gerarPdfFicha } from '../../lib/pdf.js';
import { entregarImpressao, imprimirLista, subtituloDaLista, telefones } from '../impressoes/index.js';
import { formatarTelefone } from '../impressoes/index.js';
import { lerEndereco } from '../perfis/index.js';
import * as repo from './impressao.repository.js';
import * as listaRepo from './lista.repository.js';
import * as lista from './lista.service.js';

// The order prints (spec 3 §7 "GET /api/pedidos/{id}/imprimir", "Printing" pedidos/listar; spec
// D13): the sheet of one order and the filtered list, delivered locally or to the print island.

const reais = (v: string) => formatarMoeda(paraCentavos(v));
const statusDe = (s: number) => (isPedidoStatus(s) ? PEDIDO_STATUS_LABEL[s] : String(s));
/** '10,5%' from the stored '10.5000'. */
const percentual = (v: string) => `${Number(v).toLocaleString('pt-BR', { maximumFractionDigits: 4 })}%`;
const dataOuVazio = (d: string | null) => (d ? formatarData(d) : '');

/** 'AZUL: P 2, M 1 · PRETO: P 1' (cells at 0 left out). */
function gradeEmTexto(grade: readonly { cor: string; tamanho: string; quantidade: number }[]): string {
  const porCor = new Map<string, string[]>();
  for (const c of grade) {
    if (c.quantidade <= 0) continue;
    porCor.set(c.cor, [...(porCor.get(c.cor) ?? []), `${c.tamanho} ${c.quantidade}`]);
  }
  return [...porCor].map(([cor, ts]) => `${cor}: ${ts.join(', ')}`).join(' · ');
}

/** GET /api/pedidos/{id}/imprimir: one order's sheet, for anyone who may see it (else 404). */
export async function imprimirPedido(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  id: number,
  q: QueryOut<typeof contrato.imprimirPedido>,
) {
  const p = await repo.pedidoParaImprimir(deps.db, id);
  exigir(ator, 'pedido.imprimir', p);
  const [linhas, e] = await Promise.all([
    repo.linhasParaImprimir(deps.db, p.id),
    lerEndereco(deps.db, p.loja_endereco_id),
  ]);
  const desconto =
    paraCentavos(p.desconto_valor) > 0
      ? `${reais(p.desconto_valor)} (${percentual(p.desconto_percentual)})`
      : '';
  const taxa =
    paraCentavos(p.taxa_valor) > 0 ? `${reais(p.taxa_valor)} (${percentual(p.taxa_percentual)})` : '';
  const pdf = await gerarPdfFicha(
    {
      titulo: `Pedido ${p.id}`,
      subtitulo: `${p.fornecedor_nome} · ${p.cliente_nome}`,
      secoes: [
        {
          titulo: 'Pedido',
          campos: [
            ['Número', String(p.id)],
            ['Data', formatarData(p.data)],
            ['Entrega', dataOuVazio(p.entrega)],
            ['Status', statusDe(p.status)],
            ['Rodada', p.rodada_nome ?? ''],
          ],
        },
        {
          titulo: 'Cliente',
          campos: [
            ['Nome', p.cliente_nome],
            ['Razão Social', p.cliente_razao_social ?? ''],
            ['CNPJ', p.cliente_cnpj ? formatarCnpj(p.cliente_cnpj) : ''],
            ['Telefones', telefones(p.cliente_telefone, p.cliente_celular)],
            ['Email', p.cliente_email ?? ''],
          ],
        },
        {
          titulo: 'Empresa',
          campos: [
            ['Razão Social', p.loja_razao_social],
            ['Nome Fantasia', p.loja_nome_fantasia],
            ['CNPJ', formatarCnpj(p.loja_cnpj)],
            ['Endereço', [e?.rua, e?.numero, e?.complemento, e?.bairro].filter(Boolean).join(', ')],
            ['Cidade/UF', e?.cidade ? `${e.cidade}/${e.estado ?? ''}` : ''],
            ['CEP', e?.cep ? formatarCep(e.cep) : ''],
          ],
        },
        {
          titulo: 'Fornecedor',
          campos: [
            ['Nome Fantasia', p.fornecedor_nome],
            ['Razão Social', p.fornecedor_razao_social ?? ''],
            ['CNPJ', p.fornecedor_cnpj ? formatarCnpj(p.fornecedor_cnpj) : ''],
            ['Telefone', formatarTelefone(p.fornecedor_telefone)],
            ['Email', p.fornecedor_email ?? ''],
          ],
        },
        { titulo: 'Representante', campos: [['Nome', p.representante_nome ?? '']] },
        {
          titulo: 'Pagamento',
          campos: [
            ['Forma de Pagamento', p.forma_pagamento ?? ''],
            ['Prazo', p.prazo ?? ''],
            ['Parcelas', p.parcelas === null ? '' : String(p.parcelas)],
            ['Transportadora', p.transportadora ?? ''],
            ['Telefone da Transportadora', formatarTelefone(p.transportadora_telefone)],
            [p.pedido_loja ? 'Responsável' : 'Vendedor', p.vendedor ?? ''],
          ],
        },
        {
          titulo: 'Totais',
          campos: [
            ['Quantidade', String(p.quantidade)],
            ['Valor Bruto', reais(p.valor_bruto)],
            ['Desconto', desconto],
            ['Taxa', taxa],
            ['Valor Líquido', reais(p.valor_liquido)],
            [
              'Comissão',
              `${reais(p.comissao_valor)} (${percentual(p.comissao_percentual)}, ${p.comissao_tipo})`,
            ],
          ],
        },
        { titulo: 'Observações', campos: [['Observações', p.observacoes ?? '']] },
      ],
      tabelas: [
        {
          titulo: 'Produtos',
          colunas: [
            { titulo: 'Código', largura: 'auto' },
            { titulo: 'Descrição' },
            { titulo: 'Grade' },
            { titulo: 'Qtd', largura: 'auto' },
            { titulo: 'Valor', largura: 'auto' },
            { titulo: 'Subtotal', largura: 'auto' },
          ],
          linhas: linhas.map((l) => [
            l.codigo,
            l.observacoes ? `${l.descricao}\nObs.: ${l.observacoes}` : l.descricao,
            gradeEmTexto(l.grade),
            String(l.quantidade),
            reais(l.valor),
            reais(l.subtotal),
          ]),
        },
      ],
    },
    { agora: deps.clock.agora() },
  );
  return entregarImpressao(deps, ator, reply, {
    pdf,
    nomeArquivo: `pedido-${p.id}.pdf`,
    descricao: `Pedido ${p.id}`,
    impressao: q.impressao,
    rodadaId: q.rodada_id,
  });
}

/** GET /api/impressoes/pedidos/listar: the filtered list as the caller sees it. */
export async function imprimirPedidos(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  q: QueryOut<typeof contrato.imprimirPedidos>,
) {
  // The list's own scope and WHERE (lista.service.ts); q.rodada_id filters and names the island.
  const consulta = await lista.consultaDoFiltro(deps, ator, q);
  const [linhas, totais] = consulta
    ? await Promise.all([
        listaRepo.paginaDePedidos(
          deps.db,
          consulta.where,
          consulta.comJuncoes,
          contrato.LIMITE_IMPRESSAO_PEDIDOS,
          0,
        ),
        listaRepo.totaisFiltrados(deps.db, consulta.where, consulta.comJuncoes),
      ])
    : [[], { total: 0, quantidade: 0, valor_liquido: '0.00' }];
  const periodo =
    q.data_tipo !== 'nenhuma' && (q.data_inicial || q.data_final)
      ? `${q.data_tipo === 'cadastro' ? 'Cadastro' : 'Entrega'}: ${dataOuVazio(q.data_inicial ?? null)} a ${dataOuVazio(q.data_final ?? null)}`
      : null;
  const status = { todos: null, abertos: 'Abertos', enviados: 'Enviados' }[q.status];
  const subtitulo = [
    status,
    periodo,
    subtituloDaLista(q.busca, linhas.length, totais.total, 'pedido(s)'),
    `Quantidade: ${totais.quantidade} · Valor líquido: ${reais(totais.valor_liquido)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return imprimirLista(
    deps,
    ator,
    reply,
    {
      titulo: 'Pedidos',
      subtitulo,
      orientacao: 'paisagem',
      colunas: [
        { titulo: 'Nº', largura: 'auto' },
        { titulo: 'Data', largura: 'auto' },
        { titulo: 'Entrega', largura: 'auto' },
        { titulo: 'Cliente' },
        { titulo: 'Fornecedor' },
        { titulo: 'Representante' },
        { titulo: 'Status', largura: 'auto' },
        { titulo: 'Qtd', largura: 'auto' },
        { titulo: 'Valor Líquido', largura: 'auto' },
      ],
      linhas: linhas.map((l) => [
        String(l.id),
        formatarData(l.data),
        dataOuVazio(l.entrega),
        `${l.cliente_nome} (${l.nome_fantasia})`,
        l.fornecedor_nome,
        l.representante_nome ?? '',
        statusDe(l.status),
        String(l.quantidade),
        reais(l.valor_liquido),
      ]),
    },
    {
      nomeArquivo: 'pedidos.pdf',
      descricao: 'Lista de pedidos',
      impressao: q.impressao,
      rodadaId: q.rodada_id,
    },
  );
}
