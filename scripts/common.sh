# Sourced by the README commands and the CI steps: installs missing Debian packages, then
# configures and builds the project in $SNAKE_BUILD (default: <repo>/build) or in the
# build directory of a CI step (build-sanitize, build-fuzz: scripts/sanitize.sh,
# scripts/fuzz.sh).
snake_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
snake_build=${SNAKE_BUILD:-$snake_root/build}
# What the build needs: the toolchain and libraries (nlohmann-json3-dev: the project's one
# JSON library; zlib1g-dev: the browser tests decode screenshots; libzip-dev,
# libyaml-cpp-dev: the exporter's ZIP and YAML, docs/package.md; libseccomp-dev: the judge
# driver's seccomp filter, handed to bwrap; libpugixml-dev: the XML the tools write).
snake_packages=(cmake make g++ libboost-program-options-dev libboost-test-dev libfmt-dev
                nlohmann-json3-dev zlib1g-dev libzip-dev libyaml-cpp-dev libseccomp-dev
                libpugixml-dev)
# What the whole suite needs besides: jq (the judge driver's and the package tests'
# JSON), python3 (checks of exported packages), chromium (the replay page's and the
# statement's browser tests), bubblewrap (the judge driver's sandbox, in which every
# judging of the suite runs), procps (pgrep: the judge's tests look for processes left
# behind), emscripten and node-acorn (the checker's core in WebAssembly, web/: its
# optimizer needs acorn; without em++ the build leaves it out, docs/web.md).
# The statement's tools (package/statement_typeset.hpp; every package format but Kattis
# needs TeX): XeLaTeX with ctex (texlive-xetex, texlive-lang-chinese), latexmk, the Noto
# CJK fonts (fonts-noto-cjk: Simplified Chinese serif and sans, embedded in every PDF),
# rsvg-convert (librsvg2-bin: the board picture as PDF and PNG); for their tests poppler
# (pdffonts, pdftotext), and markdown-it and KaTeX as the judges render Markdown.
# shellcheck lints the shell templates the packages ship (package/templates/).
snake_tex_packages=(texlive-xetex texlive-lang-chinese latexmk fonts-noto-cjk librsvg2-bin)
snake_test_packages=(jq python3 chromium bubblewrap procps "${snake_tex_packages[@]}"
                     poppler-utils nodejs node-markdown-it libjs-katex emscripten node-acorn shellcheck)
# The sanitizer and fuzz builds use clang (libFuzzer, -fsanitize=float-cast-overflow).
snake_clang_packages=(clang-14 libfuzzer-14-dev)

# snake_install_packages [package...]: installs those missing (default: snake_packages).
snake_install_packages() {
  local wanted=("$@")
  [ ${#wanted[@]} -eq 0 ] && wanted=("${snake_packages[@]}")
  local missing=()
  for package in "${wanted[@]}"; do
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

# snake_build_in DIR [extra cmake arguments...] [-- targets...]: configures and builds.
snake_build_in() {
  local dir=$1
  shift
  local configure=() targets=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do configure+=("$1"); shift; done
  [ $# -gt 0 ] && shift && targets=("$@")
  cmake -S "$snake_root" -B "$dir" "${configure[@]}" >/dev/null
  local build=(cmake --build "$dir" -j "$(nproc)")
  [ ${#targets[@]} -gt 0 ] && build+=(--target "${targets[@]}")
  "${build[@]}" -- --no-print-directory >/dev/null
}

# snake_build_project [extra cmake arguments...]: the ordinary build, in $snake_build.
snake_build_project() {
  snake_build_in "$snake_build" "$@"
}
