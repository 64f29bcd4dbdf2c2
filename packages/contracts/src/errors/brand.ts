/** Errors of the brand area; numeric codes in the range 600-649. Merged into the one taxonomy in ../errors.ts. */
export const brandErrors = {
  operator_login_failed: { code: 601, http: 401, meaning: 'Operator username or password is wrong.' },
  operator_role_required: { code: 602, http: 403, meaning: 'This operator role may not do this.' },
  operator_exists: { code: 603, http: 409, meaning: 'An operator with this username already exists.' },
  unknown_operator: { code: 604, http: 404, meaning: 'No operator has this username.' },
  support_chat_unknown: { code: 606, http: 404, meaning: 'No chat conversation has this token or id.' },
  operator_self_disable: { code: 605, http: 409, meaning: 'An operator cannot disable their own account.' },
  brand_exists: { code: 607, http: 409, meaning: 'A brand with this code exists or is waiting for approval.' },
  host_taken: { code: 608, http: 409, meaning: 'Another brand already answers on one of these hosts.' },
  currency_locked: {
    code: 609,
    http: 409,
    meaning: 'The brand has members: its currency cannot change (the amounts it keeps would change meaning).',
  },
  language_not_offered: { code: 610, http: 400, meaning: 'The brand does not offer this language.' },
  operator_brand_denied: {
    code: 611,
    http: 403,
    meaning: 'This operator works on other brands only (or the call is about every brand).',
  },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
