export { CONSOLE_DEALS, DEAL_USAGE, consoleDealsProjection, type ConsoleDealDoc, type CardComponent } from './console-deals';
export { CONSOLE_PARTIALS, consolePartialsProjection, type ConsolePartialDoc } from './console-partials';
export { DEAL_VERSIONS, dealVersionsProjection, versionDocId, type DealVersionDoc } from './deal-versions';
export { DEALS, dealsProjection, type DealDoc } from './deals';
