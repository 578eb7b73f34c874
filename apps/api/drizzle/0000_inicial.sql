CREATE TABLE "codigos_verificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"finalidade" varchar(20) NOT NULL,
	"codigo_hash" char(64) NOT NULL,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codigos_finalidade_ck" CHECK ("codigos_verificacao"."finalidade" in ('ativacao','reset'))
);
--> statement-breakpoint
CREATE TABLE "login_tentativas" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"sucesso" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" varchar(255) NOT NULL,
	"assunto" varchar(255) NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"enviado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"nome" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password" text NOT NULL,
	"verificado" boolean DEFAULT false NOT NULL,
	"email_validado" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"trocar_senha" boolean DEFAULT false NOT NULL,
	"ultimo_login_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tipo_ck" CHECK ("users"."tipo" in ('master','administrador','fornecedor','representante','cliente'))
);
--> statement-breakpoint
CREATE TABLE "arquivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"chave" varchar(255) NOT NULL,
	"nome" varchar(255),
	"mime" varchar(100) NOT NULL,
	"bytes" integer NOT NULL,
	"largura" integer,
	"altura" integer,
	"duracao" numeric(7, 2),
	"sha256" char(64) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arquivos_bytes_ck" CHECK ("arquivos"."bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "administradores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nome" varchar(255) NOT NULL,
	"cnpj" varchar(14),
	"endereco_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "administradores_cnpj_ck" CHECK ("administradores"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "avaliacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"representante_id" integer NOT NULL,
	"fornecedor_id" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"comentario" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacoes_rating_ck" CHECK ("avaliacoes"."rating" >= 0 and "avaliacoes"."rating" <= 5 and "avaliacoes"."rating" * 2 = trunc("avaliacoes"."rating" * 2))
);
--> statement-breakpoint
CREATE TABLE "bancos" (
	"codigo" varchar(3) PRIMARY KEY NOT NULL,
	"nome" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cidades" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"estado_id" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cliente_representante" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"representante_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_representante_status_ck" CHECK ("cliente_representante"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nome" varchar(255) NOT NULL,
	"razao_social" varchar(255),
	"nome_fantasia" varchar(255),
	"cnpj" varchar(14),
	"ie" varchar(20),
	"responsavel_nome" varchar(255),
	"responsavel_cpf" varchar(11),
	"representante_id" integer,
	"endereco_id" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_cnpj_ck" CHECK ("clientes"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$'),
	CONSTRAINT "clientes_responsavel_cpf_ck" CHECK ("clientes"."responsavel_cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "enderecos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rua" varchar(255),
	"numero" varchar(20),
	"complemento" varchar(255),
	"bairro" varchar(120),
	"cidade_id" integer,
	"estado_id" smallint,
	"cep" varchar(8),
	"telefone" varchar(20),
	"celular" varchar(20),
	"email" varchar(255),
	"email2" varchar(255),
	"local" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enderecos_cep_ck" CHECK ("enderecos"."cep" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "estados" (
	"id" smallint PRIMARY KEY NOT NULL,
	"sigla" char(2) NOT NULL,
	"nome" varchar(50) NOT NULL,
	"regiao" varchar(20) NOT NULL,
	CONSTRAINT "estados_regiao_ck" CHECK ("estados"."regiao" in ('Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'))
);
--> statement-breakpoint
CREATE TABLE "fornecedor_cliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"fornecedor_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fornecedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"razao_social" varchar(255),
	"nome_fantasia" varchar(255) NOT NULL,
	"cnpj" varchar(14),
	"ie" varchar(20),
	"nome_socio" varchar(255),
	"cpf" varchar(11),
	"data_nascimento" date,
	"endereco_id" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"logo_arquivo_id" integer,
	"video_arquivo_id" integer,
	"local" varchar(255),
	"regime_tributario" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fornecedores_cnpj_ck" CHECK ("fornecedores"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$'),
	CONSTRAINT "fornecedores_cpf_ck" CHECK ("fornecedores"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "fornecedores_regime_ck" CHECK ("fornecedores"."regime_tributario" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "lojas" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"razao_social" varchar(255) NOT NULL,
	"nome_fantasia" varchar(255) NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"ie" varchar(20),
	"responsavel_id" integer,
	"logo_arquivo_id" integer,
	"padrao" boolean DEFAULT false NOT NULL,
	"endereco_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lojas_id_cliente_uq" UNIQUE("id","cliente_id"),
	CONSTRAINT "lojas_cnpj_ck" CHECK ("lojas"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "representante_fornecedor" (
	"id" serial PRIMARY KEY NOT NULL,
	"representante_id" integer NOT NULL,
	"fornecedor_id" integer NOT NULL,
	"ativo_representante" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "representantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nome_fantasia" varchar(255) NOT NULL,
	"razao_social" varchar(255),
	"cnpj" varchar(14),
	"ie" varchar(20),
	"banco" varchar(3),
	"agencia" varchar(10),
	"conta" varchar(20),
	"conta_tipo" varchar(20),
	"endereco_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "representantes_cnpj_ck" CHECK ("representantes"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$'),
	CONSTRAINT "representantes_conta_tipo_ck" CHECK ("representantes"."conta_tipo" in ('Conta Corrente', 'Conta Poupança'))
);
--> statement-breakpoint
CREATE TABLE "agenda_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"rodada_id" integer NOT NULL,
	"inicio" time NOT NULL,
	"fim" time NOT NULL,
	"ordem" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agendamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rodada_id" integer NOT NULL,
	"data_hora" timestamp with time zone NOT NULL,
	"cliente_id" integer NOT NULL,
	"fornecedor_id" integer NOT NULL,
	"representante_id" integer,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"cancelado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rodada_clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rodada_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"prazo" varchar(100),
	"inscrito" boolean DEFAULT false NOT NULL,
	"inscrito_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rodada_fornecedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"rodada_id" integer NOT NULL,
	"fornecedor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rodada_representantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rodada_id" integer NOT NULL,
	"representante_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rodadas" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(255) NOT NULL,
	"local" varchar(255) NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"data_veiculacao" date NOT NULL,
	"data_limite" date NOT NULL,
	"estado_id" smallint NOT NULL,
	"cidade_id" integer NOT NULL,
	"administrador_id" integer NOT NULL,
	"permitir_pedidos" boolean DEFAULT true NOT NULL,
	"inscricao_clientes" boolean DEFAULT false NOT NULL,
	"logo_arquivo_id" integer,
	"banner_arquivo_id" integer,
	"planta_arquivo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rodadas_datas_ck" CHECK ("rodadas"."data_fim" >= "rodadas"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "stands" (
	"id" serial PRIMARY KEY NOT NULL,
	"rodada_id" integer NOT NULL,
	"codigo" varchar(50),
	"nome" varchar(100),
	"valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"proprietario_tipo" varchar(20) DEFAULT 'avulso' NOT NULL,
	"proprietario_id" integer,
	"avulso_nome" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stands_valor_ck" CHECK ("stands"."valor" >= 0),
	CONSTRAINT "stands_proprietario_tipo_ck" CHECK ("stands"."proprietario_tipo" in ('avulso', 'cliente', 'fornecedor', 'representante')),
	CONSTRAINT "stands_proprietario_ck" CHECK (("stands"."proprietario_tipo" = 'avulso' and "stands"."proprietario_id" is null) or ("stands"."proprietario_tipo" <> 'avulso' and "stands"."proprietario_id" is not null and "stands"."avulso_nome" is null))
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cores" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(50) NOT NULL,
	"tipo" smallint DEFAULT 0 NOT NULL,
	"fornecedor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cores_tipo_ck" CHECK ("cores"."tipo" in (0, 1)),
	CONSTRAINT "cores_dono_ck" CHECK (("cores"."tipo" = 0 and "cores"."fornecedor_id" is not null) or ("cores"."tipo" = 1 and "cores"."fornecedor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "erros_homologacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"descricao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homologacao_erros" (
	"id" serial PRIMARY KEY NOT NULL,
	"homologacao_id" integer NOT NULL,
	"erro_id" integer,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homologacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"produto_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"observacao" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homologacoes_status_ck" CHECK ("homologacoes"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "produto_cores" (
	"id" serial PRIMARY KEY NOT NULL,
	"produto_id" integer NOT NULL,
	"cor_id" integer NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto_midias" (
	"id" serial PRIMARY KEY NOT NULL,
	"produto_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"arquivo_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produto_midias_tipo_ck" CHECK ("produto_midias"."tipo" in ('foto', 'video'))
);
--> statement-breakpoint
CREATE TABLE "produto_tamanhos" (
	"id" serial PRIMARY KEY NOT NULL,
	"produto_id" integer NOT NULL,
	"tamanho_id" integer NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"fornecedor_id" integer NOT NULL,
	"codigo" varchar(50) NOT NULL,
	"descricao" varchar(255) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"categoria_id" integer NOT NULL,
	"quantidade_minima" integer DEFAULT 0 NOT NULL,
	"multiplo" integer DEFAULT 1 NOT NULL,
	"detalhes" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"homologado_em" timestamp with time zone,
	"vence_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_valor_ck" CHECK ("produtos"."valor" > 0),
	CONSTRAINT "produtos_quantidade_minima_ck" CHECK ("produtos"."quantidade_minima" >= 0),
	CONSTRAINT "produtos_multiplo_ck" CHECK ("produtos"."multiplo" >= 0),
	CONSTRAINT "produtos_status_ck" CHECK ("produtos"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "tamanhos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tamanho" varchar(20) NOT NULL,
	"tipo" smallint DEFAULT 0 NOT NULL,
	"fornecedor_id" integer,
	"especial" boolean DEFAULT false NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tamanhos_tipo_ck" CHECK ("tamanhos"."tipo" in (0, 1)),
	CONSTRAINT "tamanhos_dono_ck" CHECK (("tamanhos"."tipo" = 0 and "tamanhos"."fornecedor_id" is not null) or ("tamanhos"."tipo" = 1 and "tamanhos"."fornecedor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "entrega_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"entrega_id" integer NOT NULL,
	"pedido_item_id" integer NOT NULL,
	"pedido_grade_id" integer,
	"quantidade" integer NOT NULL,
	CONSTRAINT "entrega_itens_quantidade_ck" CHECK ("entrega_itens"."quantidade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "entregas" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cancelada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_grade" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_item_id" integer NOT NULL,
	"cor_id" integer NOT NULL,
	"tamanho_id" integer NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "pedido_grade_quantidade_ck" CHECK ("pedido_grade"."quantidade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pedido_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"codigo" varchar(50) NOT NULL,
	"descricao" varchar(255) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"quantidade" integer NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"observacoes" text,
	"ordem" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "pedido_itens_valor_ck" CHECK ("pedido_itens"."valor" > 0),
	CONSTRAINT "pedido_itens_quantidade_ck" CHECK ("pedido_itens"."quantidade" > 0),
	CONSTRAINT "pedido_itens_subtotal_ck" CHECK ("pedido_itens"."subtotal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"hash" varchar(64),
	"user_id" integer NOT NULL,
	"rodada_id" integer,
	"fornecedor_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"cliente_loja_id" integer NOT NULL,
	"representante_id" integer,
	"pedido_cliente_id" integer,
	"data" date NOT NULL,
	"entrega" date,
	"forma_pagamento" varchar(50),
	"prazo" varchar(100),
	"parcelas" smallint,
	"transportadora" varchar(255),
	"transportadora_telefone" varchar(20),
	"vendedor" varchar(255),
	"desconto_percentual" numeric(7, 4) DEFAULT '0' NOT NULL,
	"desconto_valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"taxa_percentual" numeric(7, 4) DEFAULT '0' NOT NULL,
	"taxa_valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"frete_tipo" varchar(20),
	"frete_percentual" numeric(7, 4) DEFAULT '0' NOT NULL,
	"frete_valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"comissao_percentual" numeric(7, 4) DEFAULT '5' NOT NULL,
	"comissao_valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"comissao_tipo" varchar(20) DEFAULT 'Fornecedor' NOT NULL,
	"valor_bruto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor_liquido" numeric(14, 2) DEFAULT '0' NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	"observacoes" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"pedido_loja" boolean DEFAULT false NOT NULL,
	"revisado_em" timestamp with time zone,
	"entregue_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedidos_status_ck" CHECK ("pedidos"."status" in (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "pedidos_parcelas_ck" CHECK ("pedidos"."parcelas" between 0 and 24),
	CONSTRAINT "pedidos_frete_tipo_ck" CHECK ("pedidos"."frete_tipo" in ('Cliente', 'Fornecedor', 'Ambos')),
	CONSTRAINT "pedidos_comissao_tipo_ck" CHECK ("pedidos"."comissao_tipo" in ('Fornecedor')),
	CONSTRAINT "pedidos_entrega_ck" CHECK ("pedidos"."entrega" >= "pedidos"."data"),
	CONSTRAINT "pedidos_desconto_percentual_ck" CHECK ("pedidos"."desconto_percentual" >= 0 and "pedidos"."desconto_percentual" <= 100),
	CONSTRAINT "pedidos_taxa_percentual_ck" CHECK ("pedidos"."taxa_percentual" >= 0 and "pedidos"."taxa_percentual" <= 100),
	CONSTRAINT "pedidos_frete_percentual_ck" CHECK ("pedidos"."frete_percentual" >= 0 and "pedidos"."frete_percentual" <= 100),
	CONSTRAINT "pedidos_comissao_percentual_ck" CHECK ("pedidos"."comissao_percentual" >= 0 and "pedidos"."comissao_percentual" <= 100),
	CONSTRAINT "pedidos_desconto_valor_ck" CHECK ("pedidos"."desconto_valor" >= 0),
	CONSTRAINT "pedidos_taxa_valor_ck" CHECK ("pedidos"."taxa_valor" >= 0),
	CONSTRAINT "pedidos_frete_valor_ck" CHECK ("pedidos"."frete_valor" >= 0),
	CONSTRAINT "pedidos_comissao_valor_ck" CHECK ("pedidos"."comissao_valor" >= 0),
	CONSTRAINT "pedidos_valor_bruto_ck" CHECK ("pedidos"."valor_bruto" >= 0),
	CONSTRAINT "pedidos_valor_liquido_ck" CHECK ("pedidos"."valor_liquido" >= 0),
	CONSTRAINT "pedidos_quantidade_ck" CHECK ("pedidos"."quantidade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pedidos_clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" integer NOT NULL,
	"cliente_loja_id" integer NOT NULL,
	"rodada_id" integer,
	"representante_id" integer,
	"user_id" integer NOT NULL,
	"data" date NOT NULL,
	"forma_pagamento" varchar(50),
	"quantidade_total" integer DEFAULT 0 NOT NULL,
	"valor_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"observacoes" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"cancelado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedidos_clientes_quantidade_ck" CHECK ("pedidos_clientes"."quantidade_total" >= 0),
	CONSTRAINT "pedidos_clientes_valor_ck" CHECK ("pedidos_clientes"."valor_total" >= 0),
	CONSTRAINT "pedidos_clientes_status_ck" CHECK ("pedidos_clientes"."status" in (0, 1, 2, 3, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "pedidos_clientes_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_cliente_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"descricao" varchar(255),
	"quantidade" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"grade" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "pedidos_clientes_itens_quantidade_ck" CHECK ("pedidos_clientes_itens"."quantidade" > 0),
	CONSTRAINT "pedidos_clientes_itens_valor_ck" CHECK ("pedidos_clientes_itens"."valor" >= 0),
	CONSTRAINT "pedidos_clientes_itens_subtotal_ck" CHECK ("pedidos_clientes_itens"."subtotal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promissorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"parcela" smallint NOT NULL,
	"vencimento" date NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"dias" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promissorias_parcela_ck" CHECK ("promissorias"."parcela" between 1 and 24),
	CONSTRAINT "promissorias_valor_ck" CHECK ("promissorias"."valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recebimento_pedidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"recebimento_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"comissao_valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "recebimento_pedidos_comissao_ck" CHECK ("recebimento_pedidos"."comissao_valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recebimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"representante_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"data" date NOT NULL,
	"forma_pagamento" varchar(50) NOT NULL,
	"valor_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pedidos_quantidade" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recebimentos_valor_total_ck" CHECK ("recebimentos"."valor_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "remessa_pedidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"remessa_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remessas" (
	"id" serial PRIMARY KEY NOT NULL,
	"representante_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"motorista" varchar(255),
	"placa" varchar(7),
	"data" date NOT NULL,
	"data_saida" date,
	"hora_saida" time,
	"data_chegada" date,
	"hora_chegada" time,
	"cancelada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remessas_placa_ck" CHECK ("remessas"."placa" ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(255) NOT NULL,
	"imagem_arquivo_id" integer,
	"destinatarios" text[] DEFAULT '{}'::text[] NOT NULL,
	"destino" varchar(500),
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"publicacao" timestamp with time zone,
	"status" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_status_ck" CHECK ("banners"."status" in (1, 2)),
	CONSTRAINT "banners_periodo_ck" CHECK ("banners"."data_fim" >= "banners"."data_inicio"),
	CONSTRAINT "banners_destinatarios_ck" CHECK ("banners"."destinatarios" <@ array['Clientes','Fornecedores','Representantes']::text[])
);
--> statement-breakpoint
CREATE TABLE "impressoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rodada_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"descricao" varchar(255) NOT NULL,
	"arquivo_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pendente' NOT NULL,
	"erro" text,
	"lida" boolean DEFAULT false NOT NULL,
	"impresso_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impressoes_status_ck" CHECK ("impressoes"."status" in ('pendente', 'impresso', 'falhou'))
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"mensagem" text NOT NULL,
	"remetente_user_id" integer,
	"remetente_tipo" varchar(20),
	"remetente_nome" varchar(255),
	"produto_id" integer,
	"resposta" smallint,
	"respondida_em" timestamp with time zone,
	"lida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacoes_resposta_ck" CHECK ("notificacoes"."resposta" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"acao" varchar(50) NOT NULL,
	"entidade" varchar(50) NOT NULL,
	"entidade_id" varchar(64),
	"dados" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "codigos_verificacao" ADD CONSTRAINT "codigos_verificacao_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administradores" ADD CONSTRAINT "administradores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administradores" ADD CONSTRAINT "administradores_endereco_id_enderecos_id_fk" FOREIGN KEY ("endereco_id") REFERENCES "public"."enderecos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidades" ADD CONSTRAINT "cidades_estado_id_estados_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estados"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_representante" ADD CONSTRAINT "cliente_representante_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_representante" ADD CONSTRAINT "cliente_representante_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_endereco_id_enderecos_id_fk" FOREIGN KEY ("endereco_id") REFERENCES "public"."enderecos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_estado_id_estados_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estados"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedor_cliente" ADD CONSTRAINT "fornecedor_cliente_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedor_cliente" ADD CONSTRAINT "fornecedor_cliente_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_endereco_id_enderecos_id_fk" FOREIGN KEY ("endereco_id") REFERENCES "public"."enderecos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_logo_arquivo_id_arquivos_id_fk" FOREIGN KEY ("logo_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_video_arquivo_id_arquivos_id_fk" FOREIGN KEY ("video_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lojas" ADD CONSTRAINT "lojas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lojas" ADD CONSTRAINT "lojas_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lojas" ADD CONSTRAINT "lojas_logo_arquivo_id_arquivos_id_fk" FOREIGN KEY ("logo_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lojas" ADD CONSTRAINT "lojas_endereco_id_enderecos_id_fk" FOREIGN KEY ("endereco_id") REFERENCES "public"."enderecos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representante_fornecedor" ADD CONSTRAINT "representante_fornecedor_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representante_fornecedor" ADD CONSTRAINT "representante_fornecedor_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representantes" ADD CONSTRAINT "representantes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representantes" ADD CONSTRAINT "representantes_banco_bancos_codigo_fk" FOREIGN KEY ("banco") REFERENCES "public"."bancos"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representantes" ADD CONSTRAINT "representantes_endereco_id_enderecos_id_fk" FOREIGN KEY ("endereco_id") REFERENCES "public"."enderecos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_slots" ADD CONSTRAINT "agenda_slots_rodada_id_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."rodadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_rodada_id_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."rodadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodada_clientes" ADD CONSTRAINT "rodada_clientes_rodada_id_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."rodadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodada_clientes" ADD CONSTRAINT "rodada_clientes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodada_fornecedores" ADD CONSTRAINT "rodada_fornecedores_rodada_id_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."rodadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodada_fornecedores" ADD CONSTRAINT "rodada_fornecedores_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodada_representantes" ADD CONSTRAINT "rodada_representantes_rodada_id_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."rodadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodada_representantes" ADD CONSTRAINT "rodada_representantes_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodadas" ADD CONSTRAINT "rodadas_estado_id_estados_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estados"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodadas" ADD CONSTRAINT "rodadas_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodadas" ADD CONSTRAINT "rodadas_administrador_id_administradores_id_fk" FOREIGN KEY ("administrador_id") REFERENCES "public"."administradores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodadas" ADD CONSTRAINT "rodadas_logo_arquivo_id_arquivos_id_fk" FOREIGN KEY ("logo_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodadas" ADD CONSTRAINT "rodadas_banner_arquivo_id_arquivos_id_fk" FOREIGN KEY ("banner_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodadas" ADD CONSTRAINT "rodadas_planta_arquivo_id_arquivos_id_fk" FOREIGN KEY ("planta_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stands" ADD CONSTRAINT "stands_rodada_id_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."rodadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cores" ADD CONSTRAINT "cores_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homologacao_erros" ADD CONSTRAINT "homologacao_erros_homologacao_id_homologacoes_id_fk" FOREIGN KEY ("homologacao_id") REFERENCES "public"."homologacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homologacao_erros" ADD CONSTRAINT "homologacao_erros_erro_id_erros_homologacao_id_fk" FOREIGN KEY ("erro_id") REFERENCES "public"."erros_homologacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homologacoes" ADD CONSTRAINT "homologacoes_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homologacoes" ADD CONSTRAINT "homologacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_cores" ADD CONSTRAINT "produto_cores_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_cores" ADD CONSTRAINT "produto_cores_cor_id_cores_id_fk" FOREIGN KEY ("cor_id") REFERENCES "public"."cores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_midias" ADD CONSTRAINT "produto_midias_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_midias" ADD CONSTRAINT "produto_midias_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_tamanhos" ADD CONSTRAINT "produto_tamanhos_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_tamanhos" ADD CONSTRAINT "produto_tamanhos_tamanho_id_tamanhos_id_fk" FOREIGN KEY ("tamanho_id") REFERENCES "public"."tamanhos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamanhos" ADD CONSTRAINT "tamanhos_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrega_itens" ADD CONSTRAINT "entrega_itens_entrega_id_entregas_id_fk" FOREIGN KEY ("entrega_id") REFERENCES "public"."entregas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrega_itens" ADD CONSTRAINT "entrega_itens_pedido_item_id_pedido_itens_id_fk" FOREIGN KEY ("pedido_item_id") REFERENCES "public"."pedido_itens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrega_itens" ADD CONSTRAINT "entrega_itens_pedido_grade_id_pedido_grade_id_fk" FOREIGN KEY ("pedido_grade_id") REFERENCES "public"."pedido_grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_grade" ADD CONSTRAINT "pedido_grade_pedido_item_id_pedido_itens_id_fk" FOREIGN KEY ("pedido_item_id") REFERENCES "public"."pedido_itens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_grade" ADD CONSTRAINT "pedido_grade_cor_id_cores_id_fk" FOREIGN KEY ("cor_id") REFERENCES "public"."cores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_grade" ADD CONSTRAINT "pedido_grade_tamanho_id_tamanhos_id_fk" FOREIGN KEY ("tamanho_id") REFERENCES "public"."tamanhos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_rodada_id_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."rodadas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_pedido_cliente_id_pedidos_clientes_id_fk" FOREIGN KEY ("pedido_cliente_id") REFERENCES "public"."pedidos_clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_loja_fk" FOREIGN KEY ("cliente_loja_id","cliente_id") REFERENCES "public"."lojas"("id","cliente_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_clientes" ADD CONSTRAINT "pedidos_clientes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_clientes" ADD CONSTRAINT "pedidos_clientes_rodada_id_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."rodadas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_clientes" ADD CONSTRAINT "pedidos_clientes_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_clientes" ADD CONSTRAINT "pedidos_clientes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_clientes" ADD CONSTRAINT "pedidos_clientes_loja_fk" FOREIGN KEY ("cliente_loja_id","cliente_id") REFERENCES "public"."lojas"("id","cliente_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_clientes_itens" ADD CONSTRAINT "pedidos_clientes_itens_pedido_cliente_id_pedidos_clientes_id_fk" FOREIGN KEY ("pedido_cliente_id") REFERENCES "public"."pedidos_clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_clientes_itens" ADD CONSTRAINT "pedidos_clientes_itens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promissorias" ADD CONSTRAINT "promissorias_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebimento_pedidos" ADD CONSTRAINT "recebimento_pedidos_recebimento_id_recebimentos_id_fk" FOREIGN KEY ("recebimento_id") REFERENCES "public"."recebimentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebimento_pedidos" ADD CONSTRAINT "recebimento_pedidos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebimentos" ADD CONSTRAINT "recebimentos_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebimentos" ADD CONSTRAINT "recebimentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessa_pedidos" ADD CONSTRAINT "remessa_pedidos_remessa_id_remessas_id_fk" FOREIGN KEY ("remessa_id") REFERENCES "public"."remessas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessa_pedidos" ADD CONSTRAINT "remessa_pedidos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessas" ADD CONSTRAINT "remessas_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_imagem_arquivo_id_arquivos_id_fk" FOREIGN KEY ("imagem_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impressoes" ADD CONSTRAINT "impressoes_rodada_id_rodadas_id_fk" FOREIGN KEY ("rodada_id") REFERENCES "public"."rodadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impressoes" ADD CONSTRAINT "impressoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impressoes" ADD CONSTRAINT "impressoes_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_remetente_user_id_users_id_fk" FOREIGN KEY ("remetente_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_user_finalidade_idx" ON "codigos_verificacao" USING btree ("user_id","finalidade","created_at");--> statement-breakpoint
CREATE INDEX "login_tentativas_email_ip_idx" ON "login_tentativas" USING btree ("email","ip","created_at");--> statement-breakpoint
CREATE INDEX "login_tentativas_ip_idx" ON "login_tentativas" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "outbox_para_idx" ON "outbox_emails" USING btree ("para","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_hash_uq" ON "tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_tipo_idx" ON "users" USING btree ("tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "arquivos_chave_uq" ON "arquivos" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "arquivos_sha256_idx" ON "arquivos" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "administradores_user_uq" ON "administradores" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "avaliacoes_fornecedor_idx" ON "avaliacoes" USING btree ("fornecedor_id","created_at");--> statement-breakpoint
CREATE INDEX "avaliacoes_representante_idx" ON "avaliacoes" USING btree ("representante_id");--> statement-breakpoint
CREATE INDEX "cidades_estado_nome_idx" ON "cidades" USING btree ("estado_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_representante_uq" ON "cliente_representante" USING btree ("cliente_id","representante_id");--> statement-breakpoint
CREATE INDEX "cliente_representante_representante_idx" ON "cliente_representante" USING btree ("representante_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_user_uq" ON "clientes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clientes_representante_idx" ON "clientes" USING btree ("representante_id");--> statement-breakpoint
CREATE INDEX "clientes_nome_idx" ON "clientes" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "clientes_cnpj_idx" ON "clientes" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "enderecos_cidade_idx" ON "enderecos" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "enderecos_estado_idx" ON "enderecos" USING btree ("estado_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estados_sigla_uq" ON "estados" USING btree ("sigla");--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedor_cliente_uq" ON "fornecedor_cliente" USING btree ("fornecedor_id","cliente_id");--> statement-breakpoint
CREATE INDEX "fornecedor_cliente_cliente_idx" ON "fornecedor_cliente" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_user_uq" ON "fornecedores" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fornecedores_nome_fantasia_idx" ON "fornecedores" USING btree ("nome_fantasia");--> statement-breakpoint
CREATE INDEX "fornecedores_cnpj_idx" ON "fornecedores" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "lojas_cliente_idx" ON "lojas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "lojas_cnpj_idx" ON "lojas" USING btree ("cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "lojas_padrao_uq" ON "lojas" USING btree ("cliente_id") WHERE "lojas"."padrao";--> statement-breakpoint
CREATE UNIQUE INDEX "representante_fornecedor_uq" ON "representante_fornecedor" USING btree ("representante_id","fornecedor_id");--> statement-breakpoint
CREATE INDEX "representante_fornecedor_fornecedor_idx" ON "representante_fornecedor" USING btree ("fornecedor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "representantes_user_uq" ON "representantes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "representantes_nome_fantasia_idx" ON "representantes" USING btree ("nome_fantasia");--> statement-breakpoint
CREATE INDEX "representantes_cnpj_idx" ON "representantes" USING btree ("cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_slots_rodada_inicio_uq" ON "agenda_slots" USING btree ("rodada_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "agendamentos_uuid_uq" ON "agendamentos" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "agendamentos_fornecedor_vivo_uq" ON "agendamentos" USING btree ("fornecedor_id","data_hora") WHERE "agendamentos"."cancelado_em" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "agendamentos_cliente_vivo_uq" ON "agendamentos" USING btree ("cliente_id","data_hora") WHERE "agendamentos"."cancelado_em" is null;--> statement-breakpoint
CREATE INDEX "agendamentos_rodada_idx" ON "agendamentos" USING btree ("rodada_id","data_hora");--> statement-breakpoint
CREATE UNIQUE INDEX "rodada_clientes_uq" ON "rodada_clientes" USING btree ("rodada_id","cliente_id");--> statement-breakpoint
CREATE INDEX "rodada_clientes_cliente_idx" ON "rodada_clientes" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rodada_fornecedores_uq" ON "rodada_fornecedores" USING btree ("rodada_id","fornecedor_id");--> statement-breakpoint
CREATE INDEX "rodada_fornecedores_fornecedor_idx" ON "rodada_fornecedores" USING btree ("fornecedor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rodada_representantes_uq" ON "rodada_representantes" USING btree ("rodada_id","representante_id");--> statement-breakpoint
CREATE INDEX "rodada_representantes_representante_idx" ON "rodada_representantes" USING btree ("representante_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rodadas_uuid_uq" ON "rodadas" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "rodadas_data_inicio_idx" ON "rodadas" USING btree ("data_inicio" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rodadas_administrador_idx" ON "rodadas" USING btree ("administrador_id","data_inicio" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "stands_rodada_codigo_uq" ON "stands" USING btree ("rodada_id","codigo");--> statement-breakpoint
CREATE INDEX "stands_proprietario_idx" ON "stands" USING btree ("proprietario_tipo","proprietario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_nome_uq" ON "categorias" USING btree (lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "cores_fornecedor_nome_uq" ON "cores" USING btree ("fornecedor_id","nome") WHERE "cores"."tipo" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "cores_compartilhada_nome_uq" ON "cores" USING btree ("nome") WHERE "cores"."tipo" = 1;--> statement-breakpoint
CREATE INDEX "homologacao_erros_homologacao_idx" ON "homologacao_erros" USING btree ("homologacao_id");--> statement-breakpoint
CREATE INDEX "homologacoes_produto_idx" ON "homologacoes" USING btree ("produto_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "produto_cores_uq" ON "produto_cores" USING btree ("produto_id","cor_id");--> statement-breakpoint
CREATE INDEX "produto_cores_cor_idx" ON "produto_cores" USING btree ("cor_id");--> statement-breakpoint
CREATE INDEX "produto_midias_produto_idx" ON "produto_midias" USING btree ("produto_id","tipo","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "produto_midias_video_uq" ON "produto_midias" USING btree ("produto_id") WHERE "produto_midias"."tipo" = 'video';--> statement-breakpoint
CREATE INDEX "produto_midias_arquivo_idx" ON "produto_midias" USING btree ("arquivo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "produto_tamanhos_uq" ON "produto_tamanhos" USING btree ("produto_id","tamanho_id");--> statement-breakpoint
CREATE INDEX "produto_tamanhos_tamanho_idx" ON "produto_tamanhos" USING btree ("tamanho_id");--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_fornecedor_codigo_uq" ON "produtos" USING btree ("fornecedor_id","codigo");--> statement-breakpoint
CREATE INDEX "produtos_status_ativo_created_idx" ON "produtos" USING btree ("status","ativo","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "produtos_categoria_idx" ON "produtos" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "produtos_valor_idx" ON "produtos" USING btree ("valor");--> statement-breakpoint
CREATE INDEX "produtos_vence_em_idx" ON "produtos" USING btree ("vence_em") WHERE "produtos"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "tamanhos_fornecedor_tamanho_uq" ON "tamanhos" USING btree ("fornecedor_id","tamanho") WHERE "tamanhos"."tipo" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "tamanhos_compartilhado_tamanho_uq" ON "tamanhos" USING btree ("tamanho") WHERE "tamanhos"."tipo" = 1;--> statement-breakpoint
CREATE INDEX "entrega_itens_entrega_idx" ON "entrega_itens" USING btree ("entrega_id");--> statement-breakpoint
CREATE INDEX "entrega_itens_pedido_item_idx" ON "entrega_itens" USING btree ("pedido_item_id");--> statement-breakpoint
CREATE INDEX "entrega_itens_pedido_grade_idx" ON "entrega_itens" USING btree ("pedido_grade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entregas_pedido_numero_uq" ON "entregas" USING btree ("pedido_id","numero");--> statement-breakpoint
CREATE INDEX "entregas_user_idx" ON "entregas" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_grade_uq" ON "pedido_grade" USING btree ("pedido_item_id","cor_id","tamanho_id");--> statement-breakpoint
CREATE INDEX "pedido_grade_cor_idx" ON "pedido_grade" USING btree ("cor_id");--> statement-breakpoint
CREATE INDEX "pedido_grade_tamanho_idx" ON "pedido_grade" USING btree ("tamanho_id");--> statement-breakpoint
CREATE INDEX "pedido_itens_pedido_idx" ON "pedido_itens" USING btree ("pedido_id","ordem");--> statement-breakpoint
CREATE INDEX "pedido_itens_produto_idx" ON "pedido_itens" USING btree ("produto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_uuid_uq" ON "pedidos" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "pedidos_rodada_status_idx" ON "pedidos" USING btree ("rodada_id","status");--> statement-breakpoint
CREATE INDEX "pedidos_fornecedor_rodada_idx" ON "pedidos" USING btree ("fornecedor_id","rodada_id","created_at");--> statement-breakpoint
CREATE INDEX "pedidos_representante_rodada_idx" ON "pedidos" USING btree ("representante_id","rodada_id");--> statement-breakpoint
CREATE INDEX "pedidos_cliente_idx" ON "pedidos" USING btree ("cliente_id","created_at");--> statement-breakpoint
CREATE INDEX "pedidos_loja_idx" ON "pedidos" USING btree ("cliente_loja_id");--> statement-breakpoint
CREATE INDEX "pedidos_pedido_cliente_idx" ON "pedidos" USING btree ("pedido_cliente_id");--> statement-breakpoint
CREATE INDEX "pedidos_user_idx" ON "pedidos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_clientes_uuid_uq" ON "pedidos_clientes" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "pedidos_clientes_cliente_idx" ON "pedidos_clientes" USING btree ("cliente_id","created_at");--> statement-breakpoint
CREATE INDEX "pedidos_clientes_representante_idx" ON "pedidos_clientes" USING btree ("representante_id","rodada_id");--> statement-breakpoint
CREATE INDEX "pedidos_clientes_rodada_idx" ON "pedidos_clientes" USING btree ("rodada_id","status");--> statement-breakpoint
CREATE INDEX "pedidos_clientes_itens_pedido_idx" ON "pedidos_clientes_itens" USING btree ("pedido_cliente_id");--> statement-breakpoint
CREATE INDEX "pedidos_clientes_itens_produto_idx" ON "pedidos_clientes_itens" USING btree ("produto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promissorias_pedido_parcela_uq" ON "promissorias" USING btree ("pedido_id","parcela");--> statement-breakpoint
CREATE UNIQUE INDEX "recebimento_pedidos_pedido_uq" ON "recebimento_pedidos" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "recebimento_pedidos_recebimento_idx" ON "recebimento_pedidos" USING btree ("recebimento_id");--> statement-breakpoint
CREATE INDEX "recebimentos_representante_idx" ON "recebimentos" USING btree ("representante_id","data");--> statement-breakpoint
CREATE INDEX "recebimentos_cliente_idx" ON "recebimentos" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remessa_pedidos_pedido_uq" ON "remessa_pedidos" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "remessa_pedidos_remessa_idx" ON "remessa_pedidos" USING btree ("remessa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remessas_representante_numero_uq" ON "remessas" USING btree ("representante_id","numero");--> statement-breakpoint
CREATE INDEX "banners_status_periodo_idx" ON "banners" USING btree ("status","data_inicio","data_fim");--> statement-breakpoint
CREATE INDEX "impressoes_rodada_status_idx" ON "impressoes" USING btree ("rodada_id","status","created_at");--> statement-breakpoint
CREATE INDEX "impressoes_user_lida_idx" ON "impressoes" USING btree ("user_id","lida");--> statement-breakpoint
CREATE INDEX "impressoes_arquivo_idx" ON "impressoes" USING btree ("arquivo_id");--> statement-breakpoint
CREATE INDEX "notificacoes_user_lida_idx" ON "notificacoes" USING btree ("user_id","lida_em");--> statement-breakpoint
CREATE INDEX "notificacoes_produto_idx" ON "notificacoes" USING btree ("produto_id");--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "auditoria_user_idx" ON "auditoria" USING btree ("user_id","created_at");