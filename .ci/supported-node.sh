# Sourced by .ci/run: puts the supported Node (the major version in .nvmrc) first on PATH.
# CI machines may carry an older Node (Debian's, or an image's); Node's own binaries are published
# on the npm registry as node-linux-<arch> packages, so they come from the one registry CI reaches.
# npm itself stays the machine's: it runs on whichever `node` is first on PATH.
supported_node_major=$(tr -d '[:space:]v' < .nvmrc)
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$supported_node_major" ]; then
  case $(uname -m) in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *) echo "supported-node: no Node $supported_node_major package for $(uname -m)" >&2; exit 1 ;;
  esac
  node_home=${XDG_CACHE_HOME:-$HOME/.cache}/developer-portal/node-$supported_node_major-$node_arch
  if [ ! -x "$node_home/node_modules/node-linux-$node_arch/bin/node" ]; then
    npm install --prefix "$node_home" --no-save --no-audit --no-fund --no-package-lock \
      "node-linux-$node_arch@$supported_node_major" >/dev/null
  fi
  export PATH="$node_home/node_modules/node-linux-$node_arch/bin:$PATH"
fi
echo "supported-node: $(command -v node) $(node -v)"
