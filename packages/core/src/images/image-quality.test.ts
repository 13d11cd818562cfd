import { describe, expect, it } from 'vitest';
import {
  imageCandidates,
  imageQuality,
  imageSource,
  imageWidth,
  negotiateImageFormat,
  resizedImageUrl,
  resizedSrcSet,
} from './image-quality';

describe('image quality (spec §9)', () => {
  it('[IMG1] base 80; avif 81.25 % and webp 87.5 % of it', () => {
    expect(imageQuality('jpeg')).toBe(80);
    expect(imageQuality('png')).toBe(80);
    expect(imageQuality('avif')).toBe(65);
    expect(imageQuality('webp')).toBe(70);
    expect(imageQuality('avif', 100)).toBe(81);
    expect(imageQuality('webp', 100)).toBe(88);
  });

  it('[IMG2] avif, then webp, then the source kind, from the Accept header', () => {
    expect(negotiateImageFormat('image/avif,image/webp,image/apng,*/*;q=0.8', 'png')).toBe('avif');
    expect(negotiateImageFormat('image/webp,*/*', 'jpeg')).toBe('webp');
    expect(negotiateImageFormat('image/avif;q=0, image/webp', 'png')).toBe('webp');
    expect(negotiateImageFormat('*/*', 'jpeg')).toBe('jpeg');
    expect(negotiateImageFormat(undefined, 'png')).toBe('png');
  });

  it('[IMG3] rounds a width up to an allowed one, within 16 and 2048', () => {
    expect(imageWidth(48)).toBe(48);
    expect(imageWidth(49)).toBe(64);
    expect(imageWidth(1)).toBe(16);
    expect(imageWidth(-5)).toBe(16);
    expect(imageWidth(99_999)).toBe(2048);
    expect(imageWidth(Number.NaN)).toBe(16);
  });

  it('[IMG4] offers 1x and 2x', () => {
    expect(imageCandidates(48)).toEqual([
      { width: 48, density: 1 },
      { width: 96, density: 2 },
    ]);
  });
});

describe('image sources and URLs (spec §7.5)', () => {
  const cms = ['https://cms.example.com'];

  it("[IMG5] fetches only backend /static/ paths, the site's own images and allowed origins", () => {
    expect(imageSource('/static/logos/12.svg', cms)).toEqual({
      kind: 'backend',
      path: '/static/logos/12.svg',
    });
    expect(imageSource('/site-assets/demo/logo.svg', cms)).toEqual({
      kind: 'site',
      path: '/site-assets/demo/logo.svg',
    });
    expect(imageSource('http://cms.example.com/b/1.png', ['http://cms.example.com'])).toEqual({
      kind: 'remote',
      url: 'http://cms.example.com/b/1.png',
    });
    expect(imageSource('https://cms.example.com/b/1.png', cms)).toEqual({
      kind: 'remote',
      url: 'https://cms.example.com/b/1.png',
    });
    for (const bad of [
      '/static/../etc/passwd',
      '/static//evil.test/x',
      '//evil.test/x.png',
      '/api/v2/settings',
      '/static/logos/1.svg?x=1',
      '/site-assets/../../.env',
      '/site-assets/logo.svg?x=1',
      '/site-assets/notes.txt',
      '/site-assets//evil.test/x.png',
      '/public/site-assets/logo.svg',
      'https://evil.test/x.png',
      'https://user:pw@cms.example.com/x.png',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://169.254.169.254/latest/meta-data',
      '',
      undefined,
    ]) {
      expect(imageSource(bad, cms)).toBeUndefined();
    }
  });

  it('[IMG4] builds the proxy URL and the 1x/2x srcset', () => {
    expect(resizedImageUrl('/static/logos/1.svg', 40)).toBe(
      '/fe-api/image?src=%2Fstatic%2Flogos%2F1.svg&w=48',
    );
    expect(resizedSrcSet('/static/logos/1.svg', 48)).toBe(
      '/fe-api/image?src=%2Fstatic%2Flogos%2F1.svg&w=48 1x, /fe-api/image?src=%2Fstatic%2Flogos%2F1.svg&w=96 2x',
    );
  });
});
