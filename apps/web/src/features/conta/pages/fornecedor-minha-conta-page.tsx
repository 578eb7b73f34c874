import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useContaFornecedor } from '../api/fornecedor-conta';
import { ContaCarga } from '../components/conta-carga';
import { SecaoFormulario } from '../../../components/secao-formulario';
import { avisoCadastroIncompleto } from '../components/conta-textos';
import { FornecedorDadosForm } from '../components/fornecedor-dados-form';
import { FornecedorVideo } from '../components/fornecedor-video';
import { LogoEditor } from '../components/logo-editor';

/** The tabs of the page (spec 2 §2 "/fornecedor/minha-conta: tabs Dados, Logo, Vídeo Showroom"). */
const ABAS = [
  { valor: 'dados', rotulo: 'Dados' },
  { valor: 'logo', rotulo: 'Logo' },
  { valor: 'video', rotulo: 'Vídeo Showroom' },
] as const;
type Aba = (typeof ABAS)[number]['valor'];

/** A tab's panel: kept mounted while hidden, so a half-filled form survives a look at another tab. */
function Painel({ aba, atual, children }: { aba: Aba; atual: Aba; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`conta-painel-${aba}`}
      aria-labelledby={`conta-aba-${aba}`}
      hidden={aba !== atual}
    >
      {children}
    </Box>
  );
}

/**
 * /fornecedor/minha-conta (spec 2 §2, §4, §5): Dados, Logo and Vídeo Showroom. An unverified
 * supplier is held here (spec 1 §2.1) until the first save of Dados; the tab is in the URL (?aba=).
 */
export default function FornecedorMinhaContaPage() {
  const conta = useContaFornecedor();
  const fornecedorId = useEstadoLocal((s) => s.usuario?.fornecedor_id ?? null);
  const [busca, setBusca] = useSearchParams();
  const pedida = busca.get('aba');
  const aba: Aba = ABAS.some((a) => a.valor === pedida) ? (pedida as Aba) : 'dados';

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Minha Conta
      </Typography>
      {conta.data && !conta.data.fornecedor.verificado && (
        <Alert severity="error">{avisoCadastroIncompleto('fornecedor')}</Alert>
      )}
      <Tabs
        value={aba}
        onChange={(_e, valor: Aba) => setBusca(valor === 'dados' ? {} : { aba: valor }, { replace: true })}
        aria-label="Partes da conta"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {ABAS.map((a) => (
          <Tab
            key={a.valor}
            value={a.valor}
            label={a.rotulo}
            id={`conta-aba-${a.valor}`}
            aria-controls={`conta-painel-${a.valor}`}
          />
        ))}
      </Tabs>
      <Painel aba="dados" atual={aba}>
        {conta.data ? (
          // Mounted once: a reload after a logo or video upload must not wipe unsaved Dados.
          <FornecedorDadosForm conta={conta.data.fornecedor} />
        ) : (
          <ContaCarga erro={conta.isError} tentarDeNovo={() => void conta.refetch()} />
        )}
      </Painel>
      <Painel aba="logo" atual={aba}>
        <SecaoFormulario
          titulo="Logo"
          descricao="A logo aparece para clientes e representantes. Ela é salva como uma imagem quadrada."
        >
          {fornecedorId !== null && <LogoEditor fornecedorId={fornecedorId} />}
        </SecaoFormulario>
      </Painel>
      <Painel aba="video" atual={aba}>
        <SecaoFormulario
          titulo="Vídeo Showroom"
          descricao="O vídeo de apresentação da sua marca no showroom da rodada."
        >
          {conta.data ? (
            <FornecedorVideo video={conta.data.video} />
          ) : (
            <ContaCarga erro={conta.isError} tentarDeNovo={() => void conta.refetch()} />
          )}
        </SecaoFormulario>
      </Painel>
    </Stack>
  );
}
