// How much the reader fetches ahead: the data saver (the reader's setting, the browser's Save-Data) and a preload
// window that follows the connection (navigator.connection where the browser has it).

/** The parts of the Network Information API the reader reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  /** Mbit/s. */
  downlink?: number;
  saveData?: boolean;
}

export type SaverSetting = 'auto' | 'on' | 'off';

/** On or off as set; auto: on when the server saw Save-Data: on or the browser asks to save data. */
export function dataSaverOn(setting: SaverSetting, serverSaw: boolean, connection: ConnectionInfo | undefined): boolean {
  if (setting !== 'auto') return setting === 'on';
  return serverSaw || connection?.saveData === true;
}

/** Pages fetched ahead of the one on screen: 1 with the data saver or on a slow link, a few on a fast one. */
export function preloadAhead(connection: ConnectionInfo | undefined, saver: boolean): number {
  if (saver || connection?.saveData) return 1;
  switch (connection?.effectiveType) {
    case 'slow-2g':
    case '2g':
      return 1;
    case '3g':
      return 2;
    case '4g':
      return (connection.downlink ?? 10) >= 5 ? 4 : 3;
    default:
      // No Network Information API (Firefox, Safari): a middle window.
      return 3;
  }
}
