// How every test, bench and script starts Debian's Chromium (playwright-core, never a downloaded browser).
//
// Chromium keeps only the last --disable-features it is given, so ours repeats the features Playwright 1.65 turns
// off (its own switch comes first) and adds the omnibox popup's WebUI: Chromium 156 loads that page of its own
// interface beside every page, and on two cores it took the CPU a page needs for its first paint (issue 35: a
// manga page's LCP under the devtools profile went from 1.84–2.0 s to 1.4 s without it). Puppeteer turns it off too.
import { chromium } from 'playwright-core';

const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

/**
 * Launches Chromium with chromiumArgs, and any further arguments and launch options.
 * @param {{ args?: string[] } & Record<string, unknown>} [options]
 */
export function launchChromium({ args = [], ...options } = {}) {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ...options, args: [...chromiumArgs, ...args] });
}
