/** The http(s) links in a text, in order, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
}
