/**
 * The workbook's file name: `<deal name> model v<version>.xlsx`, with the characters no file system accepts
 * (< > : " / \ | ? * and control characters) replaced by '-'.
 */
// eslint-disable-next-line no-control-regex
const ILLEGAL = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

export function modelFileName(dealName: string, version: number): string {
  const name = dealName.replace(ILLEGAL, '-').trim() || 'Deal';
  return `${name} model v${version}.xlsx`;
}
