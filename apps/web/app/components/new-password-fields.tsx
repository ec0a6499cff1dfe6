import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordChecks, passwordChecks } from '@store/contracts/validators';
import { useId, useState } from 'react';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { CheckIcon } from './ui/icons.tsx';
import { FieldError, inputClasses } from './ui/text-field.tsx';

const ruleOrder: readonly (keyof PasswordChecks)[] = ['minLength', 'hasLetter', 'hasDigit'];

/**
 * A new password and its confirmation, with the rules of `contracts/validators` shown as a
 * checklist that ticks itself as you type (announced politely to screen readers). Without
 * JavaScript the list still says what is asked, and the server checks the same rules.
 */
export function NewPasswordFields({
  passwordName = 'password',
  confirmName = 'confirmPassword',
  passwordLabel,
  passwordError,
  confirmError,
}: {
  passwordName?: string;
  confirmName?: string;
  passwordLabel?: string;
  /** Translation keys. */
  passwordError?: string;
  confirmError?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const checks = passwordChecks(password);
  const mismatch = confirm.length > 0 && confirm !== password;
  const shownConfirmError = confirmError ?? (mismatch ? 'errors.nopasswordmatch' : undefined);
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-password`} className="block text-sm font-medium">
          {passwordLabel ?? t('forms.password.new')}
        </label>
        <input
          id={`${id}-password`}
          name={passwordName}
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={`${id}-rules${passwordError ? ` ${id}-password-error` : ''}`}
          className={inputClasses}
        />
        <FieldError id={`${id}-password-error`} error={passwordError} />
        <ul id={`${id}-rules`} aria-live="polite" className="mt-2 space-y-1 text-sm" aria-label={t('forms.password.rulesLabel')}>
          {ruleOrder.map((rule) => (
            <li key={rule} className={`flex items-center gap-2 ${checks[rule] ? 'text-green-700' : 'text-slate-600'}`}>
              <CheckIcon aria-hidden="true" className={`size-4 ${checks[rule] ? 'opacity-100' : 'opacity-25'}`} />
              <span>{t(`forms.password.rules.${rule}`, { count: PASSWORD_MIN_LENGTH })}</span>
              <span className="sr-only">{checks[rule] ? t('forms.password.ruleMet') : t('forms.password.ruleNotMet')}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <label htmlFor={`${id}-confirm`} className="block text-sm font-medium">
          {t('forms.password.confirm')}
        </label>
        <input
          id={`${id}-confirm`}
          name={confirmName}
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          aria-invalid={shownConfirmError ? true : undefined}
          aria-describedby={shownConfirmError ? `${id}-confirm-error` : undefined}
          className={inputClasses}
        />
        <div aria-live="polite">
          <FieldError id={`${id}-confirm-error`} error={shownConfirmError} />
        </div>
      </div>
    </div>
  );
}
