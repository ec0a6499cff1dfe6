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
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('adds no status or alert of its own while there is nothing to say, beside a form\'s message', () => {
    render(inLanguage('en', []));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says a failure with its problem's words, or a general message, as an alert; the close button closes it", () => {
    render(inLanguage('en', [{ tone: 'error', code: 'server/internal' }, { tone: 'error', code: 'some/unknown-code' }]));
    const texts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
    expect(texts()).toHaveLength(2);
    expect(texts()[0]).toContain('The service is not answering right now.');
    expect(texts()[1]).toContain('That did not go through. Please try again in a moment.');
    expect(texts().join(' ')).not.toContain('translation-not-found');
    act(() => screen.getAllByRole('button', { name: 'Close the message' })[0]?.click());
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toContain('That did not go through.');
  });
});
