#!/bin/sh
# Runs at container start (the official nginx image runs /docker-entrypoint.d/*.sh before
# nginx). When app-config.json's apiBase is another origin than the app's, the browser may
# only call it if the Content-Security-Policy's connect-src names it:
#
#   docker run -e API_ORIGINS="https://api.example.edu.cn" …   (several: separated by spaces)
#
# This writes /etc/nginx/learning/site.d/api-origins.conf, which deploy/nginx.conf includes;
# without API_ORIGINS it removes that file (connect-src 'self' only). An origin is a scheme,
# a host and an optional port, nothing else: anything more stops the container here, with a
# message, instead of reaching nginx's configuration.
set -eu
set -f # no glob expansion of the values

site_dir="${LEARNING_SITE_DIR:-/etc/nginx/learning/site.d}"
target="$site_dir/api-origins.conf"
origins="${API_ORIGINS:-}"

accepted=""
for origin in $origins; do
  if ! printf '%s\n' "$origin" | grep -Eq '^https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?$'; then
    echo "$0: API_ORIGINS: \"$origin\" is not an origin like https://api.example.edu.cn (scheme, host, optional port; no path)" >&2
    exit 1
  fi
  accepted="${accepted:+$accepted }$origin"
done

if [ -z "$accepted" ]; then
  rm -f "$target"
  exit 0
fi
mkdir -p "$site_dir"
{
  echo "# Written at container start by $0 from API_ORIGINS."
  echo "set \$learning_connect_src \"'self' $accepted\";"
} >"$target"
echo "$0: connect-src 'self' $accepted"
