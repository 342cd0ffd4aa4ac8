#!/usr/bin/env bash
# Installs the Debian packages Yomu needs (PHP extensions, Chromium, MariaDB, Redis, nginx + php-fpm, jing for the OPDS schema), plus any named as arguments,
# when they are missing.
# Runs apt only as root on Debian/Ubuntu; elsewhere it says what is missing and goes on.
set -euo pipefail

packages=(curl php-cli php-sqlite3 php-mysql php-gd php-zip php-mbstring php-xml php-intl php-curl chromium fonts-dejavu-core fonts-liberation mariadb-server mariadb-client jing gettext redis-server php-redis nginx-light php-fpm libnginx-mod-http-cache-purge imagemagick "$@")
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "Missing system packages (install them with your package manager): ${missing[*]}" >&2
fi
