import { Component, type ReactNode } from 'react';

type Props = {
  /** Changing it (e.g. the path) retries after an error. */
  resetKey: string;
  onReset: () => void;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
};

type State = { failed: boolean };

/** Catches a remote that cannot be loaded (dead manifest, failed chunk) so the rest of the site keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  // Retrying from an effect, never during render: a render-time retry would restart the load
  // on every render React makes while recovering from the error.
  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.retry();
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A part of the site could not be loaded:', error);
  }

  retry = (): void => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
