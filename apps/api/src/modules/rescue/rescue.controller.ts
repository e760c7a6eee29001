import { Body, Controller, Get, Post, Query, type OnModuleInit } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RESCUE_VEHICLE_STATUSES, RESCUE_VEHICLE_TYPES, getEntity, menuUrlsOf } from '@karsaz/entities';
import { ApiEnvelope, ApiPageEnvelope, ApiValueEnvelope } from '../../core/openapi/api-envelope';
import { RescueLocationView, ReportedLocationView, VehicleKindView } from './rescue.views';
import { requireCompany } from '../../core/context/request-context';
import { PrismaClient } from '../../core/database/database';
import { Access, SignedIn, holderOf, holdsAccess } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { DomainException, notFound } from '../../core/http/errors';
import { EntityService, type FilterQuery } from '../../core/entity/entity.service';
import { CreateLocationDto, LocationIdQuery, LocationsQuery, NearbyQueryDto, ThirdPartyIdQuery, UpdateLocationDto, VehicleLocationsQuery } from './rescue.dto';
import type { Prisma } from '../../generated/prisma/client';
import { RealtimeTopics } from '../messaging/realtime-topics';
import { RESCUE_MAP_TOPIC, RescuePositions } from './positions';
import { RescueOperators } from './operators';
import { nearbySql, type NearbyRow } from './nearby';

const vehicle = getEntity('rescuevehicle');
/** The rescue vehicles' page (spec: /dealer-rescue-vehicle-2) guards the vehicles' reads and their history. */
export const RESCUE_MENU = vehicle.menu.url;
const RESCUE_PAGES = menuUrlsOf(vehicle);

type LocationRow = Prisma.RescueVehicleLocationGetPayload<object>;

const locationView = (l: LocationRow) => ({
  id: Number(l.id),
  rescueVehicleId: l.rescueVehicleId,
  latitude: Number(l.latitude),
  longitude: Number(l.longitude),
  createdAt: l.createdAt,
  createdBy: l.createdBy,
});

const ROW = { $ref: '#/components/schemas/RescueVehicleRow' };
const kinds = (options: readonly { value: number; label: { fa: string; en: string } }[]) => options.map((o) => ({ id: o.value, title: o.label.fa, titleEn: o.label.en }));

/**
 * The rescue-vehicle calls beyond the engine's (which serves getFiltered, getActiveFiltered, getById, create,
 * update, activate, deactivate, bulkActivate, bulkDeactivate and remove under the same prefix): the kinds and
 * states, the nearby search, the operator's own vehicle and position reports, and the position history.
 */
