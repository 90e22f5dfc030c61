import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

interface Props {
  to: string;
  className?: string;
  children?: ReactNode;
}

/**
 * An in-app link: a real `<a href>` (keyboard, long press, screen readers) that navigates in
 * the router on a plain tap. Used instead of react-router's `Link` because `Link` (and
 * `useSearchParams`) would pull ~0.9 KiB gzip into the borrower entry chunk, where the router
 * lives; `useHref` and `useNavigate` are there already.
 */
export function AppLink({ to, className, children }: Props) {
  const href = useHref(to);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <a className={className} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
