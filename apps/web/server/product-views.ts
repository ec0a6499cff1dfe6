import { createHash } from 'node:crypto';
import { utcDay } from '@store/contracts/shop-stats-rules';
import type { ProductView } from '../app/lib/request-context.server.ts';

/** Crawlers, link previews (WhatsApp, Facebook, Telegram...), monitors, scripts and headless browsers: no buyer behind them. */
const NOT_A_BUYER = /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|skype|headless|lighthouse|pingdom|curl|wget|python|okhttp|axios|node-fetch|undici|go-http|java\//i;

/** A browser a buyer may be behind: it says what it is, and not a robot. */
export const isBuyerAgent = (userAgent: string | null): boolean => Boolean(userAgent) && !NOT_A_BUYER.test(userAgent ?? '');

export interface ProductViewCounterOptions {
  /** Adds one view to a product (one upsert); awaited by nobody. */
  record: (productSlug: string) => Promise<void>;
  /** A view that could not be written: logged, never the visitor's problem. */
  onError: (error: unknown) => void;
  now?: () => Date;
  /** Visits remembered for the day; past it the memory starts over, so it never grows unbounded. */
  maxRemembered?: number;
}

/**
 * The page server's view counter (decision 57): a visitor counts once a day per product,
 * whether the page was rendered or came from the page cache, and robots not at all. The
 * visitors of the day are kept as short hashes in this process's memory; the write to the
 * database starts after the current answer has been sent, and its failure is only logged.
 */
export function productViewCounter({ record, onError, now = () => new Date(), maxRemembered = 100_000 }: ProductViewCounterOptions) {
  let day = '';
  const seen = new Set<string>();
  return (view: ProductView): void => {
    if (!isBuyerAgent(view.userAgent)) return;
    const today = utcDay(now());
    if (today !== day || seen.size >= maxRemembered) {
      seen.clear();
      day = today;
    }
    const visit = createHash('sha256').update(`${view.productSlug}\n${view.visitor}`).digest('base64url').slice(0, 16);
    if (seen.has(visit)) return;
    seen.add(visit);
    setImmediate(() => {
      record(view.productSlug).catch(onError);
    });
  };
}
