import { useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import GridOn from '@mui/icons-material/GridOn';
import Save from '@mui/icons-material/SaveOutlined';
import { MSG_PRODUTOS as MSG, produtos, z } from '@rodada/contracts';
import { deCentavos, paraCentavos } from '@rodada/domain';
import { CampoDinheiro } from '../../../components/campo-dinheiro';
import { CampoTexto } from '../../../components/campo-texto';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';
import { SecaoFormulario as Secao } from '../../../components/secao-formulario';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useSalvarProduto } from '../api/produto-form';
import { CampoCategoria, CampoCodigo, CampoQuantidade } from './campos-produto';
import { DialogoGrade } from './dialogo-grade';
import type { CorGrade, TamanhoGrade } from './grade';
import { TabelaGrade } from './tabela-grade';

const CO = MSG.campoObrigatorio;

/**
 * The form's rules: the contract's (trimmed texts, 'Campo obrigatório', integer minimum and
 * multiple ≥ 0), with the money in integer cents (CampoDinheiro, spec D14) and the category picked
 * from the select. The grid (colours and sizes) lives beside the fields.
 */
const esquema = produtos.produtoFormSchema.omit({ cores: true, tamanhos: true }).extend({
  valor: z
    .number({ error: CO })
    .nullable()
    .refine((c) => c !== null, CO)
    .refine((c) => c === null || c > 0, MSG.valorPositivo),
  categoria_id: z.union([z.number(), z.literal('')], { error: CO }).refine((v) => v !== '', CO),
});

/** The form's values: texts as typed, the money in cents, the quantities as typed. */
export type FormProduto = {
  codigo: string;
  descricao: string;
  valor: number | null;
  categoria_id: number | '';
  quantidade_minima: string;
  multiplo: string;
  detalhes: string;
};

/** The stored product, as the edit answer brings it. */
export interface ProdutoEdicao {
  id: number;
  codigo: string;
  descricao: string;
  valor: string;
  categoria_id: number;
  fornecedor_id: number;
  quantidade_minima: number;
  multiplo: number;
  detalhes: string | null;
  cores: CorGrade[];
  tamanhos: TamanhoGrade[];
}

function valoresIniciais(p: ProdutoEdicao | null): FormProduto {
  return {
    codigo: p?.codigo ?? '',
    descricao: p?.descricao ?? '',
    valor: p ? paraCentavos(p.valor) : null,
    categoria_id: p?.categoria_id ?? '',
    quantidade_minima: p ? String(p.quantidade_minima) : '',
    multiplo: p ? String(p.multiplo) : '',
    detalhes: p?.detalhes ?? '',
  };
}

const Texto = CampoTexto<FormProduto>;

/**
 * 'Cadastro de Produtos' (spec 3 §2 "Product form", §5 "Product", §8 "Products"): Código
 * (normalised as typed), Descrição, Valor (> 0), Categoria, Múltiplo de Quantidade, Quantidade
 * Mínima, Detalhes and the 'Tamanhos e Cores' grid. A refused save keeps what was typed with the
 * server's message under its field ('Código já cadastrado' focuses the code). After saving the
 * master goes to /produtos, the others go back (to /produtos when there is nowhere to go back to).
 * `somenteLeitura`: a product the caller may not edit (acoes.editar false) is shown, not changed.
 */
