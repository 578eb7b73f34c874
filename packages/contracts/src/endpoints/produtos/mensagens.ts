/**
 * The texts of the catalogue (spec 3 §5, §8 "Sizes and colours", "Products", "Gallery"; spec 1 §2.7
 * notification tipo 4): products, sizes, colours, grid, gallery, approval, expiry and search. One
 * catalogue for the screens and the API answers behind them; keep each part's texts in its section.
 */
export const MSG_PRODUTOS = {
  // Products (/produtos, Cadastro de Produtos).
  produtoSalvo: 'Produto salvo com sucesso',
  produtoAtualizado: 'Produto atualizado com sucesso',
  produtoExcluido: 'Produto excluído com sucesso',
  erroListarProdutos: 'Erro ao listar produtos',
  erroFiltrarProdutos: 'Houve um erro ao filtrar os produtos',
  erroExcluirProduto: 'Erro ao excluir produto',
  erroImprimirProdutos: 'Erro ao imprimir listagem de produtos',
  erroSalvarProduto: 'Erro ao salvar o produto',
  erroListarCategorias: 'Erro ao listar as categorias',
  erroBuscarProduto: 'Erro ao buscar produto',
  erroBuscaProdutos: 'Erro ao fazer busca de produtos',
  codigoJaCadastrado: 'Código já cadastrado',
  codigoNaoEncontrado: 'Código não encontrado',
  campoObrigatorio: 'Campo obrigatório',
  valorPositivo: 'O valor não pode ser zero ou negativo',
  /** spec 3 §5; the longer variant tells where to fill them. */
  gradeVazia: 'Você precisa preencher pelo menos uma cor e um tamanho',
  gradeVaziaLonga: 'Você precisa preencher pelo menos uma cor e um tamanho. Clique em Tamanhos e Cores.',
  categoriaInexistente: 'Escolha uma categoria da lista',
  corInexistente: 'Escolha cores do seu catálogo',
  tamanhoInexistente: 'Escolha tamanhos do seu catálogo',
  /** The master does not create products: each belongs to the supplier that registers it (ADR 017). */
  soFornecedorCadastra: 'Somente o fornecedor cadastra produtos',
  /** A product in an order cannot be deleted; deactivating it takes it out of the shop. */
  produtoEmPedido: 'Este produto está em pedidos e não pode ser excluído. Desative-o para tirá-lo da loja.',
  reprovadoAviso:
    'Seu produto ainda não está sendo exibido nas buscas da loja porque alguns problemas foram encontrados.',
  reprovadoCorrija: 'Corrija o mais rápido possível para que ele possa ser exibido na loja',

  // Active flag.
  produtoAtivado: 'Produto ativado com sucesso',
  produtoDesativado: 'Produto desativado com sucesso',
  confirmarDesativar: 'Deseja desativar este produto? Ele deixará de aparecer na loja e nos pedidos.',
  confirmarExcluir: 'Deseja excluir este produto?',

  // Approval (homologação).
  produtoAprovado: 'Produto Aprovado com sucesso',
  produtoReprovado: 'Produto Reprovado com sucesso',
  erroCarregarHomologacao: 'Erro ao carregar informações da homologação do produto',
  erroHomologar: 'Erro ao homologar produto',
  /** Rejecting needs at least one reason, from the list or free text (spec 3 §4). */
  motivoObrigatorio: 'Informe pelo menos um motivo da reprovação',
  jaVencido: 'Este produto está vencido: aguarde a resposta do fornecedor',
  /** A rejection reason id that is not in the possible-errors list. */
  motivoInexistente: 'Escolha motivos da lista',

  // Expiry.
  aindaVende: 'Ainda vende este produto?',
  produtoRenovado: 'Produto renovado com sucesso',
  produtoRecusado: 'Produto retirado da loja',
  naoVencido: 'Este produto não está vencido',
  /** The tipo 4 notification's text (spec 1 §2.7). */
  notificacaoVencido: (codigo: string, descricao: string) =>
    `O produto ${codigo} - ${descricao} venceu. Ainda vende este produto?`,

  // Sizes.
  tamanhoSalvo: 'Tamanho salvo com sucesso',
  tamanhoAtualizado: 'Tamanho atualizado com sucesso',
  tamanhoExcluido: 'Tamanho excluído com sucesso',
  erroListarTamanhos: 'Erro ao listar tamanhos',
  erroSalvarTamanho: 'Erro ao salvar/atualizar o tamanho',
  erroExcluirTamanho: 'Erro ao excluir tamanho',
  erroSalvarEsseTamanho: 'Erro ao salvar esse tamanho',
  campoObrigatorioTamanho: 'Campo Obrigatório',
  informeTamanho: 'Informe o tamanho',
  tamanhoJaExiste: 'Este tamanho já está cadastrado',
  tamanhoEmUso: 'Este tamanho está em uso em produtos ou pedidos e não pode ser excluído',
  ordenacaoTamanhos: 'Ordenação de Tamanhos',
  /** Only the master marks a size especial (it deactivates the others in every grid). */
  especialSoMaster: 'Somente o master marca um tamanho como especial',

  // Colours.
  corSalva: 'Cor salva com sucesso',
  corAtualizada: 'Cor atualizada com sucesso',
  corExcluida: 'Cor excluída com sucesso',
  erroListarCores: 'Erro ao listar cores',
  erroSalvarEssaCor: 'Erro ao salvar essa cor',
  erroExcluirCor: 'Erro ao excluir cor',
  corJaExiste: 'Esta cor já está cadastrada',
  corEmUso: 'Esta cor está em uso em produtos ou pedidos e não pode ser excluída',

  // Gallery (/produtos/{id}/galeria).
  erroCarregarMidia: 'Erro ao carregar a mídia do produto',
  midiaSalva: 'Mídia do produto salva com sucesso',
  erroSalvarMidia: 'Erro ao salvar a mídia do produto',
  erroExcluirFotoVideo: 'Erro ao excluir foto/vídeo',
  erroExcluirVideo: 'Erro ao excluir vídeo',
  maximoFotos: 'Cada produto pode ter no máximo 10 fotos',
  umVideo: 'Cada produto pode ter um só vídeo',
  atencao: 'Atenção',
  /** The video dialogs (spec 3 §8, decision 7): measured value and limit. */
  videoGrande: (mb: string) => `O vídeo é grande demais: ${mb} megabytes. O limite é 5.0 megabytes.`,
  videoCurto: (s: string) => `O vídeo é curto demais: ${s} segundos. O mínimo é 5 segundos.`,
  videoLongo: (s: string) => `O vídeo é longo demais: ${s} segundos. O máximo é 30 segundos.`,
  resolucaoBaixa: (r: string) => `A resolução do vídeo é baixa demais: ${r}. O mínimo é 360x640.`,
  resolucaoAlta: (r: string) => `A resolução do vídeo é alta demais: ${r}. O máximo é 1080x1920.`,
  videoFormato: 'Envie um vídeo MP4, WebM ou MOV.',
  /** An id in `salvar` that is neither this product's media nor an upload to it. */
  fotoInexistente: 'Esta foto não é deste produto: envie-a de novo',
  videoInexistente: 'Este vídeo não é deste produto: envie-o de novo',
  confirmarExcluirFoto: 'Deseja excluir esta foto?',
  confirmarExcluirVideo: 'Deseja excluir este vídeo?',
  erroEnviarFoto: 'Erro ao enviar a foto',
  erroEnviarVideo: 'Erro ao enviar o vídeo',
  videoIlegivel: 'Não foi possível ler este vídeo. Envie um vídeo MP4, WebM ou MOV.',

  // Share and shop.
  linkCopiado: 'Link para compartilhamento copiado para a área de transferência',
  nenhumProduto: 'Nenhum produto encontrado :(',
} as const;
