import type { TWhitelabelNode } from '@portal/contracts/system';
import type { TMerchantConfig } from './merchant-config.ts';

const on = (modId: string, childrenNodes: TWhitelabelNode[] = []): TWhitelabelNode => ({
  modId,
  enabled: '1',
  childrenNodes,
});

/** Every switch the portal reads (spec section 9 and the platform's call table), grouped as the platform does. */
const whitelabel: TWhitelabelNode[] = [
  on('COMM3', [on('PASS3'), on('PROFPIC3'), on('VERIFICATION3'), on('CAPTCHA3'), on('FEEDBACK3')]),
  on('REG3', [
    on('USERNAMEREG3'),
    on('MOBILENUMREG3'),
    on('REGMOBVERF3'),
    on('MOBILENUMPASSREG3'),
    on('DIRECTREG3'),
    on('AFFMAN3'),
  ]),
  on('LOGIN3', [
    on('MOBILEVERCODELOGIN3'),
    on('FREEPLAY3'),
    on('PWDEXPFORCECHANGE3'),
    on('CHNGPASSVERIF3'),
    on('PWRESETSMS3'),
  ]),
  on('WALLET3', [on('FUNDTRANS3'), on('MEMTRANS3')]),
  on('GAMELO3', [on('GAMELOHOT3'), on('GAMELOREC3'), on('GAMELOFAV3')]),
  on('REWCEN3'),
  on('PTSYS3'),
  on('INBOX3'),
  { modId: 'LOGINIPVERF3', enabled: '0', childrenNodes: [] },
  { modId: 'GEETEST3', enabled: '0', childrenNodes: [] },
];

const field = (
  enabled: boolean,
  required: boolean,
  patternId: string,
  acceptedPattern: string,
  min: number,
  max: number,
) => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength: min,
  maxLength: max,
});

export const demoConfig: TMerchantConfig = {
  currencySymbol: '$',
  defaultLang: 'pt',
  languages: ['pt', 'en', 'cn', 'id', 'th', 'vi'],
  loginedToHomePage: false,
  agentOnly: false,
  siteCode: undefined,
  whitelabel,
  register: {
    fields: {
      username: field(true, true, 'alphanumeric_letter_first', '^[A-Za-z][A-Za-z0-9]*$', 6, 16),
      password: field(true, true, 'password', '*', 6, 64),
      mobileNum: field(true, false, 'mobile', '^[0-9]*$', 8, 12),
      email: field(true, false, 'email', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 60),
      payeeName: field(true, false, 'full_name', '^\\S+( \\S+)+$', 3, 40),
      affiliateCode: field(true, false, 'alphanumeric', '^[A-Za-z0-9]*$', 4, 16),
      verificationCode: field(true, false, 'numbers', '^[0-9]*$', 0, 255),
      paymentPassword: field(false, false, 'numbers', '^[0-9]*$', 6, 6),
      qqNum: field(false, false, 'numbers', '^[0-9]*$', 5, 12),
      line: field(false, false, 'any', '*', 2, 40),
      whatsapp: field(false, false, 'numbers', '^[0-9]*$', 6, 15),
      zalo: field(false, false, 'numbers', '^[0-9]*$', 6, 15),
      facebook: field(false, false, 'any', '*', 2, 60),
      wechat: field(false, false, 'any', '*', 2, 40),
      idNumber: field(false, false, 'alphanumeric', '^[A-Za-z0-9]*$', 6, 20),
    },
    captchaDisplay: true,
  },
  resources: [
    { resourceType: 'ANDROID', url: '/downloads/android', labelNameEn: 'Android app' },
    { resourceType: 'IOS', url: '/downloads/lumen.mobileconfig', labelNameEn: 'iOS profile' },
    { resourceType: 'AFFILIATE_LINK', url: '/register?referralCode=DEMOAGENT', labelNameEn: 'Become an affiliate' },
  ],
  customerService: [], // filled with encrypted paths at seed time
  socialLinks: [
    { name: 'Facebook', url: 'https://facebook.example/lumenplay', icon: 'facebook' },
    { name: 'Telegram', url: 'https://telegram.example/lumenplay', icon: 'telegram' },
    { name: 'Instagram', url: 'https://instagram.example/lumenplay', icon: 'instagram' },
  ],
  analytics: { gtagId: '' },
  imageCDNs: [''],
  launchGameCDNs: [''],
  licence: {
    en: 'Lumen Play is operated under a demonstration licence. Play responsibly; gambling is for adults only.',
    pt: 'A Lumen Play opera sob uma licença de demonstração. Jogue com responsabilidade; apenas para maiores.',
    cn: 'Lumen Play 在演示牌照下运营。请理性娱乐，仅限成年人。',
    id: 'Lumen Play beroperasi dengan lisensi demonstrasi. Bermainlah secara bertanggung jawab; khusus dewasa.',
    th: 'Lumen Play ดำเนินการภายใต้ใบอนุญาตสาธิต โปรดเล่นอย่างรับผิดชอบ สำหรับผู้ใหญ่เท่านั้น',
    vi: 'Lumen Play hoạt động theo giấy phép trình diễn. Hãy chơi có trách nhiệm; chỉ dành cho người lớn.',
  },
  humanCheck: 'pow',
  sms: { expiredMinutes: 5 },
  socialProviders: [],
  password: { expiryDays: 0 },
  withdrawalAutoReceiptMinutes: 1440,
  withdrawal: { min: 1_000, max: 5_000_000, dailyCount: 5 },
  allowTransferToUpline: true,
  // No salary or dividend contracts run yet, so the agent centre hides those entries.
  contracts: { dailySalary: false, dividend: false, hourlySalary: false, realtimeSalary: false },
  memberCentreAvailable: true,
  vipLevels: [
    {
      rankLevel: 1,
      labelName: { pt: 'Bronze', en: 'Bronze', cn: '青铜', id: 'Perunggu', th: 'บรอนซ์', vi: 'Đồng' },
      color: '#ffffff',
      color2: '#a0612d',
      minDeposit: 10_000,
    },
    {
      rankLevel: 2,
      labelName: { pt: 'Prata', en: 'Silver', cn: '白银', id: 'Perak', th: 'ซิลเวอร์', vi: 'Bạc' },
      color: '#ffffff',
      color2: '#6b7a8c',
      minDeposit: 50_000,
    },
    {
      rankLevel: 3,
      labelName: { pt: 'Ouro', en: 'Gold', cn: '黄金', id: 'Emas', th: 'โกลด์', vi: 'Vàng' },
      color: '#3a2600',
      color2: '#f0b429',
      minDeposit: 200_000,
    },
    {
      rankLevel: 4,
      labelName: { pt: 'Platina', en: 'Platinum', cn: '铂金', id: 'Platinum', th: 'แพลทินัม', vi: 'Bạch kim' },
      color: '#ffffff',
      color2: '#2b8a8a',
      minDeposit: 1_000_000,
    },
    {
      rankLevel: 5,
      labelName: { pt: 'Esmeralda', en: 'Emerald', cn: '翡翠', id: 'Zamrud', th: 'มรกต', vi: 'Lục bảo' },
      color: '#ffffff',
      color2: '#1f8a4c',
      minDeposit: 5_000_000,
    },
    {
      rankLevel: 6,
      labelName: { pt: 'Diamante', en: 'Diamond', cn: '钻石', id: 'Berlian', th: 'ไดมอนด์', vi: 'Kim cương' },
      color: '#ffffff',
      color2: '#5b3fd1',
      minDeposit: 20_000_000,
    },
  ],
};

