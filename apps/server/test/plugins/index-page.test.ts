import { describe, expect, it } from 'vitest';
import { IndexPages, runtimeConfigElement, withHeadExtra } from '../../src/plugins/index-page';

const CONFIG = {
  productName: 'МаркетПульт',
  menuVariant: 'prod' as const,
  supportEmail: 'help@marketpult.ru',
  marketsProxyToken: 'token',
};

describe('the served index page', () => {
  it('keeps a config value from ending its script element', () => {
    const element = runtimeConfigElement({ ...CONFIG, productName: '</script><script>alert(1)' });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const json = /">(.*)<\/script>$/.exec(element)?.[1] ?? '';
    expect(JSON.parse(json).productName).toBe('</script><script>alert(1)');
  });

  it('puts its additions at the end of <head>, or before <body> in a page without one', () => {
    expect(withHeadExtra('<html><head><title>x</title></HEAD><body>', '<!--x-->')).toBe(
      '<html><head><title>x</title><!--x--></HEAD><body>',
    );
    expect(withHeadExtra('<html><body class="a">', '<!--x-->')).toBe(
      '<html><!--x--><body class="a">',
    );
  });

  it('gives each route its own validator, the same for the same page', () => {
    const pages = new IndexPages('<head></head>', CONFIG, { '/login': ['assets/a.js'] });
    expect(pages.forPath('/login').etag).not.toBe(pages.forPath('/cabinet').etag);
    expect(pages.forPath('/orders').etag).toBe(pages.forPath('/cabinet').etag);
  });
});
