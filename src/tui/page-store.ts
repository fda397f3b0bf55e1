// A page a caller lays over the game screen: a drill's recap before its first question (closed with
// Enter) and its summary when it ends (left with q). No React here: the caller sets it, the screen reads it.
import type { PageLine } from './review-pages.js';

export interface Page {
  /** 'intro' is read and closed to play on; 'end' is the game's last screen, the game stopped under it. */
  kind: 'intro' | 'end';
  title: string;
  /** The page's lines at a width (the page wraps its own text, so nothing is cut). */
  lines: (width: number) => PageLine[];
}

export class PageStore {
  private page: Page | undefined;
  private closed: (() => void) | undefined;
  private readonly listeners = new Set<() => void>();

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  current = (): Page | undefined => this.page;

  /** Shows a page; resolves when the person closes it (an 'end' page is never closed, only left). */
  show(page: Page): Promise<void> {
    this.closed?.();
    this.page = page;
    this.emit();
    return new Promise((resolve) => (this.closed = resolve));
  }

  close(): void {
    const done = this.closed;
    this.page = undefined;
    this.closed = undefined;
    this.emit();
    done?.();
  }

  private emit(): void {
    for (const fn of this.listeners) fn();
  }
}
