import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fornecedores } from '@rodada/contracts';
import { chamar } from '../../../lib/api';
import { CHAVE_CONTA_FORNECEDOR } from './fornecedor-conta';

/** Query key of a supplier's logo. */
export const chaveLogo = (fornecedorId: number) => ['conta', 'fornecedor', 'logo', fornecedorId] as const;

/** The supplier's logo URL, or null (GET /api/fornecedores/{id}/logo/listar, spec 2 §7). */
export function useLogo(fornecedorId: number) {
  return useQuery({
    queryKey: chaveLogo(fornecedorId),
    queryFn: ({ signal }) => chamar(fornecedores.listarLogo, { params: { id: fornecedorId }, signal }),
    select: (r) => r.logo,
    retry: false,
  });
}

/** Saves a cropped logo (a JPEG data URL); the logo and the account reload afterwards. */
export function useSalvarLogo(fornecedorId: number) {
  const consultas = useQueryClient();
  return useMutation({
    mutationFn: (logo: string) =>
      chamar(fornecedores.salvarLogo, { params: { id: fornecedorId }, body: { logo } }),
    onSuccess: async () => {
      await consultas.invalidateQueries({ queryKey: chaveLogo(fornecedorId) });
      await consultas.invalidateQueries({ queryKey: CHAVE_CONTA_FORNECEDOR, exact: true });
    },
  });
}
