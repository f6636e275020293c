// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, renderHook } from '@testing-library/react';
import { useDrawers } from '../../../../client/app/useDrawers';

afterEach(cleanup);

describe('useDrawers (the sidebars as drawers below 1280 px)', () => {
  it('opens one drawer at a time and toggles it shut', () => {
    const { result } = renderHook(({ at }) => useDrawers(at), { initialProps: { at: 'a' } });
    expect(result.current.open).toBeNull();
    act(() => result.current.toggle('left'));
    expect(result.current.open).toBe('left');
    act(() => result.current.toggle('right'));
    expect(result.current.open).toBe('right');
    act(() => result.current.toggle('right'));
    expect(result.current.open).toBeNull();
  });

  it('closes on Escape and gives the focus back to the button that opened it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    const { result } = renderHook(() => useDrawers('a'));
    act(() => result.current.toggle('left', opener));
    act(() => { fireEvent.keyDown(document, { key: 'Escape' }); });
    expect(result.current.open).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('leaves Escape to a dialog that handled it first', () => {
    const { result } = renderHook(() => useDrawers('a'));
    act(() => result.current.toggle('left'));
    const swallow = (e: KeyboardEvent) => e.preventDefault();
    document.addEventListener('keydown', swallow, true);
    act(() => { fireEvent.keyDown(document, { key: 'Escape' }); });
    document.removeEventListener('keydown', swallow, true);
    expect(result.current.open).toBe('left');
  });

  it('closes on navigation and on close()', () => {
    const { result, rerender } = renderHook(({ at }) => useDrawers(at), { initialProps: { at: 'a' } });
    act(() => result.current.toggle('right'));
    rerender({ at: 'b' });
    expect(result.current.open).toBeNull();
    act(() => result.current.toggle('left'));
    act(() => result.current.close());
    expect(result.current.open).toBeNull();
  });
});
