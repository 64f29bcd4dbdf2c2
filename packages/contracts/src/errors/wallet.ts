/** Errors of the wallet area; numeric codes in the range 800-899. Merged into the one taxonomy in ../errors.ts. */
export const walletErrors = {} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
