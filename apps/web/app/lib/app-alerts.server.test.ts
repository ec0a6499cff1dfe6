// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/client.server.ts';
import { alertsFailure, successAlertOf } from './app-alerts.server.ts';

describe('the success alert of an API answer (spec §7)', () => {
  it('reads the headers whose names end in app-alert and app-params, URL-decoded with plus signs as spaces', () => {
    const headers = new Headers({ 'x-electromarche-app-alert': 'alerts.newsletter.subscribed', 'X-ElectroMarche-App-Params': '%2B225+07+00%C3%A9' });
    expect(successAlertOf(headers)).toEqual({ tone: 'success', key: 'alerts.newsletter.subscribed', param: '+225 07 00é' });
    expect(successAlertOf(new Headers({ 'x-shop-app-alert': 'alerts.contact.created' }))).toEqual({ tone: 'success', key: 'alerts.contact.created' });
  });

  it('ignores answers without the header, keys outside alerts., and keeps a parameter that does not decode out', () => {
    expect(successAlertOf(new Headers({ 'content-type': 'application/json' }))).toBeUndefined();
    expect(successAlertOf(new Headers({ 'x-app-alert': 'errors.server/internal' }))).toBeUndefined();
    expect(successAlertOf(new Headers({ 'x-app-alert': 'alerts.<script>' }))).toBeUndefined();
    expect(successAlertOf(new Headers({ 'x-app-alert': 'alerts.saved', 'x-app-params': '%E0%A4%A' }))).toEqual({ tone: 'success', key: 'alerts.saved' });
  });
});

describe('which failed calls raise an error alert', () => {
  it('a change the shopper asked for, whatever its status', () => {
    expect(alertsFailure(new ApiError(500, 'server/internal'), 'POST', false)).toBe(true);
    expect(alertsFailure(new ApiError(409, 'checkout/out-of-stock'), 'PUT', false)).toBe(true);
  });

  it('not a read (the page says it, or it is silent: spec §8), nor a 401 of the account, nor what is no API error', () => {
    expect(alertsFailure(new ApiError(500, 'server/internal'), 'GET', false)).toBe(false);
    expect(alertsFailure(new ApiError(401, 'auth/required'), 'POST', true)).toBe(false);
    expect(alertsFailure(new ApiError(403, 'auth/forbidden'), 'POST', true)).toBe(true);
    expect(alertsFailure(new Error('boom'), 'POST', false)).toBe(false);
  });
});
