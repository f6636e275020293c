// @vitest-environment jsdom
// Refusals that name a rule link to the guide (issue 13, point 8): every mapped key is a catalogue text,
// every target a step of the guide; the error toast carries the link ('Why? See the guide'), which
// navigates to the step; a refusal that names no rule gets none. GuideLink does the same inline.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../../../../client/i18n';
import { ApiError } from '../../../../client/api/http';
import { errorToast, notifyError } from '../../../../client/api/errors';
import { createToastStore } from '../../../../client/app/toasts';
import { Toaster } from '../../../../client/app/Toaster';
import { GuideLink } from '../../../../client/panels/GuideLink';
import { GUIDE_SECTIONS } from '../../../../client/app/guide';
import { guideForRefusal, REFUSAL_GUIDE } from '../../../../client/app/refusalGuide';
import { PROTECTION_TEXT } from '../../../../server/game/movement/protection';
import { SEND_TEXT } from '../../../../server/game/movement/send';
import { STATUS_TEXT } from '../../../../server/game/refusals';
import type { Said } from '../../../../server/game/texts';

afterEach(cleanup);

/** The error of a refused call, as client/api/http.ts builds it from `{error, message, text}`. */
const refusal = (status: number, said: Said, error = 'error_units') =>
  new ApiError(status, error, said.message, { error, message: said.message, text: { key: said.key, params: said.params ?? {} } });

describe('the map of refusals to the guide', () => {
  it('maps the refusals that name a rule', () => {
    for (const key of ['refusals.send.protectedTarget', 'refusals.queue.requiresDistrict', 'refusals.research.requirements', 'refusals.tiles.population',
      'refusals.send.moveOwn', 'refusals.settle.cannotSettle', 'refusals.siege.noWorkshop', 'refusals.loyalty.culture']) {
      expect(guideForRefusal(key), key).toMatch(/^\/help\/guide\//);
    }
    expect(guideForRefusal('refusals.send.protectedTarget')).toBe('/help/guide/attacks#protection');
    expect(guideForRefusal('refusals.queue.requiresDistrict')).toBe('/help/guide/first-hour#district');
    expect(guideForRefusal('refusals.queue.notEnoughResources')).toBeUndefined();
    expect(guideForRefusal(undefined)).toBeUndefined();
    expect(guideForRefusal('toString')).toBeUndefined();
  });

  it('every mapped key is a text of the catalogue (a plural key by its forms)', () => {
    for (const key of Object.keys(REFUSAL_GUIDE)) {
      expect(i18n.exists(key, { count: 1 }) && i18n.exists(key, { count: 2 }), key).toBe(true);
    }
  });

  it('every target is a section of the guide and one of its steps', () => {
    for (const [key, target] of Object.entries(REFUSAL_GUIDE)) {
      expect(Object.keys(GUIDE_SECTIONS), key).toContain(target.section);
      expect(GUIDE_SECTIONS[target.section] as readonly string[], key).toContain(target.anchor);
    }
  });
});

describe('the error toast', () => {
  it('a refusal that names a rule carries its step of the guide; one that does not carries none', () => {
    expect(errorToast(refusal(400, SEND_TEXT.moveOwn))).toMatchObject({ text: 'Troops can only move between your own villages', guide: '/help/guide/attacks#moves' });
    expect(errorToast(refusal(400, SEND_TEXT.noUnits))).not.toHaveProperty('guide');
    expect(errorToast(new ApiError(400, 'error_400', 'Bad Request'))).not.toHaveProperty('guide');
  });

  it("a 403 that names a rule says the server's words; someone else's village keeps the general text", () => {
    const protectedTarget = PROTECTION_TEXT.protectedTarget('2026-06-04T15:00:00.000Z');
    expect(errorToast(refusal(403, protectedTarget), { group: 'error_units' })).toEqual({
      key: 'error_403', text: 'That kingdom is under beginner protection until 04/06/2026, 15:00 UTC', guide: '/help/guide/attacks#protection',
    });
    expect(errorToast(refusal(403, STATUS_TEXT.forbidden, 'error_403'), { group: 'error_village' }))
      .toEqual({ key: 'error_403', text: "You seem to have gone somewhere you shouldn't" });
  });

  function Where() {
    const { pathname, hash } = useLocation();
    return <output data-testid="where">{pathname}{hash}</output>;
  }
  const renderToaster = (store: ReturnType<typeof createToastStore>) => render(
    <MemoryRouter initialEntries={['/village/army/send']}>
      <Routes><Route path="*" element={<Where />} /></Routes>
      <Toaster store={store} />
    </MemoryRouter>,
  );

  it("a mapped refusal's toast shows 'Why? See the guide', which opens the step and closes the toast", () => {
    const store = createToastStore(() => undefined);
    renderToaster(store);
    act(() => { notifyError(refusal(403, PROTECTION_TEXT.protectedTarget('2026-06-04T15:00:00.000Z')), 'error_units', store); });
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('That kingdom is under beginner protection until 04/06/2026, 15:00 UTC');
    const link = within(toast).getByRole('link', { name: 'Why? See the guide' });
    expect(link.getAttribute('href')).toBe('/help/guide/attacks#protection');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/help/guide/attacks#protection');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unmapped refusal shows its text and no link; a click on it dismisses it', () => {
    const store = createToastStore(() => undefined);
    renderToaster(store);
    act(() => { notifyError(refusal(400, SEND_TEXT.noUnits), 'error_units', store); });
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('No units selected');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(toast);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the linked toast is dismissed by a click on its text too', () => {
    const store = createToastStore(() => undefined);
    renderToaster(store);
    act(() => { notifyError(refusal(400, SEND_TEXT.moveOwn), 'error_units', store); });
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: /Troops can only move/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/village/army/send');
  });
});

describe('GuideLink, for inline refusals and warnings', () => {
  it('links a mapped key to its step and renders nothing for others', () => {
    render(<MemoryRouter><p>Sending this ends your beginner protection <GuideLink refusal={PROTECTION_TEXT.endsOwn.key} /></p>
      <p>No units selected <GuideLink refusal={SEND_TEXT.noUnits.key} /></p><GuideLink refusal={undefined} /></MemoryRouter>);
    const links = screen.getAllByRole('link', { name: 'Why? See the guide' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/help/guide/attacks#protection']);
  });
});
