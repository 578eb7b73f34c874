/*
 * The shop's grid pieces the order form reuses (issue 14 brief: 'reuse the shop's table component;
 * do not move shop files, import is fine'). The only imports from another feature, kept in this one
 * file as declared exceptions to rodada/fronteiras: the lead may move them to components/ and lib/.
 */
// eslint-disable-next-line rodada/fronteiras -- shared with the shop's quantity dialog (see above)
import { alternarTamanho, celulasEscolhidas, chaveCelula } from '../../loja/components/grade-quantidade';
// eslint-disable-next-line rodada/fronteiras -- shared with the shop's quantity dialog (see above)
import { TabelaQuantidades } from '../../loja/components/tabela-quantidades';

export { alternarTamanho, celulasEscolhidas, chaveCelula, TabelaQuantidades };
