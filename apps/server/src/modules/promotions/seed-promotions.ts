import type { TPromotionInput } from '@portal/contracts/promotions';

/**
 * The demo brand's promotions: every category and mechanism, texts in the six shipped languages. Dates are relative
 * to the first start (`now`): most run from the start of the year, one is limited to a month, one is coming soon.
 */

type L = 'pt' | 'en' | 'cn' | 'id' | 'th' | 'vi';
type T = Record<L, [title: string, summary: string, content: string]>;
const texts = (t: T) =>
  Object.fromEntries(Object.entries(t).map(([k, [title, summary, content]]) => [k, { title, summary, content }]));

const SLOTS_FIRST = {
  RNG: 100,
  INHOUSE: 100,
  FISH: 100,
  PVP: 50,
  LIVE: 10,
  SPORTS: 20,
  ESPORTS: 20,
  ELOTT: 10,
  LOTT: 10,
};
const EVERY_GAME = {
  RNG: 100,
  INHOUSE: 100,
  FISH: 100,
  PVP: 100,
  LIVE: 100,
  SPORTS: 100,
  ESPORTS: 100,
  ELOTT: 100,
  LOTT: 100,
};

export function demoPromotions(now: Date): Array<TPromotionInput & { status: 'live' | 'scheduled' }> {
  const day = 86_400_000;
  const yearStart = `${now.getUTCFullYear()}-01-01T00:00:00.000Z`;
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
  return [
    {
      code: 'welcome-match',
      category: 'newbie',
      art: 'welcome',
      status: 'live',
      sort: 1,
      mechanism: {
        kind: 'deposit_match',
        percentBp: 10_000,
        maxBonus: '500.00',
        minDeposit: '20.00',
        repeat: 'once',
        firstDepositOnly: true,
      },
      wagering: { multiple: 10, base: 'bonus', expiryDays: 30, weights: SLOTS_FIRST },
      audience: { kind: 'new_players', withinDays: 30 },
      startsAt: yearStart,
      endsAt: null,
      texts: texts({
        pt: [
          'Bônus de boas-vindas de 100%',
          'Dobramos seu primeiro depósito até R$ 500.',
          '<p>Participe e faça um depósito de pelo menos R$ 20: recebemos 100% dele como bônus, até R$ 500.</p><ul><li>Rollover: 10 vezes o bônus.</li><li>Slots contam 100%, cassino ao vivo 10%.</li><li>Válido por 30 dias.</li></ul>',
        ],
        en: [
          '100% welcome bonus',
          'We double your first deposit up to R$ 500.',
          '<p>Join, then deposit at least R$ 20: we add 100% of it as a bonus, up to R$ 500.</p><ul><li>Turnover: 10 times the bonus.</li><li>Slots count 100%, live casino 10%.</li><li>Valid for 30 days.</li></ul>',
        ],
        cn: [
          '100% 迎新红利',
          '首存翻倍，最高 R$ 500。',
          '<p>参加活动后存款至少 R$ 20，即可获得存款 100% 的红利，最高 R$ 500。</p><ul><li>流水要求：红利的 10 倍。</li><li>老虎机计 100%，真人娱乐计 10%。</li><li>有效期 30 天。</li></ul>',
        ],
        id: [
          'Bonus sambutan 100%',
          'Kami gandakan deposit pertama Anda hingga R$ 500.',
          '<p>Ikuti promo ini, lalu deposit minimal R$ 20: kami tambahkan 100% sebagai bonus, hingga R$ 500.</p><ul><li>Turnover: 10 kali bonus.</li><li>Slot dihitung 100%, kasino langsung 10%.</li><li>Berlaku 30 hari.</li></ul>',
        ],
        th: [
          'โบนัสต้อนรับ 100%',
          'เราเพิ่มเงินฝากแรกของคุณเป็นสองเท่า สูงสุด R$ 500',
          '<p>เข้าร่วมแล้วฝากอย่างน้อย R$ 20 รับโบนัส 100% ของยอดฝาก สูงสุด R$ 500</p><ul><li>ยอดเทิร์นโอเวอร์: 10 เท่าของโบนัส</li><li>สล็อตนับ 100% คาสิโนสดนับ 10%</li><li>ใช้ได้ 30 วัน</li></ul>',
        ],
        vi: [
          'Thưởng chào mừng 100%',
          'Nhân đôi lần nạp đầu tiên, tối đa R$ 500.',
          '<p>Tham gia rồi nạp ít nhất R$ 20: chúng tôi tặng thêm 100% số tiền nạp làm tiền thưởng, tối đa R$ 500.</p><ul><li>Doanh thu cược: 10 lần tiền thưởng.</li><li>Slot tính 100%, sòng bài trực tiếp 10%.</li><li>Hiệu lực 30 ngày.</li></ul>',
        ],
      }),
    },
    {
      code: 'signup-gift',
      category: 'newbie',
      art: 'signup',
      status: 'live',
      sort: 2,
      mechanism: { kind: 'fixed_bonus', condition: 'signup', amount: '10.00' },
      wagering: { multiple: 5, base: 'bonus', expiryDays: 7, weights: SLOTS_FIRST },
      audience: { kind: 'everyone' },
      startsAt: yearStart,
      endsAt: null,
      texts: texts({
        pt: [
          'Presente de cadastro',
          'R$ 10 grátis para quem acabou de chegar.',
          '<p>Cadastre-se e resgate R$ 10 de bônus na central de recompensas.</p><p>Rollover de 5 vezes em até 7 dias.</p>',
        ],
        en: [
          'Sign-up gift',
          'R$ 10 free for new members.',
          '<p>Register and claim a R$ 10 bonus in the reward centre.</p><p>Turnover of 5 times within 7 days.</p>',
        ],
        cn: [
          '注册礼金',
          '新会员免费领取 R$ 10。',
          '<p>注册后即可在奖励中心领取 R$ 10 红利。</p><p>7 天内完成 5 倍流水。</p>',
        ],
        id: [
          'Hadiah pendaftaran',
          'R$ 10 gratis untuk member baru.',
          '<p>Daftar dan klaim bonus R$ 10 di pusat hadiah.</p><p>Turnover 5 kali dalam 7 hari.</p>',
        ],
        th: [
          'ของขวัญสมัครสมาชิก',
          'รับฟรี R$ 10 สำหรับสมาชิกใหม่',
          '<p>สมัครสมาชิกแล้วรับโบนัส R$ 10 ที่ศูนย์รางวัล</p><p>ทำยอดเทิร์นโอเวอร์ 5 เท่าภายใน 7 วัน</p>',
        ],
        vi: [
          'Quà đăng ký',
          'Tặng R$ 10 cho thành viên mới.',
          '<p>Đăng ký và nhận R$ 10 tiền thưởng tại trung tâm phần thưởng.</p><p>Doanh thu cược 5 lần trong vòng 7 ngày.</p>',
        ],
      }),
    },
    {
      code: 'first-deposit-gift',
      category: 'special',
      art: 'promotions',
      status: 'live',
      sort: 3,
      mechanism: { kind: 'fixed_bonus', condition: 'first_deposit', amount: '20.00', minDeposit: '50.00' },
      wagering: { multiple: 8, base: 'bonus', expiryDays: 14, weights: EVERY_GAME },
      audience: { kind: 'everyone' },
      startsAt: yearStart,
      endsAt: null,
      texts: texts({
        pt: [
          'Presente do primeiro depósito',
          'Deposite R$ 50 pela primeira vez e ganhe R$ 20.',
          '<p>Seu primeiro depósito de pelo menos R$ 50 libera um bônus de R$ 20 para resgatar.</p><p>Todos os jogos contam 100% para o rollover de 8 vezes.</p>',
        ],
        en: [
          'First deposit gift',
          'Deposit R$ 50 for the first time and get R$ 20.',
          '<p>Your first deposit of at least R$ 50 unlocks a R$ 20 bonus to claim.</p><p>Every game counts 100% towards the 8 times turnover.</p>',
        ],
        cn: [
          '首存礼金',
          '首次存款 R$ 50 即送 R$ 20。',
          '<p>首次存款至少 R$ 50，即可领取 R$ 20 红利。</p><p>所有游戏均按 100% 计入 8 倍流水。</p>',
        ],
        id: [
          'Hadiah deposit pertama',
          'Deposit R$ 50 pertama kali dan dapatkan R$ 20.',
          '<p>Deposit pertama Anda minimal R$ 50 membuka bonus R$ 20 untuk diklaim.</p><p>Semua permainan dihitung 100% untuk turnover 8 kali.</p>',
        ],
        th: [
          'ของขวัญฝากครั้งแรก',
          'ฝากครั้งแรก R$ 50 รับ R$ 20',
          '<p>การฝากครั้งแรกอย่างน้อย R$ 50 ปลดล็อกโบนัส R$ 20 ให้กดรับ</p><p>ทุกเกมนับ 100% สำหรับยอดเทิร์นโอเวอร์ 8 เท่า</p>',
        ],
        vi: [
          'Quà nạp lần đầu',
          'Nạp R$ 50 lần đầu, nhận R$ 20.',
          '<p>Lần nạp đầu tiên từ R$ 50 mở khóa R$ 20 tiền thưởng để nhận.</p><p>Mọi trò chơi tính 100% cho doanh thu cược 8 lần.</p>',
        ],
      }),
    },
    {
      code: 'daily-reload',
      category: 'daily',
      art: 'slots',
      status: 'live',
      sort: 4,
      mechanism: { kind: 'deposit_match', percentBp: 1_000, maxBonus: '100.00', minDeposit: '50.00', repeat: 'daily' },
      wagering: { multiple: 5, base: 'bonus_deposit', expiryDays: 3, weights: SLOTS_FIRST },
      audience: { kind: 'everyone' },
      startsAt: yearStart,
      endsAt: null,
      texts: texts({
        pt: [
          'Recarga diária de 10%',
          'Todo dia, 10% extra no seu depósito.',
          '<p>Participe a cada dia e receba 10% do seu depósito de pelo menos R$ 50, até R$ 100.</p><p>Rollover de 5 vezes o bônus mais o depósito, em 3 dias.</p>',
        ],
        en: [
          '10% daily reload',
          'Every day, 10% extra on your deposit.',
          '<p>Join each day and get 10% of your deposit of at least R$ 50, up to R$ 100.</p><p>Turnover of 5 times the bonus plus the deposit, within 3 days.</p>',
        ],
        cn: [
          '每日 10% 充值红利',
          '每天存款额外送 10%。',
          '<p>每天参加活动，存款至少 R$ 50 即送 10% 红利，最高 R$ 100。</p><p>3 天内完成（红利 + 存款）5 倍流水。</p>',
        ],
        id: [
          'Isi ulang harian 10%',
          'Setiap hari, ekstra 10% untuk deposit Anda.',
          '<p>Ikuti setiap hari dan dapatkan 10% dari deposit minimal R$ 50, hingga R$ 100.</p><p>Turnover 5 kali bonus ditambah deposit, dalam 3 hari.</p>',
        ],
        th: [
          'โบนัสเติมเงินรายวัน 10%',
          'ทุกวัน รับเพิ่ม 10% จากยอดฝาก',
          '<p>เข้าร่วมทุกวันแล้วรับ 10% ของยอดฝากอย่างน้อย R$ 50 สูงสุด R$ 100</p><p>ยอดเทิร์นโอเวอร์ 5 เท่าของโบนัสรวมยอดฝาก ภายใน 3 วัน</p>',
        ],
        vi: [
          'Nạp lại hằng ngày 10%',
          'Mỗi ngày, thêm 10% cho khoản nạp của bạn.',
          '<p>Tham gia mỗi ngày và nhận 10% khoản nạp từ R$ 50, tối đa R$ 100.</p><p>Doanh thu cược 5 lần tiền thưởng cộng tiền nạp, trong 3 ngày.</p>',
        ],
      }),
    },
    {
      code: 'slots-cashback',
      category: 'rebate',
      art: 'cashback',
      status: 'live',
      sort: 5,
      mechanism: { kind: 'cashback', percentBp: 500, maxBonus: '1000.00', minLoss: '10.00', period: 'weekly' },
      wagering: { multiple: 1, base: 'bonus', expiryDays: 7, weights: EVERY_GAME },
      audience: { kind: 'everyone' },
      startsAt: yearStart,
      endsAt: null,
      texts: texts({
        pt: [
          'Cashback semanal de 5%',
          'Recupere 5% das perdas da semana passada.',
          '<p>Toda segunda-feira, resgate 5% da sua perda líquida da semana anterior, até R$ 1.000.</p><p>Perda mínima de R$ 10. Rollover de 1 vez.</p>',
        ],
        en: [
          '5% weekly cashback',
          'Get back 5% of last week’s losses.',
          '<p>Every Monday, claim 5% of your net loss of the week before, up to R$ 1,000.</p><p>Minimum loss R$ 10. Turnover of 1 time.</p>',
        ],
        cn: [
          '每周 5% 返水',
          '返还上周亏损的 5%。',
          '<p>每周一可领取上周净亏损的 5%，最高 R$ 1,000。</p><p>最低亏损 R$ 10，1 倍流水。</p>',
        ],
        id: [
          'Cashback mingguan 5%',
          'Dapatkan kembali 5% kekalahan minggu lalu.',
          '<p>Setiap Senin, klaim 5% dari kekalahan bersih minggu sebelumnya, hingga R$ 1.000.</p><p>Kekalahan minimal R$ 10. Turnover 1 kali.</p>',
        ],
        th: [
          'คืนยอดเสียรายสัปดาห์ 5%',
          'รับคืน 5% ของยอดเสียสัปดาห์ที่แล้ว',
          '<p>ทุกวันจันทร์ รับคืน 5% ของยอดเสียสุทธิสัปดาห์ก่อน สูงสุด R$ 1,000</p><p>ยอดเสียขั้นต่ำ R$ 10 เทิร์นโอเวอร์ 1 เท่า</p>',
        ],
        vi: [
          'Hoàn tiền hằng tuần 5%',
          'Nhận lại 5% số tiền thua tuần trước.',
          '<p>Mỗi thứ Hai, nhận 5% số tiền thua ròng của tuần trước, tối đa R$ 1.000.</p><p>Thua tối thiểu R$ 10. Doanh thu cược 1 lần.</p>',
        ],
      }),
    },
    {
      code: 'live-cashback',
      category: 'live',
      art: 'live',
      status: 'live',
      sort: 6,
      mechanism: { kind: 'cashback', percentBp: 100, maxBonus: '200.00', minLoss: '20.00', period: 'daily' },
      wagering: { multiple: 1, base: 'bonus', expiryDays: 3, weights: { LIVE: 100 } },
      audience: { kind: 'everyone' },
      startsAt: yearStart,
      endsAt: null,
      texts: texts({
        pt: [
          'Cashback diário do cassino ao vivo',
          '1% de volta todos os dias.',
          '<p>Resgate 1% da perda líquida de ontem, até R$ 200.</p><p>O rollover de 1 vez conta apenas em jogos ao vivo.</p>',
        ],
        en: [
          'Live casino daily cashback',
          '1% back every day.',
          '<p>Claim 1% of yesterday’s net loss, up to R$ 200.</p><p>The 1 time turnover counts on live games only.</p>',
        ],
        cn: [
          '真人娱乐每日返水',
          '每天返还 1%。',
          '<p>领取昨日净亏损的 1%，最高 R$ 200。</p><p>1 倍流水仅计真人游戏。</p>',
        ],
        id: [
          'Cashback harian kasino langsung',
          'Kembali 1% setiap hari.',
          '<p>Klaim 1% dari kekalahan bersih kemarin, hingga R$ 200.</p><p>Turnover 1 kali hanya dihitung dari permainan langsung.</p>',
        ],
        th: [
          'คืนยอดเสียคาสิโนสดรายวัน',
          'รับคืน 1% ทุกวัน',
          '<p>รับคืน 1% ของยอดเสียสุทธิเมื่อวาน สูงสุด R$ 200</p><p>เทิร์นโอเวอร์ 1 เท่านับเฉพาะเกมสด</p>',
        ],
        vi: [
          'Hoàn tiền hằng ngày sòng bài trực tiếp',
          'Hoàn 1% mỗi ngày.',
          '<p>Nhận 1% số tiền thua ròng hôm qua, tối đa R$ 200.</p><p>Doanh thu cược 1 lần chỉ tính trò chơi trực tiếp.</p>',
        ],
      }),
    },
    {
      code: 'vip-birthday',
      category: 'vip',
      art: 'vip',
      status: 'live',
      sort: 7,
      mechanism: { kind: 'fixed_bonus', condition: 'birthday', amount: '88.00' },
      wagering: { multiple: 3, base: 'bonus', expiryDays: 14, weights: EVERY_GAME },
      audience: { kind: 'vip', levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      startsAt: yearStart,
      endsAt: null,
      texts: texts({
        pt: [
          'Aniversário VIP',
          'R$ 88 na semana do seu aniversário de clube.',
          '<p>Membros VIP resgatam R$ 88 na semana do aniversário do cadastro.</p><p>Rollover de 3 vezes em 14 dias.</p>',
        ],
        en: [
          'VIP anniversary',
          'R$ 88 in the week of your club anniversary.',
          '<p>VIP members claim R$ 88 in the week their registration turns another year.</p><p>Turnover of 3 times within 14 days.</p>',
        ],
        cn: [
          'VIP 周年礼',
          '入会周年当周领取 R$ 88。',
          '<p>VIP 会员在注册周年当周可领取 R$ 88。</p><p>14 天内完成 3 倍流水。</p>',
        ],
        id: [
          'Ulang tahun VIP',
          'R$ 88 di minggu ulang tahun keanggotaan Anda.',
          '<p>Member VIP klaim R$ 88 di minggu ulang tahun pendaftaran.</p><p>Turnover 3 kali dalam 14 hari.</p>',
        ],
        th: [
          'วันครบรอบ VIP',
          'รับ R$ 88 ในสัปดาห์ครบรอบสมาชิก',
          '<p>สมาชิก VIP รับ R$ 88 ในสัปดาห์ครบรอบการสมัคร</p><p>เทิร์นโอเวอร์ 3 เท่าภายใน 14 วัน</p>',
        ],
        vi: [
          'Kỷ niệm VIP',
          'R$ 88 trong tuần kỷ niệm thành viên.',
          '<p>Thành viên VIP nhận R$ 88 trong tuần kỷ niệm ngày đăng ký.</p><p>Doanh thu cược 3 lần trong 14 ngày.</p>',
        ],
      }),
    },
    {
      code: 'big-win-share',
      category: 'sports',
      art: 'sports',
      status: 'live',
      sort: 8,
      mechanism: { kind: 'application', maxAmount: '300.00', repeat: 'weekly' },
      wagering: { multiple: 5, base: 'bonus', expiryDays: 14, weights: { SPORTS: 100, ESPORTS: 100, RNG: 50 } },
      audience: { kind: 'everyone' },
      startsAt: yearStart,
      endsAt: null,
      texts: texts({
        pt: [
          'Compartilhe sua grande vitória',
          'Mostre seu bilhete vencedor e ganhe até R$ 300.',
          '<p>Envie um comentário e até 3 capturas de tela da sua vitória. Nossa equipe analisa e credita até R$ 300.</p><p>Uma solicitação por semana.</p>',
        ],
        en: [
          'Share your big win',
          'Show your winning ticket and get up to R$ 300.',
          '<p>Send a comment and up to 3 screenshots of your win. Our team reviews it and credits up to R$ 300.</p><p>One application per week.</p>',
        ],
        cn: [
          '晒出大奖',
          '晒出中奖注单，最高领 R$ 300。',
          '<p>提交留言和最多 3 张中奖截图，审核通过后最高发放 R$ 300。</p><p>每周可申请一次。</p>',
        ],
        id: [
          'Bagikan kemenangan besar Anda',
          'Tunjukkan tiket menang Anda dan dapatkan hingga R$ 300.',
          '<p>Kirim komentar dan hingga 3 tangkapan layar kemenangan Anda. Tim kami meninjau dan mengkreditkan hingga R$ 300.</p><p>Satu pengajuan per minggu.</p>',
        ],
        th: [
          'แชร์ชัยชนะครั้งใหญ่',
          'โชว์ตั๋วที่ชนะ รับสูงสุด R$ 300',
          '<p>ส่งความคิดเห็นและภาพหน้าจอชัยชนะได้สูงสุด 3 ภาพ ทีมงานจะตรวจสอบและให้เครดิตสูงสุด R$ 300</p><p>สมัครได้สัปดาห์ละครั้ง</p>',
        ],
        vi: [
          'Chia sẻ chiến thắng lớn',
          'Khoe vé thắng và nhận đến R$ 300.',
          '<p>Gửi bình luận và tối đa 3 ảnh chụp màn hình chiến thắng. Đội ngũ của chúng tôi sẽ xét duyệt và cộng đến R$ 300.</p><p>Mỗi tuần một lần đăng ký.</p>',
        ],
      }),
    },
    {
      code: 'spring-slots-boost',
      category: 'limited',
      art: 'slots',
      status: 'live',
      sort: 9,
      mechanism: { kind: 'deposit_match', percentBp: 5_000, maxBonus: '200.00', minDeposit: '30.00', repeat: 'weekly' },
      wagering: { multiple: 15, base: 'bonus', expiryDays: 7, weights: { RNG: 100, INHOUSE: 100, FISH: 50 } },
      audience: { kind: 'everyone' },
      startsAt: yearStart,
      endsAt: iso(30 * day),
      texts: texts({
        pt: [
          'Turbo de slots por tempo limitado',
          '50% a mais no depósito da semana, só este mês.',
          '<p>Participe uma vez por semana e receba 50% do depósito de pelo menos R$ 30, até R$ 200.</p><p>Somente slots e pescaria contam para o rollover de 15 vezes.</p>',
        ],
        en: [
          'Limited slots boost',
          '50% extra on a deposit each week, this month only.',
          '<p>Join once a week and get 50% of a deposit of at least R$ 30, up to R$ 200.</p><p>Only slots and fishing count towards the 15 times turnover.</p>',
        ],
        cn: [
          '限时老虎机加码',
          '本月每周存款额外送 50%。',
          '<p>每周参加一次，存款至少 R$ 30 即送 50%，最高 R$ 200。</p><p>仅老虎机和捕鱼计入 15 倍流水。</p>',
        ],
        id: [
          'Boost slot terbatas',
          'Ekstra 50% untuk deposit setiap minggu, hanya bulan ini.',
          '<p>Ikuti seminggu sekali dan dapatkan 50% dari deposit minimal R$ 30, hingga R$ 200.</p><p>Hanya slot dan tembak ikan yang dihitung untuk turnover 15 kali.</p>',
        ],
        th: [
          'บูสต์สล็อตจำกัดเวลา',
          'รับเพิ่ม 50% จากยอดฝากทุกสัปดาห์ เฉพาะเดือนนี้',
          '<p>เข้าร่วมสัปดาห์ละครั้ง รับ 50% ของยอดฝากอย่างน้อย R$ 30 สูงสุด R$ 200</p><p>นับเฉพาะสล็อตและเกมยิงปลาสำหรับเทิร์นโอเวอร์ 15 เท่า</p>',
        ],
        vi: [
          'Tăng tốc slot có thời hạn',
          'Thêm 50% cho khoản nạp mỗi tuần, chỉ trong tháng này.',
          '<p>Tham gia mỗi tuần một lần và nhận 50% khoản nạp từ R$ 30, tối đa R$ 200.</p><p>Chỉ slot và bắn cá được tính cho doanh thu cược 15 lần.</p>',
        ],
      }),
    },
    {
      code: 'carnival-match',
      category: 'special',
      art: 'promotions',
      status: 'scheduled',
      sort: 10,
      mechanism: { kind: 'deposit_match', percentBp: 2_000, maxBonus: '300.00', minDeposit: '50.00', repeat: 'once' },
      wagering: { multiple: 12, base: 'bonus', expiryDays: 10, weights: SLOTS_FIRST },
      audience: { kind: 'everyone' },
      startsAt: iso(10 * day),
      endsAt: iso(40 * day),
      texts: texts({
        pt: [
          'Carnaval de bônus',
          'Em breve: 20% no seu depósito, até R$ 300.',
          '<p>A festa começa em breve. Participe e receba 20% do depósito de pelo menos R$ 50, até R$ 300.</p>',
        ],
        en: [
          'Bonus carnival',
          'Coming soon: 20% on your deposit, up to R$ 300.',
          '<p>The party starts soon. Join and get 20% of a deposit of at least R$ 50, up to R$ 300.</p>',
        ],
        cn: [
          '红利嘉年华',
          '即将开始：存款送 20%，最高 R$ 300。',
          '<p>狂欢即将开始。参加后存款至少 R$ 50 即送 20%，最高 R$ 300。</p>',
        ],
        id: [
          'Karnaval bonus',
          'Segera hadir: 20% untuk deposit Anda, hingga R$ 300.',
          '<p>Pesta segera dimulai. Ikuti dan dapatkan 20% dari deposit minimal R$ 50, hingga R$ 300.</p>',
        ],
        th: [
          'คาร์นิวัลโบนัส',
          'เร็ว ๆ นี้: รับ 20% จากยอดฝาก สูงสุด R$ 300',
          '<p>ปาร์ตี้ใกล้เริ่มแล้ว เข้าร่วมและรับ 20% ของยอดฝากอย่างน้อย R$ 50 สูงสุด R$ 300</p>',
        ],
        vi: [
          'Lễ hội tiền thưởng',
          'Sắp diễn ra: 20% cho khoản nạp, tối đa R$ 300.',
          '<p>Bữa tiệc sắp bắt đầu. Tham gia và nhận 20% khoản nạp từ R$ 50, tối đa R$ 300.</p>',
        ],
      }),
    },
  ];
}
