/** The rescue-vehicle location reporter's rules (spec §4, §5, §9). */

/** spec §9: every 15 s; the GPS waits 10 s, high accuracy, no cached position */
export const LOCATION_REPORT_INTERVAL_MS = 15_000;
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const isCoordinate = (v: unknown, limit: number): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/** Reads the position out of the common IP-geolocation answers: {latitude, longitude}, {lat, lon|lng}, {loc: "lat,lon"}. */
export function coordinatesFromIpAnswer(body: unknown): Coordinates | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
  let latitude = num(b.latitude ?? b.lat);
  let longitude = num(b.longitude ?? b.lon ?? b.lng);
  if ((latitude === undefined || longitude === undefined) && typeof b.loc === 'string') {
    [latitude, longitude] = b.loc.split(',').map(Number);
  }
  return isCoordinate(latitude, 90) && isCoordinate(longitude, 180) ? { latitude, longitude } : null;
}

export interface LocateDeps {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  /** VITE_IP_GEOLOCATION_URL; none: no fallback */
  ipGeolocationUrl?: string | null;
  fetch?: typeof fetch;
}

/**
 * The device's position: the GPS first (high accuracy, 10 s, no cache); if that fails, the IP-geolocation lookup;
 * null if both fail ('Location failed.' is noted on the console).
 */
export async function locate(deps: LocateDeps): Promise<Coordinates | null> {
  const fromGps = await new Promise<Coordinates | null>((resolve) => {
    if (!deps.geolocation) return resolve(null);
    try {
      deps.geolocation.getCurrentPosition(
        (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
        () => resolve(null),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      resolve(null);
    }
  });
  if (fromGps) return fromGps;
  if (deps.ipGeolocationUrl) {
    try {
      const res = await (deps.fetch ?? fetch)(deps.ipGeolocationUrl, { headers: { Accept: 'application/json' } });
      if (res.ok) {
        const found = coordinatesFromIpAnswer(await res.json());
        if (found) return found;
      }
    } catch {
      // falls through
    }
  }
  console.warn('Location failed.');
  return null;
}

/** spec §5: a report goes out only with the vehicle id, the latitude and the longitude. */
export function reportable(vehicleId: number | null | undefined, c: Coordinates | null): c is Coordinates {
  return typeof vehicleId === 'number' && vehicleId > 0 && !!c && Number.isFinite(c.latitude) && Number.isFinite(c.longitude);
}
