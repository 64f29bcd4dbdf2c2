import { Component, type ReactNode } from 'react';

/** A script chunk that did not load, in the words of Chromium, Firefox and Safari. */
export const isChunkError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Loading chunk|Importing a module script/i.test(error.message);

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
