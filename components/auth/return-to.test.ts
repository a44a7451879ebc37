import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnTo, welcomeHref } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/', '/profile/edit-profile', '/ads/sale?areaId=3', '/account-deletion/request#top'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    undefined,
    '',
    'profile',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\tx',
    '/x\n',
    'javascript:alert(1)',
    42,
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('uses the fallback, takes the first of repeated parameters and never returns to the sign-in pages', () => {
    expect(safeReturnTo(undefined, '/profile/edit-profile')).toBe('/profile/edit-profile');
    expect(safeReturnTo(['/faqs', '/news'])).toBe('/faqs');
    expect(safeReturnTo('/login?returnTo=/x')).toBe('/');
    expect(safeReturnTo('/sign-up')).toBe('/');
    expect(safeReturnTo('/login-help')).toBe('/login-help');
  });
});

describe('loginHref', () => {
  it('adds returnTo only when it leads somewhere else than home', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/ads/sale?areaId=3&x=1')).toBe('/login?returnTo=/ads/sale%3FareaId%3D3%26x%3D1');
    expect(loginHref('/account-deletion/request')).toBe('/login?returnTo=/account-deletion/request');
    expect(loginHref('/faqs', '/sign-up')).toBe('/sign-up?returnTo=/faqs');
  });
});

describe('welcomeHref', () => {
  it('sends a new account to the "what next" page, carrying where it was going', () => {
    expect(welcomeHref('/')).toBe('/profile/welcome');
    expect(welcomeHref('/ad/create')).toBe('/profile/welcome?returnTo=/ad/create');
    expect(welcomeHref('/ads/sale?areaId=3')).toBe('/profile/welcome?returnTo=/ads/sale%3FareaId%3D3');
    expect(welcomeHref('//evil.example')).toBe('/profile/welcome');
  });
});
