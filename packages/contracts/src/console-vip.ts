import { z } from 'zod';
import { AA, contrast } from './brand-launch.ts';
import { ZBrandCodeParams } from './console-brand.ts';
import { ZVipLevel, ZVipLevels } from './merchant-config.ts';
import { op } from './op.ts';

/** The most levels a club has. */
export const MAX_VIP_LEVELS = 20;
/** The longest level name (it is a label beside the player's name). */
export const MAX_LEVEL_NAME = 24;

/**
 * A brand's VIP club as the console edits it: ranks 1..n, thresholds (lifetime deposits, minor units) ascending,
 * names without outer spaces, and each label's text readable on its background (WCAG AA).
 */
export const ZBrandVipLevels = z.object({
  levels: ZVipLevels.pipe(z.array(ZVipLevel).max(MAX_VIP_LEVELS)).superRefine((levels, ctx) => {
    levels.forEach((l, i) => {
      if (contrast(l.color, l.color2) < AA) ctx.addIssue({ code: 'custom', path: [i, 'color'], message: 'contrast' });
      for (const [lang, name] of Object.entries(l.labelName))
        if (name.trim() !== name || name.length > MAX_LEVEL_NAME)
          ctx.addIssue({ code: 'custom', path: [i, 'labelName', lang], message: 'name' });
    });
  }),
});
export type TBrandVipLevels = z.infer<typeof ZBrandVipLevels>;

export const vipConsoleOps = {
  levels: op({
    method: 'GET',
    path: '/admin/api/console/brands/:code/vip-levels',
    auth: 'operator',
    action: 'brand.settings',
    tags: ['console'],
    summary: 'The brand’s VIP club levels: names, label colours and lifetime deposit thresholds',
    params: ZBrandCodeParams,
    response: ZBrandVipLevels,
  }),
  saveLevels: op({
    method: 'PUT',
    path: '/admin/api/console/brands/:code/vip-levels',
    auth: 'operator',
    action: 'brand.settings',
    tags: ['console'],
    summary: 'Replaces the brand’s VIP club levels (audited; members’ levels follow their deposits at once)',
    params: ZBrandCodeParams,
    body: ZBrandVipLevels,
    response: ZBrandVipLevels,
  }),
};
