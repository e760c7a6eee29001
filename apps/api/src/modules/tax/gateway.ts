import { randomUUID } from 'node:crypto';
import { checkMoadiyanInvoice, type MoadiyanInvoice } from '@karsaz/domain';
import { DomainException } from '../../core/http/errors';

/**
 * The way to the tax authority's system (سامانهٔ مودیان). `send` hands it an invoice and answers the reference it
 * gives; `inquire` asks what became of one. Two implementations, chosen by configuration (`moadiyanGateway`):
 *
 * - `MoadiyanTestDouble`, the default whenever no credentials are set (`MOADIYAN_CLIENT_ID` and
 *   `MOADIYAN_PRIVATE_KEY`), and always in tests: it checks the invoice as the authority would (the domain's
 *   `checkMoadiyanInvoice`: tax ID and check digit, buyer, every line's arithmetic and the sums) and also refuses
 *   a goods or service code beginning `000000` as "not in the authority's list", so both answers can be reached.
 * - `UnreachableMoadiyanGateway`, when credentials are set: this installation has no way out to the authority
 *   (no outside network, no signing key handling), so it answers 503 instead of pretending.
 */
export interface MoadiyanSendResult {
  reference: string;
}

export interface MoadiyanInquiryResult {
  status: 'pending' | 'accepted' | 'rejected';
  errors: { code: string; message: string }[];
}

export interface MoadiyanGateway {
  readonly name: 'double' | 'authority';
  send(invoice: MoadiyanInvoice): Promise<MoadiyanSendResult>;
  inquire(reference: string): Promise<MoadiyanInquiryResult>;
}

export const MOADIYAN_GATEWAY = Symbol('MOADIYAN_GATEWAY');

/** The goods codes the double treats as unknown to the authority. */
export const DOUBLE_UNKNOWN_CODE_PREFIX = '000000';

export class MoadiyanTestDouble implements MoadiyanGateway {
  readonly name = 'double' as const;
  private readonly answers = new Map<string, MoadiyanInquiryResult>();

  async send(invoice: MoadiyanInvoice): Promise<MoadiyanSendResult> {
    const errors = checkMoadiyanInvoice(invoice).map((p) => ({ code: p.path, message: p.problem }));
    invoice.body.forEach((b, i) => {
      if (b.sstid.startsWith(DOUBLE_UNKNOWN_CODE_PREFIX)) errors.push({ code: `body[${i}].sstid`, message: `the goods or service code ${b.sstid} is not in the authority’s list` });
    });
    const reference = randomUUID();
    this.answers.set(reference, { status: errors.length ? 'rejected' : 'accepted', errors });
    return { reference };
  }

  async inquire(reference: string): Promise<MoadiyanInquiryResult> {
    return this.answers.get(reference) ?? { status: 'pending', errors: [] };
  }
}

export class UnreachableMoadiyanGateway implements MoadiyanGateway {
  readonly name = 'authority' as const;
  private unreachable(): never {
    throw new DomainException(503, 'SERVICE_UNAVAILABLE', {
      text: { fa: 'سامانهٔ مودیان از این نصب در دسترس نیست.', en: 'The tax authority’s system cannot be reached from this installation.' },
    });
  }
  async send(): Promise<MoadiyanSendResult> {
    return this.unreachable();
  }
  async inquire(): Promise<MoadiyanInquiryResult> {
    return this.unreachable();
  }
}

/** The gateway the configuration names: `MOADIYAN_GATEWAY=double` forces the double; no credentials means the double. */
export function moadiyanGatewayFrom(env: NodeJS.ProcessEnv = process.env): MoadiyanGateway {
  const wanted = env.MOADIYAN_GATEWAY;
  const credentials = Boolean(env.MOADIYAN_CLIENT_ID && env.MOADIYAN_PRIVATE_KEY);
  if (wanted === 'double' || (!credentials && wanted !== 'authority')) return new MoadiyanTestDouble();
  return new UnreachableMoadiyanGateway();
}
