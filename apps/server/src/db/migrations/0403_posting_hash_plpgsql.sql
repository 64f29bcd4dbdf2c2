-- The request hash of a posting as a PL/pgSQL function. As a SQL-language function it cannot be inlined (convert_to
-- is only stable), and PostgreSQL then parses and plans its body again on every call from PL/pgSQL: on the bench's
-- PostgreSQL that was about a twentieth of all the database's time under the money rows. A PL/pgSQL function keeps
-- its plan for the connection. Same text, same hash: stored hashes still compare.
CREATE OR REPLACE FUNCTION posting_hash(VARIADIC p_parts text[]) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN encode(sha256(convert_to(array_to_string(p_parts, '|', ''), 'UTF8')), 'hex');
END $$;
