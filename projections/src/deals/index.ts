export { CONSOLE_DEALS, DEAL_USAGE, consoleDealsProjection, type ConsoleDealDoc, type CardComponent } from './console-deals';
export { CONSOLE_PARTIALS, consolePartialsProjection, type ConsolePartialDoc } from './console-partials';
export { DEAL_VERSIONS, dealVersionsProjection, versionDocId, type DealVersionDoc } from './deal-versions';
export { DEALS, dealsProjection, type DealDoc } from './deals';
export { DEAL_ACCESS, accessFactsOf, dealAccessProjection, type CollaboratorDoc, type DealAccessDoc } from './deal-access';
