# Puts the project's pinned Node.js (.nvmrc) first on PATH when the shell's own `node` is older
# than its major line. Source it, don't run it:
#
#   . scripts/use-node.sh
#
# Node itself comes from the npm registry as the package node-<os>-<arch> (a plain binary with
# its headers, no install script), unpacked once into a cache folder:
# ${MARKETPULT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/marketpult}/node-v<version>-<os>-<arch>.
# npm is the machine's own (npm 11 runs on Node 24). `.ci/run` sources this file too.
# Written for bash and other POSIX shells; every name it leaves behind starts with mp_node_.

mp_node_use() {
  mp_node_root=$(cd "$(dirname "${BASH_SOURCE:-$0}")/.." 2>/dev/null && pwd) || return 1
  mp_node_wanted=$(tr -d ' \r\n' <"$mp_node_root/.nvmrc") || return 1
  mp_node_major=${mp_node_wanted%%.*}

  mp_node_have=$(node --version 2>/dev/null | sed 's/^v//' || true)
  if [ -n "$mp_node_have" ] && [ "${mp_node_have%%.*}" -ge "$mp_node_major" ] 2>/dev/null; then
    echo "Node: v$mp_node_have (системный, достаточно ≥ $mp_node_major)"
    return 0
  fi

  case "$(uname -s)" in
    Linux) mp_node_os=linux ;;
    Darwin) mp_node_os=darwin ;;
    *) echo "use-node.sh: нет пакета Node для $(uname -s); поставьте Node $mp_node_wanted сами (nvm)" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) mp_node_arch=x64 ;;
    aarch64 | arm64) mp_node_arch=arm64 ;;
    *) echo "use-node.sh: нет пакета Node для $(uname -m); поставьте Node $mp_node_wanted сами (nvm)" >&2; return 1 ;;
  esac

  mp_node_package="node-$mp_node_os-$mp_node_arch"
  mp_node_cache=${MARKETPULT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/marketpult}
  mp_node_dir="$mp_node_cache/node-v$mp_node_wanted-$mp_node_os-$mp_node_arch"

  if [ ! -x "$mp_node_dir/bin/node" ]; then
    echo "Устанавливаю Node $mp_node_wanted из реестра npm ($mp_node_package@$mp_node_wanted) в $mp_node_dir…"
    mkdir -p "$mp_node_cache" || return 1
    mp_node_tmp=$(mktemp -d "$mp_node_cache/.download.XXXXXX") || return 1
    # npm pack checks the tarball against the registry's integrity hash.
    if ! (cd "$mp_node_tmp" && npm pack --silent "$mp_node_package@$mp_node_wanted" >/dev/null) ||
      ! tar -xzf "$mp_node_tmp"/*.tgz -C "$mp_node_tmp" ||
      ! "$mp_node_tmp/package/bin/node" --version >/dev/null; then
      echo "use-node.sh: не удалось установить $mp_node_package@$mp_node_wanted" >&2
      rm -rf "$mp_node_tmp"
      return 1
    fi
    # Unpacked beside the cache and renamed into place: a rename never shows half a folder.
    [ -e "$mp_node_dir" ] || mv "$mp_node_tmp/package" "$mp_node_dir"
    rm -rf "$mp_node_tmp"
    [ -x "$mp_node_dir/bin/node" ] || return 1
  fi

  export PATH="$mp_node_dir/bin:$PATH"
  # Not set here: npm_config_nodedir. npm 11 warns that it no longer knows that key, and no
  # dependency of the project is compiled by node-gyp (argon2, rolldown and lightningcss come
  # prebuilt as N-API packages). Should one ever be, its headers are in $mp_node_dir/include.
  hash -r 2>/dev/null
  echo "Node: $(node --version) из $mp_node_dir (системный: v${mp_node_have:-нет})"
}

mp_node_use
