import type { FastifyReply } from 'fastify';
import {
  clientes as contrato,
  formatarCep,
  formatarCnpj,
  formatarCpf,
  type QueryOut,
} from '@rodada/contracts';
import { formatarMoeda, paraCentavos, type Ator } from '@rodada/domain';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { gerarPdfFicha } from '../../lib/pdf.js';
import { entregarImpressao } from '../impressoes/index.js';
import { imprimirLista, subtituloDaLista, telefones } from '../impressoes/index.js';
import * as perfisRepo from '../perfis/index.js';
import { listarClientes } from './clientes-escopo.repository.js';
import { escopoDoAtor, rodadaDaLista } from './clientes-listas.service.js';
import * as repo from './clientes-manutencao.repository.js';
import * as lojasRepo from './lojas.repository.js';

// The customer prints (spec 2 §7 "Printing"): the list of /clientes and a customer's sheet (ficha),
// built with lib/pdf.ts and delivered locally or to the round's print island (impressoes/entregar).

/**
 * GET /api/impressoes/clientes/listar: the caller's customers as on /clientes (a supplier's in the
 * selected round, when one is), every page up to LIMITE_IMPRESSAO_CLIENTES.
 */
export async function imprimirClientes(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  q: QueryOut<typeof contrato.imprimirClientes>,
) {
  // Only a supplier's print narrows to its selected round, checked like the list (rodada.ver).
  const rodadaFiltrada =
    ator.tipo === 'fornecedor' ? await rodadaDaLista(deps, ator, q.rodada_id) : undefined;
  // A print shows no row actions: the rows come without the links their acoes read.
  const { data, total } = await listarClientes(
    deps.db,
    escopoDoAtor(ator, rodadaFiltrada),
    { busca: q.busca, page: 1, porPagina: contrato.LIMITE_IMPRESSAO_CLIENTES },
    false,
  );
  const daRodada = rodadaFiltrada !== undefined;
  const colunas = [
    { titulo: 'Empresa', largura: '*' as const },
    { titulo: 'CNPJ', largura: 'auto' as const },
    { titulo: 'Responsável', largura: '*' as const },
    { titulo: 'Representante', largura: '*' as const },
    { titulo: 'Cidade/UF', largura: 'auto' as const },
    { titulo: 'Telefone', largura: 'auto' as const },
    ...(daRodada
      ? [
          { titulo: 'Pedidos', largura: 'auto' as const },
          { titulo: 'Total', largura: 'auto' as const },
        ]
      : [{ titulo: 'Situação', largura: 'auto' as const }]),
  ];
  return imprimirLista(
    deps,
    ator,
    reply,
    {
      titulo: 'Clientes',
      subtitulo: subtituloDaLista(q.busca, data.length, total, 'cliente(s)'),
      orientacao: 'paisagem',
      colunas,
      linhas: data.map((c) => [
        c.nome,
        c.cnpj ? formatarCnpj(c.cnpj) : '',
        c.responsavel_nome ?? '',
        c.representante_nome ?? '',
        c.cidade_estado ?? '',
        telefones(c.telefone, c.celular),
        ...(daRodada
          ? [String(c.pedidos_rodada ?? 0), formatarMoeda(paraCentavos(c.valor_rodada ?? '0'))]
          : [c.ativo ? 'Ativo' : 'Desativado']),
      ]),
    },
    {
      nomeArquivo: 'clientes.pdf',
      descricao: 'Lista de clientes',
      impressao: q.impressao,
      rodadaId: q.rodada_id,
    },
  );
}

/** GET /api/clientes/:id/ficha: one customer's sheet, for anyone who may see it. */
export async function imprimirFichaCliente(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  id: number,
  q: QueryOut<typeof contrato.imprimirFichaCliente>,
) {
  const c = await repo.buscarCliente(deps.db, id);
  exigir(ator, 'cliente.imprimir', c);
  const e = await perfisRepo.lerEndereco(deps.db, c.endereco_id);
  // The stores come with their addresses (issue 10 §5: no query per store).
  const lojas = await lojasRepo.listarLojas(deps.db, id, contrato.LIMITE_LOJAS);
  const nome = c.nome_fantasia ?? c.nome;
  const pdf = await gerarPdfFicha(
    {
      titulo: 'Ficha do Cliente',
      subtitulo: nome,
      secoes: [
        {
          titulo: 'Cliente',
          campos: [
            ['Razão Social', c.razao_social ?? ''],
            ['Nome Fantasia', nome],
            ['CNPJ', c.cnpj ? formatarCnpj(c.cnpj) : ''],
            ['Inscrição Estadual', c.ie ?? ''],
            ['Representante', c.representante_nome ?? ''],
            ['Situação', c.ativo ? 'Ativo' : 'Desativado'],
          ],
        },
        {
          titulo: 'Responsável',
          campos: [
            ['Nome', c.responsavel_nome ?? ''],
            ['CPF', c.responsavel_cpf ? formatarCpf(c.responsavel_cpf) : ''],
            ['Email', c.email],
          ],
        },
        {
          titulo: 'Endereço',
          campos: [
            ['Rua', [e?.rua, e?.numero].filter(Boolean).join(', ')],
            ['Complemento', e?.complemento ?? ''],
            ['Bairro', e?.bairro ?? ''],
            ['Cidade/UF', e?.cidade ? `${e.cidade}/${e.estado ?? ''}` : ''],
            ['CEP', e?.cep ? formatarCep(e.cep) : ''],
            ['Telefones', telefones(e?.telefone ?? null, e?.celular ?? null)],
          ],
        },
      ],
      tabelas: [
        {
          titulo: 'Lojas',
          colunas: [
            { titulo: 'Nome Fantasia', largura: '*' },
            { titulo: 'CNPJ', largura: 'auto' },
            { titulo: 'Cidade/UF', largura: 'auto' },
            { titulo: 'Telefone', largura: 'auto' },
            { titulo: 'Padrão', largura: 'auto' },
          ],
          linhas: lojas.map((l) => {
            const el = l.endereco;
            return [
              l.nome_fantasia,
              formatarCnpj(l.cnpj),
              el?.cidade ? `${el.cidade}/${el.estado ?? ''}` : '',
              telefones(el?.telefone ?? null, el?.celular ?? null),
              l.padrao ? 'Sim' : '',
            ];
          }),
        },
      ],
    },
    { agora: deps.clock.agora() },
  );
  return entregarImpressao(deps, ator, reply, {
    pdf,
    nomeArquivo: `cliente-${id}.pdf`,
    descricao: `Ficha do cliente ${nome}`,
    impressao: q.impressao,
    rodadaId: q.rodada_id,
  });
}
