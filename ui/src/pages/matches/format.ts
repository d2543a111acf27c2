import { formatDate, formatDateTime } from '@dealbook/domain/shared/dates';

/** 'Nov 25, 2026, 10:02:00 AM' in the reader's time zone; the raw text when it is no date. */
export const formatWhen = (iso: string): string => formatDateTime(iso);

/** 'Nov 25, 2026'. */
export const formatDay = (iso: string): string => formatDate(iso);
