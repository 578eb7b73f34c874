import { cnpjComDigitos, cpfComDigitos } from '@rodada/contracts';

/**
 * Values no other test of the run uses (names, e-mails, CNPJs, client addresses), so tests running
 * side by side in several workers never meet each other's rows. Unique within a run by the worker's
 * index and a per-worker counter; the stamp of the worker's start keeps two runs apart too.
 */

/** When this worker process started, in seconds: in base 36 (4 characters) and in digits (4). */
const SEGUNDOS = Math.floor(Date.now() / 1000);
const CARIMBO = SEGUNDOS.toString(36).slice(-4);
const CARIMBO_DIGITOS = String(SEGUNDOS % 10_000).padStart(4, '0');
let contador = 0;

/** Unique values for one worker (`trabalhador` is Playwright's workerIndex). */
export class Unicos {
  constructor(private readonly trabalhador: number) {}

  /** A short lower-case token, e.g. 'k3f901003': letters and digits only, so it breaks nowhere. */
  id(): string {
    const n = ++contador;
    return `${CARIMBO}${this.trabalhador.toString(36).padStart(2, '0')}${n.toString(36).padStart(3, '0')}`;
  }

  /** A unique name: `prefixo` and a token ('Loja E2E k3f901003'). */
  nome(prefixo: string): string {
    return `${prefixo} ${this.id()}`;
  }

  /** A unique e-mail with dots only around the token (it wraps only after '@' or '.'). */
  email(prefixo = 'conta'): string {
    return `${prefixo}.${this.id()}@e2e.rodada.test`;
  }

  /**
   * A valid numeric CNPJ nobody has, unmasked (digits: worker, start, counter). The alphanumeric
   * form of spec D5 is typed by the tests that check it.
   */
  cnpj(): string {
    const n = ++contador;
    const trabalhador = String(this.trabalhador % 100).padStart(2, '0');
    return cnpjComDigitos(`9${trabalhador}${CARIMBO_DIGITOS}${String(n % 100_000).padStart(5, '0')}`);
  }

  /** A valid CPF, unmasked (digits: worker, counter). */
  cpf(): string {
    const n = ++contador;
    return cpfComDigitos(
      `7${String(this.trabalhador % 100).padStart(2, '0')}${String(n % 1e6).padStart(6, '0')}`,
    );
  }
}

/** A CNPJ with a wrong check digit: the same base, the last digit changed (for the 'CNPJ Inválido' paths). */
export function cnpjInvalido(cnpj: string): string {
  const ultimo = Number(cnpj.at(-1));
  return `${cnpj.slice(0, -1)}${(ultimo + 1) % 10}`;
}

/**
 * The client address a test's requests come from (X-Forwarded-For; the e2e server trusts its proxy
 * header, TRUST_PROXY=1 in playwright.config.ts). The per-IP limits (public sign-ups, contas-limites;
 * login failures, ADR 002) then count each test on its own, with the production figures unchanged.
 * `teste` numbers the tests of this worker (0: the worker's own staff sessions).
 */
export function ipDoTeste(trabalhador: number, teste: number): string {
  return `10.${(trabalhador % 250) + 1}.${Math.floor(teste / 250) % 250}.${(teste % 250) + 1}`;
}
