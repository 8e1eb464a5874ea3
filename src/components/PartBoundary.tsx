import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the part in the console, so an integrator sees what failed. */
  name: string;
  children: ReactNode;
  /** What shows instead of the part once it has failed (nothing by default). */
  fallback?: ReactNode;
  /** Told once the part has failed (its owner may offer to load it again later). */
  onFail?: () => void;
}

/**
 * An error boundary for optional parts of the widget (the notices UI, the newsletter pop-up, the
 * demo colour switcher). These load lazily, so a lost chunk or a crash inside one of them would
 * otherwise reach the router's error panel or unmount the whole widget. Here it fails alone:
 * one console error naming the part, and the rest of the store keeps working.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    console.error(`[storefront] the optional part "${this.props.name}" failed and is left out:`, error);
    this.props.onFail?.();
  }

  render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
