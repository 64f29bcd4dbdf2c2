import { z } from 'zod';

/** A whitelabel switch: on when enabled is '1'. */
export type TWhitelabelNode = { modId: string; enabled: '0' | '1'; childrenNodes: TWhitelabelNode[] };
export const ZWhitelabelNode: z.ZodType<TWhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['0', '1']), childrenNodes: z.array(ZWhitelabelNode) }),
);

/** Everything a brand configures, stored as one validated JSON document on the merchant row. */
export const ZMerchantConfig = z.object({
  currencySymbol: z.string().default('$'),
  defaultLang: z.string().default('pt'),
  languages: z.array(z.string()).min(1),
  loginedToHomePage: z.boolean().default(false),
  agentOnly: z.boolean().default(false),
  whitelabel: z.array(ZWhitelabelNode),
});
export type TMerchantConfig = z.infer<typeof ZMerchantConfig>;
