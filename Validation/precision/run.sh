#!/usr/bin/env bash
# The held-out judge (see README.md beside this file): lints each public app of apps.tsv on a
# scratch copy, as a new user would (own preset, then init and lint with init's rules), and
# scores the errors against verdicts.tsv; also compares `archlint detect` with the labels.
#
#   Validation/precision/run.sh                       # every app
#   Validation/precision/run.sh --split heldout       # the held-out apps only
#   Validation/precision/run.sh GitHawk EhPanda       # the apps named
#   Validation/precision/run.sh --sample 10 --seed 7  # also print 10 unjudged errors per app/config
#   ARCHLINT=/path/to/archlint APPS=/work/apps Validation/precision/run.sh --out DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
archlint=${ARCHLINT:-$root/.build/release/archlint}
if [ ! -x "$archlint" ]; then
    echo "error: no archlint binary at $archlint; build one (swift build -c release --product archlint) or set ARCHLINT" >&2
    exit 2
fi
exec python3 "$here/precision.py" --archlint "$(realpath "$archlint")" "$@"
