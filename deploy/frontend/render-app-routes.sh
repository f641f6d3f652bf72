#!/bin/sh
# Prints nginx's map of the paths the shell's route table owns (the `routes` of MF_REMOTES, the same
# list runtime-config.json hands the shell): such a path is the app (200), any other gets the app's
# page with 404 (so search engines and probes see no page that is not there), as the shell's router would show. Same rule as the shell's
# ownsPath (packages/federation/src/route-ownership.ts): "/" owns only "/", "/x" owns "/x" and "/x/...".
# Each page also exists in Hindi and Tamil under /hi and /ta (/hi/about; docs/architecture.md, "Languages"):
# LANGUAGE_PREFIXES are @matrimony/i18n's PREFIXED_LOCALES (deploy/test/static-server.spec.ts checks they agree).
set -eu

LANGUAGE_PREFIXES='hi|ta'

: "${MF_REMOTES:?MF_REMOTES is needed to render the app routes}"
printf 'map $uri $is_app_route {\n    default 0;\n'
printf '%s' "$MF_REMOTES" \
  | grep -o '"routes"[[:space:]]*:[[:space:]]*\[[^]]*\]' \
  | sed 's/^[^[]*\[//; s/\]$//' \
  | tr ',' '\n' \
  | sed 's/^[[:space:]]*"//; s/"[[:space:]]*$//' \
  | while read -r route; do
      case "$route" in
        '') ;;
        /) printf '    "/" 1;\n    "~^/(%s)/?$" 1;\n' "$LANGUAGE_PREFIXES" ;;
        /*[!A-Za-z0-9/_-]*)
          echo "render-app-routes: unsupported characters in route $route" >&2
          exit 1
          ;;
        /*) printf '    "~^%s(/.*)?$" 1;\n    "~^/(%s)%s(/.*)?$" 1;\n' "${route%/}" "$LANGUAGE_PREFIXES" "${route%/}" ;;
        *)
          echo "render-app-routes: a route must start with /: $route" >&2
          exit 1
          ;;
      esac
    done
printf '}\n'
