import { useLocation } from 'react-router';
import { useRouteFocus } from './route-focus';

/**
 * The borrower app's route rule (route-focus.ts) under react-router: a screen is its path and
 * query. A dialog's history entry keeps both (use-history-modal.ts), so opening or closing one
 * moves nothing; a hash (an in-page link) is no move either.
 */
export function RouterFocus(): null {
  const { pathname, search } = useLocation();
  useRouteFocus(`${pathname}${search}`);
  return null;
}
