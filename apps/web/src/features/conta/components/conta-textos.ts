/** The banner of an account not completed yet (spec 2 §4), addressed to its role ('cliente'…). */
export const avisoCadastroIncompleto = (papel: string) =>
  `Caro ${papel}, precisamos concluir o seu cadastro. Por favor, preencha os dados obrigatórios abaixo e clique em SALVAR para poder prosseguir`;

/** Texts of the account pages shown by the web only (spec 2 §2 "Customer account", §8). */
export const TEXTOS_CONTA = {
  titulo: 'Minha Conta',
  cadastroIncompleto: avisoCadastroIncompleto('cliente'),
  erroCarregar: 'Não foi possível carregar os dados da conta',
  erroSalvar: 'Erro ao salvar os dados',
  tentarNovamente: 'Tentar novamente',
  salvar: 'Salvar',
  dialogoLoginTitulo: 'Informações para Login',
  entendi: 'Entendi',
} as const;
