import { vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { matchesApi, type MatchList } from '../../deals/matches-api';
import { renderScreen } from '../../testing/render';
import { MatchesPage } from './MatchesPage';

/** An error as the http client throws it: status, code, message and the body's title. */
export const apiError = (status: number, code: string, message: string, title?: string) =>
  Object.assign(new Error(message), { status, code, ...(title ? { title } : {}) });

/** Opens /app/deals/d1/matches with the list (or the refusal) the retrieve call answers. */
export function openMatches(list: MatchList | Error) {
  const retrieve = vi.spyOn(matchesApi, 'retrieve');
  if (list instanceof Error) retrieve.mockRejectedValue(list);
  else retrieve.mockResolvedValue(list);
  renderScreen(
    <Routes>
      <Route path={MatchesPage.path} element={<MatchesPage />} />
    </Routes>,
    '/app/deals/d1/matches',
  );
}
