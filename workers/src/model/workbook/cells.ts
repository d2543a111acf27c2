/**
 * Writing cells the way the whole workbook does: inputs in blue, formulas in black with the engine's value as
 * their cached result (so a viewer that does not recalculate shows the right figures), labels in plain text,
 * and every text a user typed escaped against formula injection.
 */
import type { Cell, Worksheet } from 'exceljs';

export const FORMAT = {
  money: '#,##0.00',
  rate: '0.00%',
  rate4: '0.0000%',
  date: 'yyyy-mm-dd',
  month: '0',
  multiple: '0.00"x"',
  number: '#,##0.00',
  factor: '0.000000',
} as const;

const INPUT_FONT = { color: { argb: 'FF0000FF' } };
const HEADER_FONT = { bold: true };
const TITLE_FONT = { bold: true, size: 14 };
const HEADER_FILL = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFDDE4EE' } };

/** The letters of a 1-based column: 1 → A, 27 → AA. */
export function columnLetters(col: number): string {
  let letters = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A1 address; absolute ($A$1) when asked. */
export function address(row: number, col: number, absolute = false): string {
  return absolute ? `$${columnLetters(col)}$${row}` : `${columnLetters(col)}${row}`;
}

/** A reference to a cell or range of another sheet: 'Pro Forma'!$C$6. */
export function sheetRef(sheet: string, ref: string): string {
  return `'${sheet.replace(/'/g, "''")}'!${ref}`;
}

/** An absolute column range on a sheet: 'NOI'!$D$6:$D$66. */
export function columnRange(sheet: string, col: number, fromRow: number, toRow: number): string {
  return sheetRef(sheet, `${address(fromRow, col, true)}:${address(toRow, col, true)}`);
}

const INJECTION_START = /^[=+\-@\t\r]/;

/**
 * Text from users written so no spreadsheet reads it as a formula: a value starting with =, +, -, @, tab or
 * carriage return gets a leading apostrophe (the OWASP advice against CSV / formula injection).
 */
export function safeText(text: string): string {
  const kept = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  return INJECTION_START.test(kept) ? `'${kept}` : kept;
}

/** Excel holds at most 32,767 characters in a cell and asks to repair a file with more. */
const MAX_CELL_TEXT = 32_000;

export type CellValue = number | string | boolean | Date | null;

export function setInput(ws: Worksheet, row: number, col: number, value: CellValue, format?: string): Cell {
  const cell = ws.getCell(row, col);
  cell.value = typeof value === 'string' ? safeText(value) : value;
  cell.font = INPUT_FONT;
  if (format) cell.numFmt = format;
  return cell;
}

/** A formula (without the leading =) and the engine's value for it. */
export function setFormula(ws: Worksheet, row: number, col: number, formula: string, result: CellValue, format?: string): Cell {
  const cell = ws.getCell(row, col);
  cell.value = result === null ? { formula } : { formula, result };
  if (format) cell.numFmt = format;
  return cell;
}

/**
 * A formula filled down a column from `masterRow` (Excel's shared formulas: the master holds the text, each row
 * below refers to it and keeps its own result). The formula of every row must be the master's with its relative
 * references moved down by the row offset; `formula` is only called for the master.
 */
export function setSharedFormula(
  ws: Worksheet,
  row: number,
  col: number,
  masterRow: number,
  formula: () => string,
  result: CellValue,
  format?: string,
): Cell {
  if (row === masterRow) return setFormula(ws, row, col, formula(), result, format);
  const cell = ws.getCell(row, col);
  cell.value = result === null ? { sharedFormula: address(masterRow, col) } : { sharedFormula: address(masterRow, col), result };
  if (format) cell.numFmt = format;
  return cell;
}

/** A fixed value that is part of the layout (a month number, a year), not an assumption. */
export function setValue(ws: Worksheet, row: number, col: number, value: CellValue, format?: string): Cell {
  const cell = ws.getCell(row, col);
  cell.value = value;
  if (format) cell.numFmt = format;
  return cell;
}

/** A label the workbook writes; `userText` marks text a user typed (escaped). */
export function setLabel(ws: Worksheet, row: number, col: number, text: string, userText = false): Cell {
  const cell = ws.getCell(row, col);
  cell.value = userText ? safeText(text) : text;
  return cell;
}

export function setTitle(ws: Worksheet, title: string, note?: string): void {
  const cell = ws.getCell(1, 1);
  cell.value = title;
  cell.font = TITLE_FONT;
  if (note) ws.getCell(2, 1).value = note;
}

export function setHeader(ws: Worksheet, row: number, col: number, text: string, userText = false): Cell {
  const cell = setLabel(ws, row, col, text, userText);
  cell.font = HEADER_FONT;
  cell.fill = HEADER_FILL;
  cell.alignment = { wrapText: true, vertical: 'bottom' };
  return cell;
}

export function boldRow(ws: Worksheet, row: number, fromCol: number, toCol: number): void {
  for (let col = fromCol; col <= toCol; col++) ws.getCell(row, col).font = HEADER_FONT;
}

export function setWidths(ws: Worksheet, widths: readonly number[]): void {
  widths.forEach((width, i) => (ws.getColumn(i + 1).width = width));
}

/** The sheet frozen below its header rows and right of its label columns. */
export function freeze(ws: Worksheet, ySplit: number, xSplit: number): void {
  ws.views = [{ state: 'frozen', xSplit, ySplit, topLeftCell: address(ySplit + 1, xSplit + 1), activeCell: 'A1' }];
}

/** An Excel date cell value for an ISO day (UTC midnight, so the serial is the whole day). */
export function excelDate(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

/** A formula's cached value when the engine answers null ('n/a', as the formula's IFERROR shows). */
export function orNa(value: number | null | undefined): number | string {
  return value === null || value === undefined || !Number.isFinite(value) ? 'n/a' : value;
}
