/**
 * The footer's social links (spec 1 §2.5 "footer with social links"). The spec names no accounts:
 * these are the Rodada's placeholders, one place to change them when the real ones exist.
 */
export const REDES_SOCIAIS = [
  { nome: 'Instagram', url: 'https://www.instagram.com/rodadadenegocios' },
  { nome: 'Facebook', url: 'https://www.facebook.com/rodadadenegocios' },
  // wa.me without a number opens the app to pick a contact; a real number goes after the slash.
  { nome: 'WhatsApp', url: 'https://wa.me/' },
] as const;
