import { z } from 'zod';

/** Every response: `{ success, code, message, value }`. `message` is a stable key the client translates. */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.boolean(), code: z.number().int(), message: z.string(), value });

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  value: z.unknown().nullable(),
});

export type TEnvelope<T> = { success: boolean; code: number; message: string; value: T };
