CREATE TABLE "search_synonyms" (
	"phrase" text PRIMARY KEY NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_sort_check" CHECK ("search_synonyms"."sort" is null or "search_synonyms"."sort" in ('price,asc', 'price,desc', 'createdDate,desc'))
);

--> statement-breakpoint
-- The synonyms the store starts with (decision 60); the operator edits the table afterwards.
INSERT INTO "search_synonyms" ("phrase", "synonyms", "sort") VALUES
  ('tv', ARRAY['tele', 'televiseur', 'television']::text[], NULL),
  ('tele', ARRAY['tv', 'televiseur', 'television']::text[], NULL),
  ('televiseur', ARRAY['tv', 'tele', 'television']::text[], NULL),
  ('television', ARRAY['tv', 'tele', 'televiseur']::text[], NULL),
  ('pc portable', ARRAY['laptop', 'ordinateur portable', 'notebook']::text[], NULL),
  ('laptop', ARRAY['pc portable', 'ordinateur portable', 'notebook']::text[], NULL),
  ('ordinateur portable', ARRAY['pc portable', 'laptop', 'notebook']::text[], NULL),
  ('notebook', ARRAY['pc portable', 'laptop', 'ordinateur portable']::text[], NULL),
  ('ecouteurs', ARRAY['ecouteur', 'earbuds', 'earphones']::text[], NULL),
  ('ecouteur', ARRAY['ecouteurs', 'earbuds', 'earphones']::text[], NULL),
  ('earbuds', ARRAY['ecouteurs', 'ecouteur', 'earphones']::text[], NULL),
  ('earphones', ARRAY['ecouteurs', 'ecouteur', 'earbuds']::text[], NULL),
  ('casque', ARRAY['headphones', 'headset']::text[], NULL),
  ('headphones', ARRAY['casque', 'headset']::text[], NULL),
  ('headset', ARRAY['casque', 'headphones']::text[], NULL),
  ('bluetooth', ARRAY['sans fil', 'wireless']::text[], NULL),
  ('sans fil', ARRAY['bluetooth', 'wireless']::text[], NULL),
  ('wireless', ARRAY['bluetooth', 'sans fil']::text[], NULL),
  ('ps5', ARRAY['playstation 5']::text[], NULL),
  ('playstation 5', ARRAY['ps5']::text[], NULL),
  ('ps4', ARRAY['playstation 4']::text[], NULL),
  ('playstation 4', ARRAY['ps4']::text[], NULL),
  ('chargeur', ARRAY['charger']::text[], NULL),
  ('charger', ARRAY['chargeur']::text[], NULL),
  ('telephone', ARRAY['phone', 'mobile', 'cellphone']::text[], NULL),
  ('phone', ARRAY['telephone', 'mobile', 'cellphone']::text[], NULL),
  ('mobile', ARRAY['telephone', 'phone', 'cellphone']::text[], NULL),
  ('cellphone', ARRAY['telephone', 'phone', 'mobile']::text[], NULL),
  ('noise cancelling', ARRAY['reduction de bruit', 'anc']::text[], NULL),
  ('reduction de bruit', ARRAY['noise cancelling', 'anc']::text[], NULL),
  ('anc', ARRAY['noise cancelling', 'reduction de bruit']::text[], NULL),
  ('carte sd', ARRAY['carte memoire', 'microsd', 'memory card']::text[], NULL),
  ('carte memoire', ARRAY['carte sd', 'microsd', 'memory card']::text[], NULL),
  ('microsd', ARRAY['carte sd', 'carte memoire', 'memory card', 'microsdxc']::text[], NULL),
  ('memory card', ARRAY['carte sd', 'carte memoire', 'microsd']::text[], NULL),
  ('powerbank', ARRAY['power bank', 'batterie externe']::text[], NULL),
  ('power bank', ARRAY['powerbank', 'batterie externe']::text[], NULL),
  ('batterie externe', ARRAY['powerbank', 'power bank']::text[], NULL),
  ('enceinte', ARRAY['speaker']::text[], NULL),
  ('speaker', ARRAY['enceinte']::text[], NULL),
  ('imprimante', ARRAY['printer']::text[], NULL),
  ('printer', ARRAY['imprimante']::text[], NULL),
  ('manette', ARRAY['controller', 'gamepad']::text[], NULL),
  ('controller', ARRAY['manette', 'gamepad']::text[], NULL),
  ('gamepad', ARRAY['manette', 'controller']::text[], NULL),
  ('portable', ARRAY['telephone', 'smartphone', 'laptop', 'ordinateur portable']::text[], NULL),
  ('pc', ARRAY['ordinateur', 'computer']::text[], NULL),
  ('sd', ARRAY['microsd', 'microsdxc']::text[], NULL),
  ('disk', ARRAY['disque', 'drive']::text[], NULL),
  ('wifi', ARRAY['wi fi']::text[], NULL),
  ('smart tv', ARRAY['tv', 'televiseur']::text[], NULL),
  ('pas cher', '{}'::text[], 'price,asc'),
  ('bon marche', '{}'::text[], 'price,asc'),
  ('cheap', '{}'::text[], 'price,asc'),
  ('moins cher', '{}'::text[], 'price,asc')
ON CONFLICT ("phrase") DO NOTHING;
--> statement-breakpoint
-- Specification values become searchable (decision 60): the search terms of products already
-- stored are rebuilt once, as refreshSearchIndex builds them from now on.
UPDATE "products" p
   SET "search_terms" = concat_ws(' ', c.name_fr, c.name_en, c.keyword, s.name_fr, s.name_en, s.keyword, (
         SELECT string_agg(CASE WHEN v.value IN ('No', 'None') THEN NULL
                                WHEN v.value IN ('Yes', 'Adaptive') THEN concat_ws(' ', sp.name_fr, sp.name_en, v.value)
                                ELSE concat_ws(' ', v.value, sp.unit) END, ' ' ORDER BY sp.position)
           FROM product_specification_values v JOIN specifications sp ON sp.id = v.specification_id
          WHERE v.product_id = p.id))
  FROM sub_categories s JOIN categories c ON c.id = s.category_id
 WHERE s.id = p.sub_category_id;
