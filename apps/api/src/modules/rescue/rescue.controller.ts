import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiEnvelope, ApiPageEnvelope, ApiValueEnvelope } from '../../core/openapi/api-envelope';
import { RescueLocationView, RescueVehicleView, ReportedLocationView } from './rescue.views';
import { requireCompany } from '../../core/context/request-context';
import { PrismaClient } from '../../core/database/database';
import { Access, SignedIn } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { DomainException, notFound } from '../../core/http/errors';
import { CreateLocationDto, LocationIdQuery, LocationsQuery, ThirdPartyIdQuery, UpdateLocationDto, VehicleLocationsQuery } from './rescue.dto';
import type { Prisma } from '../../generated/prisma/client';

/** The screen of rescue vehicles (spec: /dealer-rescue-vehicle-2) guards every call but the operator's own. */
export const RESCUE_MENU = '/dealer-rescue-vehicle-2';

type VehicleRow = Prisma.RescueVehicleGetPayload<object>;
type LocationRow = Prisma.RescueVehicleLocationGetPayload<object>;

const vehicleView = (v: VehicleRow) => ({
  id: v.id,
  companyId: v.companyId,
  thirdPartyId: v.thirdPartyId,
  name: v.name,
  plateNumber: v.plateNumber,
  vehicleType: v.vehicleType,
  status: v.status,
  isActive: v.isActive,
  latitude: v.latitude === null ? null : Number(v.latitude),
  longitude: v.longitude === null ? null : Number(v.longitude),
  locatedAt: v.locatedAt,
  version: v.version,
});

const locationView = (l: LocationRow) => ({
  id: Number(l.id),
  rescueVehicleId: l.rescueVehicleId,
  latitude: Number(l.latitude),
  longitude: Number(l.longitude),
  createdAt: l.createdAt,
  createdBy: l.createdBy,
});

/** Rescue vehicles and the positions their operators report, in the caller's company. */
@ApiTags('rescue-vehicle')
@ApiBearerAuth('bearer')
@ApiExtraModels(RescueVehicleView)
@Controller('api/rescue-vehicle/v1')
export class RescueVehicleController {
  constructor(private readonly prisma: PrismaClient) {}

  private async holdsMenu(p: Principal, action?: string): Promise<boolean> {
    const granted = await this.prisma.rolePermission.findFirst({
      where: {
        actionMenu: { url: RESCUE_MENU, isActive: true },
        ...(action ? { action: { name: action, isActive: true, isDisabled: false } } : {}),
        role: { isActive: true, isDisabled: false, users: { some: { userId: p.subjectId } } },
      },
      select: { roleId: true },
    });
    return granted !== null;
  }

  /**
   * The active rescue vehicle whose operator is the third party (the SPA asks with its own thirdPartyId to learn
   * whether to report positions). Null when there is none: most users are not operators, and that is no error.
   * Another third party's vehicle needs the menu right. A token without a company gets the one answer (403).
   */
  @Get('getByThirdPartyIdId') @SignedIn() @ApiValueEnvelope({ allOf: [{ $ref: getSchemaPath(RescueVehicleView) }], nullable: true, description: 'null when the user operates no vehicle' })
  async getByThirdPartyIdId(@Query() q: ThirdPartyIdQuery, @CurrentPrincipal() p: Principal) {
    if (q.thirdPartyId !== p.thirdPartyId && !(await this.holdsMenu(p))) throw new DomainException(403, 'FORBIDDEN');
    const v = await this.prisma.rescueVehicle.findFirst({ where: { thirdPartyId: q.thirdPartyId, isActive: true }, orderBy: { id: 'asc' } });
    return v ? vehicleView(v) : null;
  }

  /** The vehicle's current position (and one more row of its history). */
  @Post('updateLocation') @SignedIn() @ApiEnvelope(ReportedLocationView)
  async updateLocation(@Body() dto: UpdateLocationDto, @CurrentPrincipal() p: Principal) {
    const location = await this.report(dto.id, dto.latitude, dto.longitude, p);
    return { id: dto.id, latitude: location.latitude, longitude: location.longitude, locatedAt: location.createdAt };
  }

  /** POST location/create {rescueVehicleId, latitude, longitude}: the operator's periodic report. */
  @Post('location/create') @SignedIn() @ApiEnvelope(RescueLocationView)
  async createLocation(@Body() dto: CreateLocationDto, @CurrentPrincipal() p: Principal) {
    return this.report(dto.rescueVehicleId, dto.latitude, dto.longitude, p);
  }

  @Get('location/getFiltered') @Access(RESCUE_MENU) @ApiPageEnvelope(RescueLocationView)
  async getFiltered(@Query() q: LocationsQuery, @CurrentPrincipal() p: Principal) {
    return this.page(q, p);
  }

  @Get('location/getById') @Access(RESCUE_MENU) @ApiEnvelope(RescueLocationView)
  async getById(@Query() q: LocationIdQuery, @CurrentPrincipal() p: Principal) {
    const l = await this.prisma.rescueVehicleLocation.findFirst({ where: { id: BigInt(q.Id), rescueVehicle: { companyId: requireCompany() } } });
    if (!l) throw notFound();
    return locationView(l);
  }

  @Get('location/getByRescueVehicleId') @Access(RESCUE_MENU) @ApiPageEnvelope(RescueLocationView)
  async getByRescueVehicleId(@Query() q: VehicleLocationsQuery, @CurrentPrincipal() p: Principal) {
    await this.vehicle(q.rescueVehicleId, p);
    return this.page(q, p);
  }

  private async vehicle(id: number, p: Principal): Promise<VehicleRow> {
    const v = await this.prisma.rescueVehicle.findFirst({ where: { id } });
    if (!v) throw notFound();
    return v;
  }

  private async page(q: LocationsQuery, p: Principal) {
    const where: Prisma.RescueVehicleLocationWhereInput = {
      // positions have no company of their own: their vehicle's is the caller's
      rescueVehicle: { companyId: requireCompany() },
      ...(q.rescueVehicleId ? { rescueVehicleId: q.rescueVehicleId } : {}),
    };
    const dir = q.orderDirection ?? 'desc';
    const [data, rowCount] = await Promise.all([
      this.prisma.rescueVehicleLocation.findMany({ where, orderBy: [{ createdAt: dir }, { id: dir }], skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }),
      this.prisma.rescueVehicleLocation.count({ where }),
    ]);
    return { data: data.map(locationView), rowCount };
  }

  /** Only the vehicle's own operator, or a holder of the screen's Update right, may move it. */
  private async report(vehicleId: number, latitude: number, longitude: number, p: Principal) {
    const v = await this.vehicle(vehicleId, p);
    if (v.thirdPartyId !== p.thirdPartyId && !(await this.holdsMenu(p, 'Update'))) throw new DomainException(403, 'FORBIDDEN');
    const now = new Date();
    const [location] = await this.prisma.$transaction([
      this.prisma.rescueVehicleLocation.create({ data: { rescueVehicleId: v.id, latitude, longitude, createdAt: now, createdBy: p.subjectId } }),
      this.prisma.rescueVehicle.update({ where: { id: v.id }, data: { latitude, longitude, locatedAt: now } }),
    ]);
    return locationView(location);
  }
}
