/**
 * The underwriting engine: pure functions from a deal to its derived figures.
 * Exports are listed by name: the catalogue (domain/src/catalog) holds the same constants for the screens,
 * and a star export would make the two collide at the domain's root.
 */
export { calculateDeal } from './calculate';
export type { DealCalculation, InterestReserves, ResolvedDeal } from './calculate';
export { modelInputs } from './model-inputs';
export type { ModelComponent, ModelFee, ModelGroundLease, ModelInputs, ModelLoan, ModelWaterfall } from './model-inputs';
export { calculateComponents, componentId } from './components';
export type { ComponentResult } from './components';

export type {
  BusinessStrategy,
  CapexFields,
  DealInput,
  GroundLeaseInput,
  LoanInput,
  Maybe,
  NoiInputFields,
  NoiInputs,
  NoiKind,
  ProjectFinancingInput,
  RefinancingLoanInput,
  SponsorCoinvestmentInput,
  SubPropertyInput,
  SyndicationWaterfallInput,
  TimeUnits,
} from './input';
export { noiInputsOf } from './noi-inputs';

export { round0, round2, roundExcel } from './round';
export { fv, irr, mirr, npv, pmt, pv, signChanges, xirr, xnpv } from './excel';
export { formatCurrency, formatPercent, formatUsDate, monthsInWords } from './display';
export {
  addMonthsToMonthEnd,
  analysisDate,
  compareDates,
  daysBetween,
  daysInMonth,
  earliestRefinanceDate,
  endOfMonth,
  isEndOfMonth,
  isLeapYear,
  latestAnalysisDate,
  monthsBetween,
  toMonths,
} from './dates';
export {
  componentTimeline,
  dealPeriods,
  maxHoldDate,
  maxStabilizationPeriodMonths,
  minHoldDate,
  resolveHoldDate,
  shorterThanParentAlert,
} from './timeline';
export type { Alert, ComponentTimeline, DealPeriods, HoldDateResolution } from './timeline';
export { finiteFigures, withinBounds } from './sanitize';
export type { InputAlert } from './sanitize';

export {
  areaFromSquareFeet,
  areaInUnits,
  areaToSquareFeet,
  factorRate,
  grossSquareFeet,
  projectArea,
  projectAreaFactors,
  scaleSf,
} from './area';
export type { AreaFactors, ProjectArea } from './area';
export { CONSTRUCTION_LINE_ITEMS, STABILIZATION_LINE_ITEMS, capexBasis, isDerived, lineItemCost } from './capex';
export type { CapexBasis, CapexLineItem, CapexPhase } from './capex';
export { PERIOD_MULTIPLIERS, netLeaseTypeLabel, noiFromInputs, periodMultiplier } from './noi';
export type { NoiBreakdown, NoiContext } from './noi';
export { VALUE_ADDED_THRESHOLD, componentNoi, noiContext } from './component-noi';
export type { ComponentNoi } from './component-noi';

export { businessPlanLabel, defaultStrategy, effectiveStrategy, isOperatingType, isSellOut, strategyFlags } from './strategy';
export type { BusinessPlanLabel, StrategyFlags } from './strategy';
export { linkOnAdd, linkTo, primaryPlanIndex, propagateLinks, removeComponent, unlink } from './linking';
export type { LinkDecision, LinkReason } from './linking';

export { financing, principal, unleveredCapitalization } from './financing';
export type { Financing, Tranche, TrancheName } from './financing';
export { interestReserve, interestReserveAmount, maxReservePeriodMonths } from './interest-reserve';
export type { InterestReserve, ReservePeriods, ReserveTrancheKind } from './interest-reserve';
export { freeRentMonths, groundRentByMonth, isChargedGroundLease, monthlyGroundRent } from './ground-lease';
export type { ComponentPlan, ComponentSale } from './component-flows';
export { annualNoiAt, capexAt, capitalizedNoi, componentSale, componentValueAt, noiAt } from './component-flows';
export type { Amortization, LoanMonth, LoanKind, LoanTerms } from './loans';
export { loanSchedule } from './loans';
export { collateralValues, proRataDraws, releaseFractions } from './funding';
export type { LoanSummary, ProForma, ProFormaRow } from './proforma';
export type { ProFormaYear } from './annual';
export { SUMMED_PRO_FORMA_COLUMNS } from './annual';
export type { CashFlowReturns, Returns, StabilizedYear } from './returns';
export type { AnalysisAlert } from './analysis-alerts';
export { bandShares, clawbacks, mirrRate, runWaterfall, waterfallTerms } from './waterfall';
export type { PartyResult, Waterfall, WaterfallTerms, WaterfallTier } from './waterfall';

export {
  AREA_RESET_BLOCKED_MESSAGE,
  DependencyTreeError,
  addNode,
  areaResetBlockers,
  componentDependencyTree,
  createTree,
  dependentsOf,
  findNode,
  removeNode,
} from './dependency-tree';
export type { TreeNode } from './dependency-tree';
