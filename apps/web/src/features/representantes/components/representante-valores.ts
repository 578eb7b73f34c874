import type { representantes } from '@rodada/contracts';
import { valoresEmpresa, valoresEnderecoComEmail } from '../../../lib/endereco-formulario';
import type { FormRepresentante } from '../api/representantes';

/** What the representative form starts with: a stored one with its masks, or every field empty. */
export function valoresRepresentante(r: representantes.RepresentanteEdicao | null): FormRepresentante {
  return {
    ...valoresEmpresa(r),
    banco: r?.banco ?? '',
    agencia: r?.agencia ?? '',
    conta: r?.conta ?? '',
    conta_tipo: (r?.conta_tipo ?? '') as FormRepresentante['conta_tipo'],
    endereco: valoresEnderecoComEmail(r?.endereco),
    user: { email: r?.user.email ?? '' },
  };
}
