import { useState } from 'react';
import { Autocomplete, Box, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { MSG_PEDIDOS, pedidos } from '@rodada/contracts';
import { formatarMoeda, type TotaisDoPedido } from '@rodada/domain';
import { SecaoFormulario } from '../../../components/secao-formulario';
import {
  centavosParaTexto,
  dataParaTexto,
  digitadoParaCentavos,
  mascararData,
  textoParaData,
} from '../../../lib/entradas';
import { mascararTelefone } from '../../../lib/mascaras';
import type { FormPedido } from './estado';
import {
  comPercentual,
  comValor,
  erroDoPercentual,
  erroDoValor,
  formatarPercentual,
  type CampoMonetario,
} from './valor-percentual';

export type ErrosPagamento = Partial<Record<keyof FormPedido, string>>;

/**
 * The required fields (spec 3 §5 "Order form"): entrega (not before the server's today),
 * forma_pagamento, prazo and, except for a representative, vendedor ('Obrigatório'). `data` is
 * the server's, never typed.
 */
export function errosDoPagamento(
  f: FormPedido,
  opcoes: { hoje: string | undefined; representante: boolean },
): ErrosPagamento {
  const erros: ErrosPagamento = {};
  const OBR = MSG_PEDIDOS.obrigatorio;
  const iso = textoParaData(f.entrega);
  if (!f.entrega) erros.entrega = OBR;
  else if (!iso) erros.entrega = 'Data inválida';
  else if (opcoes.hoje && iso < opcoes.hoje)
    erros.entrega = MSG_PEDIDOS.entregaAntesDeHoje(dataParaTexto(opcoes.hoje));
  if (!f.forma_pagamento) erros.forma_pagamento = OBR;
  if (!f.prazo.trim()) erros.prazo = OBR;
  if (!opcoes.representante && !f.vendedor.trim()) erros.vendedor = OBR;
  return erros;
}

/**
 * The Pagamento section of the order form (spec 3 §2, §5 "Order form", §6, §9): date (the server's),
 * delivery from the server's today, payment method and term (suggestions and free text), vendedor
 * (not required for a representative), carrier and its phone mask, discount and fee as value ⇄
 * percent (read-only for a representative), commission 5% Fornecedor read-only for all; the totals.
 */
export function SecaoPagamento(props: {
  form: FormPedido;
  onMudar: (f: FormPedido) => void;
  erros: ErrosPagamento;
  /** The order's date: the server's today for a new one. */
  data: string | undefined;
  totais: TotaisDoPedido;
  comissaoPercentual: string;
  representante: boolean;
  somenteLeitura: boolean;
}) {
  const { form: f, onMudar, erros, totais, representante, somenteLeitura } = props;
  const [errosMoeda, setErrosMoeda] = useState<Partial<Record<string, string>>>({});
  const mudar = (parcial: Partial<FormPedido>) => onMudar({ ...f, ...parcial });
  const ajuda = (campo: keyof FormPedido) => ({ error: !!erros[campo], helperText: erros[campo] });
  const leitura = { htmlInput: { readOnly: somenteLeitura } };
  const descontoTaxaLeitura = somenteLeitura || representante;

  const valor = (campo: CampoMonetario, texto: string) => {
    setErrosMoeda((e) => ({ ...e, [`${campo}_valor`]: erroDoValor(texto) ?? undefined }));
    onMudar(comValor(f, campo, digitadoParaCentavos(texto) ?? 0, totais.bruto));
  };
  const percentual = (campo: CampoMonetario, texto: string) => {
    setErrosMoeda((e) => ({ ...e, [`${campo}_percentual`]: erroDoPercentual(texto) ?? undefined }));
    onMudar(comPercentual(f, campo, texto, totais.bruto));
  };

  return (
    <SecaoFormulario titulo="Pagamento">
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Data"
            value={dataParaTexto(props.data)}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label="Entrega"
            required
            placeholder="dd/mm/aaaa"
            value={f.entrega}
            onChange={(e) => mudar({ entrega: mascararData(e.target.value) })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { inputMode: 'numeric', readOnly: somenteLeitura },
            }}
            {...ajuda('entrega')}
          />
          <TextField
            select
            label="Forma de pagamento"
            required
            value={f.forma_pagamento}
            onChange={(e) => mudar({ forma_pagamento: e.target.value })}
            slotProps={leitura}
            {...ajuda('forma_pagamento')}
          >
            {pedidos.FORMAS_PAGAMENTO.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            freeSolo
            options={pedidos.PRAZOS_PAGAMENTO}
            inputValue={f.prazo}
            onInputChange={(_e, v) => mudar({ prazo: v.slice(0, 100) })}
            readOnly={somenteLeitura}
            renderInput={(p) => <TextField {...p} label="Prazo" required {...ajuda('prazo')} />}
          />
          <TextField
            label="Vendedor"
            required={!representante}
            value={f.vendedor}
            onChange={(e) => mudar({ vendedor: e.target.value.slice(0, 255) })}
            slotProps={leitura}
            {...ajuda('vendedor')}
          />
          <TextField
            label="Transportadora"
            value={f.transportadora}
            onChange={(e) => mudar({ transportadora: e.target.value.slice(0, 255) })}
            slotProps={leitura}
          />
          <TextField
            label="Telefone da transportadora"
            value={f.transportadora_telefone}
            onChange={(e) =>
              mudar({ transportadora_telefone: mascararTelefone(e.target.value, f.transportadora_telefone) })
            }
            slotProps={{ htmlInput: { inputMode: 'tel', readOnly: somenteLeitura } }}
          />
          {(['desconto', 'taxa'] as const).map((campo) => (
            <Stack key={campo} direction="row" spacing={1}>
              <TextField
                label={campo === 'desconto' ? 'Desconto (R$)' : 'Taxa (R$)'}
                value={centavosParaTexto(f[`${campo}_valor`])}
                onChange={(e) => valor(campo, e.target.value)}
                error={!!errosMoeda[`${campo}_valor`] || !!erros[`${campo}_valor`]}
                helperText={errosMoeda[`${campo}_valor`] ?? erros[`${campo}_valor`]}
                slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: descontoTaxaLeitura } }}
                sx={{ flex: 1 }}
              />
              <TextField
                label={campo === 'desconto' ? 'Desconto (%)' : 'Taxa (%)'}
                value={f[`${campo}_percentual`]}
                onChange={(e) => percentual(campo, e.target.value)}
                error={!!errosMoeda[`${campo}_percentual`]}
                helperText={errosMoeda[`${campo}_percentual`]}
                slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: descontoTaxaLeitura } }}
                sx={{ width: 136, flexShrink: 0 }}
              />
            </Stack>
          ))}
          <Stack direction="row" spacing={1}>
            <TextField
              label="Comissão (%)"
              value={formatarPercentual(Number(props.comissaoPercentual))}
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label="Tipo de comissão"
              value="Fornecedor"
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ flex: 1 }}
            />
          </Stack>
        </Box>
        <TextField
          label="Observações"
          multiline
          minRows={2}
          value={f.observacoes}
          onChange={(e) => mudar({ observacoes: e.target.value.slice(0, 5000) })}
          slotProps={leitura}
        />
        <Divider />
        <Totais totais={totais} />
      </Stack>
    </SecaoFormulario>
  );
}

/** The order's totals (spec 3 §9: net = gross − discount + fee; commission = net × % / 100). */
function Totais({ totais }: { totais: TotaisDoPedido }) {
  const linhas: [string, string][] = [
    ['Quantidade', String(totais.quantidade)],
    ['Valor bruto', formatarMoeda(totais.bruto)],
    ['Desconto', formatarMoeda(totais.desconto_valor)],
    ['Taxa', formatarMoeda(totais.taxa_valor)],
    ['Comissão', formatarMoeda(totais.comissao_valor)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Totais do pedido"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 2 }}
    >
      {linhas.map(([rotulo, valor]) => (
        <Box key={rotulo} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {rotulo}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {valor}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        Valor líquido
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right', whiteSpace: 'nowrap' }}>
        {formatarMoeda(totais.liquido)}
      </Typography>
    </Box>
  );
}
