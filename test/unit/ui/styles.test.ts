import { css } from 'goober';
import { describe, expect, it } from 'vitest';
import { WIDGET_STYLES } from '../../../src/ui/styles';

// goober's parser drops the last declaration of a block that does not end with ';'.
const unterminated = /[^;{}\s]\s*\}/;

describe('the main stylesheet', () => {
  it('ends every declaration with a semicolon, so goober keeps all of them', () => {
    expect(WIDGET_STYLES).not.toMatch(unterminated);
  });

  it('reaches the sheet whole: nested rules keep their last declarations', () => {
    const element = document.createElement('style');
    element.appendChild(document.createTextNode(''));
    document.head.appendChild(element);
    const className = css.bind({ target: { querySelector: () => element } as unknown as Element })(WIDGET_STYLES);
    const sheet = element.textContent ?? '';
    expect(sheet).toContain(`.${className} *{box-sizing:border-box;}`);
    expect(sheet).toMatch(new RegExp(`\\.${className} \\.aw-h\\{[^}]*margin:0 0 16px;`));
    expect(sheet).toMatch(new RegExp(`\\.${className} \\.aw-btn\\{[^}]*text-decoration:none;`));
  });
});
