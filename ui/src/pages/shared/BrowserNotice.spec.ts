import { describe, expect, it } from 'vitest';
import { browserSupport } from './BrowserNotice';

describe('the browser support check', () => {
  it('counts Chrome and Blink-based browsers as supported', () => {
    expect(
      browserSupport('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36').supported,
    ).toBe(true);
    expect(browserSupport('Mozilla/5.0 … Chrome/126.0 Safari/537.36 Edg/126.0').supported).toBe(true);
  });
  it('does not count Firefox or Safari', () => {
    expect(browserSupport('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0').supported).toBe(false);
    expect(browserSupport('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15').supported).toBe(
      false,
    );
  });
  it('tells a phone by its user agent', () =>
    expect(browserSupport('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Mobile/15E148').mobile).toBe(true));
});
