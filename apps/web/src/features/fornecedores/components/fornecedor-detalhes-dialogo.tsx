import { useState } from 'react';
import { Avatar, Box, Chip, Divider, Stack } from '@mui/material';
import { formatarCep, formatarCnpj, fornecedores } from '@rodada/contracts';
import { CampoDetalhe as Campo, DialogoDetalhes, GradeDetalhes } from '../../../components/dialogo-detalhes';
import { mascararTelefone } from '../../../lib/mascaras';
import { useFornecedorDetalhe } from '../api/fornecedores';
import { AvaliacoesFornecedor } from './avaliacoes-fornecedor';
import { erroDeCarga } from '../../../lib/formulario';

type Fornecedor = fornecedores.FornecedorLista;
const MSG = fornecedores.MSG_FORNECEDORES;

/**
 * The read-only details dialog of /fornecedores (spec 2 §2): company data, address and contacts;
 * for whoever may rate the supplier (`acoes.avaliar`: a representante, spec 2 §6) also the ratings
 * with 'Nova avaliação'.
 */
export function FornecedorDetalhesDialogo({
  fornecedor,
  representanteId,
  onFechar,
}: {
  fornecedor: Fornecedor | null;
  /** The caller's representante id: its ratings are marked '(você)' and new ones carry it. */
  representanteId: number | null;
  onFechar: () => void;
}) {
  // The supplier stays shown while the dialog fades out.
  const [ultimo, setUltimo] = useState<Fornecedor | null>(null);
  if (fornecedor && fornecedor !== ultimo) setUltimo(fornecedor);
  const f = fornecedor ?? ultimo;
  const consulta = useFornecedorDetalhe(fornecedor?.id ?? null);
  const d = consulta.data?.fornecedor;
  const e = d?.endereco ?? null;

  const endereco = e
    ? [
        [e.rua, e.numero].filter(Boolean).join(', '),
        e.complemento,
        e.bairro,
        e.cidade && e.estado ? `${e.cidade}/${e.estado}` : e.local,
      ]
        .filter(Boolean)
        .join(' — ')
    : null;

  return (
    <DialogoDetalhes
      aberto={fornecedor !== null}
      largura="md"
      titulo={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {d?.logo && <Avatar src={d.logo} alt="" variant="rounded" sx={{ width: 48, height: 48 }} />}
          <span>{f?.nome_fantasia ?? ''}</span>
          {f && !f.ativo && <Chip size="small" label="Desativado" color="error" variant="outlined" />}
        </Stack>
      }
      carregando={consulta.isPending && fornecedor !== null}
      erro={erroDeCarga(consulta, MSG.erroDetalhar)}
      onFechar={onFechar}
    >
      {d && (
        <Stack spacing={2.5}>
          <GradeDetalhes>
            <Campo rotulo="Razão Social">{d.razao_social}</Campo>
            <Campo rotulo="Nome Fantasia">{d.nome_fantasia}</Campo>
            <Campo rotulo="CNPJ">{d.cnpj ? formatarCnpj(d.cnpj) : null}</Campo>
            <Campo rotulo="Inscrição Estadual">{d.ie}</Campo>
            <Campo rotulo="Endereço" largo>
              {endereco}
            </Campo>
            <Campo rotulo="CEP">{e?.cep ? formatarCep(e.cep) : null}</Campo>
            <Campo rotulo="Situação">
              {d.ativo ? 'Ativo' : 'Desativado'}
              {/* ativo_representante is null for every role but representante. */}
              {d.ativo_representante !== null &&
                (d.ativo_representante ? ' · ativo para mim' : ' · não ativo para mim')}
            </Campo>
            <Campo rotulo="Telefone">{e?.telefone ? mascararTelefone(e.telefone) : null}</Campo>
            <Campo rotulo="Celular">{e?.celular ? mascararTelefone(e.celular) : null}</Campo>
            <Campo rotulo="Email">{e?.email}</Campo>
            <Campo rotulo="Email 2">{e?.email2}</Campo>
          </GradeDetalhes>
          {d.acoes.avaliar && representanteId !== null && (
            <>
              <Divider />
              <Box>
                <AvaliacoesFornecedor fornecedorId={d.id} representanteId={representanteId} />
              </Box>
            </>
          )}
        </Stack>
      )}
    </DialogoDetalhes>
  );
}
