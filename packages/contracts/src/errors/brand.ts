/** Errors of the brand area; numeric codes in the range 600-649. Merged into the one taxonomy in ../errors.ts. */
export const brandErrors = {} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
