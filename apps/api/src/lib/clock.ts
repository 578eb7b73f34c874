/** Time source passed to services, so tests can move time (token expiry, code expiry). */
export interface Clock {
  agora(): Date;
}

export const relogioDoSistema: Clock = { agora: () => new Date() };
