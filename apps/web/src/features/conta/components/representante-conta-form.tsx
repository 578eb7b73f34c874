import { useNavigate } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { representantes, z } from '@rodada/contracts';
import { CamposBanco } from '../../../components/campos-banco';
import { SecaoFormulario } from '../../../components/secao-formulario';
import { valoresEmpresa, valoresEndereco } from '../../../lib/endereco-formulario';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { CHAVE_CONTA_REPRESENTANTE, useSalvarContaRepresentante } from '../api/representante-conta';
import { useAposSalvarConta } from './conta-apos-salvar';
import { ContaBarraSalvar } from './conta-barra-salvar';
import { ContaCamposEmpresa } from './conta-campos-empresa';
import { ContaDialogoLogin } from './conta-dialogo-login';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';

const { MSG_REPRESENTANTES: MSG } = representantes;
const esquema = z.object({ representante: representantes.representanteContaSchema });
type Entrada = z.input<typeof esquema>;
type Saida = z.output<typeof esquema>;
type ContaLida = z.output<typeof representantes.representanteContaLidaSchema>;

/** What the form starts with: the stored values with their masks, '' for what is missing. */
export function valoresRepresentante(r: ContaLida): Entrada {
  return {
    representante: {
      ...valoresEmpresa(r),
      banco: r.banco ?? '',
      agencia: r.agencia ?? '',
      conta: r.conta ?? '',
      conta_tipo: (r.conta_tipo ?? '') as Entrada['representante']['conta_tipo'],
      endereco: valoresEndereco(r.endereco),
      user: { email: r.user.email },
    },
  };
}

/**
 * The /representante/minha-conta form (spec 2 §5 "Representative account": every field required):
 * company, address and bank data. 'Cancelar' exists only once the account is verified (spec 2 §4);
 * a save goes to / (spec 2 §2), through 'Informações para Login' when the login e-mail changed.
 */
export function RepresentanteContaForm({ conta }: { conta: ContaLida }) {
  const navegar = useNavigate();
  const form = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(esquema),
    defaultValues: valoresRepresentante(conta),
    mode: 'onTouched',
  });
  const salvar = useSalvarContaRepresentante();
  const apos = useAposSalvarConta(CHAVE_CONTA_REPRESENTANTE);

  const enviar = form.handleSubmit((dados) =>
    salvar.mutate(dados, {
      onSuccess: (r) => apos.concluir(r, conta.user.email, '/'),
      onError: (erro) => mostrarErroDoServidor(erro, form.setError, MSG.erroSalvarDados),
    }),
  );

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={esquema}>
        <Stack component="form" noValidate spacing={3} onSubmit={(e) => void enviar(e)}>
          <NotaObrigatorios />
          <ContaCamposEmpresa<Entrada>
            prefixo="representante"
            email={{ helperText: 'É o seu login na Rodada; a senha continua a mesma se ele mudar.' }}
          />
          <SecaoFormulario titulo="Dados Bancários" descricao="A conta onde você recebe as comissões.">
            <CamposBanco<Entrada> prefixo="representante" />
          </SecaoFormulario>
          <ContaBarraSalvar
            salvando={salvar.isPending}
            {...(conta.verificado ? { aoCancelar: () => void navegar('/') } : {})}
          />
        </Stack>
        <ContaDialogoLogin mudanca={apos.mudanca} aoEntender={apos.entender} />
      </ContratoDoFormulario>
    </FormProvider>
  );
}
