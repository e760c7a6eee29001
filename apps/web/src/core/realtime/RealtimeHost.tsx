import { unwrap } from '@karsaz/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../api/ApiProvider';
import { profileQuery } from '../auth/queries';
import { NOTIFICATION_KEY } from './keys';
import { RealtimeConnection } from './connection';
import { LOCATION_REPORT_INTERVAL_MS, locate, reportable } from './location';
import { ToastStack } from './ToastStack';
import { parseRealtimeMessage, pushToast, removeToast, type Toast } from './toasts';
import { REALTIME_EVENT, parseJobEvent } from './events';

const NOTIFICATION_PATH = '/api/message-sender/notification';

function socketUrl(token: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${NOTIFICATION_PATH}?access_token=${encodeURIComponent(token)}`;
}

/** Reports the operator's position every 15 s while the layout is open (spec §4). */
function useRescueLocationReporter() {
  const api = useApi();
  const profile = useQuery(profileQuery(api)).data;
  const thirdPartyId = profile?.thirdPartyId;
  const vehicle = useQuery({
    queryKey: ['rescue-vehicle', 'byThirdParty', thirdPartyId],
    // a vehicle belongs to a company: without one the API answers 403 (the token names no company)
    enabled: typeof thirdPartyId === 'number' && typeof profile?.companyId === 'number',
    staleTime: 5 * 60_000,
    retry: false,
    meta: { handlesErrors: true },
    queryFn: () =>
      unwrap(
        api.client.GET('/api/rescue-vehicle/v1/getByThirdPartyIdId', { params: { query: { thirdPartyId: thirdPartyId! } } }),
      ).then((v) => v ?? null),
  });
  const vehicleId = vehicle.data?.id;

  useEffect(() => {
    if (!vehicleId) return;
    let cancelled = false;
    let running = false;
    const report = async () => {
      if (running) return;
      running = true;
      try {
        const position = await locate({
          geolocation: typeof navigator !== 'undefined' ? navigator.geolocation : null,
          ipGeolocationUrl: (import.meta.env as Record<string, string | undefined>).VITE_IP_GEOLOCATION_URL || null,
        });
        if (cancelled || !reportable(vehicleId, position)) return;
        await unwrap(
          api.client.POST('/api/rescue-vehicle/v1/location/create', {
            body: { rescueVehicleId: vehicleId, latitude: position.latitude, longitude: position.longitude },
          }),
        );
      } catch (error) {
        console.warn('The location report failed', error);
      } finally {
        running = false;
      }
    };
    void report();
    const timer = setInterval(() => void report(), LOCATION_REPORT_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [api, vehicleId]);
}

/**
 * Mounted once inside the dashboard layout: the realtime connection (toasts from the user's messages, the bell
 * refreshed on every message and after every reconnect), the toast area and the rescue-vehicle location reporter.
 */
export function RealtimeHost() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);

  const close = useCallback((key: string) => setToasts((stack) => removeToast(stack, key)), []);
  const closeAll = useCallback(() => setToasts([]), []);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY });
    const connection = new RealtimeConnection({
      url: async () => {
        const token = await api.session.getAccessToken();
        return token ? socketUrl(token) : null;
      },
      onMessage: (data) => {
        // a job's progress (an import) goes to the page that waits for it; messages become toasts
        const event = parseJobEvent(data);
        if (event) {
          window.dispatchEvent(new CustomEvent(REALTIME_EVENT, { detail: event }));
          return;
        }
        const message = parseRealtimeMessage(data);
        if (!message) return;
        counter.current += 1;
        const toast: Toast = { key: `t${counter.current}`, priority: message.priority, content: message.content, messageId: message.id };
        setToasts((stack) => pushToast(stack, toast));
        refresh();
      },
      onReconnected: refresh,
    });
    connection.start();
    return () => connection.stop();
  }, [api, queryClient]);

  useRescueLocationReporter();

  return <ToastStack toasts={toasts} onClose={close} onCloseAll={closeAll} />;
}
