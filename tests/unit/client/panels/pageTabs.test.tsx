// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PageTabs, type PageTab } from '../../../../client/panels/PageTabs';

afterEach(cleanup);

function Where() { return <output>{useLocation().pathname}</output>; }

const routeTabs: PageTab[] = [
  { key: 'overview', label: 'Overview', to: '/' },
  { key: 'production', label: 'Resource production', to: '/kingdom/production' },
  { key: 'storage', label: 'Storage', to: '/kingdom/storage' },
];

function renderAt(path: string, active: string, onSelect?: (k: string) => void, tabs = routeTabs) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes><Route path="*" element={<><PageTabs tabs={tabs} active={active} onSelect={onSelect} label="Kingdom pages" /><Where /></>} /></Routes>
    </MemoryRouter>,
  );
}

describe('PageTabs dropdown (SPEC.md section 2: tabs, or a dropdown on small screens)', () => {
  it('is a select labelled with the menu\'s name that lists the same tabs in the same order', () => {
    renderAt('/kingdom/production', 'production');
    const select = screen.getByRole('combobox', { name: 'Kingdom pages' }) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Overview', 'Resource production', 'Storage']);
    const row = screen.getByRole('navigation', { name: 'Kingdom pages' });
    expect(within(row).getAllByRole('link').map((a) => a.textContent)).toEqual(['Overview', 'Resource production', 'Storage']);
  });

  it('has the current page selected', () => {
    renderAt('/kingdom/storage', 'storage');
    const select = screen.getByRole('combobox', { name: 'Kingdom pages' }) as HTMLSelectElement;
    expect(select.value).toBe('storage');
    expect((within(select).getByRole('option', { name: 'Storage' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('navigates to the chosen tab\'s route and tells onSelect', () => {
    const onSelect = vi.fn();
    renderAt('/kingdom/production', 'production', onSelect);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kingdom pages' }), { target: { value: 'storage' } });
    expect(screen.getByRole('status').textContent).toBe('/kingdom/storage');
    expect(onSelect).toHaveBeenCalledWith('storage');
  });

  it('switches local state for tabs without routes, staying on the page', () => {
    const onSelect = vi.fn();
    const tabs: PageTab[] = [{ key: 'train', label: 'Train' }, { key: 'send', label: 'Send' }];
    renderAt('/village/army', 'train', onSelect, tabs);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kingdom pages' }), { target: { value: 'send' } });
    expect(onSelect).toHaveBeenCalledWith('send');
    expect(screen.getByRole('status').textContent).toBe('/village/army');
  });

});
