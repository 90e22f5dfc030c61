/**
 * Line icons drawn as inline SVG (no emoji font needed in the web view). Decorative only. Their
 * size is a box size, not a font size: a large system font leaves them as they are, so a row of
 * icon buttons (the rating's stars, a close button) keeps its size (docs/large-text.md "Tabs and
 * button rows").
 */
const PATHS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3zM5.4 7 12 11.4 18.6 7z',
  alert: 'M12 2 1 21h22zm0 4.5 7.5 12.5h-15zM11 10v4h2v-4zm0 5.5v2h2v-2z',
  check: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm4.3 4.3 1.4 1.4-7.2 7.2-4.2-4.2 1.4-1.4 2.8 2.8z',
  inbox: 'M4 4h16l2 9v7H2v-7zm1.6 2-1.5 7H9a3 3 0 0 0 6 0h4.9l-1.5-7zM4 15v3h16v-3h-3.3a5 5 0 0 1-9.4 0z',
  headset: 'M12 3a8 8 0 0 0-8 8v6a3 3 0 0 0 3 3h2v-7H6v-2a6 6 0 0 1 12 0v2h-3v7h3v1h-5v2h5a2 2 0 0 0 2-2v-9a8 8 0 0 0-8-8z',
  cross: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  star: 'M12 2.1 14.7 8.9 22 9.4 16.4 14 18.2 21.1 12 17.2 5.8 21.1 7.6 14 2 9.4 9.3 8.9z',
  starOutline:
    'M12 2.1 14.7 8.9 22 9.4 16.4 14 18.2 21.1 12 17.2 5.8 21.1 7.6 14 2 9.4 9.3 8.9zM12 5.4 13.9 10.1 18.8 10.4 15 13.6 16.2 18.4 12 15.8 7.8 18.4 9 13.6 5.2 10.4 10.1 10.1z',
} as const;

export type IconName = keyof typeof PATHS;

interface Props {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 24 }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
