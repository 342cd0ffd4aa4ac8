#!/usr/bin/env bash
# PHP lint: php -l on every tracked or new PHP file under plugin/ theme/ php-bridge/ scripts/ tests/fixtures/, then PHPCS
# (phpcs.xml.dist: the full WordPress standard), then PHPStan (phpstan.neon.dist).
# Prints one line per tool, "lint: TOOL ok" or "lint: TOOL FAILED", and exits non-zero when any failed.
set -u
cd "$(dirname "$0")/.." || exit 2

PHP="${PHP:-php}"
# WPCS 2.3 passes null to trim() & co. on PHP 8.1+; PHP_CodeSniffer turns those E_DEPRECATED notices into an
# Internal.Exception that aborts the file. Silence E_DEPRECATED for the tool's own process only (the checked
# code is tokenised, never run). phpcs.xml.dist sets the same value with <ini>, for a bare vendor/bin/phpcs.
PHPCS_INI=(-d 'error_reporting=E_ALL & ~E_DEPRECATED')
failed=0

report() { # report TOOL STATUS
	if [ "$2" -eq 0 ]; then
		echo "lint: $1 ok"
	else
		echo "lint: $1 FAILED"
		failed=1
	fi
}

# --- php -l -----------------------------------------------------------------------------------------------
# plugin/php-bridge is a symlink to php-bridge/ (counted once); vendor, node_modules and .wp are not ours.
list_php_files() {
	if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		git ls-files -z --cached --others --exclude-standard -- \
			'plugin/*.php' 'theme/*.php' 'php-bridge/*.php' 'scripts/*.php' 'tests/fixtures/*.php'
	else
		find plugin theme php-bridge scripts tests/fixtures -name '*.php' -print0
	fi | tr '\0' '\n' | grep -Ev '^plugin/php-bridge/|(^|/)(vendor|node_modules|\.wp)/' | sort -u
}

status=0
count=0
while IFS= read -r file; do
	[ -f "$file" ] || continue # tracked but deleted in the working tree
	count=$((count + 1))
	if ! out=$("$PHP" -l "$file" 2>&1); then
		printf '%s\n' "$out" >&2
		status=1
	fi
done < <(list_php_files)
[ "$count" -gt 0 ] || { echo "php -l: no PHP files found" >&2; status=1; }
echo "php -l: $count files" >&2
report 'php -l' "$status"

# --- PHPCS ------------------------------------------------------------------------------------------------
if [ -x vendor/bin/phpcs ]; then
	"$PHP" "${PHPCS_INI[@]}" vendor/bin/phpcs -q --report=full --report-summary
	status=$?
else
	echo "phpcs: vendor/bin/phpcs is missing (run composer install)" >&2
	status=1
fi
report phpcs "$status"

# --- PHPStan ----------------------------------------------------------------------------------------------
if [ -x vendor/bin/phpstan ]; then
	"$PHP" vendor/bin/phpstan analyse --no-progress --memory-limit=1G --error-format=table
	status=$?
else
	echo "phpstan: vendor/bin/phpstan is missing (run composer install)" >&2
	status=1
fi
report phpstan "$status"

exit "$failed"
