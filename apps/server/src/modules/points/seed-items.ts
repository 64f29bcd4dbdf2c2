import type { NewItem } from './item-repo.ts';

type Texts = NewItem['texts'];
const t = (pt: string, en: string, cn: string, id: string, th: string, vi: string, d: string[] = []): Texts => ({
  pt: { name: pt, description: d[0] ?? '' },
  en: { name: en, description: d[1] ?? '' },
  cn: { name: cn, description: d[2] ?? '' },
  id: { name: id, description: d[3] ?? '' },
  th: { name: th, description: d[4] ?? '' },
  vi: { name: vi, description: d[5] ?? '' },
});

const INSTANT = [
  'Creditado na carteira na hora.',
  'Credited to your wallet at once.',
  '立即存入钱包。',
  'Langsung masuk ke dompet.',
  'เข้ากระเป๋าเงินทันที',
  'Cộng vào ví ngay lập tức.',
];
const SHIPPED = [
  'Enviado ao seu endereço após aprovação.',
  'Shipped to your address once approved.',
  '审核通过后寄送到您的地址。',
  'Dikirim ke alamat Anda setelah disetujui.',
  'จัดส่งถึงที่อยู่ของคุณหลังอนุมัติ',
  'Giao đến địa chỉ của bạn sau khi duyệt.',
];
const CODE = [
  'O código chega na sua caixa de mensagens.',
  'The code arrives in your messages.',
  '兑换码将发送到您的站内信。',
  'Kode dikirim ke kotak pesan Anda.',
  'รหัสจะส่งไปที่กล่องข้อความของคุณ',
  'Mã sẽ được gửi vào hộp thư của bạn.',
];

/** The demo brand's mall: cash and free spins paid at once, vouchers and goods with stock. */
export const DEMO_ITEMS: Array<Omit<NewItem, 'merchantId'>> = [
  {
    kind: 'cash',
    texts: t(
      'Bônus R$ 5',
      'R$ 5 bonus cash',
      'R$ 5 现金红利',
      'Bonus tunai R$ 5',
      'โบนัสเงินสด R$ 5',
      'Tiền thưởng R$ 5',
      INSTANT,
    ),
    price: 500n,
    cashValue: 500n,
    spins: null,
    stock: null,
    art: 'cash',
    sort: 1,
  },
  {
    kind: 'cash',
    texts: t(
      'Bônus R$ 20',
      'R$ 20 bonus cash',
      'R$ 20 现金红利',
      'Bonus tunai R$ 20',
      'โบนัสเงินสด R$ 20',
      'Tiền thưởng R$ 20',
      INSTANT,
    ),
    price: 1900n,
    cashValue: 2000n,
    spins: null,
    stock: null,
    art: 'coins',
    sort: 2,
  },
  {
    kind: 'freespins',
    texts: t(
      '20 giros grátis',
      '20 free spins',
      '20 次免费旋转',
      '20 putaran gratis',
      'ฟรีสปิน 20 ครั้ง',
      '20 vòng quay miễn phí',
      [
        '20 giros de R$ 0,50, creditados como bônus.',
        '20 spins of R$ 0.50, credited as bonus cash.',
        '20 次 R$ 0.50 旋转，以红利形式存入。',
        '20 putaran R$ 0,50, dikreditkan sebagai bonus.',
        '20 สปิน ครั้งละ R$ 0.50 เข้าเป็นโบนัส',
        '20 vòng R$ 0,50, cộng dưới dạng tiền thưởng.',
      ],
    ),
    price: 950n,
    cashValue: 1000n,
    spins: 20,
    stock: null,
    art: 'spins',
    sort: 3,
  },
  {
    kind: 'voucher',
    texts: t(
      'Vale-compras R$ 50',
      'R$ 50 shopping voucher',
      'R$ 50 购物券',
      'Voucher belanja R$ 50',
      'บัตรกำนัล R$ 50',
      'Phiếu mua sắm R$ 50',
      CODE,
    ),
    price: 4800n,
    cashValue: null,
    spins: null,
    stock: 100,
    art: 'voucher',
    sort: 4,
  },
  {
    kind: 'physical',
    texts: t(
      'Fones sem fio',
      'Wireless headphones',
      '无线耳机',
      'Headphone nirkabel',
      'หูฟังไร้สาย',
      'Tai nghe không dây',
      SHIPPED,
    ),
    price: 12000n,
    cashValue: null,
    spins: null,
    stock: 20,
    art: 'headphones',
    sort: 5,
  },
  {
    kind: 'physical',
    texts: t(
      'Relógio inteligente',
      'Smart watch',
      '智能手表',
      'Jam tangan pintar',
      'สมาร์ทวอทช์',
      'Đồng hồ thông minh',
      SHIPPED,
    ),
    price: 35000n,
    cashValue: null,
    spins: null,
    stock: 10,
    art: 'watch',
    sort: 6,
  },
  {
    kind: 'physical',
    texts: t('Smartphone', 'Smartphone', '智能手机', 'Smartphone', 'สมาร์ทโฟน', 'Điện thoại thông minh', SHIPPED),
    price: 90000n,
    cashValue: null,
    spins: null,
    stock: 5,
    art: 'phone',
    sort: 7,
  },
  {
    kind: 'physical',
    texts: t(
      'Caixa de presentes Lumen',
      'Lumen gift box',
      'Lumen 礼盒',
      'Kotak hadiah Lumen',
      'กล่องของขวัญ Lumen',
      'Hộp quà Lumen',
      SHIPPED,
    ),
    price: 6000n,
    cashValue: null,
    spins: null,
    stock: 0,
    art: 'gift',
    sort: 8,
  },
];

const times = (base: Record<string, number>, k: number) =>
  Object.fromEntries(Object.entries(base).map(([p, r]) => [p, Math.round(r * k)]));
const BASE = { RNG: 100, INHOUSE: 100, LIVE: 50, FISH: 80, PVP: 60, SPORTS: 80, ESPORTS: 80, ELOTT: 50, LOTT: 50 };

/** Points per 100.00 of valid bet: 1 point per 1.00 on slots, more from Silver (2) and Diamond (5) up. */
export const DEMO_EARN_RATES = [
  { rankLevel: 0, rates: BASE },
  { rankLevel: 2, rates: times(BASE, 1.2) },
  { rankLevel: 5, rates: times(BASE, 1.5) },
];
/** Points that make 1.00, cheaper with every VIP level. */
export const DEMO_EXCHANGE_RATES = [100, 95, 90, 85, 80, 75, 70].map((pointsPerUnit, rankLevel) => ({
  rankLevel,
  pointsPerUnit,
}));
