import type { Localized } from '../../db/schema/core.ts';

type Six = [pt: string, en: string, cn: string, id: string, th: string, vi: string];
export const L = ([pt, en, cn, id, th, vi]: Six): Localized => ({ pt, en, cn, id, th, vi });

/** Banner groups (spec section 2 banner table plus the per-category groups of the platform). */
export const demoBanners: Array<{ group: string; category?: string; title: Six; link?: [string, string] }> = [
  {
    group: 'w_home',
    title: [
      'Bônus de boas-vindas 100%',
      '100% Welcome Bonus',
      '100% 欢迎奖金',
      'Bonus Sambutan 100%',
      'โบนัสต้อนรับ 100%',
      'Thưởng chào mừng 100%',
    ],
    link: ['ROUTE', '/promotions'],
  },
  {
    group: 'w_home',
    title: [
      'Originais Lumen: jogo justo',
      'Lumen Originals: provably fair',
      'Lumen 原创：可验证公平',
      'Lumen Originals: adil terbukti',
      'Lumen Originals: ยุติธรรมพิสูจน์ได้',
      'Lumen Originals: công bằng minh bạch',
    ],
    link: ['ROUTE', '/inhouse'],
  },
  {
    group: 'w_home',
    title: [
      'Cassino ao vivo 24/7',
      'Live casino 24/7',
      '24/7 真人娱乐场',
      'Kasino langsung 24/7',
      'คาสิโนสด 24/7',
      'Sòng bài trực tiếp 24/7',
    ],
    link: ['ROUTE', '/live'],
  },
  {
    group: 'w_rng',
    title: ['Slots em destaque', 'Featured slots', '精选老虎机', 'Slot unggulan', 'สล็อตแนะนำ', 'Slot nổi bật'],
  },
  { group: 'w_live', title: ['Mesas ao vivo', 'Live tables', '真人牌桌', 'Meja langsung', 'โต๊ะสด', 'Bàn trực tiếp'] },
  { group: 'w_fish', title: ['Caça ao peixe', 'Fish hunting', '捕鱼达人', 'Berburu ikan', 'ยิงปลา', 'Bắn cá'] },
  {
    group: 'w_lott',
    title: ['Loterias diárias', 'Daily lotteries', '每日彩票', 'Lotere harian', 'หวยรายวัน', 'Xổ số hằng ngày'],
  },
  { group: 'w_pvp', title: ['Jogos de cartas', 'Card games', '棋牌游戏', 'Permainan kartu', 'เกมไพ่', 'Game bài'] },
  {
    group: 'w_sports',
    title: ['Apostas esportivas', 'Sports betting', '体育投注', 'Taruhan olahraga', 'เดิมพันกีฬา', 'Cá cược thể thao'],
  },
  {
    group: 'w_esports',
    title: ['E-sports ao vivo', 'Live e-sports', '电竞直播', 'E-sport langsung', 'อีสปอร์ตสด', 'Thể thao điện tử'],
  },
  {
    group: 'w_elott',
    title: ['Loteria eletrônica', 'E-lottery', '电子彩票', 'Lotre elektronik', 'หวยออนไลน์', 'Xổ số điện tử'],
  },
  {
    group: 'w_inhouse',
    title: [
      'Originais Lumen',
      'Lumen Originals',
      'Lumen 原创',
      'Lumen Originals',
      'Lumen Originals',
      'Lumen Originals',
    ],
  },
  {
    group: 'w_download',
    title: ['Baixe o aplicativo', 'Get the app', '下载应用', 'Unduh aplikasi', 'ดาวน์โหลดแอป', 'Tải ứng dụng'],
  },
  {
    group: 'w_promotion',
    title: [
      'Promoções da semana',
      'This week’s promotions',
      '本周优惠',
      'Promosi minggu ini',
      'โปรโมชั่นสัปดาห์นี้',
      'Khuyến mãi tuần này',
    ],
  },
  {
    group: 'w_shop',
    title: ['Troque seus pontos', 'Redeem your points', '兑换积分', 'Tukar poin Anda', 'แลกคะแนน', 'Đổi điểm thưởng'],
  },
  {
    group: 'w_help',
    title: [
      'Como podemos ajudar?',
      'How can we help?',
      '需要帮助吗？',
      'Ada yang bisa kami bantu?',
      'ให้เราช่วยอะไร',
      'Chúng tôi có thể giúp gì?',
    ],
  },
  {
    group: 'w_reg',
    category: 'new_player',
    title: [
      'Cadastre-se e ganhe',
      'Sign up and win',
      '注册即赢',
      'Daftar dan menang',
      'สมัครแล้วรับรางวัล',
      'Đăng ký và nhận thưởng',
    ],
    link: ['PROMOTION', '1'],
  },
  {
    group: 'w_reg',
    category: 'new_player',
    title: [
      'Primeiro depósito em dobro',
      'Double first deposit',
      '首存翻倍',
      'Deposit pertama ganda',
      'ฝากแรกรับสองเท่า',
      'Nạp đầu nhân đôi',
    ],
  },
];

