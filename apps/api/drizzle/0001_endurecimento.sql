CREATE TABLE "aparelhos_conhecidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"aparelho_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_login_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_tentativas" ADD COLUMN "aparelho_hash" char(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "criado_por" integer;--> statement-breakpoint
ALTER TABLE "aparelhos_conhecidos" ADD CONSTRAINT "aparelhos_conhecidos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aparelhos_conhecidos_user_aparelho_uq" ON "aparelhos_conhecidos" USING btree ("user_id","aparelho_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_tentativas_email_idx" ON "login_tentativas" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "users_criado_por_idx" ON "users" USING btree ("criado_por");