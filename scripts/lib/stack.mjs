// A production-like front for a site: nginx (gzip, static files, an optional fastcgi_cache with a purge location)
// in front of php-fpm, both run as private processes with their configuration in a temporary folder. WordPress
// keeps its own site URL: requests carry that URL's Host header, so nothing redirects (a browser reaches the stack
// by using it as its HTTP proxy).
//
// The building blocks are exported for setups with several php-fpm pools behind one nginx (the cluster):
// nginxConfig() takes a list of upstream sockets, startFpm() starts one pool, startNginx() one nginx, and
// stopProcess() ends either. startStack() is the one-machine composition of them.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const fpmBinary = '/usr/sbin/php-fpm8.2';
const nginxBinary = '/usr/sbin/nginx';
export const purgeModule = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';

/** The path prefix of the purge location: GET {origin}/yomu-purge/{scheme}://{host}{request URI} drops that page. */
export const purgePrefix = '/yomu-purge/';

// A cached page is personal when any of these cookies is present: signed-in readers, comment authors,
// password-protected posts, the adult-content confirmation and the family-safe choice (see plugin/src/Http/CacheHeaders.php
// and plugin/src/Listing/FamilySafeSwitch.php).
const bypassCookies = 'wordpress_logged_in_|comment_author_|wp-postpass_|wpmanga-adault|wpmanga-adult=';

// The reader's data saver changes a chapter page (plugin/src/Reader/DataSaver.php): a request with Save-Data: on or
// the reader-settings cookie's fourth field "on" skips the cache, and its page (sent private) is not stored.
const saverMaps = `map $http_save_data $yomu_save_data { default 0; "~*^\\s*on\\s*$" 1; }
  map $http_cookie $yomu_saver_cookie { default 0; "~yomu-reader-settings=[^;.]*\\.[^;.]*\\.[^;.]*\\.on" 1; }`;

function cacheHttpBlock(dir) {
  // One key per page: HEAD is sent to PHP as GET (as proxy_cache_convert_head does), so a purge drops both.
  return `fastcgi_cache_path ${dir}/cache levels=1:2 keys_zone=yomu:32m inactive=10m;
  map $request_method $yomu_fpm_method { default $request_method; HEAD GET; }
  ${saverMaps}`;
}

function cachePhpBlock() {
  return `fastcgi_cache yomu;
      fastcgi_cache_key "$scheme://$host$request_uri";
      fastcgi_param REQUEST_METHOD $yomu_fpm_method;
      fastcgi_cache_bypass $yomu_personal $yomu_save_data $yomu_saver_cookie;
      fastcgi_no_cache $yomu_personal $yomu_save_data $yomu_saver_cookie;
      fastcgi_cache_lock on;
      add_header X-Cache $upstream_cache_status;`;
}

function purgeHttpBlock() {
  // The key is the rest of the raw request URI, so query strings and percent-encoded slugs match byte for byte.
  return `map $request_uri $yomu_purge_key { default ""; "~^${purgePrefix}(?<key>.+)$" $key; }`;
}

function purgeLocation() {
  return `location ^~ ${purgePrefix} {
      allow 127.0.0.1;
      deny all;
      fastcgi_cache_purge yomu "$yomu_purge_key";
    }`;
}

/**
 * The nginx configuration for the site in root, listening on 127.0.0.1:port, passing PHP to the php-fpm sockets
 * in upstreams (round robin when there are several). cache turns on the guests' fastcgi_cache (X-Cache header);
 * purge (with cache) adds the purge location, allowed from 127.0.0.1 only.
 */
export function nginxConfig({ dir, port, root, upstreams, cache = false, purge = false }) {
  const servers = upstreams.map((socket) => `server unix:${socket};`).join(' ');
  const withPurge = cache && purge;
  return `${withPurge ? `load_module ${purgeModule};` : ''}
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
daemon off;
user root;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml;
  client_body_temp_path ${dir}/body; fastcgi_temp_path ${dir}/fastcgi; proxy_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream yomu_php { ${servers} }
  ${cache ? cacheHttpBlock(dir) : ''}
  ${withPurge ? purgeHttpBlock() : ''}
  map $http_cookie $yomu_personal { default 0; "~(${bypassCookies})" 1; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.php;
    location /wp-content/uploads/ {
      location ~ \\.php$ { return 403; }
      # A sold chapter's folder holds Yomu's marker: its files go only through signed links (README "Locked page files").
      location ~ ^/wp-content/uploads/WP-manga/data/([^/]+)/([^/]+)/ {
        if (-f $document_root/wp-content/uploads/WP-manga/data/$1/$2/.htaccess) { return 403; }
      }
    }
    location / { try_files $uri $uri/ /index.php?$args; }
    ${withPurge ? purgeLocation() : ''}
    location ~ \\.php$ {
      try_files $uri =404;
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_param HTTP_HOST $http_host;
      fastcgi_pass yomu_php;
      ${cache ? cachePhpBlock() : ''}
    }
  }
}`;
}