export const demoAnnouncements: Array<{ type: 'B' | 'PL' | 'PU' | 'PR' | 'H'; title: Six; content: Six }> = [
  {
    type: 'B',
    title: [
      'Manutenção programada',
      'Scheduled maintenance',
      '系统维护通知',
      'Pemeliharaan terjadwal',
      'ปิดปรับปรุงตามกำหนด',
      'Bảo trì định kỳ',
    ],
    content: [
      '<p>Domingo, 02:00–03:00 (UTC), alguns jogos ficarão indisponíveis.</p>',
      '<p>On Sunday, 02:00–03:00 (UTC), some games will be unavailable.</p>',
      '<p>周日 02:00–03:00（UTC）部分游戏暂停服务。</p>',
      '<p>Minggu, 02:00–03:00 (UTC), beberapa permainan tidak tersedia.</p>',
      '<p>วันอาทิตย์ 02:00–03:00 (UTC) บางเกมจะไม่พร้อมใช้งาน</p>',
      '<p>Chủ nhật 02:00–03:00 (UTC), một số trò chơi tạm ngưng.</p>',
    ],
  },
  {
    type: 'B',
    title: [
      'Novos jogos originais',
      'New original games',
      '全新原创游戏',
      'Game orisinal baru',
      'เกมออริจินัลใหม่',
      'Trò chơi gốc mới',
    ],
    content: [
      '<p>Dados, Minas e o slot Lumen 5x3 já estão disponíveis, com resultados verificáveis.</p>',
      '<p>Dice, Mines and the Lumen 5x3 slot are live, with verifiable results.</p>',
      '<p>骰子、扫雷和 Lumen 5x3 老虎机现已上线，结果可验证。</p>',
      '<p>Dadu, Ranjau, dan slot Lumen 5x3 sudah tersedia dengan hasil yang dapat diverifikasi.</p>',
      '<p>ลูกเต๋า ไมน์ และสล็อต Lumen 5x3 เปิดให้เล่นแล้ว ตรวจสอบผลได้</p>',
      '<p>Xúc xắc, Dò mìn và slot Lumen 5x3 đã ra mắt, kết quả có thể kiểm chứng.</p>',
    ],
  },
  {
    type: 'B',
    title: [
      'Jogo responsável',
      'Responsible gaming',
      '理性娱乐',
      'Bermain bertanggung jawab',
      'เล่นอย่างรับผิดชอบ',
      'Chơi có trách nhiệm',
    ],
    content: [
      '<p>Defina limites e faça pausas. Apenas maiores de 18 anos.</p>',
      '<p>Set limits and take breaks. Adults (18+) only.</p>',
      '<p>请设置限额并适当休息。仅限 18 岁以上。</p>',
      '<p>Tetapkan batas dan istirahatlah. Khusus 18+.</p>',
      '<p>กำหนดวงเงินและพักบ้าง สำหรับอายุ 18 ปีขึ้นไป</p>',
      '<p>Hãy đặt giới hạn và nghỉ ngơi. Chỉ dành cho 18+.</p>',
    ],
  },
  {
    type: 'PL',
    title: ['Torneio de slots', 'Slots tournament', '老虎机锦标赛', 'Turnamen slot', 'ทัวร์นาเมนต์สล็อต', 'Giải đấu slot'],
    content: [
      '<p>Prêmios diários.</p>',
      '<p>Daily prizes.</p>',
      '<p>每日奖品。</p>',
      '<p>Hadiah harian.</p>',
      '<p>รางวัลรายวัน</p>',
      '<p>Giải thưởng hằng ngày.</p>',
    ],
  },
  {
    type: 'PU',
    title: [
      'Bem-vindo à Lumen Play',
      'Welcome to Lumen Play',
      '欢迎来到 Lumen Play',
      'Selamat datang di Lumen Play',
      'ยินดีต้อนรับสู่ Lumen Play',
      'Chào mừng đến Lumen Play',
    ],
    content: [
      '<p>Cadastre-se hoje e receba seu bônus de boas-vindas.</p>',
      '<p>Sign up today and receive your welcome bonus.</p>',
      '<p>立即注册领取欢迎奖金。</p>',
      '<p>Daftar hari ini dan terima bonus sambutan Anda.</p>',
      '<p>สมัครวันนี้รับโบนัสต้อนรับ</p>',
      '<p>Đăng ký hôm nay để nhận thưởng chào mừng.</p>',
    ],
  },
  {
    type: 'PR',
    title: [
      'Cashback semanal de 5%',
      '5% weekly cashback',
      '每周 5% 返水',
      'Cashback mingguan 5%',
      'คืนยอดเสีย 5% ทุกสัปดาห์',
      'Hoàn trả 5% hằng tuần',
    ],
    content: [
      '<p>Recupere 5% das perdas líquidas toda segunda-feira.</p>',
      '<p>Get back 5% of net losses every Monday.</p>',
      '<p>每周一返还净亏损的 5%。</p>',
      '<p>Dapatkan kembali 5% kekalahan bersih setiap Senin.</p>',
      '<p>รับคืน 5% ของยอดเสียสุทธิทุกวันจันทร์</p>',
      '<p>Nhận lại 5% thua lỗ ròng mỗi thứ Hai.</p>',
    ],
  },
  {
    type: 'H',
    title: [
      'Depósitos mais rápidos',
      'Faster deposits',
      '更快的存款',
      'Deposit lebih cepat',
      'ฝากเงินเร็วขึ้น',
      'Nạp tiền nhanh hơn',
    ],
    content: [
      '<p>Os depósitos online agora são creditados em segundos.</p>',
      '<p>Online deposits are now credited within seconds.</p>',
      '<p>在线存款现在几秒内到账。</p>',
      '<p>Deposit online kini masuk dalam hitungan detik.</p>',
      '<p>การฝากออนไลน์เข้าบัญชีภายในไม่กี่วินาที</p>',
      '<p>Tiền nạp trực tuyến giờ vào tài khoản trong vài giây.</p>',
    ],
  },
];

