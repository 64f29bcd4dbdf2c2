/**
 * The demo provider's page in the portal's languages (pt, en, cn, id, th, vi): its labels, the kinds' titles and
 * choices, and how a round's outcome reads. The page gets the launch's language (`lang`), else English, as an outside
 * provider does. Choices stay their English codes on the wire; only what the player reads changes.
 */
export interface DemoTexts {
  balance: string;
  placeBet: string;
  stake: string;
  provider: string;
  notEnough: string;
  /** "won {amount}" */
  won: string;
  noWin: string;
  fun: string;
  titles: Record<string, string>;
  /** Choices, fish and winners by their English code. */
  words: Record<string, string>;
  /** Outcome phrases: {winner}, {fish}, {d} {t}, {home} {away}, {drawn}. */
  outcome: { winner: string; caught: string; empty: string; cards: string; score: string; drawn: string };
}

const en: DemoTexts = {
  balance: 'Balance',
  placeBet: 'Place your bet',
  stake: 'Stake',
  provider: 'Demo Games',
  notEnough: 'Not enough balance',
  won: 'won {amount}',
  noWin: 'no win',
  fun: 'Fun money',
  titles: {
    slot: 'Classic 3-reel',
    table: 'Baccarat',
    fish: 'Fish hunt',
    cards: 'Dragon Tiger',
    match: 'Quick match',
    lotto: 'Lucky digit',
  },
  words: {
    Spin: 'Spin',
    Player: 'Player',
    Banker: 'Banker',
    Tie: 'Tie',
    'Small net': 'Small net',
    'Big net': 'Big net',
    Dragon: 'Dragon',
    Tiger: 'Tiger',
    Home: 'Home',
    Draw: 'Draw',
    Away: 'Away',
    Tuna: 'tuna',
    Shark: 'shark',
    'Golden whale': 'golden whale',
    Sardine: 'sardine',
    Octopus: 'octopus',
  },
  outcome: {
    winner: '{winner} wins',
    caught: 'Caught a {fish}',
    empty: 'The net came back empty',
    cards: 'Dragon {d} · Tiger {t}',
    score: 'Final score {home} - {away}',
    drawn: 'Drawn: {drawn}',
  },
};

const pt: DemoTexts = {
  balance: 'Saldo',
  placeBet: 'Faça sua aposta',
  stake: 'Aposta',
  provider: 'Jogos Demo',
  notEnough: 'Saldo insuficiente',
  won: 'ganhou {amount}',
  noWin: 'sem prêmio',
  fun: 'Dinheiro fictício',
  titles: {
    slot: 'Caça-níquel clássico',
    table: 'Bacará',
    fish: 'Pescaria',
    cards: 'Dragão e Tigre',
    match: 'Partida rápida',
    lotto: 'Dígito da sorte',
  },
  words: {
    Spin: 'Girar',
    Player: 'Jogador',
    Banker: 'Banca',
    Tie: 'Empate',
    'Small net': 'Rede pequena',
    'Big net': 'Rede grande',
    Dragon: 'Dragão',
    Tiger: 'Tigre',
    Home: 'Casa',
    Draw: 'Empate',
    Away: 'Visitante',
    Tuna: 'um atum',
    Shark: 'um tubarão',
    'Golden whale': 'uma baleia dourada',
    Sardine: 'uma sardinha',
    Octopus: 'um polvo',
  },
  outcome: {
    winner: 'Vitória: {winner}',
    caught: 'Pescou {fish}',
    empty: 'A rede voltou vazia',
    cards: 'Dragão {d} · Tigre {t}',
    score: 'Placar final {home} x {away}',
    drawn: 'Sorteado: {drawn}',
  },
};

const cn: DemoTexts = {
  balance: '余额',
  placeBet: '请下注',
  stake: '投注额',
  provider: '演示游戏',
  notEnough: '余额不足',
  won: '赢得 {amount}',
  noWin: '未中奖',
  fun: '试玩币',
  titles: { slot: '经典三轴', table: '百家乐', fish: '捕鱼', cards: '龙虎', match: '快速比赛', lotto: '幸运数字' },
  words: {
    Spin: '旋转',
    Player: '闲',
    Banker: '庄',
    Tie: '和',
    'Small net': '小网',
    'Big net': '大网',
    Dragon: '龙',
    Tiger: '虎',
    Home: '主胜',
    Draw: '平局',
    Away: '客胜',
    Tuna: '金枪鱼',
    Shark: '鲨鱼',
    'Golden whale': '黄金鲸',
    Sardine: '沙丁鱼',
    Octopus: '章鱼',
  },
  outcome: {
    winner: '{winner}赢',
    caught: '捕获{fish}',
    empty: '空网而归',
    cards: '龙 {d} · 虎 {t}',
    score: '最终比分 {home} - {away}',
    drawn: '开出：{drawn}',
  },
};

