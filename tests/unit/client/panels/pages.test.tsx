// @vitest-environment jsdom
// The kingdom and village overview pages built from these panels (client/routes/kingdom, client/routes/village).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import KingdomPage, { kingdomTabFromPath, kingdomTabPath } from '../../../../client/routes/kingdom/KingdomPage';
import { totalRates, villageRates } from '../../../../client/routes/kingdom/kingdomTotals';
import { villageQueryKey } from '../../../../client/routes/kingdom/useKingdomVillages';
import { RenameVillage } from '../../../../client/routes/village/RenameVillage';
import { fixtureOtherVillages, fixtureVillage, makeGame, makeVillageState } from '../../../../stories/fixtures/game';
import { ProvideGame } from '../../../../stories/fixtures/ProvideGame';

afterEach(() => { cleanup(); });

function renderPage(node: ReactNode, path: string, seed = fixtureOtherVillages, selectVillage = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const v of seed) client.setQueryData(villageQueryKey(v.village.id), v);
  render(
    <QueryClientProvider client={client}>
      <ProvideGame game={makeGame({ selectVillage })}>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </ProvideGame>
    </QueryClientProvider>,
  );
  return { selectVillage };
}

describe('kingdom tabs', () => {
  it('map routes to tabs and back', () => {
    expect(kingdomTabFromPath('/')).toBe('overview');
    expect(kingdomTabFromPath('/kingdom/storage')).toBe('storage');
    expect(kingdomTabFromPath('/kingdom/accountproduction/')).toBe('accountproduction');
    expect(kingdomTabFromPath('/kingdom/nonsense')).toBe('overview');
    expect(kingdomTabPath('production')).toBe('/kingdom/production');
    expect(kingdomTabPath('overview')).toBe('/');
  });

  it('sum effective rates over the loaded villages only', () => {
    const a = makeVillageState({ prod_wood: 100, impr_wood: 0.5, prod_food_net: -20, culture: 10, impr_culture: 0 });
    const b = makeVillageState({ prod_wood: 33, impr_wood: 0.1, prod_food_net: 50, culture: 5, impr_culture: 1 });
    expect(villageRates(a).wood).toBe(150);
    const total = totalRates([a, undefined, b]);
    expect(total.wood).toBe(150 + 36);
    expect(total.food).toBe(30);
    expect(total.culture).toBe(20);
  });
});

describe('KingdomPage', () => {
  it('shows every village of the profile with its figures, and a click makes it current', () => {
    const { selectVillage } = renderPage(<KingdomPage />, '/kingdom/production');
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Village'),
      expect.stringMatching(/Highmoor.*\+504.*\+396.*\+240.*\+350/),
      expect.stringMatching(/Ravensford.*\+300.*\+200.*\+198.*-80/),
      expect.stringMatching(/Stonecross.*\+150.*\+546.*\+200.*\+136/),
      expect.stringMatching(/Total.*\+954.*\+1,142.*\+638.*\+406/),
    ]);
    fireEvent.click(within(rows[2]).getByRole('button', { name: /Ravensford/ }));
    expect(selectVillage).toHaveBeenCalledWith(12);
  });

  it('marks a village that failed to load and keeps the others', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(villageQueryKey(13), fixtureOtherVillages[1]);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: 'error_village', message: 'Village not found' }), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      render(
        <QueryClientProvider client={client}>
          <ProvideGame game={makeGame()}>
            <MemoryRouter initialEntries={['/kingdom/storage']}><KingdomPage /></MemoryRouter>
          </ProvideGame>
        </QueryClientProvider>,
      );
      expect(await screen.findByText('Could not load this village')).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledWith('/api/villages/12', expect.objectContaining({ method: 'GET' }));
      expect(screen.getByRole('progressbar', { name: 'Stonecross: Food' })).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'Highmoor: Stone' }).getAttribute('aria-valuenow')).toBe('12000');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses the context for the current village without fetching it', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderPage(<KingdomPage />, '/', fixtureOtherVillages);
      expect(screen.getByRole('button', { name: /Highmoor/ }).closest('tr')!.textContent).toContain(String(fixtureVillage.village.population));
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('RenameVillage', () => {
  const open = (onRename = vi.fn(async () => {})) => {
    render(<RenameVillage name="Highmoor" onRename={onRename} />);
    fireEvent.click(screen.getByRole('button', { name: /Change name/ }));
    return onRename;
  };

  it('saves the trimmed name and closes the form', async () => {
    const onRename = open();
    fireEvent.change(screen.getByLabelText('Village name'), { target: { value: '  Eastwatch ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(onRename).toHaveBeenCalledWith('Eastwatch');
    expect(screen.queryByLabelText('Village name')).toBeNull();
  });

  it('refuses an empty name without calling the server', async () => {
    const onRename = open();
    fireEvent.change(screen.getByLabelText('Village name'), { target: { value: '   ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter a name');
  });

  it('shows the server refusal and stays open', async () => {
    open(vi.fn(async () => { throw new Error('The server did not accept your input'); }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(screen.getByRole('alert').textContent).toBe('The server did not accept your input');
    expect(screen.getByLabelText('Village name')).toBeTruthy();
  });
});