export const demoHelp: Array<{ category: string; title: Six; content: Six }> = [
  {
    category: 'account',
    title: [
      'Como me cadastro?',
      'How do I register?',
      '如何注册？',
      'Bagaimana cara mendaftar?',
      'สมัครสมาชิกอย่างไร',
      'Làm sao để đăng ký?',
    ],
    content: [
      '<p>Clique em Cadastrar, escolha usuário ou celular, preencha o formulário e confirme.</p>',
      '<p>Click Register, choose username or mobile, fill in the form and confirm.</p>',
      '<p>点击注册，选择用户名或手机号，填写表单并确认。</p>',
      '<p>Klik Daftar, pilih nama pengguna atau ponsel, isi formulir dan konfirmasi.</p>',
      '<p>คลิกสมัคร เลือกชื่อผู้ใช้หรือมือถือ กรอกแบบฟอร์มแล้วยืนยัน</p>',
      '<p>Nhấn Đăng ký, chọn tên đăng nhập hoặc số điện thoại, điền biểu mẫu và xác nhận.</p>',
    ],
  },
  {
    category: 'deposit',
    title: [
      'Como faço um depósito?',
      'How do I deposit?',
      '如何存款？',
      'Bagaimana cara deposit?',
      'ฝากเงินอย่างไร',
      'Làm sao để nạp tiền?',
    ],
    content: [
      '<p>Abra Depósito, escolha um canal, informe o valor dentro dos limites e pague.</p>',
      '<p>Open Deposit, pick a channel, enter an amount within its limits and pay.</p>',
      '<p>打开存款，选择渠道，输入限额内金额并支付。</p>',
      '<p>Buka Deposit, pilih saluran, masukkan jumlah sesuai batas dan bayar.</p>',
      '<p>เปิดหน้าฝาก เลือกช่องทาง ใส่จำนวนตามวงเงินแล้วชำระ</p>',
      '<p>Mở Nạp tiền, chọn kênh, nhập số tiền trong hạn mức và thanh toán.</p>',
    ],
  },
  {
    category: 'withdrawal',
    title: [
      'Quando recebo meu saque?',
      'When do I get my withdrawal?',
      '提款多久到账？',
      'Kapan penarikan saya diterima?',
      'ถอนเงินได้รับเมื่อไร',
      'Khi nào tôi nhận được tiền rút?',
    ],
    content: [
      '<p>Após a aprovação, confirme o recebimento em Saque; sem confirmação, ele é considerado recebido após o prazo.</p>',
      '<p>After approval, confirm receipt under Withdraw; unconfirmed withdrawals count as received after the deadline.</p>',
      '<p>审核通过后请在提款页确认收款；逾期未确认视为已收款。</p>',
      '<p>Setelah disetujui, konfirmasi penerimaan di Tarik; tanpa konfirmasi dianggap diterima setelah batas waktu.</p>',
      '<p>หลังอนุมัติ โปรดยืนยันการรับเงินในหน้าถอน หากไม่ยืนยันจะถือว่าได้รับเมื่อครบกำหนด</p>',
      '<p>Sau khi duyệt, hãy xác nhận đã nhận ở mục Rút tiền; quá hạn không xác nhận sẽ coi như đã nhận.</p>',
    ],
  },
  {
    category: 'games',
    title: [
      'O que é jogo comprovadamente justo?',
      'What is provably fair?',
      '什么是可验证公平？',
      'Apa itu adil terbukti?',
      'ยุติธรรมพิสูจน์ได้คืออะไร',
      'Công bằng minh bạch là gì?',
    ],
    content: [
      '<p>Nos Originais Lumen você vê o hash da semente antes de jogar e pode verificar cada rodada depois.</p>',
      '<p>In Lumen Originals you see the seed hash before you play and can verify every round afterwards.</p>',
      '<p>在 Lumen 原创游戏中，您在游戏前看到种子哈希，之后可验证每一局。</p>',
      '<p>Di Lumen Originals Anda melihat hash seed sebelum bermain dan bisa memverifikasi setiap ronde.</p>',
      '<p>ใน Lumen Originals คุณเห็นแฮชของซีดก่อนเล่น และตรวจสอบทุกรอบได้ภายหลัง</p>',
      '<p>Trong Lumen Originals bạn thấy mã băm hạt giống trước khi chơi và kiểm chứng mọi ván sau đó.</p>',
    ],
  },
  {
    category: 'games',
    title: [
      'Créditos da arte dos jogos',
      'Game art credits',
      '游戏美术版权说明',
      'Kredit seni gim',
      'เครดิตภาพเกม',
      'Ghi công hình ảnh trò chơi',
    ],
    content: [
      '<p>A arte dos jogos, provedores e banners é desenhada pela Lumen Play com ícones de licença aberta:</p><p>Fluent Emoji (Microsoft), MIT: <a href="https://github.com/microsoft/fluentui-emoji">github.com/microsoft/fluentui-emoji</a>.</p><p>Game Icons (Lorc, Delapouite and contributors), CC BY 3.0: <a href="https://game-icons.net">game-icons.net</a>, <a href="https://creativecommons.org/licenses/by/3.0/">creativecommons.org/licenses/by/3.0</a>. Recoloured and composed.</p>',
      '<p>The art of games, providers and banners is drawn by Lumen Play with open-licensed icons:</p><p>Fluent Emoji (Microsoft), MIT: <a href="https://github.com/microsoft/fluentui-emoji">github.com/microsoft/fluentui-emoji</a>.</p><p>Game Icons (Lorc, Delapouite and contributors), CC BY 3.0: <a href="https://game-icons.net">game-icons.net</a>, <a href="https://creativecommons.org/licenses/by/3.0/">creativecommons.org/licenses/by/3.0</a>. Recoloured and composed.</p>',
      '<p>游戏、供应商和横幅的美术由 Lumen Play 使用开放许可图标绘制：</p><p>Fluent Emoji (Microsoft), MIT: <a href="https://github.com/microsoft/fluentui-emoji">github.com/microsoft/fluentui-emoji</a>.</p><p>Game Icons (Lorc, Delapouite and contributors), CC BY 3.0: <a href="https://game-icons.net">game-icons.net</a>, <a href="https://creativecommons.org/licenses/by/3.0/">creativecommons.org/licenses/by/3.0</a>. Recoloured and composed.</p>',
      '<p>Seni gim, penyedia, dan banner digambar oleh Lumen Play dengan ikon berlisensi terbuka:</p><p>Fluent Emoji (Microsoft), MIT: <a href="https://github.com/microsoft/fluentui-emoji">github.com/microsoft/fluentui-emoji</a>.</p><p>Game Icons (Lorc, Delapouite and contributors), CC BY 3.0: <a href="https://game-icons.net">game-icons.net</a>, <a href="https://creativecommons.org/licenses/by/3.0/">creativecommons.org/licenses/by/3.0</a>. Recoloured and composed.</p>',
      '<p>ภาพของเกม ผู้ให้บริการ และแบนเนอร์ วาดโดย Lumen Play ด้วยไอคอนที่ใช้สัญญาอนุญาตแบบเปิด:</p><p>Fluent Emoji (Microsoft), MIT: <a href="https://github.com/microsoft/fluentui-emoji">github.com/microsoft/fluentui-emoji</a>.</p><p>Game Icons (Lorc, Delapouite and contributors), CC BY 3.0: <a href="https://game-icons.net">game-icons.net</a>, <a href="https://creativecommons.org/licenses/by/3.0/">creativecommons.org/licenses/by/3.0</a>. Recoloured and composed.</p>',
      '<p>Hình ảnh trò chơi, nhà cung cấp và banner do Lumen Play vẽ với các biểu tượng giấy phép mở:</p><p>Fluent Emoji (Microsoft), MIT: <a href="https://github.com/microsoft/fluentui-emoji">github.com/microsoft/fluentui-emoji</a>.</p><p>Game Icons (Lorc, Delapouite and contributors), CC BY 3.0: <a href="https://game-icons.net">game-icons.net</a>, <a href="https://creativecommons.org/licenses/by/3.0/">creativecommons.org/licenses/by/3.0</a>. Recoloured and composed.</p>',
    ],
  },
];
