// Shared by the blocks and lightbox e2e tests: pages made of block markup, and a stand-in singular template.
import fs from 'node:fs';
import path from 'node:path';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

const MU_PLUGIN = 'yomu-e2e-singular.php';

// The theme has no singular template yet (index.php lists excerpts, which strip blocks). Until it has one, a
// must-use plugin renders singular posts and pages with the theme's header and footer and the_content().
const SINGULAR_FIXTURE = `<?php
// e2e fixture (tests/e2e/blocks-fixture.ts): renders singular content while the theme lacks a template for it.
add_filter( 'template_include', function ( $template ) {
	if ( is_singular() && ! is_singular( 'wp-manga' ) && 'index.php' === basename( $template ) ) {
		get_header();
		while ( have_posts() ) {
			the_post();
			echo '<article class="container"><h1>' . esc_html( get_the_title() ) . '</h1>';
			the_content();
			echo '</article>';
		}
		get_footer();
		return false;
	}
	return $template;
} );
`;

function muPluginPath(): string {
  return path.join(site.dir, 'wp-content', 'mu-plugins', MU_PLUGIN);
}

/** Installs the stand-in template when the active theme cannot show a page's content; returns whether it did. */
export function ensureSingularTemplate(): boolean {
  const theme = fixture('theme_template_directory', {});
  if (['singular.php', 'page.php'].some((file) => fs.existsSync(path.join(theme, file)))) return false;
  fs.mkdirSync(path.dirname(muPluginPath()), { recursive: true });
  fs.writeFileSync(muPluginPath(), SINGULAR_FIXTURE);
  return true;
}

export function removeSingularTemplate(): void {
  fs.rmSync(muPluginPath(), { force: true });
}

/** Publishes a page with the given block markup; returns its id and URL. */
export function createPage(title: string, content: string): { id: number; url: string } {
  const [id] = fixture('site_make_posts', { posts: [{ type: 'page', title, content }] });
  return { id, url: fixture('site_permalink', { post: id }) };
}

export function deletePosts(ids: number[]): void {
  if (ids.length) fixture('delete_posts', { ids });
}

/** One block comment: <!-- wp:yomu/NAME {attrs} /--> */
export function block(name: string, attributes: Record<string, unknown>): string {
  return `<!-- wp:yomu/${name} ${JSON.stringify(attributes)} /-->`;
}

/** The consent banner (another feature) sits over the page corner; tests of blocks keep it out of the way. */
export async function hideConsentBanner(page: import('playwright-core').Page): Promise<void> {
  await page.addStyleTag({ content: '.yomu-consent-banner, .yomu-consent-revisit { display: none !important; }' });
}

/** A string as the islands show it: translated through the page's catalogue when a translation exists. */
export function translated(page: import('playwright-core').Page, source: string): Promise<string> {
  return page.evaluate(async (text) => {
    const catalogue = (window as unknown as { yomuL10n?: { strings?: Record<string, string>; url?: string } }).yomuL10n;
    // On the site's pages the strings are at the catalogue's address (php-bridge Translations::by_address).
    const strings = catalogue?.url ? ((await (await fetch(catalogue.url)).json()) as Record<string, string>) : catalogue?.strings;
    return strings?.[text] ?? text;
  }, source);
}
