import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import { avancarComEnter } from './campo-texto';
import { useContratoDoCampo } from './contrato-formulario';

interface Props<T extends FieldValues, O> {
  nome: Path<T>;
  rotulo: string;
  /** The reference list (cities of a state, banks…); empty while it loads. */
  opcoes: readonly O[];
  carregando: boolean;
  /** How an option reads in the list and in the field. */
  rotuloDa: (opcao: O) => string;
  /** What the form stores for an option: its id or code. */
  valorDa: (opcao: O) => string | number;
  /** What the form stores when the field is cleared. */
  vazio: string | null;
  semOpcoes: string;
  textoCarregando: string;
  /** The message under the field when the list could not be loaded (the field's error wins). */
  erroDaLista?: string | undefined;
  desativado?: boolean | undefined;
  /** Marks the field as required (the label's asterisk and aria-required). */
  obrigatorio?: boolean | undefined;
}

/**
 * A field that picks one option of a reference list by typing part of its name, bound to the
 * surrounding react-hook-form: the form holds the option's id or code, never the option itself.
 * Enter moves on to the next field, as in every text field of the forms.
 */
export function CampoAutocompletar<T extends FieldValues, O>({
  nome,
  rotulo,
  opcoes,
  carregando,
  rotuloDa,
  valorDa,
  vazio,
  semOpcoes,
  textoCarregando,
  erroDaLista,
  desativado,
  obrigatorio,
}: Props<T, O>) {
  const { control } = useFormContext<T>();
  const { exigido } = useContratoDoCampo(nome);
  return (
    <Controller
      control={control}
      name={nome}
      render={({ field, fieldState }) => {
        // A numeric id may reach the form as text (a select's value): it still names its option.
        const atual =
          opcoes.find((o) => {
            const valor = valorDa(o);
            return valor === (typeof valor === 'number' ? Number(field.value) : field.value);
          }) ?? null;
        return (
          <Autocomplete
            options={opcoes}
            value={atual}
            getOptionLabel={rotuloDa}
            isOptionEqualToValue={(a, b) => valorDa(a) === valorDa(b)}
            onChange={(_e, o) => field.onChange(o ? valorDa(o) : vazio)}
            loading={carregando}
            disabled={desativado}
            noOptionsText={semOpcoes}
            loadingText={textoCarregando}
            renderInput={(params) => (
              <TextField
                {...params}
                label={rotulo}
                required={obrigatorio ?? exigido}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onKeyDown={avancarComEnter}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? erroDaLista}
              />
            )}
          />
        );
      }}
    />
  );
}
