#!/bin/sh
# Entry point of the frontend images. When the image carries a runtime-config template (the shell),
# render it from the environment into /run/runtime-config (an emptyDir: the root filesystem is
# read-only), then run nginx in the foreground.
set -eu

template=${RUNTIME_CONFIG_TEMPLATE:-/etc/matrimony/runtime-config.template.json}
output_dir=${RUNTIME_CONFIG_DIR:-/run/runtime-config}

if [ -f "$template" ]; then
  for name in MF_REMOTES KEYCLOAK_CLIENT_ID ANALYTICS; do
    eval "value=\${$name:-}"
    if [ -z "$value" ]; then
      echo "start-static-server: $name is not set; it is needed to render runtime-config.json" >&2
      exit 1
    fi
  done
  # Plain strings go inside JSON quotes: refuse characters that would break out of them.
  for name in KEYCLOAK_CLIENT_ID; do
    eval "value=\${$name}"
    case "$value" in
      *'"'* | *'\'*)
        echo "start-static-server: $name must not contain quotes or backslashes" >&2
        exit 1
        ;;
    esac
  done
  envsubst '${MF_REMOTES} ${KEYCLOAK_CLIENT_ID} ${ANALYTICS}' \
    < "$template" > "$output_dir/runtime-config.json"
  # The same route table decides which paths are pages (200) and which are not (404).
  # (Installed beside this script as render-app-routes; in the repository it is render-app-routes.sh.)
  render_routes="$(dirname "$0")/render-app-routes"
  [ -f "$render_routes" ] || render_routes="$render_routes.sh"
  sh "$render_routes" > "$output_dir/app-routes.map"
  # Where the documents' includes fetch the remotes' prerendered pages (REMOTE_ORIGINS; none: plain pages).
  render_origins="$(dirname "$0")/render-remote-origins"
  [ -f "$render_origins" ] || render_origins="$render_origins.sh"
  sh "$render_origins" > "$output_dir/remote-origins.conf"
  # The build computed the pages' Content-Security-Policy (script hashes included).
  csp_file="${STATIC_ROOT:-/usr/share/nginx/html}/content-security-policy.txt"
  if [ ! -f "$csp_file" ]; then
    echo "start-static-server: $csp_file is missing: the shell build writes it" >&2
    exit 1
  fi
  printf 'add_header Content-Security-Policy "%s" always;\n' "$(tr -d '\n"' < "$csp_file")" > "$output_dir/csp-header.conf"
fi

exec nginx -g 'daemon off;'
