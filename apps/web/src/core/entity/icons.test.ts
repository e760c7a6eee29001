import { describe, expect, it } from 'vitest';
import { entityPages } from '@karsaz/entities';
import { IconCircleDot } from '@tabler/icons-react';
import { menuIcon } from '../layout/menuIcons';
import { DEFINITION_ICONS } from './icons';

describe('menu icons', () => {
  it('has an icon for every icon name an entity definition gives its page', () => {
    const missing = entityPages().filter((p) => p.icon && !DEFINITION_ICONS[p.icon]).map((p) => `${p.url}: ${p.icon}`);
    expect(missing).toEqual([]);
  });

  it('gives an entity page its definition’s icon, and an unknown page a dot', () => {
    expect(menuIcon({ url: '/supplier-2' })).toBe(DEFINITION_ICONS['truck-delivery']);
    expect(menuIcon({ url: '/insurance-company-2' })).toBe(DEFINITION_ICONS['shield-check']);
    expect(menuIcon({ url: '/nowhere-2' })).toBe(IconCircleDot);
  });
});
