import { Typography } from '@mui/material';
import { SecaoFormulario } from '../../../components/secao-formulario';
import { aplicarMascara, MASCARAS, mascararTelefone } from '../../../lib/mascaras';

/** The Fornecedor section (spec 3 §2 "Order form", §6): a representative sees the supplier, read-only. */
export function SecaoFornecedor({
  fornecedor,
}: {
  fornecedor: {
    nome_fantasia: string;
    razao_social: string | null;
    cnpj: string | null;
    telefone: string | null;
    email: string | null;
  };
}) {
  return (
    <SecaoFormulario titulo="Fornecedor">
      <Typography sx={{ fontWeight: 700 }}>{fornecedor.nome_fantasia}</Typography>
      <Typography variant="body2">
        {[
          fornecedor.razao_social,
          fornecedor.cnpj ? `CNPJ ${aplicarMascara(fornecedor.cnpj, MASCARAS.cnpj)}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[fornecedor.telefone ? mascararTelefone(fornecedor.telefone) : null, fornecedor.email]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </SecaoFormulario>
  );
}
