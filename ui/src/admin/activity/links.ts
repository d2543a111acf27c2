import type { SortPayload } from 'react-admin';
import { ADMIN_API_URL } from '../../providers/dataProvider';

type Filter = Record<string, unknown>;
export type ExportFormat = 'csv' | 'xlsx';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The activity list's query string narrowed by `filter`: react-admin keeps a list's filter in its URL. */
export const activityListSearch = (filter: Filter) => `?filter=${json(filter)}`;

/**
 * The server's download of the list as it is shown: the `filter` and `sort` parameters in the shape
 * ra-data-simple-rest sends them to the list itself. No range: an export has every row.
 */
export const activityExportUrl = (format: ExportFormat, filter: Filter, sort: SortPayload) =>
  `${ADMIN_API_URL}/activity/export.${format}?filter=${json(filter)}&sort=${json([sort.field, sort.order])}`;
