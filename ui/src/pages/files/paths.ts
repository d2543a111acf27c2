/** The deal's files screen (app.deal.attachments) and the summary it links to. */
export const filesPath = (id: string) => `/app/deals/${encodeURIComponent(id)}/manage/attachments`;
export const summaryPath = (id: string) => `/app/deals/${encodeURIComponent(id)}/summary`;

/** The files screen's "Who opened what" section, its anchor and the search parameter naming the file it shows. */
export const ACTIVITY_ANCHOR = 'file-activity';
export const ACTIVITY_PARAM = 'activity';
/** On the files screen: the activity of one file (or `dataroom`), scrolled to. */
export const activityLink = (target: string) => ({
  search: `?${ACTIVITY_PARAM}=${encodeURIComponent(target)}`,
  hash: ACTIVITY_ANCHOR,
});
