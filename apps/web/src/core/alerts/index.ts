export { AlertsProvider, alerts, useAlerts, statusColor, SNACKBAR_MS, type Alerts, type AlertStatus } from './AlertsProvider';
