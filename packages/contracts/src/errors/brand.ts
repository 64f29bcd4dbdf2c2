/** Errors of the brand area; numeric codes in the range 600-649. Merged into the one taxonomy in ../errors.ts. */
export const brandErrors = {
  operator_login_failed: { code: 601, http: 401, meaning: 'Operator username or password is wrong.' },
  operator_role_required: { code: 602, http: 403, meaning: 'This operator role may not do this.' },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
