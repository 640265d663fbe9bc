# Sourced by the README commands: installs missing Debian packages, then configures and
# builds the project in $SNAKE_BUILD (default: <repo>/build).
snake_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
snake_build=${SNAKE_BUILD:-$snake_root/build}
snake_packages=(cmake make g++ libboost-program-options-dev libboost-test-dev libfmt-dev)

snake_install_packages() {
  local missing=()
  for package in "${snake_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
      missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing missing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# snake_build_project [extra cmake arguments...]
snake_build_project() {
  cmake -S "$snake_root" -B "$snake_build" "$@" >/dev/null
  cmake --build "$snake_build" -j "$(nproc)" -- --no-print-directory >/dev/null
}
