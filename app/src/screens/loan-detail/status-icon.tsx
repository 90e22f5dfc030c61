import type { KnownStatus } from './order-actions';

/** One picture per known status (24×24 line drawings), drawn inline: no image request. */
const DRAWINGS: Record<KnownStatus, string> = {
  // clock
  21: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 3h2v5.6l3.7 2.2-1 1.7L11 13.7z',
  // transfer arrows
  151: 'M16 3l5 5-5 5v-4H4V7h12zM8 11v4h12v2H8v4l-5-5z',
  // cross in a circle
  110: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM8.5 7.1 12 10.6l3.5-3.5 1.4 1.4-3.5 3.5 3.5 3.5-1.4 1.4-3.5-3.5-3.5 3.5-1.4-1.4 3.5-3.5-3.5-3.5z',
  // calendar
  174: 'M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zM5 9v10h14V9zm2 2h4v4H7z',
  // warning triangle
  180: 'M12 2 1 21h22zm0 4.5 7.5 12.5h-15zM11 10v4h2v-4zm0 5.5v2h2v-2z',
  // check mark in a circle
  200: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm4.3 4.3 1.4 1.4-7.2 7.2-4.2-4.2 1.4-1.4 2.8 2.8z',
};

interface Props {
  status: KnownStatus;
  /** The text alternative. */
  label: string;
  className?: string;
}

/** The status banner's icon: informative, so it carries a text alternative. */
export function StatusIcon({ status, label, className }: Props) {
  return (
    <svg
      className={className}
      width={40}
      height={40}
      viewBox="0 0 24 24"
      fill="currentColor"
      role="img"
      aria-label={label}
      data-status-icon={status}
    >
      <path d={DRAWINGS[status]} fillRule="evenodd" />
    </svg>
  );
}
