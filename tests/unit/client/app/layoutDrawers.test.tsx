// @vitest-environment jsdom
/**
 * The page frame's drawers and queue indicator (issue 13, point 2), on the App/Layout stories: the
 * buttons say what they open (aria-expanded, aria-controls), a backdrop, Escape or a navigation closes a
 * drawer. jsdom has no media queries, so this checks the state; tests/e2e/layout.test.ts checks the look.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { initI18n } from '../../../../client/i18n';
import * as stories from '../../../../stories/app/Layout.stories';

const { Closed } = composeStories(stories);

beforeAll(async () => { await initI18n(); });
afterEach(cleanup);

const leftButton = () => screen.getByRole('button', { name: 'Villages, resources and queue' });
const rightButton = () => screen.getByRole('button', { name: 'Quests, empire and research' });
const drawer = (id: string) => document.getElementById(id)!;
const backdrop = () => document.querySelector('.ak-shell__backdrop');

describe('Layout drawers', () => {
  it('starts closed, each button naming the drawer it controls', () => {
    render(<Closed />);
    expect(leftButton().getAttribute('aria-expanded')).toBe('false');
    expect(rightButton().getAttribute('aria-expanded')).toBe('false');
    expect(drawer(leftButton().getAttribute('aria-controls')!).getAttribute('aria-label')).toBe('Village');
    expect(drawer(rightButton().getAttribute('aria-controls')!).getAttribute('aria-label')).toBe('Empire');
    expect(backdrop()).toBeNull();
    expect(screen.getByText('The page comes first.')).toBeTruthy();
  });

  it('opens one drawer at a time with a backdrop that closes it', () => {
    render(<Closed />);
    fireEvent.click(leftButton());
    expect(leftButton().getAttribute('aria-expanded')).toBe('true');
    expect(drawer('ak-drawer-left').className).toContain('is-open');
    expect(document.activeElement).toBe(drawer('ak-drawer-left'));
    fireEvent.click(rightButton());
    expect(leftButton().getAttribute('aria-expanded')).toBe('false');
    expect(drawer('ak-drawer-right').className).toContain('is-open');
    expect(drawer('ak-drawer-left').className).not.toContain('is-open');
    fireEvent.click(backdrop()!);
    expect(rightButton().getAttribute('aria-expanded')).toBe('false');
    expect(backdrop()).toBeNull();
  });

  it('closes on Escape, the focus back on its button', () => {
    render(<Closed />);
    fireEvent.click(leftButton());
    act(() => { fireEvent.keyDown(document, { key: 'Escape' }); });
    expect(leftButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(leftButton());
  });

  it('closes when a link inside it navigates', () => {
    render(<Closed />);
    fireEvent.click(leftButton());
    const villagePages = within(drawer('ak-drawer-left')).getByRole('navigation', { name: 'Village pages' });
    fireEvent.click(within(villagePages).getAllByRole('link')[0]!);
    expect(leftButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('puts the queue indicator in the top bar, opening the full queue', () => {
    render(<Closed />);
    const indicator = within(document.querySelector<HTMLElement>('.ak-shell__top')!).getByTestId('queue-indicator');
    expect(indicator.getAttribute('aria-label')).toMatch(/^Queue: 3 .*· now Farm · Level 11$/);
    fireEvent.click(indicator);
    expect(within(screen.getByRole('dialog', { name: 'Queue' })).getAllByTestId('queue-item')).toHaveLength(3);
  });
});
