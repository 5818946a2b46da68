#!/usr/bin/env bash
# Differential check: ArchLint's scanner against Apple's parser (SwiftParser 603.0.1) on a real
# codebase this package obtains by itself: the swift-syntax checkout SwiftPM fetched as its
# dependency (~740 files, ~290,000 lines). Fails (exit 1) when imports, declarations,
# inheritance lists or word tokens agree on fewer than 99.9 % of items, or per-declaration
# reference sets on fewer than 99.5 %. Extra folders may be given as arguments to check more code.
#
#   Validation/check.sh [FOLDER…]
set -euo pipefail
cd "$(dirname "$0")"

log=$(mktemp)
if ! swift build -c release -Xswiftc -enable-testing --product Validate >"$log" 2>&1; then
    cat "$log" >&2
    exit 2
fi
checkout=.build/checkouts/swift-syntax
if [ ! -d "$checkout/Sources" ]; then
    echo "error: no swift-syntax checkout at Validation/$checkout" >&2
    exit 2
fi
.build/release/Validate diff --examples 3 \
    --min-imports 99.9 --min-declarations 99.9 --min-inherits 99.9 --min-references 99.5 --min-words 99.9 \
    "$checkout" "$@"
