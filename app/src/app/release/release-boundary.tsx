import { Component, lazy, Suspense, type ReactNode } from 'react';
import { retryScreens } from '../routes';
import { checkOf } from './new-release';

/**
 * The kit's error state, not in the entry (it and the button it imports would cost the borrower
 * entry 2 KiB): every data screen has loaded it already, and start-up asks for it after the
 * first paint (main.tsx), so it is in the page when the network is gone. Should even that have
 * failed, the import never settles and Suspense keeps the loading state: never a blank page.
 */
const errorState = () => import('../../shared/ui/screen-state/error-state');
const ErrorState = lazy(() =>
  errorState().then(
    (module) => ({ default: module.ErrorState }),
    () => new Promise<never>(() => undefined),
  ),
);

/** Brings the error state into the page before it is needed (start-up, after the first paint). */
export function prepareErrorState(): void {
  void errorState();
}

interface Props {
  /** The route's path: a screen the borrower moves to starts afresh. */
  path: string;
  /** What shows while the page checks for a new release. */
  loading: ReactNode;
  children: ReactNode;
}

interface State {
  path: string;
  /** What the routes threw, while it is shown. */
  failed: { error: unknown } | null;
  checking: boolean;
}

/**
 * Around the routes: a screen whose chunk no longer loads (a release replaced it: docs/serving.md
 * "Releases") shows the loading state while the page checks for the new release, which it then
 * loads; when it stays (no network, no new release, a reload a moment ago), the error state, whose
 * retry renders the screen again. Any other error goes on up, as without it.
 */
export class ReleaseBoundary extends Component<Props, State> {
  override state: State = { path: this.props.path, failed: null, checking: false };

  static getDerivedStateFromProps({ path }: Props, state: State): Partial<State> | null {
    return path === state.path ? null : { path, failed: null, checking: false };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error }, checking: true };
  }

  override componentDidCatch(error: unknown): void {
    void checkOf(error)?.then((outcome) => {
      if (outcome !== 'reloading') this.setState({ checking: false });
    });
  }

  override render(): ReactNode {
    const { failed, checking } = this.state;
    if (failed === null) return this.props.children;
    if (!checkOf(failed.error)) throw failed.error;
    if (checking) return this.props.loading;
    return (
      <Suspense fallback={this.props.loading}>
        <ErrorState
          onRetry={() => {
            retryScreens();
            this.setState({ failed: null });
          }}
        />
      </Suspense>
    );
  }
}
