import { Injectable } from '@nestjs/common';
import { SOS_SOURCE, SOS_STATUS, getEntity } from '@karsaz/entities';
import { PrismaClient } from '../../../core/database/database';
import { asSystem, runInContext } from '../../../core/context/request-context';
import { fieldRefusal, invalid, type RawFieldError } from '../../../core/http/errors';
import type { RequestMeta } from '../../../core/http/request-meta';
import { CodeSequenceService } from '../../../core/entity/code-sequence.service';
import { afterCommit, transactionThen } from '../../../core/database/after-commit';
import { AuditService } from '../../../core/audit/audit.service';
import { OtpService } from '../../identity/otp.service';
import { SmsService } from '../../messaging/sms';
import { RealtimeService } from '../../messaging/realtime.service';
import { RESCUE_MAP_TOPIC } from '../positions';
import { mapRequest, sosText } from '../sos.hooks';
import type { CreateSosDto } from './public-sos.dto';

const TEXT = {
  noDealer: { fa: 'این نمایندگی امداد نمی‌پذیرد.', en: 'This dealer takes no rescue requests.' },
  notOffered: { fa: 'این گزینه در فهرست نمایندگی نیست.', en: 'This choice is not one of the dealer’s.' },
  otherMobile: { fa: 'این کد برای شمارهٔ همراه دیگری فرستاده شده است.', en: 'This code was sent to another mobile number.' },
} as const;

/**
 * The public SOS page (`/dealer-create-sos-request`, no sign-in): the dealers, a dealer's reasons and vehicles, a code
 * by SMS (OTP purpose `sos`, with the codes' limits per number and address), and the request, written in the
 * dealer's company: the driver is found or made by their mobile (a requester a company), the request is numbered,
 * the tracking number texted, and the company's live map told once it is committed.
 */
@Injectable()
export class PublicSos {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly otp: OtpService,
    private readonly sms: SmsService,
    private readonly codes: CodeSequenceService,
    private readonly audit: AuditService,
    private readonly realtime: RealtimeService,
  ) {}

  dealers() {
    return asSystem(async () => {
      const rows = await this.prisma.dealer.findMany({ where: { isActive: true }, include: { city: { select: { nameFa: true } } }, orderBy: { id: 'asc' } });
      return rows.map((d) => ({ id: d.id, name: d.name, city: d.city?.nameFa ?? null, phone: d.phone }));
    });
  }

  private async dealer(id: number) {
    const d = await asSystem(async () => await this.prisma.dealer.findFirst({ where: { id, isActive: true }, include: { city: { select: { nameFa: true } } } }));
    if (!d) throw invalid([fieldRefusal('dealerId', 'noDealer', TEXT.noDealer)]);
    return d;
  }

  async options(dealerId: number) {
    const d = await this.dealer(dealerId);
    return runInContext({ companyId: d.companyId }, async () => {
      const [reasons, vehicles] = await Promise.all([
        this.prisma.dealerSosReason.findMany({ where: { isActive: true }, select: { id: true, name: true }, orderBy: { code: 'asc' } }),
        this.prisma.dealerVehicle.findMany({ where: { isActive: true }, select: { id: true, name: true }, orderBy: { code: 'asc' } }),
      ]);
      return { dealer: { id: d.id, name: d.name, city: d.city?.nameFa ?? null, phone: d.phone }, reasons, vehicles };
    });
  }

  sendCode(mobile: string, meta: RequestMeta) {
    return this.otp.send(mobile, 'sos', meta.ip);
  }

  /** The choices are checked before the code, so a wrong choice costs no code; the code is spent with the write. */
  async create(dto: CreateSosDto, meta: RequestMeta) {
    const d = await this.dealer(dto.dealerId);
    return runInContext({ companyId: d.companyId }, async () => {
      const errors: RawFieldError[] = [];
      if (!(await this.prisma.dealerSosReason.count({ where: { id: dto.dealerSosReasonId, isActive: true } }))) errors.push(fieldRefusal('dealerSosReasonId', 'notOffered', TEXT.notOffered));
      if (dto.dealerVehicleId && !(await this.prisma.dealerVehicle.count({ where: { id: dto.dealerVehicleId, isActive: true } }))) errors.push(fieldRefusal('dealerVehicleId', 'notOffered', TEXT.notOffered));
      if (errors.length) throw invalid(errors);
      return transactionThen(this.prisma, 'dealersosrequest.public', async (tx) => {
        const verified = await this.otp.verify(dto.token, dto.code, meta.ip, ['sos']);
        if (verified.mobileNumber !== dto.mobile) throw invalid([fieldRefusal('code', 'otherMobile', TEXT.otherMobile)]);
        const companyId = d.companyId;
        const car = { dealerVehicleId: dto.dealerVehicleId ?? null, plate: dto.plate ?? null };
        // the driver, by their mobile: made once, their name and car kept as they say now
        const requester = await tx.dealerSosRequester.upsert({
          where: { companyId_mobile: { companyId, mobile: dto.mobile } },
          update: { name: dto.name, ...car, version: { increment: 1 } },
          create: { companyId, name: dto.name, mobile: dto.mobile, ...car },
        });
        const code = await this.codes.next(getEntity('dealersosrequest'), companyId, tx);
        const row = await tx.dealerSosRequest.create({
          data: {
            companyId, code, dealerSosRequesterId: requester.id, mobile: dto.mobile, dealerSosReasonId: dto.dealerSosReasonId, ...car,
            latitude: dto.latitude.toFixed(4), longitude: dto.longitude.toFixed(4), address: dto.address ?? null, description: dto.description ?? null,
            dealerId: d.id, source: SOS_SOURCE.publicPage, status: SOS_STATUS.new,
          },
        });
        await this.audit.record({ event: 'dealersosrequest.public', companyId, entity: 'dealersosrequest', entityId: row.id, ip: meta.ip, traceId: meta.traceId, data: { code, mobile: dto.mobile, latitude: dto.latitude, longitude: dto.longitude } }, tx);
        await this.sms.send(dto.mobile, sosText.received(code), {}, tx);
        afterCommit(tx, () => this.realtime.publish(companyId, RESCUE_MAP_TOPIC, { type: 'rescue.request', request: mapRequest(row), done: false }));
        return { id: row.id, code, dealerName: d.name };
      });
    });
  }
}
