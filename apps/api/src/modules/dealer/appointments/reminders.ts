import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { tehranDate, toPersianDigits } from '@karsaz/domain';
import { APPOINTMENT_STATUS } from '@karsaz/entities';
import { INFRASTRUCTURE, type Infrastructure } from '../../../core/infrastructure';
import { PrismaClient } from '../../../core/database/database';
import { asSystem } from '../../../core/context/request-context';
import { SmsService } from '../../messaging/sms';
import { clockOf, dayOf } from './slots';
import { jalaliText } from './booking';

export const APPOINTMENT_REMINDERS = 'dealer-appointment-reminders';
const EVERY_MS = 60 * 60 * 1000;

/** The day after `day` (ISO). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The SMS reminder the day before an appointment (issue 19): every booked appointment of tomorrow (Asia/Tehran)
 * not yet reminded gets one, through the message sender's outbox, and is marked in the same transaction, so a
 * reminder goes once however often the job runs and on however many instances.
 */
@Injectable()
export class AppointmentReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly sms: SmsService,
  ) {}

  /** Sends tomorrow's reminders; answers how many went. */
  async sendDue(now = new Date()): Promise<number> {
    const tomorrow = nextDay(tehranDate(now));
    return asSystem(async () => {
      const due = await this.prisma.dealerAppointment.findMany({
        where: { appointmentDate: new Date(`${tomorrow}T00:00:00Z`), status: APPOINTMENT_STATUS.booked, reminderSentAt: null },
        include: { dealer: { select: { name: true } } },
        orderBy: { id: 'asc' },
      });
      let sent = 0;
      for (const a of due) {
        await this.prisma.$transaction(async (tx) => {
          const claimed = await tx.dealerAppointment.updateMany({ where: { id: a.id, reminderSentAt: null, status: APPOINTMENT_STATUS.booked }, data: { reminderSentAt: now } });
          if (claimed.count !== 1) return;
          const text = `${a.dealer.name}: یادآوری نوبت فردا ${jalaliText(dayOf(a.appointmentDate))} ساعت ${toPersianDigits(clockOf(a.slotTime))}، شمارهٔ پیگیری ${toPersianDigits(a.code ?? "")}.`;
          await this.sms.send(a.mobile, text, {}, tx);
          sent++;
        });
      }
      return sent;
    });
  }

  onApplicationBootstrap(): void {
    this.infra.queue.register(APPOINTMENT_REMINDERS, async () => {
      const sent = await this.sendDue();
      if (sent) this.infra.logger.info({ sent }, 'appointment reminders sent');
    });
    if (process.env.KARSAZ_RUN_WORKERS !== 'false' || process.env.KARSAZ_WORKER_PROCESS === 'true') {
      this.timer = setInterval(() => {
        this.infra.queue
          .add(APPOINTMENT_REMINDERS, {}, { jobId: `${APPOINTMENT_REMINDERS}-${Math.floor(Date.now() / EVERY_MS)}`, attempts: 3 })
          .catch((err) => this.infra.logger.warn({ err }, 'could not queue the appointment reminders'));
      }, EVERY_MS);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
