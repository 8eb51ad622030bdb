#!/usr/bin/env bash
# Builds the example jars: examples/jars/<program>.jar for each
# examples/<program>/ with a MANIFEST.MF (its Main-Class), compiled with
# javac --release N where N is the number in <program>/RELEASE (8 when
# there is none). A jar is rebuilt only when a source is newer.
set -euo pipefail
cd "$(dirname "$0")"
command -v javac >/dev/null || { echo "javac not found: install a JDK (apt-get install openjdk-17-jdk-headless)" >&2; exit 2; }
mkdir -p jars build

n=0
for dir in */; do
  dir=${dir%/}
  [ -f "$dir/MANIFEST.MF" ] || continue
  jar=jars/$dir.jar
  if [ ! -f "$jar" ] || [ -n "$(find "$dir" -newer "$jar" -type f | head -n 1)" ]; then
    release=8
    [ -f "$dir/RELEASE" ] && release=$(tr -d '[:space:]' < "$dir/RELEASE")
    rm -rf "build/$dir" && mkdir -p "build/$dir"
    javac --release "$release" -nowarn -g -d "build/$dir" $(find "$dir/src" -name '*.java')
    jar cfm "$jar" "$dir/MANIFEST.MF" -C "build/$dir" .
    n=$((n+1))
  fi
done
echo "example jars up to date in examples/jars ($n rebuilt)"
