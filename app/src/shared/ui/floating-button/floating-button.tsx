import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import styles from './floating-button.module.css';

const SIZE = 56;
const MARGIN = 8;
/** Pointer travel (px) past which a press is a drag, not a tap. */
const DRAG_THRESHOLD = 6;

interface Point {
  x: number;
  y: number;
}

interface Props {
  /** Accessible name (the button shows only an icon). */
  label: string;
  onClick: () => void;
  /** The icon; default a headset. */
  children?: ReactNode;
  /** Start position from the top left; default bottom right. */
  initial?: Point;
}

function clamp(point: Point): Point {
  const maxX = Math.max(MARGIN, window.innerWidth - SIZE - MARGIN);
  const maxY = Math.max(MARGIN, window.innerHeight - SIZE - MARGIN);
  return {
    x: Math.min(maxX, Math.max(MARGIN, point.x)),
    y: Math.min(maxY, Math.max(MARGIN, point.y)),
  };
}

/** A round button floating over the page that the user can drag anywhere; a tap activates it. */
export function FloatingButton({ label, onClick, children, initial }: Props) {
  const [position, setPosition] = useState<Point>(() =>
    clamp(initial ?? { x: window.innerWidth - SIZE - 16, y: window.innerHeight - SIZE - 96 }),
  );
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: position, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    current.moved = true;
    setPosition(clamp({ x: current.origin.x + dx, y: current.origin.y + dy }));
  };
  const onPointerUp = () => {
    const moved = drag.current?.moved ?? false;
    drag.current = null;
    if (moved) suppressClick.current = true;
  };
  const suppressClick = useRef(false);

  return (
    <button
      type="button"
      className={styles.button}
      style={{ left: position.x, top: position.y }}
      aria-label={label}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        onClick();
      }}
    >
      {children ?? <Icon name="headset" size={28} />}
    </button>
  );
}
