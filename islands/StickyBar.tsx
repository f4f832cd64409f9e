/** Island: shows the sticky bar of small screens once the visitor has scrolled past the hero. */
import { Component } from './runtime/component';

export interface StickyBarProps {
  /**
   * What the visitor must scroll past before the bar shows: 'hero', the
   * first section of the page's main content (the home page's hero), or
   * 'screen', the first screenful of the page. Other pages use 'screen': a
   * distance comparable to the home hero, which fills about one phone screen.
   */
  after: 'hero' | 'screen';
}

/** Scroll distance at which the bar shows: the landmark has gone under the sticky header. */
function threshold(after: StickyBarProps['after']): number {
  const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  const hero = after === 'hero' ? document.querySelector('main > section') : null;
  const bottom = hero ? hero.getBoundingClientRect().bottom + window.scrollY : window.innerHeight;
  return Math.max(0, bottom - header);
}

/**
 * Shows the sticky bar of small screens (templates/layout/MobileBar.tsx)
 * once the visitor has scrolled past the hero, by setting
 * data-sticky-bar="shown" on <html>. The bar and the floating chat button
 * are plain server-rendered HTML that follow that attribute in CSS, so this
 * island only measures and renders nothing itself. (A class, like every
 * site-wide island: see site-wide.ts.)
 */
export default class StickyBar extends Component<StickyBarProps> {
  private limit = 0;

  override componentDidMount() {
    this.resize();
    window.addEventListener('scroll', this.update, { passive: true });
    window.addEventListener('resize', this.resize);
  }

  override componentWillUnmount() {
    window.removeEventListener('scroll', this.update);
    window.removeEventListener('resize', this.resize);
  }

  private update = () => {
    document.documentElement.dataset.stickyBar = window.scrollY > this.limit ? 'shown' : 'hidden';
  };

  private resize = () => {
    this.limit = threshold(this.props.after);
    this.update();
  };

  override render() {
    return null;
  }
}