export function ProdutoFormulario({
  produto,
  somenteLeitura,
}: {
  produto: ProdutoEdicao | null;
  somenteLeitura: boolean;
}) {
  const navegar = useNavigate();
  const local = useLocation();
  const master = useEstadoLocal((s) => s.usuario?.tipo === 'master');
  const salvar = useSalvarProduto(produto?.id ?? null);
  const form = useForm<FormProduto>({
    // raw: what was typed is sent; the server normalises with the same contract.
    resolver: zodResolver(esquema as unknown as z.ZodType<FormProduto, FormProduto>, undefined, {
      raw: true,
    }),
    defaultValues: valoresIniciais(produto),
  });
  const { isSubmitting, errors } = form.formState;
  const [cores, setCores] = useState<CorGrade[]>(produto?.cores ?? []);
  const [tamanhos, setTamanhos] = useState<TamanhoGrade[]>(produto?.tamanhos ?? []);
  const [gradeAberta, setGradeAberta] = useState(false);
  const [cobrarGrade, setCobrarGrade] = useState(false);
  const gradeVazia = cores.length === 0 || tamanhos.length === 0;
  const erroGrade = cobrarGrade && gradeVazia ? MSG.gradeVaziaLonga : (errors.root?.grade?.message ?? null);

  const sair = () => {
    // spec 3 §2: the master returns to /produtos; the others go back, if there is a page to go back to.
    if (master || local.key === 'default') void navegar('/produtos');
    else void navegar(-1);
  };

  const enviar = (e: FormEvent) => {
    setCobrarGrade(gradeVazia);
    return form.handleSubmit(async (d) => {
      if (gradeVazia) {
        // spec 3 §5: the short text in the notice; the page shows the long one by the grid.
        avisar(MSG.gradeVazia, 'error');
        return;
      }
      try {
        const { msg } = await salvar.mutateAsync({
          codigo: d.codigo,
          // spec 3 §5: text fields trimmed (the contract trims again).
          descricao: d.descricao.trim(),
          valor: deCentavos(d.valor ?? 0),
          categoria_id: Number(d.categoria_id),
          quantidade_minima: d.quantidade_minima,
          multiplo: d.multiplo,
          detalhes: d.detalhes.trim(),
          cores: cores.map((c) => c.id),
          tamanhos: tamanhos.map((t) => t.id),
        });
        avisar(msg, 'success');
        sair();
      } catch (erro) {
        mostrarErroDoServidor(erro, form.setError, MSG.erroSalvarProduto);
        if (!(erro instanceof ApiError)) return;
        const grade = erro.errors?.cores ?? erro.errors?.tamanhos;
        if (grade) form.setError('root.grade', { type: 'server', message: grade });
        // spec 3 §8: 'Código já cadastrado' (status 2) focuses the code field.
        if (erro.errors?.codigo || erro.msg === MSG.codigoJaCadastrado) {
          if (!erro.errors?.codigo) form.setError('codigo', { type: 'server', message: erro.msg });
          form.setFocus('codigo', { shouldSelect: true });
        }
      }
    })(e);
  };

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={produtos.produtoFormSchema}>
        <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Cadastro de Produtos">
          <Stack spacing={3}>
            {somenteLeitura ? (
              <Alert severity="info">Você pode ver este produto, mas não alterá-lo.</Alert>
            ) : (
              <NotaObrigatorios />
            )}
            <Secao titulo="Produto">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <CampoCodigo autoFocus={produto === null && !somenteLeitura} disabled={somenteLeitura} />
                </Grid>
                <Grid size={{ xs: 12, sm: 8 }}>
                  <Texto nome="descricao" rotulo="Descrição" disabled={somenteLeitura} />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <CampoDinheiro<FormProduto>
                    nome="valor"
                    rotulo="Valor"
                    obrigatorio
                    disabled={somenteLeitura}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 8 }}>
                  <CampoCategoria disabled={somenteLeitura} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <CampoQuantidade
                    nome="multiplo"
                    rotulo="Múltiplo de Quantidade"
                    disabled={somenteLeitura}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <CampoQuantidade
                    nome="quantidade_minima"
                    rotulo="Quantidade Mínima"
                    disabled={somenteLeitura}
                  />
                </Grid>
                <Grid size={12}>
                  <Texto
                    nome="detalhes"
                    rotulo="Detalhes"
                    multiline
                    minRows={3}
                    enterAvanca={false}
                    disabled={somenteLeitura}
                  />
                </Grid>
              </Grid>
            </Secao>
            <Secao
              titulo="Grade"
              descricao="As cores e os tamanhos em que o produto é vendido, na ordem em que aparecem."
            >
              <Stack spacing={2}>
                {!somenteLeitura && (
                  <Button
                    variant="outlined"
                    startIcon={<GridOn />}
                    onClick={() => setGradeAberta(true)}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    Tamanhos e Cores
                  </Button>
                )}
                <TabelaGrade cores={cores.map((c) => c.nome)} tamanhos={tamanhos.map((t) => t.tamanho)} />
                {erroGrade && (
                  <Typography role="alert" color="error" variant="body2">
                    {erroGrade}
                  </Typography>
                )}
              </Stack>
            </Secao>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={sair} disabled={isSubmitting}>
                {somenteLeitura ? 'Voltar' : 'Cancelar'}
              </Button>
              {!somenteLeitura && (
                <Button type="submit" variant="contained" startIcon={<Save />} loading={isSubmitting}>
                  Salvar
                </Button>
              )}
            </Stack>
          </Stack>
        </form>
      </ContratoDoFormulario>
      {!somenteLeitura && (
        <DialogoGrade
          aberto={gradeAberta}
          cores={cores}
          tamanhos={tamanhos}
          aoMudar={(c, t) => {
            setCores(c);
            setTamanhos(t);
            form.clearErrors('root.grade');
          }}
          aoFechar={() => setGradeAberta(false)}
          fornecedorId={master ? (produto?.fornecedor_id ?? null) : null}
        />
      )}
    </FormProvider>
  );
}
