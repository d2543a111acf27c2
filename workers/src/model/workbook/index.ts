/**
 * The spreadsheet model of one deal version: an XLSX with live formulas that recompute the
 * engine's pro forma, returns and waterfall from the engine's resolved assumptions. See README.md.
 */
import { createHash } from 'node:crypto';
import type { DealInput } from '@dealbook/domain';
import { modelInputs } from '@dealbook/domain';
import ExcelJS from 'exceljs';
import { writeAnnual } from './annual';
import { writeAssumptions } from './assumptions';
import { writeBudget } from './budget';
import { writeCover } from './cover';
import { writeDebt } from './debt';
import { modelFileName } from './file-name';
import { canonicalJson } from './canonical-json';
import { modelOf } from './model';
import { writeNoi } from './noi-sheet';
import { writeProForma } from './pro-forma';
import { writeReturns } from './returns';
import { writeSales } from './sales';
import { writeSourcesUses } from './sources-uses';
import { writeWaterfall } from './waterfall';

export interface WorkbookInput {
  deal_id: string;
  deal_name: string;
  deal_version: number;
  /** the event store position (global position or stream revision) of the event that made the version */
  position: number;
  /** ISO time of the build */
  built_at: string;
  deal: DealInput;
  /** the engine's "now" (the version's save time) */
  now: string;
}

export interface BuiltWorkbook {
  bytes: Buffer;
  inputs_sha256: string;
  file_name: string;
}

export function inputsSha256(deal: DealInput, now: string): string {
  return createHash('sha256').update(canonicalJson({ deal, now })).digest('hex');
}

export async function buildModelWorkbook(input: WorkbookInput): Promise<BuiltWorkbook> {
  const inputs_sha256 = inputsSha256(input.deal, input.now);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Dealbook';
  wb.created = new Date(input.built_at);
  wb.modified = new Date(input.built_at);
  wb.title = `${input.deal_name} model v${input.deal_version}`;
  wb.calcProperties.fullCalcOnLoad = true;
  // The sheets are added in tab order; formulas refer to each other by name, so the order does not matter to them.
  const model = modelOf(wb, modelInputs(input.deal, input.now));
  writeCover(model, { ...input, inputs_sha256 });
  writeAssumptions(model);
  writeSourcesUses(model);
  writeBudget(model);
  writeNoi(model);
  writeSales(model);
  writeProForma(model);
  writeAnnual(model);
  writeDebt(model);
  writeReturns(model);
  writeWaterfall(model);
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  return { bytes, inputs_sha256, file_name: modelFileName(input.deal_name, input.deal_version) };
}
