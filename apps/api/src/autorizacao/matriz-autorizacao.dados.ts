import { BANNERS } from './dados/banners.js';
import { CATALOGO_DADOS } from './dados/catalogo.js';
import { CLIENTES } from './dados/clientes.js';
import { CONTAS } from './dados/contas.js';
import { FORNECEDORES } from './dados/fornecedores.js';
import { HOMOLOGACAO } from './dados/homologacao.js';
import { MAPA } from './dados/mapa.js';
import { NOTIFICACOES } from './dados/notificacoes.js';
import { PARTICIPANTES } from './dados/participantes.js';
import { MIDIAS } from './dados/midias.js';
import { PEDIDOS } from './dados/pedidos.js';
import { PEDIDOS_FORMULARIO } from './dados/pedidos-formulario.js';
import { PRODUTOS } from './dados/produtos.js';
import { REPRESENTANTES } from './dados/representantes.js';
import { RODADAS } from './dados/rodadas.js';
import { STANDS } from './dados/stands.js';
import { VITRINE } from './dados/vitrine.js';
import type { Tabela } from './tipos.js';

/**
 * The expected answers of the authorization matrix (issue 10 §1; matriz-autorizacao.test.ts), as
 * data: one entry per endpoint of the contracts, keyed `METHOD /path`. A new endpoint must add its
 * row here (in the file of its area, under dados/), or the test fails; so does a row whose
 * endpoint no longer exists.
 *
 * Columns (QUEM in mundo.ts): the five roles, an anonymous caller, and `incompleto`: an account
 * signed up and not completed yet (verificado false, spec 1 §2.1, ADR 008), of the first role of
 * the endpoint that can be held (fornecedor, representante, cliente; a held cliente when the
 * endpoint serves none of them).
 *
 * Rows: `todos` for an endpoint without an object (one cell per caller); `proprio` and `outro`
 * for one acting on an object: the caller's own and another owner's (alvos.ts says which object
 * of the world each is, per family). The answers (tipos.ts, Esperado) are what the policies of
 * packages/domain and the spec say, not what the code happened to answer; where they differ
 * today, the cell carries a `divergencias` mark with today's answer and why it is wrong.
 *
 * The checks go in this order (registrar.ts): session (401), a held account (403
 * cadastro_incompleto, before the role), the role (403), then the validation and the service,
 * whose object policy answers 404 (or 403 where a policy says so).
 */
export const MATRIZ: Tabela = juntar(
  CONTAS,
  CLIENTES,
  FORNECEDORES,
  REPRESENTANTES,
  RODADAS,
  STANDS,
  MAPA,
  PARTICIPANTES,
  CATALOGO_DADOS,
  PRODUTOS,
  MIDIAS,
  VITRINE,
  HOMOLOGACAO,
  NOTIFICACOES,
  PEDIDOS,
  BANNERS,
  PEDIDOS_FORMULARIO,
);

function juntar(...tabelas: Tabela[]): Tabela {
  const todas: Record<string, Tabela[string]> = {};
  for (const tabela of tabelas) {
    for (const [chave, entrada] of Object.entries(tabela)) {
      if (chave in todas) throw new Error(`Linha repetida na matriz de autorização: ${chave}`);
      todas[chave] = entrada;
    }
  }
  return todas;
}
