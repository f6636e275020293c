import { useCallback, useEffect, useRef, useState } from 'react';

export type DrawerSide = 'left' | 'right';

/**
 * Which sidebar drawer is open on a tablet or phone (shell.css turns the sidebars into drawers below
 * 1280 px). One at a time; Escape closes it and gives the focus back to the button that opened it; a
 * navigation (a new `locationKey`) closes it, so a link inside a drawer shows its page at once.
 */
export function useDrawers(locationKey: string) {
  const [open, setOpen] = useState<DrawerSide | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const close = useCallback(() => setOpen(null), []);
  const toggle = useCallback((side: DrawerSide, from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setOpen((o) => (o === side ? null : side));
  }, []);

  useEffect(() => { setOpen(null); }, [locationKey]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(null);
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, toggle, close };
}
