// A stand-in CDN for the bench: nginx with a proxy_cache in front of an origin (the S3 server), as an origin-pull
// CDN keeps objects near readers. Returns { url, stop() }.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopProcess, waitForPort } from '../../scripts/lib/stack.mjs';

function cdnConfig({ dir, port, origin }) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
daemon off;
user root;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=cdn:16m max_size=1g inactive=1h;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${origin};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache cdn;
      proxy_cache_valid 200 1h;
      proxy_ignore_headers Cache-Control Expires Set-Cookie;
      add_header X-Cache $upstream_cache_status;
    }
  }
}`;
}

export async function startCdn({ port, origin }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-cdn-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, cdnConfig({ dir, port, origin }));
  const child = spawn('/usr/sbin/nginx', ['-c', conf], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForPort(url, child);
  return {
    url,
    async stop() {
      await stopProcess(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
