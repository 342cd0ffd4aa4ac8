// Whether the screen is wide enough for two-page spreads: not on phones held upright (under 768 px, where two
// pages side by side would be too small to read); a phone turned sideways or a tablet shows spreads.
import { type Dispatch, useEffect } from 'react';
import type { ReaderAction } from '../../lib/reader/reducer';
import { TWO_UP } from './dom';

export function useTwoUp(dispatch: Dispatch<ReaderAction>): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(TWO_UP);
    const update = () => dispatch({ type: 'viewport', twoUp: query.matches });
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, [dispatch]);
}
