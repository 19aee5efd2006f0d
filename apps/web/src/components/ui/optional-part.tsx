import { Component, Suspense, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * A part of the frame the guest can do without — the notifications'
 * listener, the chat launcher, the short weather: loaded lazily, it shows
 * nothing while it loads and nothing when it cannot (its chunk did not come,
 * offline before the service worker had it). Its failure is logged, never
 * the page's: without this, React hands a failed lazy import to the
 * router's error page.
 */
export class OptionalPart extends Component<{ name: string; children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn(`${this.props.name} is left out`, error);
  }

  render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
