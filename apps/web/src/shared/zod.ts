/**
 * The portal's zod (the build points `zod` here): the same library without its JIT, whose probe (`new Function`)
 * trips the site's Content-Security-Policy, which allows no eval. Set before any schema of the contracts is made.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
