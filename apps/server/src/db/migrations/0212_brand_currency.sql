-- The brand's currency (ISO 4217). The demo brand, Portuguese first, trades in Brazilian reais; a database seeded
-- before the field existed gets it here (a fresh one gets it from the seed).
UPDATE merchants SET config = config || '{"currency": "BRL", "currencySymbol": "R$"}'::jsonb
  WHERE code = 'LUMEN' AND NOT (config ? 'currency');
