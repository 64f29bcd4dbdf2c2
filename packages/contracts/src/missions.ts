import { z } from 'zod';
import { op } from './op.ts';
import { ZIdParam } from './points-console.ts';

export const ZMissionKind = z.enum(['login', 'deposit', 'bet', 'rounds', 'win']);
export type TMissionKind = z.infer<typeof ZMissionKind>;
export const ZMissionPeriod = z.enum(['daily', 'weekly', 'once']);
export type TMissionPeriod = z.infer<typeof ZMissionPeriod>;
/** in_progress: target not reached; claimable: reached, reward waiting; claimed: reward taken this period. */
export const ZMissionStatus = z.enum(['in_progress', 'claimable', 'claimed']);

export const ZMission = z.object({
  id: z.number().int(),
  kind: ZMissionKind,
  period: ZMissionPeriod,
  name: z.string(),
  description: z.string(),
  /** money: target and progress are amounts with two decimals; count: whole numbers. */
  unit: z.enum(['money', 'count']),
  target: z.string(),
  progress: z.string(),
  category: z.string().nullable(),
  multiple: z.number().int().nullable(),
  rewardPoints: z.number().int(),
  rewardBonus: z.string().nullable(),
  score: z.number().int(),
  status: ZMissionStatus,
  /** When this period ends (null for one-off missions). */
  endsAt: z.string().nullable(),
});
export type TMission = z.infer<typeof ZMission>;

/** GET /wps/relay/MCSFE_getMissionSummaryDetails */
export const ZMissionSummary = z.object({
  list: z.array(ZMission),
  /** Missions not claimed in their current period (claimable or in progress): the menu badge. */
  open: z.number().int(),
  claimable: z.number().int(),
  /** The member's mission score this week. */
  score: z.number().int(),
});
export type TMissionSummary = z.infer<typeof ZMissionSummary>;

/** POST /wps/relay/MCSFE_claimMissionReward */
export const ZClaimBody = z.object({ missionId: z.number().int().min(1).max(2_147_483_647) });
export const ZClaimValue = z.object({
  mission: ZMission,
  rewardPoints: z.number().int(),
  rewardBonus: z.string().nullable(),
  /** True when this call found the reward already taken (a retry). */
  alreadyClaimed: z.boolean(),
});
export type TClaimValue = z.infer<typeof ZClaimValue>;

/** GET /wps/relay/MCSFE_getMissionLeaderboard: this week's ranking by mission score. */
export const ZLeaderboardQuery = z.object({ size: z.coerce.number().int().min(1).max(100).default(20) });
export const ZLeaderboardRow = z.object({
  rank: z.number().int(),
  /** Other players' usernames are masked; the member's own is shown. */
  username: z.string(),
  score: z.number().int(),
  missions: z.number().int(),
  mine: z.boolean(),
});
export const ZLeaderboard = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  list: z.array(ZLeaderboardRow),
  me: ZLeaderboardRow.nullable(),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

export const ZMissionLanguage = z.enum(['pt', 'en', 'cn', 'id', 'th', 'vi']);
const ZTexts = z
  .partialRecord(
    ZMissionLanguage,
    z.object({ name: z.string().trim().min(1).max(60), description: z.string().trim().max(300).default('') }),
  )
  .refine((t) => Object.keys(t).length > 0, { message: 'at least one language' });

/** POST /admin/api/missions (admin) */
export const ZCreateMission = z
  .object({
    merchantCode: z.string().trim().min(1).max(40).optional(),
    kind: ZMissionKind,
    period: ZMissionPeriod,
    /** login: days; deposit, bet: an amount; rounds, win: rounds. */
    target: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
    category: z
      .string()
      .regex(/^[A-Z]{2,12}$/)
      .optional(),
    multiple: z.number().int().min(2).max(10_000).optional(),
    rewardPoints: z.number().int().min(0).max(100_000_000).default(0),
    rewardBonus: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?$/)
      .optional(),
    score: z.number().int().min(0).max(10_000).default(10),
    texts: ZTexts,
  })
  .refine((b) => (b.kind === 'win') === (b.multiple !== undefined), {
    message: 'multiple goes with win',
    path: ['multiple'],
  })
  .refine((b) => b.rewardPoints > 0 || (b.rewardBonus !== undefined && Number(b.rewardBonus) > 0), {
    message: 'a reward in points or bonus',
    path: ['rewardPoints'],
  });
