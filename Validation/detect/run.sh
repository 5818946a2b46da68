#!/bin/bash
# The detection benchmark: runs `archlint detect` on every app and library in expected.tsv and
# scores it against the expected pattern. The checkouts are not in the repository: APPS names
# the folder that holds them (one folder per app, named as in expected.tsv); see README.md.
#
#   Validation/detect/run.sh                        # .build/release/archlint on /work/apps
#   ARCHLINT=path/to/archlint APPS=dir Validation/detect/run.sh
#   Validation/detect/run.sh --before OLD_ARCHLINT  # also what OLD_ARCHLINT's `init` picks
#
# Exit 1 when detect agrees on less than 90 % or names a pattern for a library or a server.
set -u
here=$(cd "$(dirname "$0")" && pwd)
archlint=${ARCHLINT:-$here/../../.build/release/archlint}
apps=${APPS:-/work/apps}
before=""
if [ "${1:-}" = "--before" ]; then before=$2; fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# What an `init` picks: run on a copy of the Swift files, so the app's folder is never written.
init_choice() {
    local bin=$1 app=$2 copy=$scratch/copy
    rm -rf "$copy" && mkdir -p "$copy"
    (cd "$app" && find . -name '*.swift' -print0 | tar --null -cf - -T - 2>/dev/null) | tar -xf - -C "$copy"
    if "$bin" init "$copy" >/dev/null 2>&1; then
        sed -n 's/^use \([a-z-]*\)$/\1/p' "$copy/.archlint.rules" | head -1
    else
        echo none
    fi
}

agree() { # expected alternatives, found
    local IFS='|'
    for one in $1; do [ "$one" = "$2" ] && return 0; done
    return 1
}

total=0 agreed=0 before_agreed=0 libraries_named=0 missing=0
printf '%-38s %-22s %-20s %s\n' APP EXPECTED DETECT "${before:+BEFORE}"
while IFS=$'\t' read -r name upstream expected reason; do
    case "$name" in ''|'#'*) continue ;; esac
    if [ ! -d "$apps/$name" ]; then
        printf '%-38s %-22s %s\n' "$name" "$expected" "(not checked out: $upstream)"
        missing=$((missing + 1))
        continue
    fi
    found=$("$archlint" detect "$apps/$name" | sed -n '1s/^pattern: \([a-z-]*\).*/\1/p')
    total=$((total + 1))
    mark="✗"
    if agree "$expected" "$found"; then mark="✓"; agreed=$((agreed + 1)); fi
    if [ "$expected" = none ] && [ "$found" != none ]; then libraries_named=$((libraries_named + 1)); fi
    column=""
    if [ -n "$before" ]; then
        old=$(init_choice "$before" "$apps/$name")
        old_mark="✗"
        if agree "$expected" "$old"; then old_mark="✓"; before_agreed=$((before_agreed + 1)); fi
        column="$old $old_mark"
    fi
    printf '%-38s %-22s %-20s %s\n' "$name" "$expected" "$found $mark" "$column"
done < "$here/expected.tsv"

[ "$total" -gt 0 ] || { echo "no app checked out under $apps"; exit 2; }
percent=$((agreed * 100 / total))
echo
echo "detect agrees on $agreed of $total ($percent %); names a pattern for $libraries_named libraries or servers"
if [ -n "$before" ]; then echo "before (init's pick): $before_agreed of $total ($((before_agreed * 100 / total)) %)"; fi
[ "$missing" -eq 0 ] || echo "$missing not checked out"
[ "$percent" -ge 90 ] && [ "$libraries_named" -eq 0 ]
