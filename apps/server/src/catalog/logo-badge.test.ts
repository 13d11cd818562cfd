import { describe, expect, it } from 'vitest';
import { renderBadge } from './logo-badge';

describe('competitor badges', () => {
  it('draws the shape in the club colours with readable lettering', () => {
    const dark = renderBadge({
      abbreviation: 'MAN',
      primary: '#003DA5',
      secondary: '#FFD100',
      shape: 'hexagon',
    });
    expect(dark).toContain('fill="#003DA5" stroke="#FFD100"');
    expect(dark).toContain('fill="#FFFFFF">MAN</text>');
    const light = renderBadge({
      abbreviation: 'YEL',
      primary: '#FFD100',
      secondary: '#000000',
      shape: 'circle',
    });
    expect(light).toContain('<circle');
    expect(light).toContain('fill="#111111">YEL</text>');
  });

  it('never lets stored values inject markup', () => {
    const svg = renderBadge({
      abbreviation: '<a>&',
      primary: 'url(x)',
      secondary: '"/><script>',
      shape: 'star',
    });
    expect(svg).not.toMatch(/<script|url\(|<a>/);
    expect(svg).toContain('&#60;a&#62;&#38;');
    expect(svg).toContain('<path d="M32 3 L58 12');
  });
});