/** The vendors of the demo brand: category -> [vassalage, name, wallet mode]. */
export const demoVendors: Array<[string, string, string, 'seamless' | 'transfer']> = [
  ['RNG', 'LSL', 'Lumen Slots', 'seamless'],
  ['RNG', 'NVA', 'Nova Reels', 'seamless'],
  ['RNG', 'GRX', 'Gryphon Gaming', 'seamless'],
  ['LIVE', 'LVA', 'Aurora Live', 'transfer'],
  ['LIVE', 'LVB', 'Velvet Live', 'seamless'],
  ['LIVE', 'LVC', 'Crown Live', 'seamless'],
  ['FISH', 'FSA', 'Deep Blue', 'seamless'],
  ['FISH', 'FSB', 'Reef Hunter', 'seamless'],
  ['FISH', 'FSC', 'Tide Masters', 'seamless'],
  ['PVP', 'PVA', 'Card Hall', 'seamless'],
  ['PVP', 'PVB', 'Royal Tables', 'seamless'],
  ['PVP', 'PVC', 'Poker Yard', 'seamless'],
  ['SPORTS', 'SPB', 'SportBook', 'seamless'],
  ['SPORTS', 'SS', 'Stadium Sports', 'seamless'],
  ['SPORTS', 'SPX', 'Arena Bet', 'transfer'],
  ['SPORTS', 'AV', 'AV Esports', 'seamless'],
  ['SPORTS', 'AI', 'AI Esports', 'seamless'],
  ['SPORTS', 'IMES', 'IM Esports', 'seamless'],
  ['SPORTS', 'TF', 'TF Gaming', 'seamless'],
  ['SPORTS', 'IA', 'IA Esports', 'seamless'],
  ['LOTT', 'LTA', 'Lotto Asia', 'seamless'],
  ['LOTT', 'TCGVN', 'VN Lotto', 'seamless'],
  ['LOTT', 'SEA', 'Sea Lotto', 'seamless'],
  ['ELOTT', 'ELA', 'E-Lotto One', 'seamless'],
  ['ELOTT', 'ELB', 'E-Lotto Two', 'seamless'],
  ['ELOTT', 'ELC', 'E-Lotto Three', 'seamless'],
  ['INHOUSE', 'INH', 'Lumen Originals', 'seamless'],
];
export const hotVendors = new Set(['LSL', 'LVB', 'FSA', 'PVA', 'SPB', 'INH', 'IMES']);
