import { Component, type ReactNode } from 'react';

type Props = {
  /** Changing it (e.g. the path) clears a shown error. */
  resetKey: string;
  onReset: () => void;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
};

type State = { failed: boolean; resetKey: string };

/** Catches a remote that cannot be loaded (dead manifest, failed chunk) so the rest of the site keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
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
