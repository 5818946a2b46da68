#!/usr/bin/env bash
# Scanner benchmark: ArchLint's scanner in release and debug builds (the SwiftPM plugin runs a
# debug build) and SwiftParser on the same files, in MB per CPU second of one thread.
#
#   Validation/bench.sh [FOLDER…]     (default: the swift-syntax checkout of this package)
set -euo pipefail
cd "$(dirname "$0")"

log=$(mktemp)
if ! { swift build -c release -Xswiftc -enable-testing && swift build --product ScannerBench; } >"$log" 2>&1; then
    cat "$log" >&2
    exit 2
fi
folders=("$@")
if [ ${#folders[@]} -eq 0 ]; then folders=(.build/checkouts/swift-syntax); fi
.build/release/Validate bench --passes 5 "${folders[@]}"
.build/debug/ScannerBench --passes 3 "${folders[@]}" | tail -n 1