export type TCreateMission = z.input<typeof ZCreateMission>;

export const ZConsoleMission = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  kind: ZMissionKind,
  period: ZMissionPeriod,
  name: z.string(),
  target: z.string(),
  category: z.string().nullable(),
  multiple: z.number().int().nullable(),
  rewardPoints: z.number().int(),
  rewardBonus: z.string().nullable(),
  score: z.number().int(),
  active: z.boolean(),
  claimed: z.number().int(),
  /** Name and description per language. */
  texts: z.record(z.string(), z.object({ name: z.string(), description: z.string() })),
});
export type TConsoleMission = z.infer<typeof ZConsoleMission>;
/** GET /admin/api/missions: every brand's missions, or one brand's with its languages when merchantCode is given. */
export const ZConsoleMissionsQuery = z.object({ merchantCode: z.string().trim().min(1).max(40).optional() });
export const ZConsoleMissions = z.object({
  rows: z.array(ZConsoleMission),
  /** The brand's languages (only with merchantCode). */
  languages: z.array(z.string()).optional(),
});
export type TConsoleMissions = z.infer<typeof ZConsoleMissions>;
export const ZUpdateMission = z.object({ active: z.boolean() });
/** POST /admin/api/missions answers the new mission's id. */
export const ZCreatedMission = z.object({ id: z.number().int() });

export const MISSION_PATHS = {
  summary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  claim: '/wps/relay/MCSFE_claimMissionReward',
  leaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
} as const;

/** The member centre's missions: real members only (a trial account has none); the brand's MISSION3 switch too. */
export const missionOps = {
  summary: op({
    auth: 'real',
    tags: ['missions'],
    method: 'GET',
    path: MISSION_PATHS.summary,
    summary: 'The brand’s missions with the member’s progress in their current periods',
    response: ZMissionSummary,
  }),
  claim: op({
    auth: 'real',
    tags: ['missions'],
    method: 'POST',
    path: MISSION_PATHS.claim,
    summary: 'Takes a completed mission’s reward (once per period)',
    body: ZClaimBody,
    response: ZClaimValue,
  }),
  leaderboard: op({
    auth: 'real',
    tags: ['missions'],
    method: 'GET',
    path: MISSION_PATHS.leaderboard,
    summary: 'This week’s players by mission score, others masked, with the member’s own rank',
    query: ZLeaderboardQuery,
    response: ZLeaderboard,
  }),
};

/**
 * Missions in the console: every operator may read them, admins create them. Switching one on or off
 * (PATCH /admin/api/missions/:id) stays a plain route: operations have no PATCH.
 */
export const missionConsoleOps = {
  list: op({
    auth: 'operator',
    tags: ['operator'],
    method: 'GET',
    path: '/admin/api/missions',
    summary: 'Missions of every brand, or of one brand with its languages',
    query: ZConsoleMissionsQuery,
    response: ZConsoleMissions,
  }),
  create: op({
    auth: 'operator',
    action: 'missions.manage',
    tags: ['operator'],
    method: 'POST',
    path: '/admin/api/missions',
    summary: 'Creates a mission (admin)',
    body: ZCreateMission,
    response: ZCreatedMission,
  }),
  setActive: op({
    auth: 'operator',
    action: 'missions.manage',
    tags: ['operator'],
    method: 'PATCH',
    path: '/admin/api/missions/:id',
    summary: 'Switches a mission on or off (admin)',
    params: ZIdParam,
    body: ZUpdateMission,
    response: z.null(),
  }),
};