/**
 * A php-fpm pool with the limits the sites' `php -S` has (uploads of chapter ZIPs up to 64 MB); `tmp` gives it a
 * temporary folder of its own (PHP's sys_get_temp_dir() and uploads, hence WordPress's get_temp_dir()).
 */
export function fpmConfig({ dir, socket, children, name, tmp = '' }) {
  const temp = tmp ? `php_admin_value[sys_temp_dir] = ${tmp}\nphp_admin_value[upload_tmp_dir] = ${tmp}\n` : '';
  return `[global]
pid = ${dir}/${name}.pid
error_log = ${dir}/${name}-error.log
daemonize = no
[${name}]
listen = ${socket}
pm = static
pm.max_children = ${children}
catch_workers_output = yes
clear_env = no
php_admin_value[memory_limit] = 512M
php_admin_value[upload_max_filesize] = 64M
php_admin_value[post_max_size] = 64M
php_admin_value[display_errors] = 0
${temp}`;
}

export async function waitForSocket(file, child) {
  for (let i = 0; i < 100; i++) {
    if (fs.existsSync(file)) return;
    if (child.exitCode !== null) throw new Error(`php-fpm exited (${child.exitCode})`);
    await sleep(100);
  }
  throw new Error('php-fpm did not start');
}

export async function waitForPort(url, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('nginx did not start');
}

/** Ends a child started here (graceful SIGQUIT, SIGKILL after 3 s). */
export function stopProcess(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGQUIT');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/**
 * Starts one php-fpm pool listening on dir/{name}.sock with its config in dir; env adds environment variables
 * for PHP (clear_env is off). Returns { socket, process }.
 */
export async function startFpm({ dir, name = 'fpm', children = 4, env = {} }) {
  const socket = path.join(dir, `${name}.sock`);
  const conf = path.join(dir, `${name}.conf`);
  fs.writeFileSync(conf, fpmConfig({ dir, socket, children, name }));
  const child = spawn(fpmBinary, ['-R', '-F', '-y', conf], { stdio: 'ignore', env: { ...process.env, ...env } });
  await waitForSocket(socket, child);
  return { socket, process: child };
}

/** Writes dir/nginx.conf from nginxConfig(options), checks it and starts nginx. Returns { url, process }. */
export async function startNginx(options) {
  const conf = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(options));
  execFileSync(nginxBinary, ['-t', '-q', '-c', conf], { stdio: 'inherit' });
  const child = spawn(nginxBinary, ['-c', conf], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${options.port}`;
  await waitForPort(url, child);
  return { url, process: child };
}

/**
 * Starts php-fpm + nginx for the site in siteDir on the given port. Options: cache (fastcgi_cache on), purge
 * (the purge location, with cache; PHP gets YOMU_NGINX_PURGE in its environment), children (php-fpm workers), env
 * (for PHP). Returns { url, purgeUrl, dir, stop() }; purgeUrl is the base URL for YOMU_NGINX_PURGE.
 */
export async function startStack({ siteDir, port, cache = false, purge = false, children = 4, env = {} }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-stack-'));
  const purgeUrl = `http://127.0.0.1:${port}${purgePrefix.replace(/\/$/, '')}`;
  // The site's wp-config.php (scripts/lib/wp-config.mjs) turns this into the YOMU_NGINX_PURGE constant.
  const purgeEnv = cache && purge ? { YOMU_NGINX_PURGE: purgeUrl } : {};
  const fpm = await startFpm({ dir, children, env: { ...purgeEnv, ...env } });
  let nginx;
  try {
    nginx = await startNginx({ dir, port, root: siteDir, upstreams: [fpm.socket], cache, purge });
  } catch (error) {
    await stopProcess(fpm.process);
    throw error;
  }
  return {
    url: nginx.url,
    purgeUrl,
    dir,
    async stop() {
      await stopProcess(nginx.process);
      await stopProcess(fpm.process);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
