/** A small set of line icons (24 px grid, currentColor), named for what they stand for in the console. */
const PATHS = {
  dashboard: 'M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-4H4zM14 8h6V4h-6z',
  deposit: 'M12 4v12m0 0-4-4m4 4 4-4M5 20h14',
  withdrawal: 'M12 20V8m0 0-4 4m4-4 4 4M5 4h14',
  members:
    'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 19v-1a4 4 0 0 0-3-3.9M15.5 3.1a3.5 3.5 0 0 1 0 6.8',
  audit: 'M9 4h6M8 4H6a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2M8 11h8M8 15h5',
  operators: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM9.5 12l2 2 3.5-4',
  signOut: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h11',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8',
  columns: 'M4 5h16v14H4zM10 5v14M15 5v14',
  storefront: 'M4 9l2-5h12l2 5M4 9h16v11H4zM9 20v-6h6v6',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14M20 20l-4-4',
  back: 'M15 18l-6-6 6-6',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  chat: 'M4 5h16v11H9l-5 4z',
  image: 'M4 5h16v14H4zM8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M20 15l-5-5-9 9',
  sortUp: 'M8 14l4-4 4 4',
  sortDown: 'M8 10l4 4 4-4',
  sort: 'M8 9l4-4 4 4M8 15l4 4 4-4',
  close: 'M6 6l12 12M18 6 6 18',
  scale: 'M12 4v16M7 20h10M4 8h16M4 8l-2 6a3 3 0 0 0 6 0zM20 8l-2 6a3 3 0 0 0 6 0z',
  chart: 'M4 20h16M7 16v-5M12 16V7M17 16v-8',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3',
  games:
    'M6 8h12a4 4 0 0 1 4 4v2a4 4 0 0 1-7 2.6L14 15h-4l-1 1.6A4 4 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 12h.01M18 14h.01',
  download: 'M12 4v11m0 0-4-4m4 4 4-4M5 20h14',
  plus: 'M12 5v14M5 12h14',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8M12 12h.01',
  contract: 'M7 3h7l5 5v13H7zM14 3v5h5M10 12h6M10 16h3M10 19.5c1-.8 2-.8 3 0',
  tree: 'M6 4v16M6 8h6M6 16h6M12 6h7v4h-7zM12 14h7v4h-7z',
  chevron: 'M9 6l6 6-6 6',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  gift: 'M4 10h16v4H4zM6 14v6h12v-6M12 10v10M12 10c-2-4-6-4-6-1.5S9.5 10 12 10c2.5 0 6 .5 6-1.5S14 6 12 10',
  megaphone: 'M4 10v4h3l7 4V6l-7 4zM17 9.5a3.5 3.5 0 0 1 0 5M8 14l1 5h2l-1-4.5',
  clipboard: 'M9 4h6v3H9zM8 5H6v15h12V5h-2M9 12l2 2 4-4',
  percent: 'M19 5 5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3',
} as const;
export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ flex: 'none' }}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
