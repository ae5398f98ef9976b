// The emulator's table in docs/bench.md: written in place by bench:emulator, kept by bench.
import { describe, expect, it } from 'vitest';
import { emulatorSection, markEmulatorSection, withEmulatorSection } from '../../../scripts/benchSection.mjs';

const widget = '# auth-widget benchmark\n\n## Summary\n\n| a | b |\n';

describe('the emulator section of docs/bench.md', () => {
  it('is appended once, then replaced in place', () => {
    const first = withEmulatorSection(widget, markEmulatorSection('## Emulator\n\n| 131 /s |'));
    expect(first.startsWith(widget.trimEnd())).toBe(true);
    expect(emulatorSection(first)).toContain('| 131 /s |');
    const second = withEmulatorSection(first, markEmulatorSection('## Emulator\n\n| 250 /s |'));
    expect(emulatorSection(second)).toContain('| 250 /s |');
    expect(second).not.toContain('131 /s');
    expect(second.split('## Emulator').length).toBe(2);
  });

  it('survives a rewrite of the widget part (what `npm run bench` does)', () => {
    const before = withEmulatorSection(widget, markEmulatorSection('## Emulator\n\n| $& 250 /s |'));
    const rewritten = withEmulatorSection('# auth-widget benchmark\n\nnew numbers\n', emulatorSection(before));
    expect(rewritten).toContain('new numbers');
    expect(emulatorSection(rewritten)).toBe(emulatorSection(before)); // `$&` is not a replacement pattern here
  });

  it('leaves a file without a section as it is', () => {
    expect(emulatorSection(widget)).toBeNull();
    expect(withEmulatorSection(widget, null)).toBe(widget);
  });
});
