// Issue 29 item 3: a Madara site's branding carries over. Madara keeps its logo, retina and login logos, browser
// colour, copyright, social links and custom CSS in its theme options (option_tree), its Customizer CSS under its own
// stylesheet's name, and its menus in locations core does not map to Yomu's on a switch. Yomu shows them all, and
// never rewrites Madara's options.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-site';
import { site } from '../support/site';

const TAG = `mb${Date.now().toString(36)}`;
const LOGO = `https://cdn.example.com/${TAG}/logo.png`;
const RETINA = `https://cdn.example.com/${TAG}/logo@2x.png`;
const LOGIN = `https://cdn.example.com/${TAG}/login.png`;
const saved: Record<string, unknown> = {};
let cssPost = 0;
let menu = 0;

const html = async (path = '/') => (await fetch(`${site.url}${path}`)).text();
const footerOf = (page: string) => /<footer class="site-footer">(.*?)<\/footer>/s.exec(page)?.[1] ?? '';

beforeAll(() => {
  for (const name of ['option_tree', 'theme_mods_madara']) saved[name] = fixture('get_option', { name });
  menu = fixture('madara_site_menu', { name: `${TAG} menu`, item: `${TAG} Madara item` });
  cssPost = fixture('madara_site_additional_css', { css: `.${TAG}-additional { color: red; }`, stylesheet: 'madara' });
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  fixture('delete_posts', { ids: [cssPost, menu].filter(Boolean) });
});

describe("Madara's branding", () => {
  it('shows the site title, the default copyright and no Madara extras when Madara set nothing', async () => {
    fixture('set_option', { name: 'option_tree', value: null });
    fixture('set_option', { name: 'theme_mods_madara', value: null });
    const page = await html();
    expect(page).not.toContain('custom-logo');
    expect(page).toMatch(/class="site-title wrap_branding"><a href="[^"]+" rel="home">[^<]+<\/a>/);
    expect(footerOf(page)).toMatch(/&copy; \d{4} /);
    expect(page).not.toContain('social_account__item');
    expect(page).not.toContain(`${TAG} Madara item`);
  });

  it("shows Madara's logo, colour, copyright, social links, custom CSS and menus, and leaves its options as they were", async () => {
    fixture('set_option', {
      name: 'option_tree',
      value: {
        logo_image: LOGO,
        retina_logo_image: RETINA,
        logo_image_size: '180x60',
        login_logo_image: LOGIN,
        mobile_browser_header_color: '#112233',
        copyright: '<strong>© Scans</strong><script>alert(1)</script>',
        facebook: 'https://facebook.com/scans',
        envelope: 'team@example.com',
        custom_social_account: [{ title: 'Discord', icon_custom_social_account: 'fab fa-discord', url_custom_social_account: 'https://discord.gg/scans' }],
        custom_css: `.${TAG}-custom { color: blue; }`,
        site_custom_colors: 'on',
        main_color: '#abcdef',
      },
    });
    fixture('set_option', { name: 'theme_mods_madara', value: { nav_menu_locations: { primary_menu: menu, footer_menu: menu } } });
    const before = fixture('madara_site_option_bytes', { name: 'option_tree' });
    const page = await html();

    expect(page).toContain(`<img class="custom-logo img-responsive" src="${LOGO}" srcset="${LOGO} 1x, ${RETINA} 2x" width="180" height="60" alt="`);
    expect(page).toContain('<meta name="theme-color" content="#112233">');
    const footer = footerOf(page);
    expect(footer).toContain('<strong>© Scans</strong>');
    expect(footer).not.toContain('<script>alert(1)');
    expect(footer).toContain('<a class="social-icons" href="https://facebook.com/scans" target="_blank" rel="noopener">Facebook</a>');
    expect(footer).toContain('href="mailto:team@example.com"');
    expect(footer).toContain('<a class="social-icons" href="https://discord.gg/scans" target="_blank" rel="noopener">Discord</a>');
    expect(page).toContain(`<style id="yomu-madara-custom-css">:root{--yomu-accent:#abcdef;--madara-main-color:#abcdef}\n.${TAG}-custom { color: blue; }</style>`);
    expect(page).toMatch(new RegExp(`<style id="yomu-madara-additional-css">[^<]*\\.${TAG}-additional`));
    // Madara's primary and footer menus, in the header, the off-canvas menu and the footer.
    expect(page.split(`${TAG} Madara item`).length - 1).toBe(3);
    expect(footer).toContain(`${TAG} Madara item`);

    const login = await (await fetch(`${site.url}/wp-login.php`)).text();
    expect(login).toContain(`background-image:url("${LOGIN}")`);
    expect(fixture('madara_site_option_bytes', { name: 'option_tree' })).toBe(before);
  });
});
