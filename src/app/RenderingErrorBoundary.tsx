import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Logger } from './context/logger.tsx';
import { RenderingErrorNotice } from './editing-ui.tsx';

interface Props {
  componentName: string;
  editing: boolean;
  logger: Logger;
  children: ReactNode;
}

/**
 * One bad block never takes the page down (docs/architecture.md#one-bad-block-never-takes-the-page-down).
 * In the browser this catches a block's error: visitors see nothing, editors a notice naming the
 * block. On the server the Suspense boundary inside it hands a failing block to the client instead
 * of failing the shell.
 */
export class RenderingErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.logger.error({ err: error, component: this.props.componentName, componentStack: info.componentStack }, 'block failed to render');
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.editing ? <RenderingErrorNotice componentName={this.props.componentName} message={error.message} /> : null;
  }
}
