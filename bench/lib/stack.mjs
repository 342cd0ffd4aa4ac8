// A production-like front for a bench site: nginx (gzip, static files, an optional fastcgi_cache) in front of
// php-fpm, both run as private processes with their configuration in a temporary folder. WordPress keeps its own
// site URL: requests carry that URL's Host header, so nothing redirects (a browser reaches the stack by using it
// as its HTTP proxy).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const fpmBinary = '/usr/sbin/php-fpm8.2';

// A cached page is personal when any of these cookies is present: signed-in readers, comment authors,
// password-protected posts and the adult-content confirmation (see plugin/src/Http/CacheHeaders.php).
const bypassCookies = 'wordpress_logged_in_|comment_author_|wp-postpass_|wpmanga-adault';

function nginxConfig({ dir, port, root, socket, cache }) {
  const cacheHttp = cache ? `fastcgi_cache_path ${dir}/cache levels=1:2 keys_zone=yomu:32m inactive=10m;` : '';
  const cachePhp = cache
    ? `fastcgi_cache yomu;
       fastcgi_cache_key "$scheme$request_method$host$request_uri";
       fastcgi_cache_bypass $yomu_personal;
       fastcgi_no_cache $yomu_personal;
       fastcgi_cache_lock on;
       add_header X-Cache $upstream_cache_status;`
    : '';
  return `
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
  ${cacheHttp}
  map $http_cookie $yomu_personal { default 0; "~(${bypassCookies})" 1; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.php;
    location /wp-content/uploads/ { location ~ \\.php$ { return 403; } }
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      try_files $uri =404;
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_param HTTP_HOST $http_host;
      fastcgi_pass unix:${socket};
      ${cachePhp}
    }
  }
}`;
}

function fpmConfig({ dir, socket, children }) {
  return `[global]
pid = ${dir}/fpm.pid
error_log = ${dir}/fpm-error.log
daemonize = no
[yomu]
listen = ${socket}
pm = static
pm.max_children = ${children}
catch_workers_output = yes
clear_env = no
`;
}

async function waitForSocket(file, child) {
  for (let i = 0; i < 100; i++) {
    if (fs.existsSync(file)) return;
    if (child.exitCode !== null) throw new Error(`php-fpm exited (${child.exitCode})`);
    await sleep(100);
  }
  throw new Error('php-fpm did not start');
}

async function waitForPort(url, child) {
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

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGQUIT');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/**
 * Starts php-fpm + nginx for the site in siteDir on a free port. Options: cache (fastcgi_cache on),
 * children (php-fpm workers). Returns { url, stop() }.
 */
export async function startStack({ siteDir, port, cache = false, children = 4 }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-stack-'));
  const socket = path.join(dir, 'fpm.sock');
  fs.writeFileSync(path.join(dir, 'fpm.conf'), fpmConfig({ dir, socket, children }));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port, root: siteDir, socket, cache }));
  execFileSync('/usr/sbin/nginx', ['-t', '-q', '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const fpm = spawn(fpmBinary, ['-R', '-F', '-y', path.join(dir, 'fpm.conf')], { stdio: 'ignore' });
  await waitForSocket(socket, fpm);
  const nginx = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForPort(url, nginx);
  return {
    url,
    async stop() {
      await stop(nginx);
      await stop(fpm);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
