-- Issue 12 (ADR 017): accent-insensitive shop search and the 'Mais Vendidos' sort.
-- pg_trgm and unaccent ship with PostgreSQL (trusted extensions) and load in PGlite (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- The one normalisation of search text, for the stored column and for the typed term alike:
-- lower case without accents. Immutable (fixed dictionary), so an index may depend on it.
CREATE OR REPLACE FUNCTION rodada_texto_busca(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))) $$;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "vendidos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "produtos_busca_trgm_idx" ON "produtos" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produtos_vitrine_novos_idx" ON "produtos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "produtos"."status" = 1 and "produtos"."ativo";--> statement-breakpoint
CREATE INDEX "produtos_vitrine_vendidos_idx" ON "produtos" USING btree ("vendidos" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "produtos"."status" = 1 and "produtos"."ativo";--> statement-breakpoint
CREATE INDEX "produtos_vitrine_valor_idx" ON "produtos" USING btree ("valor","id") WHERE "produtos"."status" = 1 and "produtos"."ativo";--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_vendidos_ck" CHECK ("produtos"."vendidos" >= 0);--> statement-breakpoint
-- produtos.busca: code, description and the supplier's names, normalised.
CREATE OR REPLACE FUNCTION produtos_busca_tg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busca := (
    SELECT rodada_texto_busca(concat_ws(' ', NEW.codigo, NEW.descricao, f.nome_fantasia, f.razao_social))
      FROM fornecedores f WHERE f.id = NEW.fornecedor_id
  );
  NEW.busca := coalesce(NEW.busca, rodada_texto_busca(concat_ws(' ', NEW.codigo, NEW.descricao)));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER produtos_busca BEFORE INSERT OR UPDATE OF codigo, descricao, fornecedor_id ON produtos
  FOR EACH ROW EXECUTE FUNCTION produtos_busca_tg();--> statement-breakpoint
CREATE OR REPLACE FUNCTION fornecedores_busca_tg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE produtos p
     SET busca = rodada_texto_busca(concat_ws(' ', p.codigo, p.descricao, NEW.nome_fantasia, NEW.razao_social))
   WHERE p.fornecedor_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER fornecedores_busca AFTER UPDATE OF nome_fantasia, razao_social ON fornecedores
  FOR EACH ROW WHEN (OLD.nome_fantasia IS DISTINCT FROM NEW.nome_fantasia OR OLD.razao_social IS DISTINCT FROM NEW.razao_social)
  EXECUTE FUNCTION fornecedores_busca_tg();--> statement-breakpoint
-- produtos.vendidos: pieces in order lines of orders not cancelled (status 5).
CREATE OR REPLACE FUNCTION pedido_itens_vendidos_tg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE produtos SET vendidos = greatest(vendidos - OLD.quantidade, 0)
     WHERE id = OLD.produto_id
       AND EXISTS (SELECT 1 FROM pedidos WHERE id = OLD.pedido_id AND status <> 5);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE produtos SET vendidos = vendidos + NEW.quantidade
     WHERE id = NEW.produto_id
       AND EXISTS (SELECT 1 FROM pedidos WHERE id = NEW.pedido_id AND status <> 5);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pedido_itens_vendidos AFTER INSERT OR DELETE OR UPDATE OF quantidade, produto_id, pedido_id
  ON pedido_itens FOR EACH ROW EXECUTE FUNCTION pedido_itens_vendidos_tg();--> statement-breakpoint
-- An order cancelled (or deleted while not cancelled) takes its pieces back; un-cancelled adds them.
-- Deleting runs BEFORE, while the lines are still there (their cascade then finds no live order).
CREATE OR REPLACE FUNCTION pedidos_vendidos_tg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sinal integer;
  pedido integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 5 THEN RETURN OLD; END IF;
    sinal := -1;
    pedido := OLD.id;
  ELSE
    IF (OLD.status = 5) = (NEW.status = 5) THEN RETURN NULL; END IF;
    sinal := CASE WHEN NEW.status = 5 THEN -1 ELSE 1 END;
    pedido := NEW.id;
  END IF;
  UPDATE produtos p SET vendidos = greatest(p.vendidos + sinal * s.q, 0)
    FROM (SELECT produto_id, sum(quantidade)::integer AS q FROM pedido_itens WHERE pedido_id = pedido GROUP BY produto_id) s
   WHERE p.id = s.produto_id;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pedidos_vendidos_excluir BEFORE DELETE ON pedidos
  FOR EACH ROW EXECUTE FUNCTION pedidos_vendidos_tg();--> statement-breakpoint
CREATE TRIGGER pedidos_vendidos_status AFTER UPDATE OF status ON pedidos
  FOR EACH ROW EXECUTE FUNCTION pedidos_vendidos_tg();--> statement-breakpoint
-- Existing rows.
UPDATE produtos p
   SET busca = rodada_texto_busca(concat_ws(' ', p.codigo, p.descricao, f.nome_fantasia, f.razao_social))
  FROM fornecedores f WHERE f.id = p.fornecedor_id;--> statement-breakpoint
UPDATE produtos p SET vendidos = s.q
  FROM (SELECT i.produto_id, sum(i.quantidade)::integer AS q
          FROM pedido_itens i JOIN pedidos o ON o.id = i.pedido_id
         WHERE o.status <> 5 GROUP BY i.produto_id) s
 WHERE p.id = s.produto_id;