const id: DemoTexts = {
  balance: 'Saldo',
  placeBet: 'Pasang taruhan Anda',
  stake: 'Taruhan',
  provider: 'Game Demo',
  notEnough: 'Saldo tidak cukup',
  won: 'menang {amount}',
  noWin: 'tidak menang',
  fun: 'Uang mainan',
  titles: {
    slot: 'Slot 3 gulungan',
    table: 'Bakarat',
    fish: 'Berburu ikan',
    cards: 'Naga Harimau',
    match: 'Laga cepat',
    lotto: 'Angka hoki',
  },
  words: {
    Spin: 'Putar',
    Player: 'Player',
    Banker: 'Banker',
    Tie: 'Seri',
    'Small net': 'Jaring kecil',
    'Big net': 'Jaring besar',
    Dragon: 'Naga',
    Tiger: 'Harimau',
    Home: 'Tuan rumah',
    Draw: 'Seri',
    Away: 'Tamu',
    Tuna: 'tuna',
    Shark: 'hiu',
    'Golden whale': 'paus emas',
    Sardine: 'sarden',
    Octopus: 'gurita',
  },
  outcome: {
    winner: '{winner} menang',
    caught: 'Dapat {fish}',
    empty: 'Jaring kembali kosong',
    cards: 'Naga {d} · Harimau {t}',
    score: 'Skor akhir {home} - {away}',
    drawn: 'Keluar: {drawn}',
  },
};

const th: DemoTexts = {
  balance: 'ยอดเงิน',
  placeBet: 'วางเดิมพัน',
  stake: 'เงินเดิมพัน',
  provider: 'เกมทดลอง',
  notEnough: 'ยอดเงินไม่พอ',
  won: 'ชนะ {amount}',
  noWin: 'ไม่ได้รางวัล',
  fun: 'เงินทดลองเล่น',
  titles: {
    slot: 'สล็อต 3 วงล้อ',
    table: 'บาคาร่า',
    fish: 'ยิงปลา',
    cards: 'เสือมังกร',
    match: 'แมตช์ด่วน',
    lotto: 'เลขนำโชค',
  },
  words: {
    Spin: 'หมุน',
    Player: 'ผู้เล่น',
    Banker: 'เจ้ามือ',
    Tie: 'เสมอ',
    'Small net': 'แหเล็ก',
    'Big net': 'แหใหญ่',
    Dragon: 'มังกร',
    Tiger: 'เสือ',
    Home: 'เจ้าบ้าน',
    Draw: 'เสมอ',
    Away: 'ทีมเยือน',
    Tuna: 'ปลาทูน่า',
    Shark: 'ปลาฉลาม',
    'Golden whale': 'วาฬทองคำ',
    Sardine: 'ปลาซาร์ดีน',
    Octopus: 'ปลาหมึกยักษ์',
  },
  outcome: {
    winner: '{winner}ชนะ',
    caught: 'จับได้{fish}',
    empty: 'แหว่างเปล่า',
    cards: 'มังกร {d} · เสือ {t}',
    score: 'สกอร์สุดท้าย {home} - {away}',
    drawn: 'ออก: {drawn}',
  },
};

const vi: DemoTexts = {
  balance: 'Số dư',
  placeBet: 'Đặt cược',
  stake: 'Tiền cược',
  provider: 'Trò chơi thử',
  notEnough: 'Số dư không đủ',
  won: 'thắng {amount}',
  noWin: 'không trúng',
  fun: 'Tiền chơi thử',
  titles: {
    slot: 'Slot 3 cuộn',
    table: 'Baccarat',
    fish: 'Bắn cá',
    cards: 'Rồng Hổ',
    match: 'Trận nhanh',
    lotto: 'Số may mắn',
  },
  words: {
    Spin: 'Quay',
    Player: 'Con',
    Banker: 'Cái',
    Tie: 'Hòa',
    'Small net': 'Lưới nhỏ',
    'Big net': 'Lưới lớn',
    Dragon: 'Rồng',
    Tiger: 'Hổ',
    Home: 'Chủ nhà',
    Draw: 'Hòa',
    Away: 'Đội khách',
    Tuna: 'cá ngừ',
    Shark: 'cá mập',
    'Golden whale': 'cá voi vàng',
    Sardine: 'cá mòi',
    Octopus: 'bạch tuộc',
  },
  outcome: {
    winner: '{winner} thắng',
    caught: 'Bắt được {fish}',
    empty: 'Lưới trống trơn',
    cards: 'Rồng {d} · Hổ {t}',
    score: 'Tỷ số chung cuộc {home} - {away}',
    drawn: 'Kết quả: {drawn}',
  },
};

export const DEMO_TEXTS: Record<string, DemoTexts> = { en, pt, cn, id, th, vi };

/** The texts of a launch's language ("pt", "pt-BR", "zh" read as cn), else English. */
export function demoTexts(lang: string | undefined): DemoTexts {
  const code = (lang ?? '').split(/[,-]/)[0]?.trim().toLowerCase() ?? '';
  return DEMO_TEXTS[code === 'zh' ? 'cn' : code] ?? en;
}
