import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslatorContext } from '../lib/i18n/translation-context.tsx';
import { createTranslator } from '../lib/i18n/translator.ts';
import en from '../lib/i18n/locales/en.json';
import { NewPasswordFields } from './new-password-fields.tsx';

function renderFields(props: Parameters<typeof NewPasswordFields>[0] = {}) {
  return render(
    <TranslatorContext value={createTranslator('en', en)}>
      <NewPasswordFields {...props} />
    </TranslatorContext>,
  );
}

const rule = (name: RegExp) => {
  const list = screen.getByRole('list', { name: 'The password needs' });
  return within(list).getByText(name).closest('li');
};

describe('NewPasswordFields', () => {
  afterEach(() => cleanup());

  it('ticks each password rule as it is met while typing', () => {
    renderFields();
    expect(rule(/at least 8 characters/)?.textContent).toContain('(missing)');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    expect(rule(/a letter/)?.textContent).toContain('(done)');
    expect(rule(/a digit/)?.textContent).toContain('(missing)');
    expect(rule(/at least 8 characters/)?.textContent).toContain('(missing)');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abcdefg1' } });
    expect(rule(/a digit/)?.textContent).toContain('(done)');
    expect(rule(/at least 8 characters/)?.textContent).toContain('(done)');
  });

  it('says nopasswordmatch as soon as the confirmation differs, and stops when it matches', () => {
    renderFields();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Secret12' } });
    expect(screen.getByText('The two passwords are different.')).toBeTruthy();
    expect(screen.getByLabelText('Confirm the password').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Secret123' } });
    expect(screen.queryByText('The two passwords are different.')).toBeNull();
  });

  it('shows the server error of the password field, tied to the input', () => {
    renderFields({ passwordError: 'errors.password/too-short', passwordName: 'newPassword' });
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('name')).toBe('newPassword');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const error = screen.getByText('The password is too short.');
    expect(describedBy.split(' ')).toContain(error.id);
  });
});
