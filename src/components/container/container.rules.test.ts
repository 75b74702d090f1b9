import { describe, expect, it } from 'vitest';
import { backgroundImageSource, containerPlan } from './container.rules.ts';

describe('containerPlan', () => {
  it('wraps when the style list holds the word container', () => {
    expect(containerPlan('container').wrapped).toBe(true);
    expect(containerPlan('indent container-light-background container').wrapped).toBe(true);
    expect(containerPlan('indent-inner container-dark-background             ').wrapped).toBe(false);
    expect(containerPlan(undefined).wrapped).toBe(false);
  });

  it('reads the tone and keeps the classes', () => {
    expect(containerPlan('indent-inner container-dark-background ')).toEqual({
      wrapped: false,
      tone: 'dark',
      classes: ['indent-inner', 'container-dark-background'],
    });
    expect(containerPlan('container-light-background').tone).toBe('light');
    expect(containerPlan('container').tone).toBe('plain');
  });
});

describe('backgroundImageSource', () => {
  const options = { allowedHosts: ['media.example.net', 'cdn.example.org:8443'], ownOrigin: 'https://www.example.com' };

  it('reads mediaurl from the image XML Sitecore sends, entities decoded', () => {
    expect(backgroundImageSource('<image mediaid="{0C8E6B41-7E84-4E68-B1B8-2A5D8C33F1A9}" mediaurl="/-/media/ports/quay.jpg?h=900&amp;w=1600" />')).toBe(
      '/-/media/ports/quay.jpg?h=900&w=1600',
    );
    expect(backgroundImageSource("<image mediaurl='/-/jssmedia/site/bg.png' />")).toBe('/-/jssmedia/site/bg.png');
    expect(backgroundImageSource('mediaurl="/-/media/a.svg"')).toBe('/-/media/a.svg');
  });

  it('turns a bare mediaid into media by id', () => {
    expect(backgroundImageSource('<image mediaid="{0C8E6B41-7E84-4E68-B1B8-2A5D8C33F1A9}" />')).toBe('/-/media/0c8e6b417e844e68b1b82a5d8c33f1a9.ashx');
  });

  it('takes a plain same-site media path or URL', () => {
    expect(backgroundImageSource(' /-/media/ports-group/quay.svg ')).toBe('/-/media/ports-group/quay.svg');
    expect(backgroundImageSource('https://www.example.com/-/media/x.jpg', options)).toBe('https://www.example.com/-/media/x.jpg');
  });

  it('takes the configured image hosts only', () => {
    expect(backgroundImageSource('https://media.example.net/any/path.jpg', options)).toBe('https://media.example.net/any/path.jpg');
    expect(backgroundImageSource('<image mediaurl="https://cdn.example.org:8443/a.jpg" />', options)).toBe('https://cdn.example.org:8443/a.jpg');
    expect(backgroundImageSource('https://cdn.example.org/a.jpg', options)).toBeUndefined();
    expect(backgroundImageSource('https://evil.example/-/media/a.jpg', options)).toBeUndefined();
    expect(backgroundImageSource('https://media.example.net/a.jpg')).toBeUndefined();
    expect(backgroundImageSource('https://www.example.com/other/x.jpg', options)).toBeUndefined();
  });

  it('refuses anything that could leave an image address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '//evil.example/-/media/a.jpg',
      '/assets/app.js',
      '/-/media/a.jpg) ; background: url(https://evil.example/x',
      "/-/media/a.jpg');x:url('",
      '/-/media/../../admin',
      '/-/media/%2E%2e/x.jpg',
      '<image mediaurl="javascript:alert(1)" />',
      '<image mediaurl="/-/media/a.jpg&quot;)" />',
      'https://user:pw@media.example.net/a.jpg',
      'ftp://media.example.net/a.jpg',
      '<image />',
      '',
    ]) {
      expect(backgroundImageSource(bad, options), bad).toBeUndefined();
    }
    expect(backgroundImageSource(undefined)).toBeUndefined();
    expect(backgroundImageSource(42)).toBeUndefined();
  });
});
