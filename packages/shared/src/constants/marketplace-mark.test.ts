import { describe, expect, it } from 'vitest';
import { contrastRatio, drawMarketplaceMark, readableTextColor } from './marketplace-mark';

describe('drawMarketplaceMark', () => {
  it('escapes markup in the name and initials', () => {
    const { logoSvg } = drawMarketplaceMark({
      name: 'A&B "<Shop>"',
      color: '#000000',
      initials: '<>',
    });
    expect(logoSvg).toContain('aria-label="A&amp;B &quot;&lt;Shop&gt;&quot;"');
    expect(logoSvg).toContain('>&lt;&gt;</text>');
    expect(logoSvg).not.toContain('<Shop>');
  });

  it('refuses a colour it cannot read', () => {
    expect(() => drawMarketplaceMark({ name: 'X', color: 'red', initials: 'X' })).toThrow(
      /#RRGGBB/,
    );
  });
});

describe('contrast', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7BC043', '#7BC043')).toBeCloseTo(1, 5);
  });

  it('picks dark text on yellow and white text on navy', () => {
    expect(readableTextColor('#FFCC00')).toBe('#1A1A1A');
    expect(readableTextColor('#0050A0')).toBe('#FFFFFF');
  });
});
