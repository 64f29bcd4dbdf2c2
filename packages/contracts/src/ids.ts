import { z } from 'zod';

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body: a larger number is a bad request here, never an out-of-range error in the database. */
export const ZRowId = z.number().int().min(1).max(MAX_ROW_ID);
/** A row id in a path or query string (text coerced to a number), with the same bounds. */
export const ZRowIdParam = z.coerce.number().int().min(1).max(MAX_ROW_ID);
