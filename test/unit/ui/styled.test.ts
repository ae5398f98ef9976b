import { describe, expect, it } from 'vitest';
import { createStyleSheet } from '../../../src/ui/styled';

describe('the widget style sheet', () => {
  it('puts each added text in a style element of its own, with the nonce, once', () => {
    const host = document.createElement('div');
    const sheet = createStyleSheet(host, 'n0nce', '.a{color:red;}');
    sheet.add('.t{--x:1;}');
    sheet.add('.t{--x:1;}');
    sheet.add('.b{color:blue;}');
    const elements = [...host.querySelectorAll('style')];
    // Text appended to the first element would have the browser parse the whole sheet again.
    expect(elements.map((element) => element.textContent)).toEqual(['.a{color:red;}', '.t{--x:1;}', '.b{color:blue;}']);
    for (const element of elements) {
      expect(element.getAttribute('nonce')).toBe('n0nce');
      expect(element.hasAttribute('data-auth-widget')).toBe(true);
    }
  });
});
