#!/bin/sh
# Prints nginx's locations through which the shell's documents fetch the remotes' prerendered
# fragments (shell.conf): REMOTE_ORIGINS lists `<mount>=<origin>` pairs separated by spaces, e.g.
# `/mf/signup/=http://mf-signup:8080`, the same prefixes the gateway routes to each remote. Fragments
# come uncompressed (they go inside the page), quickly or not at all: an error, a timeout or a
# missing fragment becomes an empty answer, and the document is the plain app page.
set -eu

for pair in ${REMOTE_ORIGINS:-}; do
  mount=${pair%%=*}
  origin=${pair#*=}
  case "$mount" in
    /mf/*/) ;;
    *)
      echo "render-remote-origins: a mount is /mf/<remote>/: $pair" >&2
      exit 1
      ;;
  esac
  case "$mount$origin" in
    *[!A-Za-z0-9/:._-]*)
      echo "render-remote-origins: unsupported characters in $pair" >&2
      exit 1
      ;;
  esac
  case "$origin" in
    http://*) ;;
    *)
      echo "render-remote-origins: an origin is http://<host>:<port>: $pair" >&2
      exit 1
      ;;
  esac
  printf 'location ^~ %s {\n' "$mount"
  printf '    internal;\n'
  printf '    proxy_pass %s/;\n' "${origin%/}"
  printf '    proxy_set_header Accept-Encoding "";\n'
  printf '    proxy_connect_timeout 2s;\n'
  printf '    proxy_send_timeout 5s;\n'
  printf '    proxy_read_timeout 5s;\n'
  printf '    proxy_intercept_errors on;\n'
  printf '    error_page 301 302 400 403 404 500 502 503 504 = @no_fragment;\n'
  printf '    subrequest_output_buffer_size 256k;\n'
  printf '}\n'
done
