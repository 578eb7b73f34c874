import { useCallback, useRef, useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import type { Endpoint } from '@rodada/contracts';
import { imprimir as imprimirNoModo, type OpcoesImpressao, type ResultadoImpressao } from '../lib/imprimir';

/**
 * imprimir() of lib/imprimir.ts with a progress flag, for row menus and custom buttons: one print
 * at a time (a second call while one runs is ignored).
 */
export function useImprimir() {
  const [imprimindo, setImprimindo] = useState(false);
  const emCurso = useRef(false);
  const imprimir = useCallback(
    async <E extends Endpoint>(
      ep: E,
      opcoes: OpcoesImpressao<E>,
      mensagemDeErro: string,
    ): Promise<ResultadoImpressao | null> => {
      if (emCurso.current) return null;
      emCurso.current = true;
      setImprimindo(true);
      try {
        return await imprimirNoModo(ep, opcoes, mensagemDeErro);
      } finally {
        emCurso.current = false;
        setImprimindo(false);
      }
    },
    [],
  );
  return { imprimindo, imprimir };
}

type Props<E extends Endpoint> = OpcoesImpressao<E> & {
  contrato: E;
  /** The screen's print error (e.g. 'Erro ao imprimir listagem de produtos', spec 3 §8). */
  mensagemDeErro: string;
  /** 'botao' (default): a text button with the icon; 'icone': an icon button with a tooltip. */
  variante?: 'botao' | 'icone';
  rotulo?: string;
  disabled?: boolean;
};

/**
 * The 'Imprimir' button of lists and forms: prints through `contrato` in the device's mode (local
 * preview or the round's print island, lib/imprimir.ts) and shows a spinner while the PDF is made.
 */
export function BotaoImprimir<E extends Endpoint>({
  contrato,
  mensagemDeErro,
  variante = 'botao',
  rotulo = 'Imprimir',
  disabled,
  ...opcoes
}: Props<E>) {
  const { imprimindo, imprimir } = useImprimir();
  const aoClicar = () => void imprimir(contrato, opcoes, mensagemDeErro);
  const icone = imprimindo ? <CircularProgress size={20} aria-label="Gerando impressão" /> : <PrintIcon />;
  if (variante === 'icone') {
    return (
      <Tooltip title={rotulo}>
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            aria-label={rotulo}
            aria-busy={imprimindo}
            disabled={disabled || imprimindo}
            onClick={aoClicar}
          >
            {icone}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={icone}
      aria-busy={imprimindo}
      disabled={disabled || imprimindo}
      onClick={aoClicar}
    >
      {rotulo}
    </Button>
  );
}
