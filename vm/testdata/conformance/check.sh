#!/usr/bin/env bash
# check.sh — sanity-check the conformance corpus against the host JDK.
#
# For every program <Name>.java in this directory:
#   * compile with `javac --release 8` and with `javac --release 17`
#     (each release into its own temp dir, the whole corpus in one javac run —
#     helper classes are nested inside the public class, so names never clash);
#   * run `java -ea -cp DIR <Name>` twice per release — the second run with
#     -XX:hashCode=2 (every identity hash code is 1), so output that depends on
#     identity hashes (Foo@1b6d3586, HashMap order of identity-hashed keys) is caught;
#   * require the exit status to be 0, or the value given in a header comment
#     `// expect-exit: N`;
#   * require all four stdouts to be byte-identical.
# Programs in ../conformance17/ use Java 17 language features and are compiled
# with --release 17 only (run twice, same checks).
#
# Usage: check.sh [Name ...]     (default: every program in both directories)
# Env:   JOBS (parallel runs, default nproc), TIMEOUT (seconds per run, default 60),
#        KEEP=1 keeps the temp dir (printed at the end).
set -u
here=$(cd "$(dirname "$0")" && pwd)
dir17=$(cd "$here/../conformance17" 2>/dev/null && pwd || true)
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
TIMEOUT=${TIMEOUT:-60}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/weft-conf.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then echo "keeping $tmp"; else trap 'rm -rf "$tmp"' EXIT; fi

want=" $* "
select_files() { # dir -> list of .java files, filtered by args
	local d=$1 f n
	for f in "$d"/*.java; do
		[ -e "$f" ] || continue
		n=$(basename "$f" .java)
		if [ "$want" = "  " ] || [[ "$want" == *" $n "* ]]; then echo "$f"; fi
	done
}

fail=0
compile() { # release outdir files...
	local rel=$1 out=$2; shift 2
	mkdir -p "$out"
	if ! javac -nowarn -Xlint:none --release "$rel" -encoding UTF-8 -d "$out" "$@" >"$out.log" 2>&1; then
		echo "COMPILE FAIL (--release $rel):"; cat "$out.log"; fail=1
	fi
}

mapfile -t main8 < <(select_files "$here" "$@")
mapfile -t main17 < <( [ -n "$dir17" ] && select_files "$dir17" "$@")
[ ${#main8[@]} -gt 0 ] && { compile 8 "$tmp/r8" "${main8[@]}"; compile 17 "$tmp/r17" "${main8[@]}"; }
[ ${#main17[@]} -gt 0 ] && compile 17 "$tmp/x17" "${main17[@]}"
[ $fail = 0 ] || exit 1

# one line per job: "<src> <classdir>..." ; run_one prints PASS/FAIL lines
run_one() {
	local src=$1; shift
	local name expect dirs d i st out extra first="" msg=""
	name=$(basename "$src" .java)
	expect=$(sed -n 's,^[[:space:]]*//[[:space:]]*expect-exit:[[:space:]]*\([0-9][0-9]*\).*,\1,p' "$src" | head -1)
	expect=${expect:-0}
	for d in "$@"; do
		for i in 1 2; do
			out="$d.$name.$i"
			if [ $i = 1 ]; then extra=""; else extra="-XX:+UnlockExperimentalVMOptions -XX:hashCode=2"; fi
			(cd "$d" && timeout "$TIMEOUT" java -ea $extra -cp "$d" "$name" >"$out.out" 2>"$out.err")
			st=$?
			if [ "$st" != "$expect" ]; then
				msg="$msg exit=$st(want $expect, $(basename "$d") run $i: $(head -c 300 "$out.err" | tr '\n' ' '))"
			fi
			if [ -z "$first" ]; then first="$out.out"
			elif ! cmp -s "$first" "$out.out"; then
				msg="$msg stdout differs ($(basename "$d") run $i vs first)"
			fi
		done
	done
	if [ -z "$msg" ]; then echo "PASS $name ($(wc -l <"$first") lines, exit $expect)"
	else echo "FAIL $name:$msg"; fi
}
export -f run_one
export TIMEOUT

{
	for f in "${main8[@]}"; do echo "$f $tmp/r8 $tmp/r17"; done
	for f in "${main17[@]}"; do echo "$f $tmp/x17"; done
} | xargs -P "$JOBS" -L 1 bash -c 'run_one "$@"' _ >"$tmp/results.txt"

sort "$tmp/results.txt"
npass=$(grep -c '^PASS' "$tmp/results.txt")
nfail=$(grep -c '^FAIL' "$tmp/results.txt")
echo "conformance: $npass passed, $nfail failed (${#main8[@]} programs x releases 8+17, ${#main17[@]} programs release 17 only)"
[ "$nfail" = 0 ]
