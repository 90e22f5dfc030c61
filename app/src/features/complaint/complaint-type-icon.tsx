/**
 * The icons of the three question types (docs/screens.md "Complaint entry": "three question-type icons"): collection,
 * payments, other; any further type takes the last. Decorative: the button carries the name.
 * Kept here rather than in the UI kit's icon set so their paths load with the complaint chunks.
 */
const PATHS = [
  // Collection: a phone with a call wave.
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1zM15 3a6 6 0 0 1 6 6h-2a4 4 0 0 0-4-4z',
  // Payments: a card.
  'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v2h16V7zm0 5v5h16v-5zm2 2h5v2H6z',
  // Other: a speech bubble with dots.
  'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 7.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z',
] as const;

interface Props {
  /** Position of the type in the server's list (0: the first). */
  index: number;
  size?: number;
}

export function ComplaintTypeIcon({ index, size = 28 }: Props) {
  const path = PATHS[Math.min(Math.max(index, 0), PATHS.length - 1)];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} fillRule="evenodd" />
    </svg>
  );
}
