/** Errors of the points mall and missions; numeric codes in the range 1100-1149. Merged into ../errors.ts. */
export const pointsErrors = {
  points_insufficient: { code: 1101, http: 400, meaning: 'The member holds fewer points than the price.' },
  item_out_of_stock: { code: 1102, http: 409, meaning: 'The mall item has no stock left.' },
  points_too_few: { code: 1103, http: 400, meaning: 'Too few points to convert into at least 1.00 at this rate.' },
  redemption_decided: { code: 1104, http: 409, meaning: 'The redemption was already approved or rejected.' },
  address_required: { code: 1105, http: 400, meaning: 'A physical item needs a delivery address.' },
  mission_not_complete: { code: 1110, http: 409, meaning: 'The mission’s target is not reached yet.' },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
