import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q } from '../../db/rows.ts';
import { inboxRepo } from './repo.ts';

type Texts = Record<'pt' | 'en' | 'cn' | 'id' | 'th' | 'vi', { title: string; body: string }>;

const welcome: Texts = {
  pt: {
    title: 'Bem-vindo à Lumen Play',
    body: 'Obrigado por jogar conosco. Suas mensagens da plataforma aparecem aqui: depósitos, saques e novidades.',
  },
  en: {
    title: 'Welcome to Lumen Play',
    body: 'Thanks for playing with us. Your platform messages show here: deposits, withdrawals and news.',
  },
  cn: { title: '欢迎来到 Lumen Play', body: '感谢您的支持。平台消息会显示在这里：存款、提款和最新动态。' },
  id: {
    title: 'Selamat datang di Lumen Play',
    body: 'Terima kasih telah bermain bersama kami. Pesan platform Anda tampil di sini: deposit, penarikan, dan berita.',
  },
  th: {
    title: 'ยินดีต้อนรับสู่ Lumen Play',
    body: 'ขอบคุณที่เล่นกับเรา ข้อความจากแพลตฟอร์มจะแสดงที่นี่: การฝาก การถอน และข่าวสาร',
  },
  vi: {
    title: 'Chào mừng đến với Lumen Play',
    body: 'Cảm ơn bạn đã chơi cùng chúng tôi. Tin nhắn nền tảng hiển thị tại đây: nạp tiền, rút tiền và tin tức.',
  },
};

const maintenance: Texts = {
  pt: {
    title: 'Manutenção programada',
    body: 'Domingo, das 03:00 às 04:00, alguns jogos ao vivo ficam indisponíveis.',
  },
  en: { title: 'Scheduled maintenance', body: 'On Sunday from 03:00 to 04:00 some live games will be unavailable.' },
  cn: { title: '计划维护', body: '周日 03:00 至 04:00，部分真人游戏将暂停服务。' },
  id: {
    title: 'Pemeliharaan terjadwal',
    body: 'Hari Minggu pukul 03:00 sampai 04:00 beberapa permainan live tidak tersedia.',
  },
  th: { title: 'การปิดปรับปรุงตามกำหนด', body: 'วันอาทิตย์ เวลา 03:00 ถึง 04:00 เกมสดบางเกมจะไม่สามารถใช้งานได้' },
  vi: { title: 'Bảo trì định kỳ', body: 'Chủ nhật từ 03:00 đến 04:00, một số trò chơi trực tiếp sẽ tạm ngưng.' },
};

const vipGift: Texts = {
  pt: {
    title: 'Presente VIP Prata',
    body: 'Como membro Prata ou acima, você tem atendimento VIP prioritário 24 horas.',
  },
  en: {
    title: 'Silver VIP perk',
    body: 'As a Silver member or above you now have priority VIP service, 24 hours a day.',
  },
  cn: { title: '白银 VIP 福利', body: '作为白银及以上会员，您现在可享受 24 小时优先 VIP 客服。' },
  id: {
    title: 'Keuntungan VIP Silver',
    body: 'Sebagai anggota Silver ke atas, Anda kini mendapat layanan VIP prioritas 24 jam.',
  },
  th: { title: 'สิทธิพิเศษ VIP ระดับ Silver', body: 'สมาชิกระดับ Silver ขึ้นไปได้รับบริการ VIP แบบเร่งด่วนตลอด 24 ชั่วโมง' },
  vi: { title: 'Ưu đãi VIP Bạc', body: 'Là thành viên Bạc trở lên, bạn được hỗ trợ VIP ưu tiên 24 giờ mỗi ngày.' },
};

/** A few messages for demo_player in the six languages: to the member, to everyone and to VIP Silver and above. */
export async function seedInbox(db: Db): Promise<void> {
  const [p] = await q(
    db,
    sql`SELECT m.id, m.merchant_id FROM members m JOIN merchants b ON b.id = m.merchant_id
        WHERE b.is_default AND m.username = 'demo_player'`,
  );
  if (!p) return;
  const merchantId = int(p.merchant_id);
  const memberId = int(p.id);
  const rows = [
    { key: 'seed:maintenance', audience: 'all' as const, texts: maintenance },
    { key: 'seed:vip-silver', audience: 'vip' as const, vipRank: 2, texts: vipGift },
    { key: 'seed:welcome', audience: 'member' as const, memberId, texts: welcome },
  ];
  // Each insert is skipped once its key exists, so a second start changes nothing.
  for (const r of rows)
    await inboxRepo.insert(db, {
      merchantId,
      audience: r.audience,
      memberId: r.memberId ?? null,
      vipRank: r.vipRank ?? null,
      source: 'operator',
      texts: r.texts,
      eventKey: r.key,
    });
}
