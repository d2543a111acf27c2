import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocation, useNavigate } from 'react-admin';
import { dashboardWindows, DEFAULT_WINDOW, type DashboardWindow } from './types';

const PARAM = 'days';

const windowOf = (value: string | null): DashboardWindow => dashboardWindows.find((w) => String(w) === value) ?? DEFAULT_WINDOW;

/** The dashboard's window, kept in the address (`?days=7`; none or another value: 30) so a view can be bookmarked and shared. */
export function useDashboardWindow() {
  // react-admin's own router hooks: the admin may run under its hash router or the app's.
  const location = useLocation();
  const navigate = useNavigate();
  const days = windowOf(new URLSearchParams(location.search).get(PARAM));
  const choose = (next: DashboardWindow) => {
    const search = new URLSearchParams(location.search);
    search.set(PARAM, String(next));
    navigate({ pathname: location.pathname, search: `?${search.toString()}` }, { replace: true });
  };
  return [days, choose] as const;
}

export const WindowSelect = ({ days, onChange }: { days: DashboardWindow; onChange: (days: DashboardWindow) => void }) => (
  <ToggleButtonGroup
    size="small"
    exclusive
    value={days}
    aria-label="Window"
    onChange={(_, next: DashboardWindow | null) => {
      if (next !== null) onChange(next);
    }}
  >
    {dashboardWindows.map((w) => (
      <ToggleButton key={w} value={w} aria-label={`Last ${w} days`}>
        {w} days
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);
