/** Errors of the brand area; numeric codes in the range 600-649. Merged into the one taxonomy in ../errors.ts. */
export const brandErrors = {
  operator_login_failed: { code: 601, http: 401, meaning: 'Operator username or password is wrong.' },
  operator_role_required: { code: 602, http: 403, meaning: 'This operator role may not do this.' },
  operator_exists: { code: 603, http: 409, meaning: 'An operator with this username already exists.' },
  unknown_operator: { code: 604, http: 404, meaning: 'No operator has this username.' },
  support_chat_unknown: { code: 606, http: 404, meaning: 'No chat conversation has this token or id.' },
  operator_self_disable: { code: 605, http: 409, meaning: 'An operator cannot disable their own account.' },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
