import { afterEach, describe, expect, it } from 'vitest';
import { documentLogoUrl } from '../src/shared/api/system.ts';

describe('the brand logo before the permission call answers', () => {
  afterEach(() => document.getElementById('brand-logo')?.remove());

  it('is the versioned address the document preloads (the server’s brand head), else the brand’s logo path', () => {
    expect(documentLogoUrl()).toBe('/art/logo.svg');
    const link = document.createElement('link');
    link.id = 'brand-logo';
    link.rel = 'preload';
    link.setAttribute('href', '/art/logo.svg?v=u42');
    document.head.append(link);
    expect(documentLogoUrl()).toBe('/art/logo.svg?v=u42');
  });
});
