import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of children that threw while rendering (including a lazy chunk that failed to load). */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode | ((error: unknown) => ReactNode) },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
