// Pinned third-party inputs, fetched from the npm registry and checked against their published integrity.
export const wordpressBuilds = {
  name: '@wp-playground/wordpress-builds',
  version: '0.9.19',
  integrity: 'sha512-dlqvh/MJDpE5W68vgPPKUjpip6zMuBh59L3D18ZX+pdwurC4q4ydrTww/3sTMV69BBcoH6kF93YtAtujNC5Mpw==',
  wordpressBranch: '6.5',
  wordpressVersion: '6.5.5',
};

export const playgroundCli = {
  name: '@wp-playground/cli',
  version: '3.1.56',
  integrity: 'sha512-JTxl6djPEM2YRYz/w+BUoyoCvhSGHIjqMi4fMV1b8o1UPNvZatLaS7opo57UsrVElXrfdZwvi6IuyS4LswUx9Q==',
};
