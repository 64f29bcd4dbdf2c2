// One file per area; add a line per area.

export * from './accounts.ts';
export * from './core.ts';
export * from './operators.ts';
export * from './settings.ts';
export * from './support.ts';
