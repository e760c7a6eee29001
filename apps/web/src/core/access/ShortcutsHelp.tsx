import { Kbd, Modal, Table, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS, boundShortcuts } from './shortcuts';

/**
 * The shortcuts' help (Alt+K or `?`): every shortcut of the registry (shortcuts.ts), what it does, and whether this
 * page offers it. Loaded only when first opened (its own chunk).
 */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const bound = useSyncExternalStore(boundShortcuts.subscribe, boundShortcuts.get);
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} size="lg" centered data-testid="shortcuts-help">
      <Text size="sm" mb="sm">
        {t('shortcuts.intro')}
      </Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.keys')}</Table.Th>
            <Table.Th>{t('shortcuts.action')}</Table.Th>
            <Table.Th>{t('shortcuts.here')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.name} data-shortcut={s.name}>
              <Table.Td>
                <bdi dir="ltr">
                  {s.keys.split('  ').map((k, i) => (
                    <span key={k}>
                      {i > 0 && ' '}
                      <Kbd>{k}</Kbd>
                    </span>
                  ))}
                </bdi>
              </Table.Td>
              <Table.Td>{t(`shortcuts.actions.${s.label}`)}</Table.Td>
              <Table.Td>{s.scope === 'shell' ? t('shortcuts.everywhere') : bound.has(s.name) ? t('shortcuts.yes') : t('shortcuts.no')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
