import { Chip, Stack } from '@mui/material';
import { useListContext } from 'react-admin';

export interface StatusChoice {
  /** The `status` filter it sets; absent: every record ("All"). */
  status?: string;
  label: string;
  /** A tooltip saying what the status means. */
  title?: string;
}

/** One click narrows a list to one status; the choice without a status shows every record again. */
export const StatusChips = ({ choices }: { choices: StatusChoice[] }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { status: current, ...rest } = filterValues as { status?: string };
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label="Statuses" sx={{ flexWrap: 'wrap', px: 2, py: 1 }}>
      {choices.map(({ status, label, title }) => {
        const pressed = current === status;
        return (
          <Chip
            key={label}
            label={label}
            title={title}
            clickable
            aria-pressed={pressed}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            onClick={() => setFilters(status ? { ...rest, status } : rest, displayedFilters)}
          />
        );
      })}
    </Stack>
  );
};
