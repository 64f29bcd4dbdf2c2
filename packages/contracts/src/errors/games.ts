/** Errors of the games area; numeric codes in the range 900-999. Merged into the one taxonomy in ../errors.ts. */
export const gamesErrors = {} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
