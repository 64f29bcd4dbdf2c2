import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';
import { hashPassword } from '../../platform/secrets.ts';
import { demoGame, seedSettledRound } from '../../seed/rounds.ts';
import { house, memberMain, postTransfer } from '../wallet/index.ts';

const DEMO_PASSWORD = 'Demo@2026';
/** How long ago the deeper team registered: before "today", and in "this month" only from the 21st on. */
export const TEAM_REGISTERED_DAYS_AGO = 20;

/** demo_agent's deeper team: a sub-agent, its sub-agent and a player under that (levels 1 to 3). */
const TEAM = [
  { username: 'demo_subagent', nickname: 'Sub Agent', upline: 'demo_agent', isAgent: 1, code: 'DEMOSUB' },
  { username: 'demo_subagent2', nickname: 'Sub Agent Two', upline: 'demo_subagent', isAgent: 1, code: 'DEMOSUB2' },
  { username: 'demo_level3', nickname: 'Level Three', upline: 'demo_subagent2', isAgent: 0, code: null },
] as const;

/** Settled cash rounds of the team (member, days ago, bet, payout in minor units), so the agent's reports show data. */
const ROUNDS: Array<[string, number, number, number]> = [
  ['demo_subagent', 0, 2_000, 0],
  ['demo_subagent', 1, 5_000, 12_500],
  ['demo_subagent', 3, 1_000, 1_000],
  ['demo_subagent2', 0, 3_000, 1_500],
  ['demo_subagent2', 2, 4_000, 0],
  ['demo_level3', 0, 1_500, 4_500],
  ['demo_level3', 1, 2_500, 0],
  ['demo_level3', 6, 6_000, 3_000],
];

const NOTICES = [
  {
    title: {
      en: 'New commission table',
      pt: 'Nova tabela de comissões',
      cn: '新的佣金表',
      id: 'Tabel komisi baru',
      th: 'ตารางค่าคอมมิชชันใหม่',
      vi: 'Bảng hoa hồng mới',
    },
    content: {
      en: 'From next month the team commission is paid on valid bets of every level.',
      pt: 'A partir do próximo mês a comissão da equipe é paga sobre as apostas válidas de todos os níveis.',
      cn: '从下个月起，团队佣金按所有层级的有效投注支付。',
      id: 'Mulai bulan depan komisi tim dibayar dari taruhan valid semua level.',
      th: 'ตั้งแต่เดือนหน้า ค่าคอมมิชชันทีมจ่ายจากยอดเดิมพันที่ถูกต้องของทุกระดับ',
      vi: 'Từ tháng sau, hoa hồng đội được trả trên cược hợp lệ của mọi cấp.',
    },
    daysAgo: 1,
  },
  {
    title: {
      en: 'Welcome, agents',
      pt: 'Bem-vindos, agentes',
      cn: '欢迎各位代理',
      id: 'Selamat datang, agen',
      th: 'ยินดีต้อนรับตัวแทน',
      vi: 'Chào mừng các đại lý',
    },
    content: {
      en: 'Share your referral link: every player who registers with it joins your team.',
      pt: 'Compartilhe seu link de indicação: cada jogador que se registra com ele entra na sua equipe.',
      cn: '分享您的推荐链接：每位通过它注册的玩家都会加入您的团队。',
      id: 'Bagikan tautan referral Anda: setiap pemain yang mendaftar lewat tautan itu masuk ke tim Anda.',
      th: 'แชร์ลิงก์แนะนำของคุณ: ผู้เล่นทุกคนที่สมัครผ่านลิงก์จะเข้าร่วมทีมของคุณ',
      vi: 'Chia sẻ liên kết giới thiệu: mỗi người chơi đăng ký qua đó sẽ vào đội của bạn.',
    },
    daysAgo: 8,
  },
];

/** Seeds demo_agent's three-level team, its settled rounds (through the ledger) and two agent notices; once. */
export async function seedAgentTeam(db: Db): Promise<void> {
  const [agent] = await q(db, sql`SELECT id, merchant_id FROM members WHERE username = 'demo_agent'`);
  if (!agent) return;
  if ((await q(db, sql`SELECT 1 FROM members WHERE username = 'demo_subagent'`)).length) return;
  const merchantId = Number(agent.merchant_id);
  const hash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, number> = { demo_agent: Number(agent.id) };
  for (const m of TEAM) {
    const [row] = await q(
      db,
      sql`INSERT INTO members (merchant_id, username, password_hash, nickname, upline_id, is_agent, affiliate_code,
          first_login_at, created_at)
        VALUES (${merchantId}, ${m.username}, ${hash}, ${m.nickname}, ${ids[m.upline] ?? null}, ${m.isAgent},
          ${m.code}, now(), now() - make_interval(days => ${TEAM_REGISTERED_DAYS_AGO})) RETURNING id`,
    );
    const id = Number(row?.id);
    ids[m.username] = id;
    await postTransfer(db, {
      from: house('cashier'),
      to: memberMain(id),
      amount: 100_000n,
      kind: 'seed',
      memberId: id,
      memo: 'Demo starting balance',
      idempotencyKey: `seed:${id}`,
    });
  }
  const game = await demoGame(db);
  if (!game) return;
  for (const [i, [username, daysAgo, bet, win]] of ROUNDS.entries()) {
    const at = sql`now() - make_interval(days => ${daysAgo}) - make_interval(mins => ${i * 7})`;
    await seedSettledRound(db, game, {
      roundId: `demo-team-${i + 1}`,
      memberId: ids[username] as number,
      bet,
      win,
      at,
    });
  }
  for (const [i, n] of NOTICES.entries())
    await db.execute(sql`INSERT INTO announcements (merchant_id, type, title, content, sort, published_at)
      VALUES (${merchantId}, 'AG', ${JSON.stringify(n.title)}::jsonb, ${JSON.stringify(n.content)}::jsonb, ${i},
        now() - make_interval(days => ${n.daysAgo}))`);
}
