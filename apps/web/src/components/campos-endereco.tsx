import { useRef, useState } from 'react';
import { useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { CircularProgress, Grid, InputAdornment } from '@mui/material';
import { normalizarCep, referencias } from '@rodada/contracts';
import { chamar } from '../lib/api';
import { cepParaConsultar, preenchimentoDoCep, type ParteDoCep } from '../lib/cep';
import { MASCARAS } from '../lib/mascaras';
import { CamposEstadoCidade } from './campos-estado-cidade';
import { CampoTexto } from './campo-texto';
import { exigidoNoEsquema } from '../lib/contrato-campo';
import { useEsquemaDoFormulario } from './contrato-formulario';

/**
 * Typing a CEP fills street, district, state and city (ADR 012): when the user's edit makes the CEP
 * complete and new, GET /api/cep/:cep; a found address goes in by preenchimentoDoCep's rule. An
 * unknown CEP shows the hint 'CEP não encontrado'; no network, a provider down or a refusal change
 * nothing and say nothing: the form stays fully usable by hand.
 */
function usePreenchimentoPeloCep<T extends FieldValues>(campo: (c: string) => Path<T>) {
  const { setValue, getValues, clearErrors } = useFormContext<T>();
  const consultas = useQueryClient();
  // The CEP the address fields describe: the loaded one (taken at the user's first edit) until a
  // lookup answers, then the one looked up.
  const editado = useRef(false);
  const descrito = useRef<string | null>(null);
  const preenchidos = useRef<ReadonlySet<ParteDoCep>>(new Set());
  const [buscando, setBuscando] = useState(false);
  const [dica, setDica] = useState<string | undefined>(undefined);

  const aplicar = (endereco: referencias.EnderecoDoCep) => {
    const estadoAtual = getValues(campo('estado_id')) as number | string | null;
    const { valores, preenchidos: agora } = preenchimentoDoCep(endereco, preenchidos.current, estadoAtual);
    preenchidos.current = agora;
    for (const [parte, valor] of Object.entries(valores)) {
      const nome = campo(parte);
      setValue(nome, valor as PathValue<T, Path<T>>, { shouldDirty: true });
      if (valor !== '' && valor !== null) clearErrors(nome);
    }
  };

  const aoMudarCep = (novo: string, anterior: string) => {
    setDica(undefined);
    if (!editado.current) descrito.current = normalizarCep(anterior);
    editado.current = true;
    const cep = cepParaConsultar(novo, descrito.current);
    if (!cep) return;
    const antes = descrito.current;
    descrito.current = cep;
    setBuscando(true);
    consultas
      .fetchQuery({
        queryKey: ['referencias', 'cep', cep],
        queryFn: ({ signal }) => chamar(referencias.consultarCep, { params: { cep }, signal }),
        staleTime: Infinity,
      })
      .then((r) => {
        if (r.situacao === 'indisponivel') {
          // Never kept: the same CEP typed again asks again.
          consultas.removeQueries({ queryKey: ['referencias', 'cep', cep] });
          descrito.current = antes;
          return;
        }
        // The answer for a CEP the user has changed since is dropped.
        if (normalizarCep(String(getValues(campo('cep')) ?? '')) !== cep) return;
        if (r.endereco) aplicar(r.endereco);
        else setDica('CEP não encontrado');
      })
      .catch(() => {
        // Offline, too many lookups, session gone: the form stays as typed; the next edit asks again.
        descrito.current = antes;
      })
      .finally(() => setBuscando(false));
  };

  return { aoMudarCep, buscando, dica };
}

interface Props {
  /** Path of the address object in the form, e.g. 'endereco'. */
  prefixo: string;
  /** Labels which optional parts this form requires (spec 2 §5 varies per form). */
  rotuloRua?: string;
  mostrarEmail?: boolean;
  mostrarTelefones?: boolean;
  desativado?: boolean;
  /** Parts marked required (asterisk in the label), where the form says 'fields marked * are required'. */
  obrigatorios?: readonly ParteEndereco[];
  /** The city list's load error: the suppliers' 'Erro ao carregar cidades', the customers' 'Erro ao buscar cidades' (spec 2 §8). */
  erroCidades?: string;
}

/** The parts of the address block, for `obrigatorios`. */
export type ParteEndereco =
  | 'cep'
  | 'rua'
  | 'numero'
  | 'complemento'
  | 'bairro'
  | 'estado_id'
  | 'cidade_id'
  | 'telefone'
  | 'celular'
  | 'email';

/**
 * The address block of every form (spec 2 §3 "endereco"): CEP, street, number, complement,
 * district, state, the state's cities, phones and email. Choosing another state clears the city.
 * Typing a CEP fills street, district, state and city (usePreenchimentoPeloCep, ADR 012).
 */
export function CamposEndereco<T extends FieldValues>({
  prefixo,
  rotuloRua = 'Rua',
  mostrarEmail = true,
  mostrarTelefones = true,
  desativado,
  obrigatorios = [],
  erroCidades = 'Erro ao carregar cidades',
}: Props) {
  const campo = (c: string) => `${prefixo}.${c}` as Path<T>;
  const esquema = useEsquemaDoFormulario();
  // The form's list, else the contract's requirement (ContratoDoFormulario).
  const exigido = (c: ParteEndereco) =>
    obrigatorios.includes(c) || exigidoNoEsquema(esquema, campo(c)) || undefined;
  const cep = usePreenchimentoPeloCep<T>(campo);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <CampoTexto<T>
          nome={campo('cep')}
          required={exigido('cep')}
          rotulo="CEP"
          mascara={MASCARAS.cep}
          inputMode="numeric"
          disabled={desativado}
          aoMudar={cep.aoMudarCep}
          helperText={cep.dica}
          slotProps={{
            // The spinner is decoration (no label, or it would answer getByLabel('CEP')); the
            // field itself says it is busy.
            htmlInput: { 'aria-busy': cep.buscando },
            input: {
              endAdornment: cep.buscando ? (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-hidden />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <CampoTexto<T>
          nome={campo('rua')}
          required={exigido('rua')}
          rotulo={rotuloRua}
          disabled={desativado}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <CampoTexto<T>
          nome={campo('numero')}
          required={exigido('numero')}
          rotulo="Número"
          disabled={desativado}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <CampoTexto<T>
          nome={campo('complemento')}
          required={exigido('complemento')}
          rotulo="Complemento"
          disabled={desativado}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <CampoTexto<T>
          nome={campo('bairro')}
          required={exigido('bairro')}
          rotulo="Bairro"
          disabled={desativado}
        />
      </Grid>
      <CamposEstadoCidade<T>
        estado={campo('estado_id')}
        cidade={campo('cidade_id')}
        desativado={desativado}
        exigido={{ estado: exigido('estado_id'), cidade: exigido('cidade_id') }}
        erroCidades={erroCidades}
        tamanhos={{ estado: { xs: 12, sm: 4 }, cidade: { xs: 12, sm: 8 } }}
      />
      {mostrarTelefones && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CampoTexto<T>
              nome={campo('telefone')}
              required={exigido('telefone')}
              rotulo="Telefone"
              mascara="telefone"
              inputMode="tel"
              disabled={desativado}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CampoTexto<T>
              nome={campo('celular')}
              required={exigido('celular')}
              rotulo="Celular"
              mascara="telefone"
              inputMode="tel"
              disabled={desativado}
            />
          </Grid>
        </>
      )}
      {mostrarEmail && (
        <Grid size={12}>
          <CampoTexto<T>
            nome={campo('email')}
            required={exigido('email')}
            rotulo="Email"
            type="email"
            disabled={desativado}
          />
        </Grid>
      )}
    </Grid>
  );
}
