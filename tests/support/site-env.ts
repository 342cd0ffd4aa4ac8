// The site under test, as scripts/test.mjs (or try.mjs) started it: its address, folder and passwords, from the
// environment it sets.

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through \`npm test\` (scripts/test.mjs starts the site).`);
  return value;
}

export const site = {
  get url() {
    return required('YOMU_SITE_URL');
  },
  get dir() {
    return required('YOMU_SITE_DIR');
  },
  get adminPassword() {
    return required('YOMU_ADMIN_PASSWORD');
  },
  get db() {
    return process.env.YOMU_DB ?? 'sqlite';
  },
};
