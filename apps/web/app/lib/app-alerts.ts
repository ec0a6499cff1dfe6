/*
 * Spec §7 interceptors, as the pages show them (decision 69): a success alert named by the API
 * (a key under `alerts.` and one parameter), or a failed change the page itself did not show
 * (its problem code). Browser-safe: only the shape.
 */
export type AppAlert = { tone: 'success'; key: string; param?: string } | { tone: 'error'; code: string };

/** At most this many alerts wait for the next page. */
export const MAX_ALERTS = 3;
