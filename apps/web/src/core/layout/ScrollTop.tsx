import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown once the page has scrolled past this many pixels (spec §9). */
export const SCROLL_TOP_AFTER = 50;
/** The length of the scroll back up (spec §9). */
export const SCROLL_TOP_MS = 400;

/** Scrolls the window to the top in `duration` ms (ease-in-out), whatever the browser's own smooth-scroll speed. */
export function scrollToTop(duration = SCROLL_TOP_MS): void {
  const start = window.scrollY;
  if (start <= 0) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduce || duration <= 0) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return;
  }
  const began = performance.now();
  const ease = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo({ top: Math.round(start * (1 - ease(progress))), behavior: 'instant' });
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The scroll-to-top button: appears after 50 px of scrolling and brings the page back up in 400 ms. */
export function ScrollTop({ bottom = 20 }: { bottom?: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Affix position={{ bottom, left: 20 }} zIndex={150}>
      <Transition transition="slide-up" mounted={shown}>
        {(styles) => (
          <ActionIcon style={styles} size="lg" radius="xl" variant="filled" color="secondary" onClick={() => scrollToTop()} aria-label={t('shell.scrollTop')} data-testid="scroll-top">
            <IconArrowUp size={18} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
