import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toast area (spec §2): bottom-right, at most 7 at a time; its own chunk, with its styles. */
export function Toasts() {
  return <Notifications position="bottom-right" limit={7} />;
}
