/** The languages the portal ships (spec section 9); messages to members go out in one of them. */
export const MESSAGE_LANGUAGES = ['pt', 'en', 'cn', 'id', 'th', 'vi'] as const;
type Lang = (typeof MESSAGE_LANGUAGES)[number];

const isLang = (l: string | null | undefined): l is Lang => MESSAGE_LANGUAGES.includes(l as Lang);

/** The first of the wanted languages that is shipped, else English. */
export const messageLanguage = (...wanted: Array<string | null | undefined>): Lang =>
  wanted.map((l) => l?.toLowerCase()).find(isLang) ?? 'en';

/** The SMS with a verification code. */
export const smsCodeText: Record<Lang, (code: string, minutes: number, brand: string) => string> = {
  pt: (c, m, b) => `${b}: seu código é ${c}. Válido por ${m} minutos. Não o compartilhe.`,
  en: (c, m, b) => `${b}: your code is ${c}. Valid for ${m} minutes. Do not share it.`,
  cn: (c, m, b) => `${b}：您的验证码是 ${c}，${m} 分钟内有效，请勿泄露。`,
  id: (c, m, b) => `${b}: kode Anda ${c}. Berlaku ${m} menit. Jangan bagikan.`,
  th: (c, m, b) => `${b}: รหัสของคุณคือ ${c} ใช้ได้ ${m} นาที ห้ามเปิดเผย`,
  vi: (c, m, b) => `${b}: mã của bạn là ${c}. Hiệu lực ${m} phút. Không chia sẻ.`,
};

/** The recovery email with its single-use link (spaces around the link keep mail clients from swallowing text). */
export const recoveryEmailText: Record<Lang, (link: string, minutes: number, brand: string) => string> = {
  pt: (l, m, b) =>
    `${b}: redefina sua senha em até ${m} minutos em ${l} . Se você não pediu isso, ignore esta mensagem.`,
  en: (l, m, b) =>
    `${b}: reset your password within ${m} minutes at ${l} . If you did not ask for this, ignore this message.`,
  cn: (l, m, b) => `${b}：请在 ${m} 分钟内打开 ${l} 重置密码。如非本人操作，请忽略此邮件。`,
  id: (l, m, b) =>
    `${b}: atur ulang kata sandi Anda dalam ${m} menit di ${l} . Jika Anda tidak memintanya, abaikan pesan ini.`,
  th: (l, m, b) => `${b}: ตั้งรหัสผ่านใหม่ภายใน ${m} นาทีที่ ${l} หากคุณไม่ได้ขอ โปรดเพิกเฉยต่อข้อความนี้`,
  vi: (l, m, b) =>
    `${b}: hãy đặt lại mật khẩu trong vòng ${m} phút tại ${l} . Nếu bạn không yêu cầu, hãy bỏ qua thư này.`,
};

/** The SMS to an account an agent created, with its one-time initial password (to be changed at the first login). */
export const initialPasswordText: Record<
  Lang,
  (user: string, password: string, days: number, brand: string) => string
> = {
  pt: (u, p, d, b) =>
    `${b}: sua conta ${u} foi criada. Senha inicial: ${p} (vale ${d} dias; troque-a no primeiro acesso).`,
  en: (u, p, d, b) =>
    `${b}: your account ${u} was created. Initial password: ${p} (valid ${d} days; change it at first login).`,
  cn: (u, p, d, b) => `${b}：您的账户 ${u} 已创建。初始密码：${p}（${d} 天内有效，首次登录时请修改）。`,
  id: (u, p, d, b) =>
    `${b}: akun ${u} Anda telah dibuat. Kata sandi awal: ${p} (berlaku ${d} hari; ganti saat login pertama).`,
  th: (u, p, d, b) => `${b}: สร้างบัญชี ${u} แล้ว รหัสผ่านเริ่มต้น: ${p} (ใช้ได้ ${d} วัน เปลี่ยนเมื่อเข้าสู่ระบบครั้งแรก)`,
  vi: (u, p, d, b) =>
    `${b}: tài khoản ${u} đã được tạo. Mật khẩu ban đầu: ${p} (hiệu lực ${d} ngày; đổi khi đăng nhập lần đầu).`,
};
