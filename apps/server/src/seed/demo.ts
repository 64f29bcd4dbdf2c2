import type { Db } from '../db/client.ts';

/** Seeds the demo brand once; a second start finds it and does nothing. Filled in by the brand module. */
export async function seedDemo(_db: Db): Promise<void> {}
