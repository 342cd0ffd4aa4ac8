import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmountIsland } from '../../lib/islands/mount-react';
import { mountIsland } from '../../test-support/islands';
import { CONSENT_SCAN_EVENT } from '../consent/state';
import { mount } from './index';

const frame = (src: string, title: string) =>
  `<iframe src="${src}" width="640" height="360" title="${title}" sandbox="allow-scripts allow-same-origin" loading="lazy" allowfullscreen></iframe>`;
const one = frame('https://www.youtube-nocookie.com/embed/one', 'Server 1 – Episode 2');
const held = '<div class="yomu-consent-embed" data-yomu-consent-embed="functional"><iframe data-src="https://player.vimeo.com/video/2" data-yomu-consent="functional" title="Mirror – Episode 2"></iframe><p>Please accept cookies</p></div>';
const props = {
  servers: [
    { name: 'Server 1', html: one },
    { name: 'Mirror', html: held },
  ],
  selected: 0,
  cookie: 'yomu_video_server_12',
  cookiePath: '/',
};
// What plugin Reader\VideoPlayer sends: links that work without JavaScript, and the chosen server's player.
const fallback =
  '<nav class="chapter-video__servers" aria-label="Video server"><ul>' +
  '<li><a class="chapter-video__server" href="/manga/m/episode-2/?server=1" aria-current="true">Server 1</a></li>' +
  '<li><a class="chapter-video__server" href="/manga/m/episode-2/?server=2">Mirror</a></li></ul></nav>' +
  `<div class="chapter-video__player">${one}</div>`;

afterEach(() => {
  document.cookie = 'yomu_video_server_12=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('video-servers island', () => {
  it('turns the server links into toggle buttons in a labelled group and keeps the server player', async () => {
    const element = await mountIsland(mount, fallback, props, 'video-servers');
    const serverFrame = element.querySelector('iframe');
    const group = screen.getByRole('group', { name: 'Video server' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['Server 1', 'true'],
      ['Mirror', 'false'],
    ]);
    expect(element.querySelector('a.chapter-video__server')).toBeNull();
    // The very iframe the server sent, not a copy that would load the player again.
    expect(serverFrame).not.toBeNull();
    expect(element.querySelector('.island-root iframe')).toBe(serverFrame);
  });

  it('swaps the player by keyboard, remembers the choice for the manga and asks consent to run the new frame', async () => {
    const user = userEvent.setup();
    const scans = vi.fn();
    document.addEventListener(CONSENT_SCAN_EVENT, scans);
    window.history.replaceState(null, '', '/manga/m/episode-2/?server=1');
    const element = await mountIsland(mount, fallback, props, 'video-servers');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Server 1' }));
    await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Mirror' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Server 1' }).getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mirror' }));
    const frames = element.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0].dataset.src).toBe('https://player.vimeo.com/video/2');
    expect(frames[0].title).toBe('Mirror – Episode 2');
    expect(scans).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('yomu_video_server_12=2');
    expect(window.location.search).toBe('?server=2');

    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(element.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/one');
    expect(document.cookie).toContain('yomu_video_server_12=1');
    document.removeEventListener(CONSENT_SCAN_EVENT, scans);
  });

  it('starts on the server the page was sent with', async () => {
    const second = fallback.replace(one, held);
    const element = await mountIsland(mount, second, { ...props, selected: 1 }, 'video-servers');
    expect(screen.getByRole('button', { name: 'Mirror' }).getAttribute('aria-pressed')).toBe('true');
    expect(element.querySelector('iframe')!.dataset.src).toBe('https://player.vimeo.com/video/2');
  });

  it('leaves the links when the props are unusable', async () => {
    for (const bad of [{ ...props, cookie: 'session; domain=evil' }, { ...props, servers: props.servers.slice(0, 1) }, { ...props, servers: [{ name: 1 }, props.servers[1]] }]) {
      const element = await mountIsland(mount, fallback, bad, 'video-servers');
      expect(element.querySelectorAll('a.chapter-video__server')).toHaveLength(2);
      expect(element.dataset.mounted).toBeUndefined();
    }
  });

  it('puts the server player back when the island goes', async () => {
    const element = await mountIsland(mount, fallback, props, 'video-servers');
    const serverFrame = element.querySelector('iframe');
    act(() => unmountIsland(element));
    expect(serverFrame!.parentElement!.className).toBe('chapter-video__player');
  });
});
