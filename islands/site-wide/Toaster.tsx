/** Island: the site's notification area, one toast at a time. */
import { Component, createRef } from '../runtime/component';
import type { ToastInput } from '../toast/api';
import { ToastCard } from '../toast/ToastCard';

interface State {
  shown: { key: number; toast: ToastInput } | null;
}

/**
 * The site's notification area: one toast at a time, a new one replacing
 * the one shown. Toasts arrive as 'toast' events on window (see
 * ./toast/api.ts). F8 moves focus to the area. The empty area is
 * server-rendered, so assistive technology knows it before the first toast.
 * (A class, like every site-wide island: see islands/site-wide/README.md.)
 */
export default class Toaster extends Component<Record<string, never>, State> {
  override state: State = { shown: null };
  private region = createRef<HTMLElement>();
  private count = 0;

  override componentDidMount() {
    window.addEventListener('toast', this.onToast);
    document.addEventListener('keydown', this.onKey);
    window.toasterReady = true;
    window.pendingToasts?.splice(0).forEach(this.show);
  }

  override componentWillUnmount() {
    window.toasterReady = false;
    window.removeEventListener('toast', this.onToast);
    document.removeEventListener('keydown', this.onKey);
  }

  private show = (toast: ToastInput) => this.setState({ shown: { key: ++this.count, toast } });
  private onToast = (event: CustomEvent<ToastInput>) => this.show(event.detail);
  private onKey = (event: KeyboardEvent) => {
    if (event.key !== 'F8') return;
    event.preventDefault();
    this.region.current?.focus();
  };

  override render() {
    const { shown } = this.state;
    return (
      <section ref={this.region} tabIndex={-1} aria-label="Notifications (F8)" className="toast-region">
        {shown && <ToastCard key={shown.key} toast={shown.toast} onDismiss={() => this.setState({ shown: null })} />}
      </section>
    );
  }
}
