import { z } from 'zod';

/**
 * An operator's care of one member in the console (beside console.ts): notes, labels and the forced password
 * change. Lock and end sessions are in console.ts.
 */

const ZColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, '#rrggbb');
/** One of the portal's memberLabel entries: short text on a background colour. */
export const ZMemberLabel = z.object({
  text: z.string().trim().min(1).max(24),
  color: ZColour,
  background: ZColour,
});
export type TMemberLabel = z.infer<typeof ZMemberLabel>;
/** PUT /admin/api/console/members/:id/labels: the whole list (at most five, texts distinct), replacing the last. */
export const ZMemberLabelsBody = z.object({
  labels: z
    .array(ZMemberLabel)
    .max(5)
    .refine((l) => new Set(l.map((x) => x.text.toLowerCase())).size === l.length, 'labels must differ'),
});

/** POST /admin/api/console/members/:id/notes: a note for the other operators (never shown to the member). */
export const ZMemberNoteBody = z.object({ body: z.string().trim().min(1).max(1000) });
export const ZMemberNote = z.object({
  id: z.number().int(),
  body: z.string(),
  operator: z.string(),
  createdAt: z.string(),
});
export type TMemberNote = z.infer<typeof ZMemberNote>;

/** POST /admin/api/console/members/:id/password-change (with a reason): how many live sessions were held for it. */
export const ZPasswordChangeForced = z.object({ heldSessions: z.number().int() });
