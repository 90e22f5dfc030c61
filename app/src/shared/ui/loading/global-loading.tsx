import { useFeedback } from '../use-feedback';
import { LoadingIndicator } from './loading-indicator';

/** The page-wide loading indicator shown while a call with a loading text runs. */
export function GlobalLoading() {
  const { loading } = useFeedback();
  const text = loading[loading.length - 1];
  return text === undefined ? null : <LoadingIndicator text={text} overlay />;
}
