import { createHash } from 'node:crypto';
import { fillPage, withHtmlLang } from '../../platform/page-fill.ts';

/**
 * What the demo brand's download resources serve. A brand with native apps points its ANDROID and IOS resources at
 * them; without, these install the portal itself: an iOS configuration profile with a Web Clip (the home-screen icon
 * opens the site full screen) and an Android page that installs the web app from its manifest.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A UUID stable per brand and purpose, so reinstalling the profile replaces it instead of adding a second one. */
function stableUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`.toUpperCase();
}

/** Reverse-DNS identifier from the site's host (profiles are keyed by it). */
const identifierOf = (host: string) =>
  host
    .split('.')
    .reverse()
    .map((p) => p.replace(/[^A-Za-z0-9-]/g, '') || 'site')
    .join('.');

export function webClipProfile(brand: { code: string; name: string }, siteUrl: string): string {
  const host = new URL(siteUrl).hostname;
  const id = `${identifierOf(host)}.${brand.code.toLowerCase()}`;
  const name = esc(brand.name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${name}</string>
      <key>PayloadDescription</key><string>Adds ${name} to the Home Screen.</string>
      <key>PayloadDisplayName</key><string>${name}</string>
      <key>PayloadIdentifier</key><string>${esc(id)}.webclip</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key><string>${stableUuid(`${id}:webclip`)}</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>Precomposed</key><true/>
      <key>URL</key><string>${esc(siteUrl)}</string>
    </dict>
  </array>
  <key>PayloadDescription</key><string>Installs ${name} on this device.</string>
  <key>PayloadDisplayName</key><string>${name}</string>
  <key>PayloadIdentifier</key><string>${esc(id)}</string>
  <key>PayloadRemovalDisallowed</key><false/>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${stableUuid(`${id}:profile`)}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}

/** The app's manifest; `icon` is the brand's icon address and type (its upload may be a PNG). */
export function webManifest(
  brand: { name: string; defaultLang: string },
  icon = { src: '/art/logo-mark.svg', type: 'image/svg+xml' },
): string {
  return JSON.stringify({
    name: brand.name,
    short_name: brand.name,
    lang: brand.defaultLang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#141826',
    theme_color: '#6142bf',
    icons: [{ src: icon.src, sizes: 'any', type: icon.type, purpose: 'any' }],
  });
}

const androidTexts: Record<string, { title: string; steps: string[]; open: string }> = {
  pt: {
    title: 'Instalar no Android',
    steps: [
      'Abra esta página no Chrome.',
      'Toque no menu ⋮ e escolha “Instalar app” ou “Adicionar à tela inicial”.',
      'Confirme: o ícone aparece na tela inicial.',
      'Abra pelo ícone e faça login.',
    ],
    open: 'Abrir o site',
  },
  en: {
    title: 'Install on Android',
    steps: [
      'Open this page in Chrome.',
      'Tap the ⋮ menu and choose “Install app” or “Add to Home screen”.',
      'Confirm: the icon appears on your home screen.',
      'Open it from the icon and log in.',
    ],
    open: 'Open the site',
  },
  cn: {
    title: '在安卓设备上安装',
    steps: [
      '用 Chrome 打开本页面。',
      '点击 ⋮ 菜单，选择“安装应用”或“添加到主屏幕”。',
      '确认后图标会出现在主屏幕上。',
      '点击图标打开并登录。',
    ],
    open: '打开网站',
  },
  id: {
    title: 'Pasang di Android',
    steps: [
      'Buka halaman ini di Chrome.',
      'Ketuk menu ⋮ lalu pilih “Instal aplikasi” atau “Tambahkan ke layar utama”.',
      'Konfirmasi: ikon muncul di layar utama.',
      'Buka dari ikon dan masuk.',
    ],
    open: 'Buka situs',
  },
  th: {
    title: 'ติดตั้งบน Android',
    steps: [
      'เปิดหน้านี้ใน Chrome',
      'แตะเมนู ⋮ แล้วเลือก “ติดตั้งแอป” หรือ “เพิ่มลงในหน้าจอหลัก”',
      'ยืนยัน ไอคอนจะปรากฏบนหน้าจอหลัก',
      'เปิดจากไอคอนแล้วเข้าสู่ระบบ',
    ],
    open: 'เปิดเว็บไซต์',
  },
  vi: {
    title: 'Cài đặt trên Android',
    steps: [
      'Mở trang này bằng Chrome.',
      'Chạm vào menu ⋮ và chọn “Cài đặt ứng dụng” hoặc “Thêm vào màn hình chính”.',
      'Xác nhận: biểu tượng xuất hiện trên màn hình chính.',
      'Mở từ biểu tượng và đăng nhập.',
    ],
    open: 'Mở trang web',
  },
};

/** The Android install page (page/android-install.html) in the asked language, else the brand's, else English. */
export function androidInstallPage(
  template: string,
  brand: { name: string; defaultLang: string },
  lang: string | undefined,
): string {
  const code = lang && androidTexts[lang] ? lang : androidTexts[brand.defaultLang] ? brand.defaultLang : 'en';
  const t = androidTexts[code] ?? (androidTexts.en as (typeof androidTexts)[string]);
  return fillPage(withHtmlLang(template, code === 'cn' ? 'zh-CN' : code), {
    heading: `${esc(brand.name)} · ${esc(t.title)}`,
    steps: t.steps.map((s) => `<li>${esc(s)}</li>`).join(''),
    open: esc(t.open),
  });
}
