/** The deal's entry screen, where the distribution page leads back to. */
export const entryPath = (id: string) => `/app/deals/project?current_deal=${encodeURIComponent(id)}&current_deal_view=editing`;
export const distributionPath = (id: string) => `/app/deals/${encodeURIComponent(id)}/distribution`;
