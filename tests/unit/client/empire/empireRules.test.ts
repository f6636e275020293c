// The Empire page's pure helpers: which buttons each role is offered (GAME.md section 9), the founding
// form's checks, the invite form's kingdom, the /empire/:id route and the distinct feed icons.
import { describe, expect, it } from 'vitest';
import { empireRouteOf, foundProblems, kingdomIdOf, memberActions, pageCount, powersOf, type Viewer } from '../../../../client/routes/empire/empireRules';
import { EMPIRE_MESSAGE_TYPES, empireMessageIcon, empireMessageText } from '../../../../client/panels/empireMessage';
import { EMPIRE_MESSAGE_TYPES as SERVER_TYPES } from '../../../../server/game/empire/messageTypes';
import { interpolate, panelText } from '../../../../client/panels/text';
import type { EmpireRole } from '../../../../server/contract/empires';

const on = (viewer: Viewer, target: EmpireRole, o: { self?: boolean; count?: number; readOnly?: boolean } = {}) =>
  memberActions({ viewer, target, self: o.self ?? false, memberCount: o.count ?? 5, readOnly: o.readOnly ?? false });

describe('role -> actions', () => {
  it('the Emperor names and removes officers, hands over and kicks anyone else', () => {
    expect(on('emperor', 'member')).toEqual(['officerOn', 'handOver', 'kick']);
    expect(on('emperor', 'officer')).toEqual(['officerOff', 'handOver', 'kick']);
  });
  it('the Emperor leaves only by dissolving, and only alone', () => {
    expect(on('emperor', 'emperor', { self: true, count: 5 })).toEqual([]);
    expect(on('emperor', 'emperor', { self: true, count: 1 })).toEqual(['dissolve']);
  });
  it('an officer kicks plain members only, never an officer or the Emperor', () => {
    expect(on('officer', 'member')).toEqual(['kick']);
    expect(on('officer', 'officer')).toEqual([]);
    expect(on('officer', 'emperor')).toEqual([]);
    expect(on('officer', 'officer', { self: true })).toEqual(['leave']);
  });
  it('a member only leaves; an outsider and a sitter do nothing', () => {
    expect(on('member', 'member')).toEqual([]);
    expect(on('member', 'emperor')).toEqual([]);
    expect(on('member', 'member', { self: true })).toEqual(['leave']);
    expect(on('outsider', 'member')).toEqual([]);
    expect(on('emperor', 'member', { readOnly: true })).toEqual([]);
    expect(on('member', 'member', { self: true, readOnly: true })).toEqual([]);
  });
  it('invites are the Emperor\'s and officers\', settings the Emperor\'s; a sitter has neither', () => {
    expect(powersOf('emperor', false)).toEqual({ invite: true, settings: true });
    expect(powersOf('officer', false)).toEqual({ invite: true, settings: false });
    expect(powersOf('member', false)).toEqual({ invite: false, settings: false });
    expect(powersOf('outsider', false)).toEqual({ invite: false, settings: false });
    expect(powersOf('emperor', true)).toEqual({ invite: false, settings: false });
  });
});

describe('the founding form', () => {
  it('takes a name of 3-30 and an abbreviation of 2-5 characters, spaces around them not counted', () => {
    expect(foundProblems({ name: 'Lanterns', nameShort: 'OGL' })).toEqual({});
    expect(foundProblems({ name: '  Ox ', nameShort: ' A ' })).toEqual({ name: 'nameLength', nameShort: 'shortLength' });
    expect(foundProblems({ name: 'x'.repeat(31), nameShort: 'ABCDEF' })).toEqual({ name: 'nameLength', nameShort: 'shortLength' });
    expect(foundProblems({ name: 'x'.repeat(30), nameShort: 'AB' })).toEqual({});
  });
});

describe('the invite form and the route', () => {
  it('reads a kingdom id, #id or a profile link, nothing else', () => {
    expect(kingdomIdOf('42')).toBe(42);
    expect(kingdomIdOf(' #42 ')).toBe(42);
    expect(kingdomIdOf('https://game.example/profile/17')).toBe(17);
    expect(kingdomIdOf('Fenwick')).toBeUndefined();
    expect(kingdomIdOf('0')).toBeUndefined();
    expect(kingdomIdOf('')).toBeUndefined();
  });
  it('/empire/:id is a tab by name or an Empire by number', () => {
    expect(empireRouteOf(undefined)).toEqual({ tab: 'home' });
    expect(empireRouteOf('messages')).toEqual({ tab: 'messages' });
    expect(empireRouteOf('12')).toEqual({ empireId: 12 });
    expect(empireRouteOf('abc')).toEqual({ notFound: true });
    expect(empireRouteOf('012')).toEqual({ notFound: true });
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('the feed\'s types', () => {
  it('are the server\'s 22, each with its own icon and a catalogue text', () => {
    expect([...EMPIRE_MESSAGE_TYPES]).toEqual([...SERVER_TYPES]);
    expect(new Set(EMPIRE_MESSAGE_TYPES.map(empireMessageIcon)).size).toBe(22);
    for (const type of EMPIRE_MESSAGE_TYPES) expect(panelText(`empire.messages.${type}`), type).toMatch(/\{\{value1\}\}/);
  });
  it('fills value1-4 and reads an unknown type generically', () => {
    const t = (k: string, v?: Record<string, string | number>) => interpolate(panelText(k) ?? k, v);
    expect(empireMessageText(t, { type: 'member_joined', value1: 'Emeric', value2: null, value3: null, value4: null })).toBe('Emeric joined the Empire');
    expect(empireMessageText(t, { type: 'comet_sighted', value1: 'x', value2: null, value3: null, value4: null })).toBe('Something happened in the Empire');
    expect(empireMessageIcon('comet_sighted')).toBe('ui:empire');
  });
  it("village_tier_up names the tier through the tiers catalogue, not the stored key ('town')", () => {
    const t = (k: string, v?: Record<string, string | number>) => interpolate(panelText(k) ?? k, v);
    const up = (tier: string) => empireMessageText(t, { type: 'village_tier_up', value1: 'Aldric', value2: 'Highmoor', value3: tier, value4: null });
    expect(up('town')).toBe('Aldric raised Highmoor to the Town tier');
    expect(up('city')).toBe('Aldric raised Highmoor to the City tier');
    // A tier the catalogue does not know yet is shown as stored, never as a raw key.
    expect(up('metropolis')).toBe('Aldric raised Highmoor to the metropolis tier');
    // Only the tier slot is looked up: a village named like a tier keeps its name.
    expect(empireMessageText(t, { type: 'village_tier_up', value1: 'Aldric', value2: 'city', value3: 'town', value4: null })).toBe('Aldric raised city to the Town tier');
  });
  it('member_left reads as a removal when the member was kicked (value3 kicked, value4 the remover)', () => {
    const t = (k: string, v?: Record<string, string | number>) => interpolate(panelText(k) ?? k, v);
    const left = (how: string, by: string | null) => empireMessageText(t, { type: 'member_left', value1: 'Emeric', value2: '7', value3: how, value4: by });
    expect(left('left', null)).toBe('Emeric left the Empire');
    expect(left('kicked', 'Aldric')).toBe('Aldric removed Emeric from the Empire');
  });
});