@ApiTags('rescue-vehicle')
@ApiBearerAuth('bearer')
@Controller('api/rescue-vehicle/v1')
export class RescueVehicleController implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly entities: EntityService,
    private readonly positions: RescuePositions,
    private readonly operators: RescueOperators,
    private readonly topics: RealtimeTopics,
  ) {}

  onModuleInit(): void {
    // the live map's moves: whoever may read the vehicles
    this.topics.define(RESCUE_MAP_TOPIC, { menu: RESCUE_PAGES });
  }

  @Get('getVehicleTypes') @SignedIn() @ApiEnvelope(VehicleKindView, { isArray: true })
  @ApiOperation({ summary: 'The kinds of rescue vehicle (tow truck, mobile workshop, …)' })
  getVehicleTypes() {
    return kinds(RESCUE_VEHICLE_TYPES);
  }

  @Get('getVehicleStatuses') @SignedIn() @ApiEnvelope(VehicleKindView, { isArray: true })
  @ApiOperation({ summary: 'The states of a rescue vehicle (available, on a mission, out of service)' })
  getVehicleStatuses() {
    return kinds(RESCUE_VEHICLE_STATUSES);
  }

  /**
   * The company's active vehicles with a known position within `radiusKm` (50 by default) of a point, nearest
   * first, each with its distance (`distanceKm`, along the earth's surface); `status=0` for the available ones.
   */
  @Get('getFilteredNearby') @Access(RESCUE_PAGES)
  @ApiValueEnvelope({ type: 'object', required: ['data', 'rowCount'], properties: { data: { type: 'array', items: { allOf: [ROW, { type: 'object', required: ['distanceKm'], properties: { distanceKm: { type: 'number' } } }] } }, rowCount: { type: 'integer' } } })
  @ApiOperation({ summary: 'Rescue vehicles near a point, nearest first' })
  async getFilteredNearby(@Query() q: NearbyQueryDto, @CurrentPrincipal() p: Principal) {
    const companyId = requireCompany();
    const offset = (q.pageIndex - 1) * q.pageSize;
    const near = { companyId, latitude: q.latitude, longitude: q.longitude, radiusKm: q.radiusKm, status: q.status, vehicleType: q.vehicleType, dealerId: q.dealerId };
    const found = await this.prisma.$queryRaw<NearbyRow[]>(nearbySql({ ...near, offset, limit: q.pageSize }));
    let rowCount = Number(found[0]?.total ?? 0);
    // a page past the last one: count them still (the contract's rowCount is every match)
    if (!found.length && offset > 0) {
      const [first] = await this.prisma.$queryRaw<NearbyRow[]>(nearbySql({ ...near, offset: 0, limit: 1 }));
      rowCount = Number(first?.total ?? 0);
    }
    if (!found.length) return { data: [], rowCount };
    const rows = await this.entities.getFiltered(vehicle, { pageIndex: 1, pageSize: found.length } as FilterQuery, p, true, { id: { in: found.map((f) => f.id) } });
    const byId = new Map(rows.data.map((r) => [Number(r.id), r]));
    const data = found.flatMap((f) => (byId.has(f.id) ? [{ ...byId.get(f.id)!, distanceKm: Math.round(f.km * 1000) / 1000 }] : []));
    return { data, rowCount };
  }

  /**
   * The active rescue vehicle whose operator is the third party (the SPA asks with its own thirdPartyId to learn
   * whether to report positions). Null when there is none: most users are not operators, and that is no error.
   * Another third party's vehicle needs the menu right. A token without a company gets the one answer (403).
   */
  @Get('getByThirdPartyIdId') @SignedIn() @ApiValueEnvelope({ allOf: [ROW], nullable: true, description: 'null when the user operates no vehicle' })
  async getByThirdPartyIdId(@Query() q: ThirdPartyIdQuery, @CurrentPrincipal() p: Principal) {
    requireCompany();
    if (q.thirdPartyId !== p.thirdPartyId && !(await holdsAccess(this.prisma, holderOf(p), { menu: RESCUE_PAGES }))) throw new DomainException(403, 'FORBIDDEN');
    const found = await this.entities.getFiltered(vehicle, { pageIndex: 1, pageSize: 1 } as FilterQuery, p, true, { thirdPartyId: q.thirdPartyId });
    return found.data[0] ?? null;
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

  @Get('location/getFiltered') @Access(RESCUE_PAGES) @ApiPageEnvelope(RescueLocationView)
  async getLocations(@Query() q: LocationsQuery) {
    return this.page(q);
  }

  @Get('location/getById') @Access(RESCUE_PAGES) @ApiEnvelope(RescueLocationView)
  async getLocationById(@Query() q: LocationIdQuery) {
    const l = await this.prisma.rescueVehicleLocation.findFirst({ where: { id: BigInt(q.Id) } });
    if (!l) throw notFound();
    return locationView(l);
  }

  /** A vehicle's positions, newest first by default; `from` and `to` (ISO moments) cut one day for its replay. */
  @Get('location/getByRescueVehicleId') @Access(RESCUE_PAGES) @ApiPageEnvelope(RescueLocationView)
  async getByRescueVehicleId(@Query() q: VehicleLocationsQuery) {
    if (!(await this.operators.of(q.rescueVehicleId, requireCompany()))) throw notFound();
    return this.page(q);
  }

  private async page(q: LocationsQuery) {
    // read through the company scope: a company's positions carry its id
    const where: Prisma.RescueVehicleLocationWhereInput = {
      ...(q.rescueVehicleId ? { rescueVehicleId: q.rescueVehicleId } : {}),
      ...(q.from || q.to ? { createdAt: { ...(q.from ? { gte: new Date(q.from) } : {}), ...(q.to ? { lte: new Date(q.to) } : {}) } } : {}),
    };
    const dir = q.orderDirection ?? 'desc';
    const [data, rowCount] = await Promise.all([
      this.prisma.rescueVehicleLocation.findMany({ where, orderBy: [{ createdAt: dir }, { id: dir }], skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }),
      this.prisma.rescueVehicleLocation.count({ where }),
    ]);
    return { data: data.map(locationView), rowCount };
  }

  /** Only the vehicle's own operator, or a holder of the page's Update right, may move it. */
  private async report(vehicleId: number, latitude: number, longitude: number, p: Principal) {
    const companyId = requireCompany();
    const operator = await this.operators.of(vehicleId, companyId);
    if (!operator) throw notFound();
    if (operator.thirdPartyId !== p.thirdPartyId && !(await holdsAccess(this.prisma, holderOf(p), { menu: RESCUE_PAGES, action: 'Update' }))) {
      throw new DomainException(403, 'FORBIDDEN');
    }
    return this.positions.report({ companyId, vehicleId, latitude, longitude, userId: p.subjectId || null });
  }
}
