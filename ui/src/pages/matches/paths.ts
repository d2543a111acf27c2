export const summaryPath = (id: string) => `/app/deals/${encodeURIComponent(id)}/summary`;
export const matchesPath = (id: string) => `/app/deals/${encodeURIComponent(id)}/matches`;
