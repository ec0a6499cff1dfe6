import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslatorContext } from '../lib/i18n/translation-context.tsx';
import { createTranslator } from '../lib/i18n/translator.ts';
import en from '../lib/i18n/locales/en.json';
import fr from '../lib/i18n/locales/fr.json';
import type { AppAlert } from '../lib/app-alerts.ts';
import { AppAlerts } from './app-alerts.tsx';

const inLanguage = (language: 'fr' | 'en', alerts: AppAlert[]) => (
  <TranslatorContext value={createTranslator(language, language === 'fr' ? fr : en)}>
    <AppAlerts alerts={alerts} />
  </TranslatorContext>
);

describe('the alerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says a success in the shopper language, in a polite live region, and closes it after 5000 ms', () => {
    render(inLanguage('fr', [{ tone: 'success', key: 'alerts.newsletter.subscribed', param: '+2250700000002' }]));
    expect(screen.getByRole('status').textContent).toContain('Le numéro +2250700000002 est inscrit à la newsletter.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status').textContent).toContain('+2250700000002');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').childElementCount).toBe(0);
  });

  it("says a failure with its problem's words, or a general message, as an alert; the close button closes it", () => {
    render(inLanguage('en', [{ tone: 'error', code: 'server/internal' }, { tone: 'error', code: 'some/unknown-code' }]));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The service is not answering right now.');
    expect(alert.textContent).toContain('That did not go through. Please try again in a moment.');
    expect(alert.textContent).not.toContain('translation-not-found');
    act(() => screen.getAllByRole('button', { name: 'Close the message' })[0]?.click());
    expect(alert.textContent).not.toContain('The service is not answering right now.');
    expect(alert.textContent).toContain('That did not go through.');
  });
});
