import { Box, Chip, Typography } from '@mui/material';
import { clientes, formatarCep, formatarCnpj, formatarCpf } from '@rodada/contracts';
import { CampoDetalhe as Campo, DialogoDetalhes, GradeDetalhes } from '../../../components/dialogo-detalhes';
import { telefoneLegivel } from '../../../lib/endereco-formulario';
import { useCliente, useLojasDoCliente } from '../api/clientes';
import { erroDeCarga } from '../../../lib/formulario';

/** The read-only details dialog of /clientes (spec 2 §2 "row menu ... details"). */
export function ClienteDetalhesDialogo({ id, onFechar }: { id: number | null; onFechar: () => void }) {
  const consulta = useCliente(id);
  const lojas = useLojasDoCliente(id);
  const c = consulta.data;
  const e = c?.endereco ?? null;

  return (
    <DialogoDetalhes
      aberto={id !== null}
      titulo="Detalhes do Cliente"
      carregando={consulta.isPending}
      erro={erroDeCarga(consulta, clientes.MSG_CLIENTES.erroEditar)}
      onFechar={onFechar}
    >
      {c && (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h6" component="p">
              {c.nome_fantasia ?? c.nome}
            </Typography>
            {!c.ativo && <Chip label="Desativado" size="small" color="error" variant="outlined" />}
          </Box>
          <GradeDetalhes>
            <Campo rotulo="Razão Social">{c.razao_social}</Campo>
            <Campo rotulo="CNPJ">{c.cnpj ? formatarCnpj(c.cnpj) : null}</Campo>
            <Campo rotulo="Inscrição Estadual">{c.ie}</Campo>
            <Campo rotulo="Representante">{c.representante_nome}</Campo>
            <Campo rotulo="Nome do Responsável">{c.responsavel_nome}</Campo>
            <Campo rotulo="CPF do Responsável">
              {c.responsavel_cpf ? formatarCpf(c.responsavel_cpf) : null}
            </Campo>
            <Campo rotulo="Email">{c.user.email}</Campo>
            <Campo rotulo="Telefone / Celular">
              {[e?.telefone, e?.celular].filter(Boolean).map(telefoneLegivel).join(' / ')}
            </Campo>
            <Campo rotulo="Endereço" largo>
              {e?.rua
                ? `${e.rua}, ${e.numero ?? 's/n'}${e.complemento ? ` - ${e.complemento}` : ''} - ${e.bairro ?? ''}, ${e.cidade ?? ''}/${e.estado ?? ''}${e.cep ? ` - CEP ${formatarCep(e.cep)}` : ''}`
                : null}
            </Campo>
            <Campo rotulo="Lojas" largo>
              {lojas.data?.map((l) => `${l.nome_fantasia} (${formatarCnpj(l.cnpj)})`).join('; ')}
            </Campo>
          </GradeDetalhes>
        </>
      )}
    </DialogoDetalhes>
  );
}
