import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { asSystem } from '../../core/context/request-context';
import { secretBoxOf } from '../../core/security/secret-box';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** a stable Message-ID (the message's id), so a resent copy is recognisable as the same e-mail */
  messageId?: string;
}

/** The purposes of packages/entities hr/mail-setting.ts (MAIL_PURPOSES). */
export const MAIL_PURPOSE = { notifications: 1, recruitment: 2, payroll: 3, security: 4 } as const;

/** How one e-mail goes out: the transport and the sender it is sent under. */
interface Route {
  transport: Transporter | null;
  from: string | null;
  replyTo?: string;
  /** the setting row and version the transport was made for (a changed row makes a new one) */
  key: string;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * E-mail through SMTP (nodemailer). A company's mail settings (/mails-manager-2) decide per purpose: the active
 * row's own server when it names one, else the server's (SMTP_HOST) under the row's sender; without a row, the
 * server's own settings; without SMTP_HOST and a row's server, the development log.
 */
@Injectable()
export class EmailService implements OnModuleDestroy {
  private transport: Transporter | null = null;
  /** transports of the settings rows, by row id, remade when the row's version changes */
  private readonly byRow = new Map<number, Route>();

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    const smtp = infra.config.smtp;
    if (smtp) {
      this.transport = createTransport({ host: smtp.host, port: smtp.port, secure: smtp.secure, auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined, ...SMTP_TIMEOUTS });
    }
  }

  get mode(): 'smtp' | 'development' {
    return this.transport ? 'smtp' : 'development';
  }

  /** The route of a company's e-mail of a purpose (its active mail setting, else the server's own). */
  async routeOf(companyId: number | null | undefined, purpose: number): Promise<Route> {
    const fallback: Route = { transport: this.transport, from: this.infra.config.smtp?.from ?? null, key: 'server' };
    if (!companyId) return fallback;
    const row = await asSystem(() => this.infra.db.prisma.mailSetting.findFirst({ where: { companyId, purpose, isActive: true }, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] }));
    if (!row) return fallback;
    const key = `${row.id}:${row.version}`;
    const known = this.byRow.get(row.id);
    if (known?.key === key) return known;
    known?.transport && known.transport !== this.transport && known.transport.close();
    const from = `"${row.fromName.replace(/"/g, '')}" <${row.fromAddress}>`;
    const password = secretBoxOf(this.infra.config).open(row.password);
    const transport = row.host
      ? createTransport({ host: row.host, port: row.port ?? 587, secure: row.secure, auth: row.username ? { user: row.username, pass: password ?? '' } : undefined, ...SMTP_TIMEOUTS })
      : this.transport;
    const route: Route = { transport, from, ...(row.replyTo ? { replyTo: row.replyTo } : {}), key };
    this.byRow.set(row.id, route);
    return route;
  }

  async send(mail: OutgoingEmail, by: { companyId?: number | null; purpose?: number } = {}): Promise<void> {
    const route = await this.routeOf(by.companyId, by.purpose ?? MAIL_PURPOSE.notifications);
    if (!route.transport) {
      this.infra.logger.info({ to: mail.to, from: route.from, subject: mail.subject, text: mail.text }, 'e-mail (development: no SMTP configured)');
      return;
    }
    await route.transport.sendMail({ from: route.from ?? undefined, replyTo: route.replyTo, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId });
  }

  onModuleDestroy(): void {
    this.transport?.close();
    for (const r of this.byRow.values()) if (r.transport && r.transport !== this.transport) r.transport.close();
  }
}
