#!/usr/bin/env bash
# Runs the Dockerfile's two stages without Docker, then serves from the runtime stage's tree made
# read-only, as an unprivileged user, the way the container and Kubernetes run it. The final
# stage's ENV, COPY, HEALTHCHECK and CMD are read from the Dockerfile, so this follows it.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD base=/developer/ pid=

step() { printf '==> %s\n' "$*"; }
fail() { printf 'container-check: FAILED: %s\n' "$*" >&2; exit 1; }
ctx=$(mktemp -d) build=$(mktemp -d) app=$(mktemp -d) logs=$(mktemp -d)
cleanup() {
  if [ -n "$pid" ]; then kill -KILL "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  chmod -R u+w "$app" 2>/dev/null || true
  rm -rf "$ctx" "$build" "$app" "$logs"
}
trap cleanup EXIT

# Runs a command with its output in a log that is shown only when it fails.
quiet() {
  local name=$1; shift
  "$@" >"$logs/$name.log" 2>&1 || { tail -n 40 "$logs/$name.log" >&2; fail "$name: $*"; }
}
# GET $1 (redirects followed) into file $2; prints the status, 0 when nothing answers.
http_get() {
  node -e 'fetch(process.argv[1]).then(async (r) => { require("fs").writeFileSync(process.argv[2], await r.text()); console.log(r.status); }, () => console.log(0))' "$1" "$2"
}
# An instruction's command as an argv, one a line: exec form ["a", "b"], or shell form via sh -c.
argv_of() {
  node -e 'const c = process.argv[1]; for (const a of c.startsWith("[") ? JSON.parse(c) : ["/bin/sh", "-c", c]) console.log(a)' "$1"
}

step "build context: the repository less .dockerignore"
excludes=()
while IFS= read -r pattern || [ -n "$pattern" ]; do
  pattern=${pattern%/}; pattern=${pattern#/}
  case $pattern in
    '' | '#'*) ;;
    '!'*) fail ".dockerignore exception \"$pattern\" is not supported by this check" ;;
    '**/'*) excludes+=(--no-anchored --wildcards-match-slash --exclude="${pattern#'**/'}") ;;
    *) excludes+=(--anchored --no-wildcards-match-slash --exclude="./$pattern") ;;
  esac
done < <(cat .dockerignore 2>/dev/null)
tar -C "$repo" "${excludes[@]}" -cf - . | tar -C "$ctx" -xf -
for path in node_modules dist .git; do [ ! -e "$ctx/$path" ] || fail "$path is in the build context: list it in .dockerignore"; done

# Both stages run on the image's Node: this check must run on the same major version, or it tests
# another runtime than the container's (.ci/run puts it on PATH: .ci/supported-node.sh).
image_node=$(sed -n 's/^FROM node:\([0-9]*\)[-.@ ].*/\1/p' Dockerfile | sort -u)
[ "$(wc -l <<<"$image_node")" = 1 ] && [ -n "$image_node" ] || fail "the Dockerfile's stages must name one node:<major> image"
step "Node: the Dockerfile's node:$image_node, this check's $(node -v)"
[ "$(node -p 'process.versions.node.split(".")[0]')" = "$image_node" ] || fail "run this check on Node $image_node, as the image does (node -v: $(node -v))"

step "build stage: npm ci, COPY . ., npm run build"
cp "$ctx/package.json" "$ctx/package-lock.json" "$build/"
(cd "$build" && quiet build-npm-ci npm ci --no-audit --no-fund)
cp -a "$ctx/." "$build/"
(cd "$build" && quiet build npm run build)

