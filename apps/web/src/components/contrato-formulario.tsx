import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { exigidoNoEsquema, maxLengthDoEsquema } from '../lib/contrato-campo';

const Contrato = createContext<unknown>(null);

/**
 * Gives the fields inside a form the zod schema the form is validated with (the contract of
 * packages/contracts): each CampoTexto takes its maxLength and its required mark from it.
 *
 *   <FormProvider {...form}><ContratoDoFormulario esquema={fornecedores.fornecedorCadastroSchema}>…
 */
export function ContratoDoFormulario({ esquema, children }: { esquema: unknown; children: ReactNode }) {
  return <Contrato.Provider value={esquema}>{children}</Contrato.Provider>;
}

/** The surrounding form's contract (null outside a ContratoDoFormulario). */
export function useEsquemaDoFormulario(): unknown {
  return useContext(Contrato);
}

/** What the surrounding form's contract says about the field `nome`: its maxLength and whether it is required. */
export function useContratoDoCampo(nome: string): { maxLength?: number; exigido: boolean } {
  const esquema = useContext(Contrato);
  return useMemo(
    () => ({ maxLength: maxLengthDoEsquema(esquema, nome), exigido: exigidoNoEsquema(esquema, nome) }),
    [esquema, nome],
  );
}

/** The one note of every form whose required fields carry the asterisk (issue 9 §8: the same marking everywhere). */
export function NotaObrigatorios() {
  return (
    <Alert severity="info" variant="outlined">
      Os campos marcados com * são obrigatórios.
    </Alert>
  );
}
