import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';

/**
 * The grid dialog's quick add (spec 3 §2 "Product form": each picker has search and add): a text
 * field upper-cased as typed and its Adicionar button (Enter too). Empty: `msgVazio`; the server's
 * refusal stays under the field with what was typed. `aoAdicionar` answers null when it saved, else
 * the message to show.
 */
export function CampoAdicionar({
  rotulo,
  botao,
  msgVazio,
  max,
  aoAdicionar,
  desativado,
}: {
  rotulo: string;
  botao: string;
  msgVazio: string;
  max?: number;
  aoAdicionar: (texto: string) => Promise<string | null>;
  desativado?: boolean;
}) {
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const adicionar = async () => {
    const limpo = texto.trim();
    if (!limpo) {
      setErro(msgVazio);
      return;
    }
    if (max !== undefined && limpo.length > max) {
      setErro(`No máximo ${max} caracteres`);
      return;
    }
    setEnviando(true);
    const falha = await aoAdicionar(limpo);
    setEnviando(false);
    setErro(falha);
    if (falha === null) setTexto('');
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={rotulo}
        value={texto}
        disabled={desativado}
        onChange={(e) => {
          setTexto(e.target.value.toUpperCase());
          setErro(null);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          void adicionar();
        }}
        error={erro !== null}
        helperText={erro ?? ' '}
        slotProps={{ htmlInput: { maxLength: max, autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ flex: 1 }}
      />
      <Button
        variant="outlined"
        startIcon={<Add />}
        onClick={() => void adicionar()}
        loading={enviando}
        disabled={desativado}
        sx={{ mt: 0.25, whiteSpace: 'nowrap' }}
      >
        {botao}
      </Button>
    </Stack>
  );
}
