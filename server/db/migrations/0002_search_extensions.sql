CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_normalize(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  SELECT btrim(
    regexp_replace(
      translate(
        regexp_replace(
          lower(translate($1, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789') COLLATE "C"),
          '[\u064b-\u065f\u0670\u0640\u0621\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]', '', 'g'),
        'أإآٱؤئىةکڪیۀھہۃ', 'ااااوييهككيهههه'),
      '[\u0009-\u000d\u0020-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u0085\u00a0-\u00bf\u00d7\u00f7\u060c\u060d\u061b\u061f\u066a-\u066d\u06d4\u1680\u2000-\u200a\u2010-\u205f\u3000]+', ' ', 'g'),
    ' ')
$fn$;
