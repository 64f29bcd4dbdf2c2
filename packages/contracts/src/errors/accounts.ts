/** Errors of the accounts area; numeric codes in the range 700-799. Merged into the one taxonomy in ../errors.ts. */
export const accountsErrors = {} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
