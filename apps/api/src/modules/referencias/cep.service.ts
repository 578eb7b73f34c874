import type { DadosDe, referencias } from '@rodada/contracts';
import { AppError } from '../../lib/errors.js';
import type { Deps } from '../../lib/deps.js';
import * as repo from './referencias.repository.js';

type Resultado = DadosDe<typeof referencias.consultarCep>;
type EnderecoDoCep = referencias.EnderecoDoCep;

const MINUTO = 60 * 1000;

/** The figures of the CEP lookup (ADR 012). */
export const LIMITES_CEP = {
  /** Lookups one user may make per window: a person filling forms by hand makes a few a minute. */
  consultasPorUsuario: 60,
  janelaMs: 10 * MINUTO,
  /** A found CEP is kept a day (streets rarely change), an unknown one an hour; failures never. */
  validadeEncontradoMs: 24 * 60 * MINUTO,
  validadeNaoEncontradoMs: 60 * MINUTO,
  /** Entries kept in memory; the oldest goes first. */
  maxGuardados: 5000,
} as const;

/** The column lengths the answer is cut to (enderecos.rua 255, enderecos.bairro 120). */
const MAX_RUA = 255;
const MAX_BAIRRO = 120;

const INDISPONIVEL: Resultado = { situacao: 'indisponivel', endereco: null };
const NAO_ENCONTRADO: Resultado = { situacao: 'nao_encontrado', endereco: null };

/** A ViaCEP answer, as far as we read it. */
interface RespostaViaCep {
  erro?: unknown;
  logradouro?: unknown;
  bairro?: unknown;
  localidade?: unknown;
  uf?: unknown;
  ibge?: unknown;
}

/** A city name compared without accents, case or repeated spaces ('SAO PAULO' is 'São Paulo'). */
const chaveDoNome = (nome: string) =>
  nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const texto = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/**
 * The lookup of a CEP with its cache, per-user limit and provider call. One per app (the cache
 * and the counters live in this process's memory: a lost cache only costs a new lookup).
 */
export function criarConsultaCep(deps: Deps) {
  const guardados = new Map<string, { expira: number; resultado: Resultado }>();
  const emAndamento = new Map<string, Promise<Resultado>>();
  const consultasPorUsuario = new Map<number, number[]>();

  /** Refuses the lookup past the user's limit (429); counts it otherwise. */
  function contar(userId: number) {
    const agora = deps.clock.agora().getTime();
    const recentes = (consultasPorUsuario.get(userId) ?? []).filter((t) => agora - t < LIMITES_CEP.janelaMs);
    if (recentes.length >= LIMITES_CEP.consultasPorUsuario) {
      throw new AppError(429, 'Muitas consultas de CEP. Aguarde alguns minutos ou preencha o endereço.');
    }
    recentes.push(agora);
    consultasPorUsuario.set(userId, recentes);
  }

  /** Maps the provider's city and state to our IBGE ids: by IBGE code, else by name within the UF. */
  async function mapear(cep: string, r: RespostaViaCep): Promise<EnderecoDoCep> {
    const uf = texto(r.uf, 2).toUpperCase();
    const cidade = texto(r.localidade, 255);
    const estado = uf ? await repo.estadoPorSigla(deps.db, uf) : undefined;
    let cidadeId: number | null = null;
    const ibge = typeof r.ibge === 'string' && /^\d{7}$/.test(r.ibge) ? Number(r.ibge) : null;
    const porCodigo = ibge ? await repo.cidadePorId(deps.db, ibge) : undefined;
    if (porCodigo && (!estado || porCodigo.estado_id === estado.id)) cidadeId = porCodigo.id;
    else if (estado && cidade) {
      const chave = chaveDoNome(cidade);
      const achada = (await repo.listarCidades(deps.db, estado.id)).find(
        (c) => chaveDoNome(c.nome) === chave,
      );
      cidadeId = achada?.id ?? null;
    }
    return {
      cep,
      rua: texto(r.logradouro, MAX_RUA),
      bairro: texto(r.bairro, MAX_BAIRRO),
      cidade,
      uf,
      estado_id: estado?.id ?? porCodigo?.estado_id ?? null,
      cidade_id: cidadeId,
    };
  }

  /** Asks the provider; any failure (down, slow, not JSON, unexpected answer) is 'indisponivel'. */
  async function perguntar(cep: string): Promise<Resultado> {
    const url = deps.config.cepUrl.replace('{cep}', cep);
    try {
      const resposta = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(deps.config.cepTimeoutMs),
      });
      // ViaCEP answers 400 to a CEP it cannot read: for a well-formed CEP, it does not know it.
      if (resposta.status === 400 || resposta.status === 404) return NAO_ENCONTRADO;
      if (!resposta.ok) throw new Error(`HTTP ${resposta.status}`);
      const r = (await resposta.json()) as RespostaViaCep | null;
      if (typeof r !== 'object' || r === null) throw new Error('resposta sem objeto');
      if (r.erro === true || r.erro === 'true') return NAO_ENCONTRADO;
      if (typeof r.uf !== 'string' || typeof r.localidade !== 'string')
        throw new Error('resposta sem uf/localidade');
      return { situacao: 'encontrado', endereco: await mapear(cep, r) };
    } catch (err) {
      deps.log.warn({ err, cep }, 'consulta de CEP indisponível');
      return INDISPONIVEL;
    }
  }

  /** Keeps a result for its validity; 'indisponivel' is never kept (the next try may work). */
  function guardar(cep: string, resultado: Resultado) {
    if (resultado.situacao === 'indisponivel') return;
    const validade =
      resultado.situacao === 'encontrado'
        ? LIMITES_CEP.validadeEncontradoMs
        : LIMITES_CEP.validadeNaoEncontradoMs;
    if (guardados.size >= LIMITES_CEP.maxGuardados) {
      const maisAntigo = guardados.keys().next().value;
      if (maisAntigo !== undefined) guardados.delete(maisAntigo);
    }
    guardados.set(cep, { expira: deps.clock.agora().getTime() + validade, resultado });
  }

  /** The address of a CEP (8 digits) for the user `userId`. */
  return async function consultarCep(cep: string, userId: number): Promise<Resultado> {
    contar(userId);
    if (!deps.config.cepUrl) return INDISPONIVEL;
    const guardado = guardados.get(cep);
    if (guardado && guardado.expira > deps.clock.agora().getTime()) return guardado.resultado;
    // Two forms asking the same CEP at once share one call to the provider.
    let pedido = emAndamento.get(cep);
    if (!pedido) {
      pedido = perguntar(cep).finally(() => emAndamento.delete(cep));
      emAndamento.set(cep, pedido);
    }
    const resultado = await pedido;
    guardar(cep, resultado);
    return resultado;
  };
}
