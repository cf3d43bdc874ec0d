import { onDemand } from '../../../shared/on-demand';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailLog {
  info(details: object, message: string): void;
}

/**
 * P23: the server sends e-mail over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.school.org:587);
 * without one, the message is written to the server log instead, so nothing is lost or crashes.
 */
export function createMailer(smtpUrl: string | undefined, from: string, log: MailLog): Mailer {
  if (!smtpUrl) {
    return {
      async send(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'e-mail (no SMTP_URL set, logged instead)',
        );
      },
    };
  }
  // nodemailer (300 KB) is read at the first e-mail, not at every start (issue 11). A failed read
  // fails that send, as an unreachable SMTP server would, and the next send tries again.
  const transport = onDemand(() => import('nodemailer').then((module) => module.default.createTransport(smtpUrl)));
  return {
    async send(message) {
      await (await transport.download()).sendMail({ from, ...message });
    },
  };
}
