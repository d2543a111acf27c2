/** The deal's files screen (spec 3, app.deal.attachments) and the summary it links to. */
export const filesPath = (id: string) => `/app/deals/${encodeURIComponent(id)}/manage/attachments`;
export const summaryPath = (id: string) => `/app/deals/${encodeURIComponent(id)}/summary`;
