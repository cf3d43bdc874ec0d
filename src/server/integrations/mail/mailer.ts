import nodemailer from 'nodemailer';

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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
