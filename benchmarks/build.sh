#!/usr/bin/env bash
# Builds the benchmark jars with javac --release 8:
#   benchmarks/jars/weft-api.jar       the weft.Input API
#   benchmarks/jars/<program>.jar      one per benchmarks/suite*/<program>/ with a MANIFEST.MF
# Each program's MANIFEST.MF names its Main-Class (and Class-Path: weft-api.jar
# when it uses weft.Input). A jar is rebuilt only when a source is newer.
set -euo pipefail
cd "$(dirname "$0")"
command -v javac >/dev/null || { echo "javac not found: install a JDK (apt-get install openjdk-17-jdk-headless)" >&2; exit 2; }
mkdir -p jars build

stale() { # stale JAR DIR...: true if JAR is missing or older than a file in DIRs
  local jar=$1; shift
  [ ! -f "$jar" ] && return 0
  [ -n "$(find "$@" -newer "$jar" -type f 2>/dev/null | head -n 1)" ]
}

if stale jars/weft-api.jar api; then
  rm -rf build/api && mkdir -p build/api
  javac --release 8 -nowarn -d build/api $(find api/src -name '*.java')
  jar cf jars/weft-api.jar -C build/api .
  echo "built jars/weft-api.jar"
fi

n=0
for dir in suite*/*/; do
  dir=${dir%/}
  [ -f "$dir/MANIFEST.MF" ] || continue
  name=$(basename "$dir")
  jar=jars/$name.jar
  if stale "$jar" "$dir" jars/weft-api.jar; then
    rm -rf "build/$name" && mkdir -p "build/$name"
    javac --release 8 -nowarn -g -cp jars/weft-api.jar -d "build/$name" $(find "$dir/src" -name '*.java')
    jar cfm "$jar" "$dir/MANIFEST.MF" -C "build/$name" .
    n=$((n+1))
  fi
done
echo "benchmark jars up to date in benchmarks/jars ($n rebuilt)"
