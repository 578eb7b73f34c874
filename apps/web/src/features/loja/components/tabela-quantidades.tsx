import { InputBase, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { produtos } from '@rodada/contracts';
import { somenteDigitos } from '@rodada/domain';
import { colunasDaGrade } from '../../../lib/colunas-grade';
import { chaveCelula } from './grade-quantidade';

export interface TabelaQuantidadesProps {
  cores: produtos.CorDaGrade[];
  tamanhos: produtos.TamanhoDaGrade[];
  corEscolhida: ReadonlySet<number>;
  tamanhoEscolhido: ReadonlySet<number>;
  /** The typed quantity of each chosen cell, by chaveCelula. */
  valores: Record<string, string>;
  onMudar: (chave: string, texto: string) => void;
}

/**
 * The quantity dialog's grid (spec 1 §5, spec 3 §9: at least 8 size columns, as the product form's
 * TabelaGrade): a row per colour, a column per size; a chosen colour × chosen size cell takes a
 * quantity (digits only), the others stay empty. Scrolls sideways on a phone (ADR 011).
 */
export function TabelaQuantidades(props: TabelaQuantidadesProps) {
  const { cores, tamanhos, corEscolhida, tamanhoEscolhido, valores, onMudar } = props;
  const colunas = colunasDaGrade(tamanhos);
  return (
    <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Grade de cores e tamanhos">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Cor
            </TableCell>
            {colunas.map((t, i) => (
              <TableCell
                key={t?.id ?? `vazia-${i}`}
                component="th"
                scope="col"
                align="center"
                sx={{ minWidth: 52, px: 0.5 }}
                aria-label={t?.tamanho ?? 'Sem tamanho'}
              >
                {t?.tamanho ?? ''}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {cores.map((cor) => (
            <TableRow key={cor.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {cor.nome}
              </TableCell>
              {colunas.map((t, i) => {
                const ativa = t !== null && corEscolhida.has(cor.id) && tamanhoEscolhido.has(t.id);
                const chave = t === null ? '' : chaveCelula(cor.id, t.id);
                return (
                  <TableCell key={t?.id ?? `vazia-${i}`} align="center" sx={{ px: 0.5 }}>
                    {ativa && (
                      <InputBase
                        value={valores[chave] ?? '0'}
                        onChange={(e) => onMudar(chave, somenteDigitos(e.target.value))}
                        onFocus={(e) => e.target.select()}
                        inputProps={{
                          'aria-label': `${cor.nome} ${t.tamanho}`,
                          inputMode: 'numeric',
                          style: { textAlign: 'center' },
                        }}
                        sx={{
                          width: 48,
                          border: 1,
                          borderColor: 'primary.main',
                          borderRadius: 1,
                          fontSize: 14,
                        }}
                      />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
