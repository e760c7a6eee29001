import { Button, CloseButton, Group, Paper, Portal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { showCloseAll, toastColor, toastDuration, type Toast } from './toasts';

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (key: string) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const duration = toastDuration(toast.priority);
    if (duration === null) return;
    const timer = setTimeout(() => onClose(toast.key), duration);
    return () => clearTimeout(timer);
  }, [toast.key, toast.priority, onClose]);
  const color = toastColor(toast.priority);
  const Icon = toast.priority === 2 ? IconCircleX : toast.priority === 1 ? IconAlertTriangle : IconInfoCircle;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      role={toast.priority === 2 ? 'alert' : 'status'}
      data-testid="toast"
      data-priority={toast.priority}
      style={{ borderInlineStart: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color={color} variant="light" size="md" radius="xl">
          <Icon size={18} />
        </ThemeIcon>
        <Text size="sm" style={{ flex: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {toast.content}
        </Text>
        <CloseButton size="sm" aria-label={t('notification.toast.close')} onClick={() => onClose(toast.key)} />
      </Group>
    </Paper>
  );
}

/**
 * The toast area (spec §2, §4): bottom corner on the reading side (right in Persian, left in English), newest on
 * top, at most 7, and 'close all' while 2 or more are open.
 */
export function ToastStack({ toasts, onClose, onCloseAll }: { toasts: Toast[]; onClose: (key: string) => void; onCloseAll: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const side = language === 'fa' ? { right: 16 } : { left: 16 };
  return (
    <Portal>
      <div
        role="region"
        aria-label={t('notification.toast.region')}
        data-testid="toast-stack"
        style={{ position: 'fixed', bottom: 16, ...side, zIndex: 1000, width: 'min(380px, calc(100vw - 32px))' }}
      >
        <Stack gap="xs">
          {showCloseAll(toasts) && (
            <Group justify="flex-end">
              <Button size="compact-xs" variant="default" onClick={onCloseAll} data-testid="toast-close-all">
                {t('notification.toast.closeAll')}
              </Button>
            </Group>
          )}
          {toasts.map((toast) => (
            <ToastItem key={toast.key} toast={toast} onClose={onClose} />
          ))}
        </Stack>
      </div>
    </Portal>
  );
}
