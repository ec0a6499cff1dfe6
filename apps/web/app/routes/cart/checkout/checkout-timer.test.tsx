import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslatorContext } from '../../../lib/i18n/translation-context.tsx';
import { createTranslator } from '../../../lib/i18n/translator.ts';
import en from '../../../lib/i18n/locales/en.json';
import { CheckoutTimer, formatCountdown } from './checkout-timer.tsx';

function renderTimer(secondsLeft: number, onExpire = vi.fn()) {
  render(
    <TranslatorContext value={createTranslator('en', en)}>
      <CheckoutTimer secondsLeft={secondsLeft} onExpire={onExpire} />
    </TranslatorContext>,
  );
  return onExpire;
}

const live = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

describe('the cart timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('writes minutes and seconds on two digits', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('counts down every second as a timer, and says so only at a few marks', () => {
    renderTimer(62);
    expect(screen.getByRole('timer').textContent).toBe('01:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('01:01');
    expect(live()).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(live()).toBe('1 minute left to place your order.');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer').textContent).toBe('00:55');
    expect(live()).toBe('1 minute left to place your order.');
    act(() => vi.advanceTimersByTime(25_000));
    expect(live()).toBe('30 seconds left to place your order.');
  });

  it('shows zero and stays silent once the time has run out', () => {
    const onExpire = renderTimer(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('stops at zero and tells the page once', () => {
    const onExpire = renderTimer(3);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
