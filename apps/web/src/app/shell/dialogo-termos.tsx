import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';

/** The terms of use shown at sign-up (spec 1 §2.6, §4), section by section. */
export const TERMOS_DE_USO: readonly { titulo: string; texto: string }[] = [
  {
    titulo: '1. O que é a Rodada',
    texto:
      'A Rodada é uma plataforma de pedidos entre empresas (B2B) para a moda no atacado. Nela, fornecedores apresentam suas coleções, lojistas (clientes) fazem pedidos e representantes comerciais acompanham as negociações, dentro e fora das rodadas de negócio.',
  },
  {
    titulo: '2. Sua conta',
    texto:
      'Você se compromete a informar dados verdadeiros e a mantê-los atualizados. A conta é pessoal: guarde sua senha em segredo e não a compartilhe. Você é responsável por tudo o que for feito com a sua conta. Se suspeitar de uso indevido, troque a senha e avise o administrador da rodada.',
  },
  {
    titulo: '3. Pedidos',
    texto:
      'Um pedido feito na plataforma é uma proposta comercial entre o cliente e o fornecedor, com a participação do representante. Preços, quantidades mínimas, prazos de entrega e condições de pagamento são definidos pelo fornecedor e aparecem no pedido. A Rodada registra e encaminha os pedidos, mas não é parte da compra e venda.',
  },
  {
    titulo: '4. Seus dados pessoais (LGPD)',
    texto:
      'Tratamos seus dados (nome, email, telefone, CPF ou CNPJ e endereços) de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), para criar e manter sua conta, registrar seus pedidos e enviá-los aos fornecedores e representantes envolvidos, emitir os documentos dos pedidos e avisar você sobre pedidos e rodadas. Compartilhamos os dados somente com quem participa do pedido e com os prestadores necessários para operar a plataforma; não vendemos dados. Você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados, e tirar dúvidas sobre o tratamento, com o administrador da rodada.',
  },
  {
    titulo: '5. Uso adequado',
    texto:
      'Não é permitido usar a plataforma para fins ilícitos, publicar fotos ou marcas de terceiros sem autorização, tentar acessar contas ou dados de outras pessoas, nem atrapalhar o funcionamento do sistema. Contas que descumprirem estes termos podem ser suspensas.',
  },
  {
    titulo: '6. Alterações',
    texto:
      'Estes termos podem ser atualizados; avisaremos as mudanças relevantes na própria plataforma. Aplicam-se as leis brasileiras.',
  },
];

/**
 * The terms-of-use step of the sign-up (spec 1 §4): 'Li e Aceito' must be ticked before the
 * account is created.
 */
export function DialogoTermos({
  aberto,
  aoAceitar,
  aoCancelar,
}: {
  aberto: boolean;
  aoAceitar: () => void;
  aoCancelar: () => void;
}) {
  return (
    <Dialog
      open={aberto}
      onClose={aoCancelar}
      aria-labelledby="titulo-termos"
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      {/* Mounted on each opening, so the box starts unticked. */}
      <ConteudoTermos aoAceitar={aoAceitar} aoCancelar={aoCancelar} />
    </Dialog>
  );
}

/** The terms text, the 'Li e Aceito' box and the buttons. */
function ConteudoTermos({ aoAceitar, aoCancelar }: { aoAceitar: () => void; aoCancelar: () => void }) {
  const [aceito, setAceito] = useState(false);
  return (
    <>
      <DialogTitle id="titulo-termos">Termos de Uso</DialogTitle>
      {/* The text scrolls: the keyboard reaches it too (axe scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="titulo-termos">
        {TERMOS_DE_USO.map((s) => (
          <section key={s.titulo}>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {s.titulo}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {s.texto}
            </Typography>
          </section>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={aceito} onChange={(e) => setAceito(e.target.checked)} />}
          label="Li e Aceito"
        />
        <span>
          <Button onClick={aoCancelar}>Voltar</Button>
          <Button variant="contained" onClick={aoAceitar} disabled={!aceito} sx={{ ml: 1 }}>
            Criar conta
          </Button>
        </span>
      </DialogActions>
    </>
  );
}
