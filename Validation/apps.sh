#!/usr/bin/env bash
# Differential check on real apps, run by hand (CI has no apps and no network): ArchLint's
# scanner against Apple's parser on each folder given, each reported as its own corpus, then
# every disagreement by cause. Same thresholds as check.sh (99.9 % for imports, declarations,
# inheritance lists and word tokens, 99.5 % for per-declaration reference sets); exit 1 below.
#
#   Validation/apps.sh FOLDER…        # e.g. /work/apps/NetNewsWire /work/apps/isowords
#   EXAMPLES=10 Validation/apps.sh …  # more examples per cause
set -euo pipefail
if [ $# -eq 0 ]; then
    echo "usage: Validation/apps.sh FOLDER…" >&2
    exit 2
fi
folders=()
for folder in "$@"; do folders+=("$(realpath "$folder")"); done
cd "$(dirname "$0")"
log=$(mktemp)
if ! swift build -c release -Xswiftc -enable-testing --product Validate >"$log" 2>&1; then
    cat "$log" >&2
    exit 2
fi
.build/release/Validate diff --examples "${EXAMPLES:-3}" \
    --min-imports 99.9 --min-declarations 99.9 --min-inherits 99.9 --min-references 99.5 --min-words 99.9 \
    "${folders[@]}"
