import { Prisma } from '../../generated/prisma/client';

/** The mean radius of the earth, in km (the haversine distance's). */
export const EARTH_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_KM) / 180;

export interface NearbyQuery {
  companyId: number;
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** only vehicles of this status (the dispatcher asks for the available ones) */
  status?: number;
  vehicleType?: number;
  dealerId?: number;
  offset: number;
  limit: number;
}

/**
 * The box of latitudes and longitudes that holds every point within `radiusKm` of the centre: a degree of latitude
 * is 111 km everywhere, a degree of longitude 111 km × cos(latitude) at the box's widest (the edge nearer a pole).
 * Near a pole, or across the antimeridian, the box takes every longitude.
 */
export function boundingBox(latitude: number, longitude: number, radiusKm: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = radiusKm / KM_PER_DEGREE;
  const minLat = Math.max(-90, latitude - dLat);
  const maxLat = Math.min(90, latitude + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((widest * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 360 : radiusKm / (KM_PER_DEGREE * cos);
  if (dLng >= 180 || longitude - dLng < -180 || longitude + dLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: longitude - dLng, maxLng: longitude + dLng };
}

/** The haversine distance in km, as a JavaScript number (the tests' and the bench's check of the SQL's). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The company's active vehicles with a known position within `radiusKm` of the point, nearest first (ties by id),
 * one page of them and how many there are in all. The box around the point is a range of the index on (company,
 * latitude, longitude), so only the vehicles near the point are read and measured; the haversine distance then
 * cuts the box to the circle and orders it. Its bounds are numeric like the columns, or the index would not serve.
 */
export function nearbySql(q: NearbyQuery): Prisma.Sql {
  const box = boundingBox(q.latitude, q.longitude, q.radiusKm);
  const filters = [
    q.status === undefined ? Prisma.empty : Prisma.sql`AND v.status = ${q.status}`,
    q.vehicleType === undefined ? Prisma.empty : Prisma.sql`AND v.vehicle_type = ${q.vehicleType}`,
    q.dealerId === undefined ? Prisma.empty : Prisma.sql`AND v.dealer_id = ${q.dealerId}`,
  ];
  return Prisma.sql`
    SELECT id, km, count(*) OVER () AS total FROM (
      SELECT v.id, 2 * ${EARTH_KM}::float8 * asin(least(1, sqrt(
               power(sin(radians(v.latitude::float8 - ${q.latitude}::float8) / 2), 2)
               + cos(radians(${q.latitude}::float8)) * cos(radians(v.latitude::float8))
                 * power(sin(radians(v.longitude::float8 - ${q.longitude}::float8) / 2), 2)))) AS km
      FROM rescue_vehicle v
      WHERE v.company_id = ${q.companyId} AND v.is_active
        AND v.latitude BETWEEN ${box.minLat.toFixed(6)}::numeric AND ${box.maxLat.toFixed(6)}::numeric
        AND v.longitude BETWEEN ${box.minLng.toFixed(6)}::numeric AND ${box.maxLng.toFixed(6)}::numeric
        ${Prisma.join(filters, ' ')}
    ) near
    WHERE km <= ${q.radiusKm}::float8
    ORDER BY km, id
    LIMIT ${q.limit} OFFSET ${q.offset}`;
}

export interface NearbyRow {
  id: number;
  km: number;
  total: bigint;
}
