import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';

/** Something that carries a mail out. Throws when the message was not accepted. */
export interface MailTransport {
  sendMail(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * An SMS gateway. Add a provider by implementing this (e.g. a country's operator API)
 * and returning it from `transportsFromConfig`. Throws when the message was not accepted.
 */
export interface SmsProvider {
  sendSms(message: { to: string; text: string }): Promise<void>;
}

export interface Transports {
  mail?: MailTransport;
  sms?: SmsProvider;
}

/** nodemailer over SMTP (`SMTP_URL`). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async sendMail({ to, subject, text }) {
      await transporter.sendMail({ from, to, subject, text });
    },
  };
}

/**
 * A plain HTTP gateway: POST `{ from, to, text }` as JSON with a bearer key; any 2xx is
 * accepted. Most SMS aggregators offer such an endpoint, or a tiny relay makes one.
 */
export function httpSmsProvider(options: { url: string; apiKey?: string; sender: string; timeoutMs?: number }): SmsProvider {
  return {
    async sendSms({ to, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ from: options.sender, to, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** What the settings configure; nothing configured keeps every message in the outbox. */
export function transportsFromConfig(config: AppConfig): Transports {
  return {
    mail: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : undefined,
    sms: config.SMS_API_URL ? httpSmsProvider({ url: config.SMS_API_URL, apiKey: config.SMS_API_KEY, sender: config.SMS_SENDER }) : undefined,
  };
}
