import { Autocomplete, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { MSG_PEDIDOS, pedidos } from '@rodada/contracts';
import { deCentavos, formatarMoeda, percentualDe } from '@rodada/domain';
import {
  centavosParaTexto,
  dataParaTexto,
  digitadoParaCentavos,
  mascararData,
  textoParaData,
} from '../../../lib/entradas';
import { mascararTelefone } from '../../../lib/mascaras';

/** The supplier checkout's fields (spec 3 §3 "Order", §5 "Supplier checkout"); money in cents. */
export interface FormFornecedor {
  /** As typed, 'dd/mm/aaaa' (spec 1 §5 date mask ##/##/####). */
  entrega: string;
  forma_pagamento: string;
  prazo: string;
  transportadora: string;
  transportadora_telefone: string;
  /** 'Responsável' */
  vendedor: string;
  desconto_valor: number;
  desconto_percentual: string;
  taxa_valor: number;
  taxa_percentual: string;
  observacoes: string;
}

export const FORM_FORNECEDOR_VAZIO: FormFornecedor = {
  entrega: '',
  forma_pagamento: '',
  prazo: '',
  transportadora: '',
  transportadora_telefone: '',
  vendedor: '',
  desconto_valor: 0,
  desconto_percentual: '',
  taxa_valor: 0,
  taxa_percentual: '',
  observacoes: '',
};

/**
 * The form's errors (spec 3 §5 "Order form", "Supplier checkout"): entrega, forma_pagamento,
 * prazo and (for a supplier) vendedor required ('Obrigatório'); entrega not before the server's
 * today. Empty when valid. Money fields only take digits, so they are never negative.
 */
export function errosDoFormulario(
  f: FormFornecedor,
  opcoes: { hoje: string | undefined; representante: boolean },
): Partial<Record<keyof FormFornecedor, string>> {
  const erros: Partial<Record<keyof FormFornecedor, string>> = {};
  const OBR = MSG_PEDIDOS.obrigatorio;
  const iso = textoParaData(f.entrega);
  if (!f.entrega) erros.entrega = OBR;
  else if (!iso) erros.entrega = 'Data inválida';
  else if (opcoes.hoje && iso < opcoes.hoje) {
    erros.entrega = MSG_PEDIDOS.entregaAntesDeHoje(dataParaTexto(opcoes.hoje));
  }
  if (!f.forma_pagamento) erros.forma_pagamento = OBR;
  if (!f.prazo.trim()) erros.prazo = OBR;
  if (!opcoes.representante && !f.vendedor.trim()) erros.vendedor = OBR;
  return erros;
}

/** A percentage typed with a comma or a dot, up to 4 decimals; '' when not a number. */
function lerPercentual(texto: string): number | null {
  const limpo = texto.replace(',', '.').replace(/[^\d.]/g, '');
  return /^\d{1,3}(\.\d{0,4})?$/.test(limpo) ? Number(limpo) : null;
}

/** The percentage `valor` is of `bruto`, 4 decimals, as the form shows it ('2,5'). */
function percentualDoValor(valor: number, bruto: number): string {
  if (bruto <= 0 || valor <= 0) return '';
  return String(Math.round((valor / bruto) * 1_000_000) / 10_000).replace('.', ',');
}

/** net = gross − discount + fee (spec 3 §9). */
export const liquidoDe = (bruto: number, f: FormFornecedor) =>
  Math.max(0, bruto - f.desconto_valor + f.taxa_valor);

export function PagamentoFornecedor(props: {
  form: FormFornecedor;
  onMudar: (f: FormFornecedor) => void;
  erros: Partial<Record<keyof FormFornecedor, string>>;
  hoje: string | undefined;
  bruto: number;
  /** 'Responsável' is not required of a representative (spec 3 §5, §6). */
  representante: boolean;
  /** Discount and fee may change (acoes.alterar_desconto of compra); else read-only (spec 3 §6). */
  alterarDesconto: boolean;
}) {
  const { form: f, onMudar, erros, bruto, representante, alterarDesconto } = props;
  const mudar = (parcial: Partial<FormFornecedor>) => onMudar({ ...f, ...parcial });
  const valor = (campo: 'desconto' | 'taxa', texto: string) => {
    const c = digitadoParaCentavos(texto) ?? 0;
    mudar({ [`${campo}_valor`]: c, [`${campo}_percentual`]: percentualDoValor(c, bruto) });
  };
  const percentual = (campo: 'desconto' | 'taxa', texto: string) => {
    const p = lerPercentual(texto);
    const limitado = p !== null && p <= 100 ? p : null;
    mudar({
      [`${campo}_percentual`]: texto.replace(/[^\d,.]/g, ''),
      [`${campo}_valor`]: limitado === null ? 0 : percentualDe(bruto, limitado),
    });
  };
  const ajuda = (campo: keyof FormFornecedor) => ({ error: !!erros[campo], helperText: erros[campo] });

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Entrega"
          required
          placeholder="dd/mm/aaaa"
          value={f.entrega}
          onChange={(e) => mudar({ entrega: mascararData(e.target.value) })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
          {...ajuda('entrega')}
        />
        <TextField
          select
          label="Forma de pagamento"
          required
          value={f.forma_pagamento}
          onChange={(e) => mudar({ forma_pagamento: e.target.value })}
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
          onInputChange={(_e, v) => mudar({ prazo: v })}
          renderInput={(p) => <TextField {...p} label="Prazo" required {...ajuda('prazo')} />}
        />
        <TextField
          label="Responsável"
          required={!representante}
          value={f.vendedor}
          onChange={(e) => mudar({ vendedor: e.target.value })}
          {...ajuda('vendedor')}
        />
        <TextField
          label="Transportadora"
          value={f.transportadora}
          onChange={(e) => mudar({ transportadora: e.target.value })}
        />
        <TextField
          label="Telefone da transportadora"
          value={f.transportadora_telefone}
          onChange={(e) =>
            mudar({ transportadora_telefone: mascararTelefone(e.target.value, f.transportadora_telefone) })
          }
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        {(['desconto', 'taxa'] as const).map((campo) => (
          <Stack key={campo} direction="row" spacing={1}>
            <TextField
              label={campo === 'desconto' ? 'Desconto (R$)' : 'Taxa (R$)'}
              value={centavosParaTexto(f[`${campo}_valor`])}
              onChange={(e) => valor(campo, e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: !alterarDesconto } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={campo === 'desconto' ? 'Desconto (%)' : 'Taxa (%)'}
              value={f[`${campo}_percentual`]}
              onChange={(e) => percentual(campo, e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: !alterarDesconto } }}
              sx={{ width: 136, flexShrink: 0 }}
            />
          </Stack>
        ))}
      </Box>
      <TextField
        label="Observações"
        multiline
        minRows={2}
        value={f.observacoes}
        onChange={(e) => mudar({ observacoes: e.target.value })}
      />
      <Stack sx={{ alignItems: 'flex-end' }}>
        <Typography>{`Valor bruto: ${formatarMoeda(bruto)}`}</Typography>
        <Typography
          sx={{ fontWeight: 700 }}
        >{`Valor líquido: ${formatarMoeda(liquidoDe(bruto, f))}`}</Typography>
      </Stack>
    </Stack>
  );
}

/**
 * The form's fields as the body of POST /api/pedidos/salvar (amounts as '12.50', spec D14). No
 * discount nor fee unless `alterarDesconto` (read-only otherwise: the server refuses them).
 */
export function camposDoCorpo(f: FormFornecedor, alterarDesconto: boolean) {
  const texto = (s: string) => (s.trim() ? s.trim() : null);
  const pct = (s: string) => (s.trim() ? s.replace(',', '.') : undefined);
  return {
    entrega: textoParaData(f.entrega) ?? '',
    forma_pagamento: f.forma_pagamento as (typeof pedidos.FORMAS_PAGAMENTO)[number],
    prazo: f.prazo.trim(),
    transportadora: texto(f.transportadora),
    transportadora_telefone: texto(f.transportadora_telefone),
    vendedor: texto(f.vendedor),
    observacoes: texto(f.observacoes),
    ...(alterarDesconto
      ? {
          desconto_valor: deCentavos(f.desconto_valor),
          desconto_percentual: pct(f.desconto_percentual),
          taxa_valor: deCentavos(f.taxa_valor),
          taxa_percentual: pct(f.taxa_percentual),
        }
      : {}),
  };
}
