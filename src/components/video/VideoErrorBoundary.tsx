import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Told once the player failed to render; the owner shows the retry panel. */
  onError: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

/**
 * Around the player only (spec 000 section 8: "Video rendering failure" shows 'Video temporarily
 * unavailable' with 'Try again'), so a failing player leaves the texts beside it and the rest of
 * the page as they are. The owner remounts it with a new key to try again.
 */
export class VideoErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
