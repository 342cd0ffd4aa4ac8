// Image lightbox settings (SPEC §9) and how they map onto PhotoSwipe 5 options. A page overrides any of them
// through the page config object `yomuLightbox` (PHP filter yomu_lightbox_settings).
export interface LightboxSettings {
  bgOpacity: number;
  animationDuration: number;
  fadeDuration: number;
  swipeTolerance: number;
  widthRatio: number;
  heightRatio: number;
  maxZoom: number;
  doubleTapZoom: number;
  counter: boolean;
  scrollZoom: boolean;
  captions: boolean;
  galleryBarsHide: number;
  errorAdvanceDelay: number;
}

export const DEFAULT_SETTINGS: LightboxSettings = {
  bgOpacity: 0.7,
  animationDuration: 250,
  fadeDuration: 300,
  swipeTolerance: 50,
  widthRatio: 0.8,
  heightRatio: 0.9,
  maxZoom: 10,
  doubleTapZoom: 2,
  counter: false,
  scrollZoom: false,
  captions: true,
  galleryBarsHide: 5000,
  errorAdvanceDelay: 2000,
};

declare global {
  interface Window {
    yomuLightbox?: Partial<Record<keyof LightboxSettings, unknown>>;
  }
}

/** Defaults, then the page's overrides; values of the wrong type are ignored. */
export function mergeSettings(...overrides: Array<Partial<Record<string, unknown>> | undefined>): LightboxSettings {
  const settings: LightboxSettings = { ...DEFAULT_SETTINGS };
  const target = settings as unknown as Record<string, unknown>;
  for (const override of overrides) {
    if (!override || typeof override !== 'object') continue;
    for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof LightboxSettings>) {
      const value = override[key];
      if (value === undefined || value === null) continue;
      const kind = typeof DEFAULT_SETTINGS[key];
      if (kind === 'number' && Number.isFinite(Number(value)) && typeof value !== 'boolean') target[key] = Number(value);
      else if (kind === 'boolean' && typeof value === 'boolean') target[key] = value;
    }
  }
  return settings;
}

export interface Viewport {
  x: number;
  y: number;
}

/** PhotoSwipe options for a set of `count` slides. It loops only when there is more than one. */
export function photoswipeOptions(settings: LightboxSettings, count: number) {
  return {
    bgOpacity: settings.bgOpacity,
    showHideAnimationType: 'fade' as const,
    showAnimationDuration: settings.fadeDuration,
    hideAnimationDuration: settings.fadeDuration,
    zoomAnimationDuration: settings.animationDuration,
    loop: count > 1,
    counter: settings.counter,
    wheelToZoom: false,
    maxZoomLevel: settings.maxZoom,
    secondaryZoomLevel: settings.doubleTapZoom,
    doubleTapAction: 'zoom' as const,
    paddingFn: (viewport: Viewport) => {
      const x = Math.round((viewport.x * (1 - settings.widthRatio)) / 2);
      const y = Math.round((viewport.y * (1 - settings.heightRatio)) / 2);
      return { left: x, right: x, top: y, bottom: y };
    },
  };
}
