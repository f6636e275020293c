// @vitest-environment jsdom
// The finished-world announcement (issue 17): it names the winner and links to the server statistics, a
// path the statistics route opens on its server tab; following the link dismisses the announcement.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { initI18n } from '../../../../client/i18n';
import { FINISHED_STATISTICS_PATH, FinishedAnnouncement } from '../../../../client/app/FinishedAnnouncement';
import { statisticsTabOf } from '../../../../client/routes/statistics/statisticsRules';

beforeAll(async () => { await initI18n(); });
afterEach(cleanup);

function StatisticsTab() {
  const route = statisticsTabOf(useParams()['*']);
  return <p data-testid="statistics-tab">{'tab' in route ? route.tab : 'not found'}</p>;
}

describe('the finished announcement', () => {
  it('names the winner and opens the server tab of the statistics, dismissing itself', () => {
    const onDismiss = vi.fn();
    render(
      <MemoryRouter initialEntries={['/map']}>
        <Routes>
          <Route path="/map" element={<FinishedAnnouncement onDismiss={onDismiss} winner={{ name: 'Iron Covenant', name_short: 'IRC' }} />} />
          <Route path="/statistics/*" element={<StatisticsTab />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('finished-text').textContent).toContain('Iron Covenant [IRC] has claimed victory');
    const link = screen.getByRole('link', { name: 'View the server statistics' });
    expect(link.getAttribute('href')).toBe('/statistics/server');
    expect(FINISHED_STATISTICS_PATH).toBe('/statistics/server');
    fireEvent.click(link);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('statistics-tab').textContent).toBe('server');
  });

  it('without a winner says an Empire claimed victory, and Dismiss dismisses', () => {
    const onDismiss = vi.fn();
    render(<MemoryRouter><FinishedAnnouncement onDismiss={onDismiss} /></MemoryRouter>);
    expect(screen.getByTestId('finished-text').textContent).toContain('An Empire has claimed victory');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
