// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closedPanels, togglePanel } from './toggles';

describe('header panels', () => {
  it('opens one panel at a time and closes the open one', () => {
    const search = togglePanel(closedPanels, 'header-search', false);
    expect(search.open).toBe('header-search');
    expect(togglePanel(search, 'header-genres', false).open).toBe('header-genres');
    expect(togglePanel(search, 'header-search', false).open).toBeNull();
  });

  it('offers the advanced-search link once opened on mobile, and keeps it', () => {
    const opened = togglePanel(closedPanels, 'header-search', true);
    expect(opened.advancedLinkInSearch).toBe(true);
    expect(togglePanel(opened, 'header-search', false).advancedLinkInSearch).toBe(true);
    // Closing never copies it.
    expect(togglePanel({ open: 'header-search', advancedLinkInSearch: false }, 'header-search', true).advancedLinkInSearch).toBe(false);
  });
});
