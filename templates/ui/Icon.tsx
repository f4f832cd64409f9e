/** The site's line icons, drawn inline as SVG. */
import type { IconName } from '../model/common';
import { cx } from './cx';

/** Icons the templates use for contact details; content picks from IconName. */
export type UiIconName = IconName | 'mail' | 'phone' | 'pin' | 'arrow' | 'external';

/** Stroke paths on a 24 x 24 grid, drawn with currentColor. */
const paths: Record<UiIconName, string> = {
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z M12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  arrow: 'M5 12h14 M13 6l6 6-6 6',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3z M9 12l2 2 4-4',
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18z M3 12h18 M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  server: 'M4 4h16v6H4z M4 14h16v6H4z M8 7h.01 M8 17h.01',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  chart: 'M4 20h16 M7 16v-4 M12 16V8 M17 16v-7',
  users:
    'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1 M9.5 10a3 3 0 100-6 3 3 0 000 6z M21 19v-1a4 4 0 00-3-3.9 M15.5 4.2a3 3 0 010 5.6',
  compass: 'M12 3a9 9 0 100 18 9 9 0 000-18z M15.5 8.5l-2 5-5 2 2-5 5-2z',
  cog: 'M12 15a3 3 0 100-6 3 3 0 000 6z M19 12a7 7 0 00-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 00-2-1.2L14 3h-4l-.5 2.6a7 7 0 00-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 000 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 002 1.2L10 21h4l.5-2.6a7 7 0 002-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
  wifi: 'M2.5 9a14 14 0 0119 0 M5.5 12.5a9.5 9.5 0 0113 0 M8.5 16a5 5 0 017 0 M12 19.5h.01',
  doc: 'M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6',
  check: 'M12 3a9 9 0 100 18 9 9 0 000-18z M8 12l3 3 5-6',
  spark: 'M12 3v4 M12 17v4 M3 12h4 M17 12h4 M6 6l2.5 2.5 M15.5 15.5L18 18 M6 18l2.5-2.5 M15.5 8.5L18 6',
  building: 'M4 21h16 M6 21V5l8-2v18 M14 9h4v12 M9 8h2 M9 12h2 M9 16h2',
  leaf: 'M5 19c0-8 5-14 15-14 0 10-6 15-14 15 M5 19l7-7',
  rocket: 'M14 4c3 0 6 3 6 6l-7 7-6-6 7-7z M7 11l-3 1-1 4 4-1 M13 17l-1 3-4 1 1-4 M15 9h.01',
  landmark: 'M3 21h18 M4 10h16 M12 3l9 5H3l9-5z M6 10v8 M10 10v8 M14 10v8 M18 10v8',
  mic: 'M12 3a3 3 0 00-3 3v6a3 3 0 006 0V6a3 3 0 00-3-3z M5 11a7 7 0 0014 0 M12 18v3',
  handshake: 'M3 12l4-4 4 2 3-2 7 4 M3 12l5 5 2-1 2 2 2-1 2 2 3-4 M14 8l-4 4',
  lock: 'M6 11h12v10H6z M8 11V7a4 4 0 018 0v4',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18z M12 7v5l3 2',
  support: 'M4 14v-2a8 8 0 0116 0v2 M4 14h3v5H5a1 1 0 01-1-1v-4z M20 14h-3v5h2a1 1 0 001-1v-4z M17 19c0 1-1.5 2-5 2',
  megaphone: 'M3 10v4h3l7 4V6L6 10H3z M16 9a4 4 0 010 6 M18.5 6.5a8 8 0 010 11',
  cart: 'M3 4h2l2.4 11h10.6L20 7H6.2 M9 20h.01 M17 20h.01',
  hardhat: 'M3 18h18 M5 18v-3a7 7 0 0114 0v3 M10 8V5h4v3',
};

interface Props {
  name: UiIconName;
  className?: string;
}

/** A decorative line icon; the text beside it carries the meaning. */
export function Icon({ name, className }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx('h-6 w-6 shrink-0', className)}
    >
      <path d={paths[name]} />
    </svg>
  );
}
