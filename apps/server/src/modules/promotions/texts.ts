import type { TPromotionCategory } from '@portal/contracts/promotions';

/** One language's texts of a promotion. */
export type PromotionText = { title: string; summary: string; content: string };

/** The texts in the language asked for, else the brand's default language, else English, else any. */
export function textOf(texts: unknown, lang: string, defaultLang: string): PromotionText {
  const all = (texts ?? {}) as Record<string, Partial<PromotionText>>;
  const t = all[lang] ?? all[defaultLang] ?? all.en ?? Object.values(all)[0] ?? {};
  return { title: t.title ?? '', summary: t.summary ?? '', content: t.content ?? '' };
}

/** The type filter's labels (spec section 3: newbie, limited, special offer, daily, high rebate, VIP, game categories). */
const LABELS: Record<TPromotionCategory, Record<string, string>> = {
  newbie: { pt: 'Novatos', en: 'Newbie', cn: '新手', id: 'Pemula', th: 'มือใหม่', vi: 'Người mới' },
  limited: { pt: 'Por tempo limitado', en: 'Limited', cn: '限时', id: 'Terbatas', th: 'จำกัดเวลา', vi: 'Giới hạn' },
  special: {
    pt: 'Oferta especial',
    en: 'Special offer',
    cn: '特惠',
    id: 'Penawaran khusus',
    th: 'ข้อเสนอพิเศษ',
    vi: 'Ưu đãi đặc biệt',
  },
  daily: { pt: 'Diárias', en: 'Daily', cn: '每日', id: 'Harian', th: 'รายวัน', vi: 'Hằng ngày' },
  rebate: {
    pt: 'Alto reembolso',
    en: 'High rebate',
    cn: '高返水',
    id: 'Rabat tinggi',
    th: 'คืนยอดสูง',
    vi: 'Hoàn trả cao',
  },
  vip: { pt: 'VIP', en: 'VIP', cn: 'VIP', id: 'VIP', th: 'VIP', vi: 'VIP' },
  slots: { pt: 'Slots', en: 'Slots', cn: '老虎机', id: 'Slot', th: 'สล็อต', vi: 'Slot' },
  live: {
    pt: 'Cassino ao vivo',
    en: 'Live casino',
    cn: '真人娱乐',
    id: 'Kasino langsung',
    th: 'คาสิโนสด',
    vi: 'Sòng bài trực tiếp',
  },
  sports: { pt: 'Esportes', en: 'Sports', cn: '体育', id: 'Olahraga', th: 'กีฬา', vi: 'Thể thao' },
};

export const categoryLabel = (c: TPromotionCategory, lang: string, defaultLang: string) =>
  LABELS[c][lang] ?? LABELS[c][defaultLang] ?? LABELS[c].en ?? c;
