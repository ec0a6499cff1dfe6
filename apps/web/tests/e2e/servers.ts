/**
 * The stores the browser tests run against, shared by playwright.config.ts and the tests: the
 * main one, and one whose cart timer runs out in seconds (only the timer test uses it).
 */
export const mainPort = Number(process.env.E2E_PORT ?? 3210);
export const shortTimerPort = Number(process.env.E2E_SHORT_TIMER_PORT ?? mainPort + 1);
export const SHORT_CART_TIMER_SECONDS = 6;
export const shortTimerBaseURL = `http://127.0.0.1:${shortTimerPort}`;
