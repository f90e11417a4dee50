import { Component, type ReactNode } from 'react';
import { CrashPage } from './CrashPage.js';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a page that throws while rendering and shows the crash page; Try again renders it anew. */
export class CrashBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    if (this.state.failed) return <CrashPage error={this.state.error} onTryAgain={() => this.setState({ error: undefined, failed: false })} />;
    return this.props.children;
  }
}
