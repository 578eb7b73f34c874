/** Dialog widths of spec 3 §9: "728 px confirmations, 1200 px selection". */
export const LARGURA_CONFIRMACAO = 728;
export const LARGURA_SELECAO = 1200;
