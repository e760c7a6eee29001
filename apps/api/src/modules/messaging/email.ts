import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** a stable Message-ID (the message's id), so a resent copy is recognisable as the same e-mail */
  messageId?: string;
}

/** E-mail through SMTP (nodemailer) when SMTP_HOST is set; otherwise the development log. */
@Injectable()
export class EmailService implements OnModuleDestroy {
  private transport: Transporter | null = null;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    const smtp = infra.config.smtp;
    if (smtp) {
      this.transport = createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    }
  }

  get mode(): 'smtp' | 'development' {
    return this.transport ? 'smtp' : 'development';
  }

  async send(mail: OutgoingEmail): Promise<void> {
    if (!this.transport) {
      this.infra.logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'e-mail (development: no SMTP configured)');
      return;
    }
    await this.transport.sendMail({ from: this.infra.config.smtp!.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
