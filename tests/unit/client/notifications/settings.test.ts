// @vitest-environment jsdom
// The per-browser switches (issue 18): incoming attacks on by default, the rest off; stored under a
// versioned key; a damaged or older value falls back to the defaults; another tab's change is heard.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  DEFAULT_SWITCHES, NOTIFICATION_SETTINGS_KEY, notificationSwitches, parseSwitches, setNotificationSwitch, useNotificationSwitches,
} from '../../../../client/app/notifications/settings';
import { NOTIFIABLE_PUSH_TYPES } from '../../../../server/contract/push';

beforeEach(() => localStorage.clear());

describe('notification switches', () => {
  it('one switch per notifiable type; only incoming attacks on by default', () => {
    expect(Object.keys(DEFAULT_SWITCHES).sort()).toEqual([...NOTIFIABLE_PUSH_TYPES].sort());
    expect(Object.entries(notificationSwitches()).filter(([, on]) => on).map(([k]) => k)).toEqual(['attack_incoming']);
  });

  it('a change is stored under the versioned key and read back', () => {
    setNotificationSwitch('report', true);
    setNotificationSwitch('attack_incoming', false);
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY)!).types).toMatchObject({ report: true, attack_incoming: false });
    expect(notificationSwitches()).toMatchObject({ report: true, attack_incoming: false, message: false });
  });

  it('damaged or foreign values give the defaults for what they lack', () => {
    expect(parseSwitches('{not json')).toEqual(DEFAULT_SWITCHES);
    expect(parseSwitches(JSON.stringify({ types: { report: 'yes', invite: true, unknown: true } }))).toEqual({ ...DEFAULT_SWITCHES, invite: true });
  });

  it('another tab\'s change reaches the hook\'s subscribers through the storage event', () => {
    const { result } = renderHook(() => useNotificationSwitches()[0]);
    expect(result.current.message).toBe(false);
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify({ types: { message: true } }));
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: NOTIFICATION_SETTINGS_KEY })); });
    expect(result.current.message).toBe(true);
  });
});
