const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ in pt-BR format from integer cents (decision 14: money is never a float). */
export function formatarCentavos(centavos: number): string {
  return moeda.format(centavos / 100);
}
