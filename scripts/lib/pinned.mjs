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

// The newest stable WordPress this machine can obtain: Debian's `wordpress` package from unstable (sid), with the
// Debian packages its symlinks point into (Debian replaces bundled libraries by its own). Each .deb is checked
// against the SHA-256 that Debian's signed index publishes for it. Newer than anything in the npm registry
// (@wp-playground/wordpress-builds stops at 6.5.5, plus a 6.6 RC and a 6.7 nightly) or on Packagist (no core).
export const debianWordPress = {
  suite: 'sid',
  wordpressVersion: '7.1.4',
  debs: [
    { name: 'wordpress', version: '7.1.4+dfsg1-1', sha256: '0c256155f971a8ad8ffa520e2b71ec1aadd8a3777568ebd5f0e930e4d61f91a9' },
    { name: 'libphp-phpmailer', version: '7.1.1-1', sha256: 'c5d291dccb5db9410650a9f71752b3eae58d3fea0fd7093ec455b510718d84f8' },
    { name: 'php-getid3', version: '1.9.27+dfsg-1', sha256: '3a74c9911291ea49a60c86e4eb34d6f4b834f9f71a83005441e6db90129589fe' },
    { name: 'libjs-underscore', version: '1.13.8~dfsg+~1.13.0-1', sha256: '4bd04d6b3695e10228b4d479d6963d6b768bcd9aa22e9cef2a014814f5de2906' },
    { name: 'libjs-jquery-ui', version: '1.14.2+dfsg-1', sha256: 'b246c377c9db272164bd8c111e1e7f8955f1e493eb90cc0879c58be915388080' },
    { name: 'libjs-lodash', version: '4.18.1+dfsg1-2', sha256: 'aa4e6fea08051afbcc0016424414629ec9438e8691812a32bb314b0fb71f6907' },
    { name: 'libjs-cropper', version: '1.2.2-2', sha256: '933ad4a9b49c4ef9fff4d6cb25400c7a5d3c83b8447f6374c00371c3fa851d63' },
  ],
};

/** The WordPress versions the suites run on: the pinned 6.5 build (the oldest Yomu supports) and the newest. */
export const wordpressVersions = { oldest: wordpressBuilds.wordpressVersion, newest: debianWordPress.wordpressVersion };