# The final stage's instructions, one a line: comments dropped, continuation lines joined.
mapfile -t final < <(awk '
  /^[[:space:]]*(#|$)/ { next }
  { line = line $0 }
  /\\[[:space:]]*$/ { sub(/\\[[:space:]]*$/, " ", line); next }
  { if (line ~ /^FROM[[:space:]]/) n = 0; stage[n++] = line; line = "" }
  END { for (i = 0; i < n; i++) print stage[i] }' Dockerfile)

step "runtime stage: the final stage's COPY lines (and npm ci --omit=dev if it copies the lockfile)"
envs=() cmd='' healthcheck='' workdir=/
for instruction in "${final[@]}"; do
  read -r keyword rest <<<"$instruction"
  case $keyword in
    WORKDIR) workdir=${rest%/} ;;
    ENV) read -ra pairs <<<"$rest"; envs+=("${pairs[@]}") ;;
    CMD) cmd=$rest ;; HEALTHCHECK) healthcheck=$rest ;;
    COPY)
      printf '    %s\n' "$instruction"
      read -ra args <<<"$rest"; from=$ctx; sources=()
      for arg in "${args[@]}"; do
        case $arg in --from=*) from=$build ;; --*) ;; *) sources+=("$arg") ;; esac
      done
      dest="$app/${sources[-1]#./}"; unset 'sources[-1]'
      for src in "${sources[@]}"; do
        # A --from path is absolute in the build stage, whose WORKDIR is taken to be this one's.
        [ "$from" = "$ctx" ] || src=${src#"$workdir"/}
        [ -e "$from/$src" ] || fail "COPY source $src does not exist"
        mkdir -p "$(dirname "$dest")"; [[ $dest != */ ]] || mkdir -p "$dest"
        if [ -d "$from/$src" ]; then mkdir -p "$dest" && cp -a "$from/$src/." "$dest/"
        else cp -a "$from/$src" "$dest"; fi
      done ;;
  esac
done
if [ -z "$cmd" ] || [ -z "$healthcheck" ]; then fail "the Dockerfile's final stage needs a CMD and a HEALTHCHECK"; fi
# A final stage that copies the lockfile installs production packages, as `npm ci --omit=dev`.
if [ -e "$app/package-lock.json" ]; then (cd "$app" && quiet runtime-npm-ci npm ci --omit=dev --no-audit --no-fund); fi
# Readable by anyone, writable by no one: the container's read-only root file system.
chmod -R a+rX,a-w "$app"

port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
run_as=() user=nobody
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null && id nobody >/dev/null 2>&1; then
  # setpriv execs the server (runuser would fork and stand between it and SIGTERM);
  # --no-new-privs mirrors allowPrivilegeEscalation: false.
  run_as=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups --no-new-privs)
else
  user="$(id -un) (note: not root or no setpriv, so no switch to an unprivileged user)"
fi
# Only the container's environment: the Dockerfile's ENV, then what Kubernetes adds. TMPDIR is
# inside the read-only tree, as /tmp is read-only in the container.
container_env=(env -i PATH="$PATH" HOME=/nonexistent TMPDIR="$app" "${envs[@]}" PORT="$port" BASE_URL="$base")
server_failed() { tail -n 40 "$logs/server.log" >&2; fail "$*"; }
mapfile -t server < <(argv_of "$cmd")
step "start: ${server[*]} as $user, with the Dockerfile's ENV ${envs[*]}, then PORT=$port BASE_URL=$base"
(cd "$app" && exec "${run_as[@]}" "${container_env[@]}" "${server[@]}") >"$logs/server.log" 2>&1 &
pid=$!

step "wait up to 10 s for GET ${base}healthz to answer 200"
deadline=$(($(date +%s%3N) + 10000))
until [ "$(http_get "http://127.0.0.1:$port${base}healthz" "$logs/body")" = 200 ]; do
  kill -0 "$pid" 2>/dev/null || server_failed "the server exited during start-up"
  [ "$(date +%s%3N)" -lt "$deadline" ] || server_failed "${base}healthz did not answer 200 within 10 s"
  sleep 0.2
done

hc_timeout=$(sed -n 's/.*--timeout=\([0-9]*\)s.*/\1/p' <<<"$healthcheck")
mapfile -t probe < <(argv_of "${healthcheck#*CMD }")
step "HEALTHCHECK, run as in the container: ${probe[*]}"
(cd "$app" && timeout "${hc_timeout:-30}" "${run_as[@]}" "${container_env[@]}" "${probe[@]}") ||
  server_failed "the Dockerfile's HEALTHCHECK failed while ${base}healthz answers 200"

step "GET ${base}docs/getting-started answers 200 with an <h1>"
status=$(http_get "http://127.0.0.1:$port${base}docs/getting-started" "$logs/page.html")
[ "$status" = 200 ] || server_failed "${base}docs/getting-started answered $status"
grep -q '<h1' "$logs/page.html" || server_failed "${base}docs/getting-started has no <h1>"

step "SIGTERM: ${base}healthz answers 503 at once, and the server exits 0 within 10 s"
kill -TERM "$pid"
sleep 0.3
status=$(http_get "http://127.0.0.1:$port${base}healthz" "$logs/body")
[ "$status" = 503 ] || server_failed "${base}healthz answered $status right after SIGTERM, not 503"
timeout 10 tail --pid="$pid" -s 0.1 -f /dev/null || server_failed "the server still runs 10 s after SIGTERM"
status=0; wait "$pid" || status=$?; pid=
[ "$status" = 0 ] || server_failed "the server exited with status $status after SIGTERM"
step "container check passed"
